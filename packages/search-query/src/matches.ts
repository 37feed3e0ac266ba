import type { QualifierNode, QueryNode, TextNode } from './ast.ts';
import type { MatchContext, SearchItem } from './item.ts';
import type { ReactionContent } from './sort.ts';
import { textMatches } from './text.ts';
import { dateInValue, numberInValue, parseDateValue, parseMilestoneNumber, parseNumberValue } from './values.ts';

export type TextField = 'title' | 'body' | 'comments';
const ALL_FIELDS: ReadonlySet<TextField> = new Set(['title', 'body', 'comments']);
const SCOPE_KEYS = new Set(['repo', 'org', 'user']);
const SHA = /^[0-9a-f]{7,40}$/i;

const same = (a: string | null | undefined, b: string): boolean => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
const includes = (list: readonly string[] | undefined, value: string): boolean => (list ?? []).some((entry) => same(entry, value));

function totalReactions(item: SearchItem): number {
  return Object.values(item.reactions).reduce<number>((sum, count) => sum + (count ?? 0), 0);
}

/** `in:` qualifiers of one group level (not looking into nested groups). */
function inFieldsOf(node: QueryNode, found: Set<TextField>): void {
  switch (node.kind) {
    case 'qualifier':
      if (node.key !== 'in') return;
      for (const value of node.values) {
        const field = value.text.toLowerCase();
        const mapped: TextField | null =
          field === 'title' ? 'title' : field === 'body' ? 'body' : field.startsWith('comment') ? 'comments' : null;
        if (mapped) found.add(mapped);
      }
      // `-in:` is a validation error; a hand-built negated one is read like `in:`.
      return;
    case 'and':
    case 'or':
      for (const child of node.children) inFieldsOf(child, found);
      return;
    case 'not':
      inFieldsOf(node.child, found);
      return;
    default:
      return;
  }
}

function scopeFields(node: QueryNode, inherited: ReadonlySet<TextField>): ReadonlySet<TextField> {
  const found = new Set<TextField>();
  inFieldsOf(node, found);
  return found.size > 0 ? found : inherited;
}

function textNodeMatches(node: TextNode, item: SearchItem, fields: ReadonlySet<TextField>): boolean {
  if (!node.phrase && SHA.test(node.text) && item.kind === 'pull_request') {
    const prefix = node.text.toLowerCase();
    if ((item.commitShas ?? []).some((sha) => sha.toLowerCase().startsWith(prefix))) return true;
  }
  if (fields.has('title') && textMatches(item.title, node.text)) return true;
  if (fields.has('body') && textMatches(item.body, node.text)) return true;
  return fields.has('comments') && item.comments.some((comment) => textMatches(comment.body, node.text));
}

function person(value: string, context: MatchContext): string | null {
  return value.toLowerCase() === '@me' ? context.viewerLogin : value;
}

function isValue(item: SearchItem, value: string): boolean {
  const pr = item.kind === 'pull_request';
  switch (value) {
    case 'issue':
      return !pr;
    case 'pr':
    case 'pull-request':
      return pr;
    case 'open':
      return item.state === 'open';
    case 'closed':
      return item.state === 'closed';
    case 'merged':
      return pr && item.merged === true;
    case 'unmerged':
      return pr && item.merged !== true;
    case 'draft':
      return item.isDraft === true;
    case 'queued':
      return pr && item.inMergeQueue === true;
    case 'locked':
      return item.locked;
    case 'unlocked':
      return !item.locked;
    case 'public':
    case 'private':
    case 'internal':
      return item.repo.visibility === value;
    case 'blocked':
      return item.openBlockerCount > 0;
    case 'blocking':
      return item.blocking.length > 0;
    default:
      return false;
  }
}

function hasValue(item: SearchItem, field: string): boolean {
  switch (field) {
    case 'label':
      return item.labels.length > 0;
    case 'milestone':
      return item.milestone !== null;
    case 'assignee':
      return item.assignees.length > 0;
    case 'project':
      return item.projects.length > 0;
    case 'type':
      return item.issueType !== null;
    case 'parent-issue':
      return item.parent !== null;
    case 'sub-issue':
    case 'sub-issues':
      return item.subIssueCount > 0;
    case 'blocked-by':
      return item.blockedBy.length > 0;
    case 'blocking':
      return item.blocking.length > 0;
    default:
      return false;
  }
}

const REVIEW: Record<string, SearchItem['reviewDecision']> = {
  none: null,
  required: 'REVIEW_REQUIRED',
  approved: 'APPROVED',
  changes_requested: 'CHANGES_REQUESTED',
};

