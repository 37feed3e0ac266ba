/** Qualifier keys the language knows (lower case). `field.NAME` keys are recognised by their prefix. */
export const KNOWN_KEYS: ReadonlySet<string> = new Set([
  'is',
  'state',
  'type',
  'reason',
  'in',
  'repo',
  'org',
  'user',
  'archived',
  'language',
  'author',
  'assignee',
  'mentions',
  'team',
  'commenter',
  'involves',
  'review-requested',
  'user-review-requested',
  'team-review-requested',
  'reviewed-by',
  'label',
  'milestone',
  'milestone-number',
  'project',
  'no',
  'has',
  'linked',
  'parent-issue',
  'blocked-by',
  'blocking',
  'review',
  'status',
  'head',
  'base',
  'merged',
  'created',
  'updated',
  'closed',
  'comments',
  'reactions',
  'interactions',
  'draft',
  'sort',
  'sha',
]);

export const FIELD_PREFIX = 'field.';

export function isKnownKey(key: string): boolean {
  return KNOWN_KEYS.has(key) || (key.startsWith(FIELD_PREFIX) && key.length > FIELD_PREFIX.length);
}

export const IS_VALUES = [
  'issue',
  'pr',
  'pull-request',
  'open',
  'closed',
  'merged',
  'unmerged',
  'draft',
  'queued',
  'locked',
  'unlocked',
  'public',
  'private',
  'internal',
  'blocked',
  'blocking',
] as const;
export const STATE_VALUES = ['open', 'closed', 'merged'] as const;
export const REASON_VALUES = ['completed', 'not planned', 'not-planned', 'not_planned', 'reopened', 'duplicate'] as const;
export const REVIEW_VALUES = ['none', 'required', 'approved', 'changes_requested'] as const;
export const STATUS_VALUES = ['pending', 'success', 'failure'] as const;
export const LINKED_VALUES = ['pr', 'issue'] as const;
export const BOOLEAN_VALUES = ['true', 'false'] as const;
export const IN_VALUES = ['title', 'body', 'comments', 'comment'] as const;
export const NO_HAS_VALUES = [
  'label',
  'milestone',
  'assignee',
  'project',
  'type',
  'parent-issue',
  'sub-issue',
  'sub-issues',
  'blocked-by',
  'blocking',
] as const;

/** Qualifiers whose value is a person (login, `@me`). */
export const PEOPLE_KEYS: ReadonlySet<string> = new Set([
  'author',
  'assignee',
  'mentions',
  'commenter',
  'involves',
  'review-requested',
  'user-review-requested',
  'reviewed-by',
  'user',
]);
export const DATE_KEYS: ReadonlySet<string> = new Set(['created', 'updated', 'closed', 'merged']);
export const NUMBER_KEYS: ReadonlySet<string> = new Set(['comments', 'reactions', 'interactions']);
export const ISSUE_REFERENCE_KEYS: ReadonlySet<string> = new Set(['parent-issue', 'blocked-by', 'blocking']);
