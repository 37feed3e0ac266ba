import { candidateKey, type ReferenceCandidate, type ResolvedReference } from './references.ts';

/** What is kept of one document: the references it names, and its HTML for each way they resolved. */
export interface CachedDocument {
  candidates: readonly ReferenceCandidate[];
  /** HTML by {@link resolutionKey}: viewers who see the same references get the same HTML. */
  renders: Map<string, string>;
}

/** How many resolutions of one document are kept (viewers with other rights, states that changed). */
const RENDERS_PER_DOCUMENT = 4;

/**
 * Identifies how a document's references resolved for a viewer: everything the rendered HTML
 * takes from them. Two viewers with the same key get the same HTML, whoever they are.
 */
export function resolutionKey(candidates: readonly ReferenceCandidate[], resolved: ReadonlyMap<string, ResolvedReference>): string {
  if (candidates.length === 0) return '';
  return JSON.stringify(candidates.map((candidate) => resolved.get(candidateKey(candidate)) ?? null));
}

/**
 * Rendered markdown kept across requests, least recently used dropped first. Rendering is a pure
 * function of the source, the mode, the repository, the server's address and how the references
 * resolved, so an entry is looked up by the first four and holds an answer per resolution: a
 * viewer's rights are in the resolution, never in a shared answer. Bounded by entries and by
 * characters held.
 */
export class RenderCache {
  readonly #documents = new Map<string, CachedDocument & { chars: number }>();
  readonly #maxDocuments: number;
  readonly #maxChars: number;
  #chars = 0;

  constructor(maxDocuments: number, maxChars: number) {
    this.#maxDocuments = maxDocuments;
    this.#maxChars = maxChars;
  }

  /** The document, now the most recently used, or undefined. */
  get(key: string): CachedDocument | undefined {
    const found = this.#documents.get(key);
    if (found) {
      this.#documents.delete(key);
      this.#documents.set(key, found);
    }
    return found;
  }

  /** Keeps a document's HTML for one resolution of its references. */
  remember(key: string, candidates: readonly ReferenceCandidate[], resolution: string, html: string): void {
    let entry = this.#documents.get(key);
    if (!entry) {
      entry = { candidates, renders: new Map(), chars: key.length };
      this.#chars += entry.chars;
      this.#documents.set(key, entry);
    }
    const previous = entry.renders.get(resolution);
    if (previous !== undefined) {
      entry.renders.delete(resolution);
      this.#resize(entry, -previous.length);
    }
    entry.renders.set(resolution, html);
    this.#resize(entry, html.length);
    for (const [oldest, dropped] of entry.renders) {
      if (entry.renders.size <= RENDERS_PER_DOCUMENT) break;
      entry.renders.delete(oldest);
      this.#resize(entry, -dropped.length);
    }
    for (const [oldest, dropped] of this.#documents) {
      if (this.#documents.size <= this.#maxDocuments && this.#chars <= this.#maxChars) break;
      this.#documents.delete(oldest);
      this.#chars -= dropped.chars;
    }
  }

  /** Characters held, keys included (for tests). */
  get chars(): number {
    return this.#chars;
  }

  #resize(entry: { chars: number }, by: number): void {
    entry.chars += by;
    this.#chars += by;
  }
}