const REASONS: Record<string, SearchItem['stateReason']> = {
  completed: 'completed',
  'not planned': 'not_planned',
  'not-planned': 'not_planned',
  not_planned: 'not_planned',
  reopened: 'reopened',
  duplicate: 'duplicate',
};

function fieldMatches(actual: string | number | null | undefined, text: string, context: MatchContext): boolean {
  if (actual === null || actual === undefined) return false;
  if (typeof actual === 'number') {
    const parsed = parseNumberValue(text, { decimals: true, negative: true });
    return parsed.ok && numberInValue(actual, parsed.value);
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(actual)) {
    const parsed = parseDateValue(text, context.today);
    if (parsed.ok) return dateInValue(actual.length === 10 ? `${actual}T00:00:00Z` : actual, parsed.value);
  }
  return same(actual, text);
}

function valueMatches(key: string, raw: string, item: SearchItem, context: MatchContext): boolean {
  const value = raw.toLowerCase();
  const pr = item.kind === 'pull_request';
  const login = person(raw, context);
  if (login === null) return false;
  const date = (at: string | null | undefined): boolean => {
    if (!at) return false;
    const parsed = parseDateValue(raw, context.today);
    return parsed.ok && dateInValue(at, parsed.value);
  };
  const count = (n: number): boolean => {
    const parsed = parseNumberValue(raw);
    return parsed.ok && numberInValue(n, parsed.value);
  };
  if (key.startsWith('field.')) return fieldMatches(item.fields?.[key.slice('field.'.length)], raw, context);
  switch (key) {
    case 'is':
      return isValue(item, value);
    case 'state':
      return value === 'merged' ? pr && item.merged === true : item.state === value;
    case 'type':
      if (value === 'issue') return !pr;
      if (value === 'pr' || value === 'pull-request') return pr;
      return same(item.issueType, raw);
    case 'reason':
      // A close reason counts only on closed items; `reopened` is the reason of open, reopened ones.
      return REASONS[value] === 'reopened'
        ? item.state === 'open' && item.stateReason === 'reopened'
        : item.state === 'closed' && item.stateReason === REASONS[value];
    case 'repo':
      return same(`${item.repo.owner}/${item.repo.name}`, raw);
    case 'org':
    case 'user':
      return same(item.repo.owner, login);
    case 'archived':
      return item.repo.archived === (value === 'true');
    case 'language':
      return same(item.repo.language, raw);
    case 'author':
      if (value.startsWith('app/')) return same(item.authorApp, raw.slice(4));
      return same(item.author, login);
    case 'assignee':
      return raw === '*' ? item.assignees.length > 0 : includes(item.assignees, login);
    case 'mentions':
      return includes(item.mentions, login);
    case 'team':
      return includes(item.teamMentions, raw);
    case 'commenter':
      return item.comments.some((comment) => same(comment.author, login));
    case 'involves':
      return (
        same(item.author, login) ||
        includes(item.assignees, login) ||
        includes(item.mentions, login) ||
        item.comments.some((comment) => same(comment.author, login))
      );
    case 'review-requested': {
      if (includes(item.reviewRequested, login)) return true;
      const teams = context.teamsOf?.(login) ?? [];
      return teams.some((team) => includes(item.reviewRequestedTeams, team));
    }
    case 'user-review-requested':
      return includes(item.reviewRequested, login);
    case 'team-review-requested':
      return includes(item.reviewRequestedTeams, raw);
    case 'reviewed-by':
      return includes(item.reviewedBy, login);
    case 'label':
      return includes(item.labels, raw);
    case 'milestone':
      return same(item.milestone, raw);
    case 'milestone-number': {
      const number = parseMilestoneNumber(raw);
      return number !== null && item.milestone !== null && item.milestoneNumber === number;
    }
    case 'project':
      return includes(item.projects, raw);
    case 'no':
      return !hasValue(item, value);
    case 'has':
      return hasValue(item, value);
    case 'linked':
      return value === 'pr' ? !pr && item.hasLinkedPullRequest === true : pr && item.hasLinkedIssue === true;
    case 'parent-issue':
      return same(item.parent, raw);
    case 'blocked-by':
      return includes(item.blockedBy, raw);
    case 'blocking':
      return includes(item.blocking, raw);
    case 'review':
      return pr && value in REVIEW && (item.reviewDecision ?? null) === REVIEW[value];
    case 'status': {
      const state = item.statusState === 'error' ? 'failure' : item.statusState;
      return pr && state === value;
    }
    case 'head':
      return pr && typeof item.headRef === 'string' && item.headRef.toLowerCase().startsWith(value);
    case 'base':
      return pr && same(item.baseRef, raw);
    case 'draft':
      return pr && (item.isDraft === true) === (value === 'true');
    case 'sha':
      return pr && (item.commitShas ?? []).some((sha) => sha.toLowerCase().startsWith(value));
    case 'created':
      return date(item.createdAt);
    case 'updated':
      return date(item.updatedAt);
    case 'closed':
      return date(item.closedAt);
    case 'merged':
      return date(item.mergedAt);
    case 'comments':
      return count(item.commentsCount);
    case 'reactions':
      return count(totalReactions(item));
    case 'interactions':
      return count(totalReactions(item) + item.commentsCount);
    default:
      return false;
  }
}

