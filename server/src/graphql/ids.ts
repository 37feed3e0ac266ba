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
