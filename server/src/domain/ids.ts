import { unresolvedId } from './errors.ts';

/**
 * Relay global ids: GitHub-style type prefixes (`I_`, `PR_`, `R_`…) followed by an opaque
 * base64url payload, so clients treat them as opaque strings exactly as they do on GitHub.
 */
export const NODE_PREFIXES = {
  User: 'U',
  Bot: 'BOT',
  Organization: 'O',
  Repository: 'R',
  Issue: 'I',
  PullRequest: 'PR',
  Label: 'LA',
  Milestone: 'MI',
  IssueComment: 'IC',
  IssueType: 'IT',
  ProjectV2: 'PVT',
  ProjectV2Item: 'PVTI',
  PinnedIssue: 'PIN',
  Reaction: 'REA',
  Team: 'T',
  Commit: 'C',
  CheckRun: 'CR',
  StatusContext: 'SC',
  IssueField: 'IF',
  Blob: 'B',
  SearchShortcut: 'SSC',
  UserContentEdit: 'UCE',
} as const;

export type NodeType = keyof typeof NODE_PREFIXES;

const typeByPrefix = new Map<string, NodeType>(Object.entries(NODE_PREFIXES).map(([type, prefix]) => [prefix, type as NodeType]));

export function toGlobalId(type: NodeType, id: number): string {
  return joinGlobalId(NODE_PREFIXES[type], id);
}

/** A global id from a type prefix and a database id (`splitGlobalId` reads it back). */
export function joinGlobalId(prefix: string, id: number): string {
  return `${prefix}_${Buffer.from(`0:${id}`).toString('base64url')}`;
}

/**
 * The type prefix and database id of a global id of this form (`I_…`, and the timeline events'
 * own prefixes), whatever the prefix; null for anything malformed.
 */
export function splitGlobalId(globalId: string): { prefix: string; id: number } | null {
  const match = /^([A-Z]+)_([A-Za-z0-9_-]+)$/.exec(globalId);
  if (!match) return null;
  const decoded = /^0:(\d{1,10})$/.exec(Buffer.from(match[2] ?? '', 'base64url').toString());
  const id = decoded ? Number(decoded[1]) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return null;
  return { prefix: match[1] ?? '', id };
}

/** Decodes a global id; null for anything malformed (callers answer "could not resolve"). */
export function fromGlobalId(globalId: string): { type: NodeType; id: number } | null {
  const split = splitGlobalId(globalId);
  const type = split ? typeByPrefix.get(split.prefix) : undefined;
  return split && type ? { type, id: split.id } : null;
}

/** The database id of a global id of one of the given types, or null. */
export function idOfType(globalId: string, ...types: NodeType[]): number | null {
  const decoded = fromGlobalId(globalId);
  return decoded && types.includes(decoded.type) ? decoded.id : null;
}

/**
 * A blob's global id names its repository and path (the stored files of the default branch are
 * found by path, and a blob's rendering depends on the path, not only on the content).
 */
export function toBlobGlobalId(repoId: number, path: string): string {
  return `${NODE_PREFIXES.Blob}_${Buffer.from(`0:${repoId}:${path}`).toString('base64url')}`;
}

/** Decodes a blob's global id; null for anything else or anything malformed. */
export function fromBlobGlobalId(globalId: string): { repoId: number; path: string } | null {
  const match = /^B_([A-Za-z0-9_-]+)$/.exec(globalId);
  if (!match) return null;
  const decoded = /^0:(\d{1,10}):(.+)$/s.exec(Buffer.from(match[1] ?? '', 'base64url').toString());
  const repoId = decoded ? Number(decoded[1]) : NaN;
  if (!decoded || !Number.isSafeInteger(repoId) || repoId <= 0 || repoId > 2147483647) return null;
  return { repoId, path: decoded[2] ?? '' };
}

/**
 * A thing as a client named it: its database id (null when the name decodes to nothing of the
 * expected type) and the name as given, which messages repeat ("Could not resolve to a node with
 * the global id of '…'"). Interfaces build refs; commands resolve them with the viewer's rights.
 */
export interface Ref {
  readonly id: number | null;
  readonly given: string;
}

/** The ref of a global id that should name one of `types`. */
export function refOf(globalId: string, ...types: NodeType[]): Ref {
  return { id: idOfType(globalId, ...types), given: globalId };
}

/** The refs of a list of global ids (absent: none). */
export function refsOf(globalIds: readonly string[] | null | undefined, ...types: NodeType[]): Ref[] {
  return (globalIds ?? []).map((globalId) => refOf(globalId, ...types));
}

/** The ref of an optional global id: undefined stays undefined (leave alone), null and '' become null (clear). */
export function optionalRefOf(globalId: string | null | undefined, ...types: NodeType[]): Ref | null | undefined {
  if (globalId === undefined) return undefined;
  return globalId ? refOf(globalId, ...types) : null;
}

/** The database ids of refs that decoded, to look up (duplicates dropped). */
export function decodedIds(refs: readonly Ref[]): number[] {
  return [...new Set(refs.flatMap((ref) => (ref.id === null ? [] : [ref.id])))];
}

/**
 * The ids of `refs`, in order and without duplicates, once every one is among `found` (the rows a
 * lookup returned): "Could not resolve…" for the first that is not, whether it does not decode,
 * does not exist or may not be used.
 */
export function requireResolved(refs: readonly Ref[], found: ReadonlySet<number>): number[] {
  const missing = refs.find((ref) => ref.id === null || !found.has(ref.id));
  if (missing) throw unresolvedId(missing.given);
  return decodedIds(refs);
}

/** The ids of `refs` once `find` (given the decoded ids) returned a row for each; see `requireResolved`. */
export async function resolveRefs(refs: readonly Ref[], find: (ids: number[]) => Promise<readonly { id: number }[]>): Promise<number[]> {
  const ids = decodedIds(refs);
  const rows = ids.length === 0 ? [] : await find(ids);
  return requireResolved(refs, new Set(rows.map((row) => row.id)));
}