function qualifierMatches(node: QualifierNode, item: SearchItem, context: MatchContext): boolean {
  if (node.key === 'in' || node.key === 'sort') return true;
  // `@me` for an anonymous viewer matches nothing, negated or not.
  if (context.viewerLogin === null && node.values.some((value) => value.text.toLowerCase() === '@me')) return false;
  const any = node.values.some((value) => valueMatches(node.key, value.text, item, context));
  return node.negated ? !any : any;
}

function evaluate(node: QueryNode, item: SearchItem, context: MatchContext, fields: ReadonlySet<TextField>): boolean {
  switch (node.kind) {
    case 'qualifier':
      return qualifierMatches(node, item, context);
    case 'text':
      return textNodeMatches(node, item, fields);
    case 'and':
      return node.children.every((child) => evaluate(child, item, context, fields));
    case 'or':
      return node.children.some((child) => evaluate(child, item, context, fields));
    case 'not':
      return !evaluate(node.child, item, context, fields);
    case 'group':
      return evaluate(node.child, item, context, scopeFields(node.child, fields));
  }
}

/**
 * The top-level scope of a query (search-syntax §1.6): its non-negated `repo:`/`org:`/`user:` terms,
 * which are OR-ed together, and the other top-level terms, which are AND-ed with that scope.
 */
export function splitScope(root: QueryNode | null): { scope: QualifierNode[]; rest: QueryNode[] } {
  const terms = !root ? [] : root.kind === 'and' ? root.children : [root];
  const scope: QualifierNode[] = [];
  const rest: QueryNode[] = [];
  for (const term of terms) {
    if (term.kind === 'qualifier' && SCOPE_KEYS.has(term.key) && !term.negated) scope.push(term);
    else rest.push(term);
  }
  return { scope, rest };
}

/**
 * The text fields each free-text term searches, after `in:` scoping: a group's own `in:` terms
 * (several are unioned) apply to its text and to nested groups without their own; default all three.
 */
export function textFieldsOf(root: QueryNode | null): Map<TextNode, TextField[]> {
  const result = new Map<TextNode, TextField[]>();
  const walk = (node: QueryNode, fields: ReadonlySet<TextField>): void => {
    switch (node.kind) {
      case 'text':
        result.set(node, [...fields]);
        return;
      case 'qualifier':
        return;
      case 'and':
      case 'or':
        for (const child of node.children) walk(child, fields);
        return;
      case 'not':
        walk(node.child, fields);
        return;
      case 'group':
        walk(node.child, scopeFields(node.child, fields));
    }
  };
  if (root) walk(root, scopeFields(root, ALL_FIELDS));
  return result;
}

/**
 * Whether an item satisfies a query tree: the reference semantics the SQL engine is tested against.
 * An empty query matches everything. Top-level positive `repo:`/`org:`/`user:` terms form one scope
 * (any of them), AND-ed with the rest (search-syntax §1.6); `in:` narrows the free text of its group
 * and nested groups without their own `in:`; `sort:` is not a filter. Validation errors are not
 * re-checked: run `parse` first and refuse queries with errors.
 */
export function matches(root: QueryNode | null, item: SearchItem, context: MatchContext): boolean {
  if (!root) return true;
  const fields = scopeFields(root, ALL_FIELDS);
  const { scope, rest } = splitScope(root);
  if (scope.length > 0 && !scope.some((term) => qualifierMatches(term, item, context))) return false;
  return rest.every((term) => evaluate(term, item, context, fields));
}

/** Total reactions of an item, and by content, as `sort:reactions-…` reads them. */
export function reactionCount(item: SearchItem, content?: ReactionContent): number {
  return content ? (item.reactions[content] ?? 0) : totalReactions(item);
}
