import fs from 'node:fs';

/**
 * Operations persisted by the Relay compiler (`web/persisted-queries.json`: SHA-256 id → text).
 * The web app sends `{ doc_id, variables }`; the file is re-read when it changes, so a rebuilt
 * web app needs no server restart.
 */
export class PersistedOperations {
  private readonly file: string;
  private loadedMtime = -1;
  private byId = new Map<string, string>();

  constructor(file: string) {
    this.file = file;
  }

  get(id: string): string | undefined {
    this.refresh();
    return this.byId.get(id);
  }

  private refresh(): void {
    let mtime: number;
    try {
      mtime = fs.statSync(this.file).mtimeMs;
    } catch {
      this.byId.clear();
      return;
    }
    if (mtime === this.loadedMtime) return;
    const parsed = JSON.parse(fs.readFileSync(this.file, 'utf8')) as Record<string, string>;
    this.byId = new Map(Object.entries(parsed));
    this.loadedMtime = mtime;
  }
}

interface GraphQLBody {
  query?: unknown;
  doc_id?: unknown;
  id?: unknown;
}

/**
 * Puts the persisted text in place of an id (`doc_id`, or Relay's `id`). Returns false when the
 * id is unknown, so the caller can answer PERSISTED_QUERY_NOT_FOUND.
 */
export function resolvePersistedOperation(body: unknown, operations: PersistedOperations): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const request = body as GraphQLBody;
  if (typeof request.query === 'string') return true;
  const id = typeof request.doc_id === 'string' ? request.doc_id : typeof request.id === 'string' ? request.id : undefined;
  if (id === undefined) return true;
  const text = operations.get(id);
  if (text === undefined) return false;
  // Yoga refuses parameters it does not know, so the id gives way to the text.
  request.query = text;
  delete request.doc_id;
  delete request.id;
  return true;
}
