import fs from 'node:fs';
import type { Request } from 'playwright-core';

/** The web app's persisted operations (id → text), as the server reads them. */
const persisted = JSON.parse(fs.readFileSync(new URL('../../web/persisted-queries.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/**
 * Every persisted id of an operation: the Relay compiler keeps earlier builds' ids in the file, so
 * a name can have several and the current build's is any of them.
 */
export function persistedIds(name: string): ReadonlySet<string> {
  const ids = Object.entries(persisted)
    .filter(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text))
    .map(([id]) => id);
  if (ids.length === 0) throw new Error(`No persisted operation ${name}`);
  return new Set(ids);
}

/** Whether a GraphQL request runs one of the given persisted operations. */
export function isRequestFor(request: Request, ids: ReadonlySet<string>): boolean {
  let body: unknown;
  try {
    body = request.postDataJSON();
  } catch {
    return false;
  }
  const docId = typeof body === 'object' && body !== null && 'doc_id' in body ? (body as { doc_id: unknown }).doc_id : undefined;
  return typeof docId === 'string' && ids.has(docId);
}
