import { sql, type SQL } from 'drizzle-orm';
import { parseDateValue, parseNumberValue, type QualifierNode, type QualifierValue } from '@issues/search-query';
import { compileMetadata } from './search.metadata.ts';
import { compilePeople } from './search.people.ts';
import {
  allOf,
  compareDate,
  compareNumber,
  eachValue,
  fail,
  I,
  likePrefix,
  list,
  lowerValues,
  R,
  referencedIssue,
  TRUE,
  visibleIssue,
  type CompileContext,
} from './search.sql.ts';

const PR = sql`${I}.kind = 'pull_request'`;
const ISSUE = sql`${I}.kind = 'issue'`;
const FAILING = ['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure', 'stale'];

/** GitHub's check rollup of the head commit (`status:`), as check-summary computes it. */
const ROLLUP = sql`(SELECT CASE
    WHEN EXISTS (SELECT 1 FROM check_runs cr WHERE cr.commit_id = ${I}.head_commit_id AND cr.status = 'completed' AND cr.conclusion::text IN ${list(FAILING)})
      OR EXISTS (SELECT 1 FROM status_contexts sc WHERE sc.commit_id = ${I}.head_commit_id AND sc.state IN ('failure', 'error')) THEN 'failure'
    WHEN EXISTS (SELECT 1 FROM check_runs cr WHERE cr.commit_id = ${I}.head_commit_id AND cr.status <> 'completed')
      OR EXISTS (SELECT 1 FROM status_contexts sc WHERE sc.commit_id = ${I}.head_commit_id AND sc.state IN ('pending', 'expected')) THEN 'pending'
    WHEN EXISTS (SELECT 1 FROM check_runs cr WHERE cr.commit_id = ${I}.head_commit_id)
      OR EXISTS (SELECT 1 FROM status_contexts sc WHERE sc.commit_id = ${I}.head_commit_id) THEN 'success'
  END)`;

function blockedByOpen(): SQL {
  const b = sql.raw('b');
  return sql`EXISTS (SELECT 1 FROM issue_dependencies d JOIN issues b ON b.id = d.blocking_issue_id
    WHERE d.issue_id = ${I}.id AND b.state = 'open' AND ${visibleIssue(b)})`;
}

function blockingOpen(): SQL {
  const b = sql.raw('b');
  return sql`EXISTS (SELECT 1 FROM issue_dependencies d JOIN issues b ON b.id = d.issue_id
    WHERE d.blocking_issue_id = ${I}.id AND b.state = 'open' AND ${visibleIssue(b)})`;
}

const IS_VALUES: Record<string, SQL> = {
  open: sql`${I}.state = 'open'`,
  closed: sql`${I}.state = 'closed'`,
  issue: ISSUE,
  pr: PR,
  'pull-request': PR,
  merged: sql`(${PR} AND ${I}.merged)`,
  unmerged: sql`(${PR} AND NOT ${I}.merged)`,
  draft: sql`(${PR} AND ${I}.is_draft)`,
  queued: sql`(${PR} AND ${I}.is_in_merge_queue)`,
  locked: sql`${I}.locked`,
  unlocked: sql`NOT ${I}.locked`,
  blocked: blockedByOpen(),
  blocking: blockingOpen(),
};

/** `is:` values about the repository rather than the issue. */
const REPOSITORY_IS: Record<string, SQL> = {
  public: sql`${R}.visibility = 'public'`,
  private: sql`${R}.visibility = 'private'`,
  internal: sql`${R}.visibility = 'internal'`,
  archived: sql`${R}.is_archived`,
};

/**
 * A condition on the repository `r`: as is while the scope query (over `repositories r`) is
 * compiled, otherwise as a membership of the issue's repository.
 */
function onRepository(ctx: CompileContext, condition: SQL): SQL {
  return ctx.repositoryContext ? condition : sql`${I}.repo_id IN (SELECT r.id FROM repositories r WHERE ${condition})`;
}

const STATE_VALUES: Record<string, SQL> = {
  open: sql`${I}.state = 'open'`,
  closed: sql`${I}.state = 'closed'`,
  merged: sql`(${PR} AND ${I}.merged)`,
};

const REASONS: Record<string, SQL> = {
  completed: sql`(${I}.state = 'closed' AND ${I}.state_reason = 'completed')`,
  'not planned': sql`(${I}.state = 'closed' AND ${I}.state_reason = 'not_planned')`,
  'not-planned': sql`(${I}.state = 'closed' AND ${I}.state_reason = 'not_planned')`,
  not_planned: sql`(${I}.state = 'closed' AND ${I}.state_reason = 'not_planned')`,
  duplicate: sql`(${I}.state = 'closed' AND ${I}.state_reason = 'duplicate')`,
  // Reopened issues are open again; the reason stays until they are closed (as the reference reads it).
  reopened: sql`(${I}.state = 'open' AND ${I}.state_reason = 'reopened')`,
};

const REVIEW: Record<string, SQL> = {
  none: sql`(${PR} AND ${I}.review_decision IS NULL)`,
  required: sql`(${PR} AND ${I}.review_decision = 'review_required')`,
  approved: sql`(${PR} AND ${I}.review_decision = 'approved')`,
  changes_requested: sql`(${PR} AND ${I}.review_decision = 'changes_requested')`,
};

const STATUS: Record<string, SQL> = {
  pending: sql`(${PR} AND ${ROLLUP} = 'pending')`,
  success: sql`(${PR} AND ${ROLLUP} = 'success')`,
  failure: sql`(${PR} AND ${ROLLUP} = 'failure')`,
};

const BOOLEANS: Record<string, boolean> = { true: true, false: false };

function fromTable(ctx: CompileContext, node: QualifierNode, table: Record<string, SQL>, what: string): SQL {
  return eachValue(node, (v) => {
    const hit = Object.hasOwn(table, v.text.toLowerCase()) ? table[v.text.toLowerCase()] : undefined;
    return hit ?? fail(ctx, v.span, `"${v.text}" is not a valid ${what}. Use one of: ${Object.keys(table).join(', ')}.`);
  });
}

function booleanValue(ctx: CompileContext, node: QualifierNode, compile: (b: boolean) => SQL): SQL {
  return eachValue(node, (v) => {
    const b = BOOLEANS[v.text.toLowerCase()];
    return b === undefined ? fail(ctx, v.span, `"${node.key}:" takes true or false, not "${v.text}".`) : compile(b);
  });
}

function typeValue(value: QualifierValue): SQL {
  const lower = value.text.toLowerCase();
  if (!value.quoted && lower === 'issue') return ISSUE;
  if (!value.quoted && (lower === 'pr' || lower === 'pull-request')) return PR;
  return sql`${I}.issue_type_id IN (SELECT id FROM issue_types WHERE lower(name) = ${lower})`;
}

function repoValue(ctx: CompileContext, value: QualifierValue): SQL {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value.text.trim());
  if (!match) return fail(ctx, value.span, `Invalid repository "${value.text}". Use the format <owner>/<repo>.`);
  // On the repository row itself (not a second lookup of repositories): cheaper to plan.
  const owner = (match[1] ?? '').toLowerCase();
  const name = (match[2] ?? '').toLowerCase();
  return onRepository(ctx, sql`(${R}.owner_id IN (SELECT id FROM accounts WHERE lower(login) = ${owner}) AND lower(${R}.name) = ${name})`);
}

function ownerValue(ctx: CompileContext, value: QualifierValue): SQL {
  if (value.text.toLowerCase() === '@me') return onRepository(ctx, sql`${R}.owner_id = ${ctx.viewerId}`);
  return onRepository(ctx, sql`${R}.owner_id IN (SELECT id FROM accounts WHERE lower(login) = ${value.text.toLowerCase()})`);
}

/** `repo:`, `org:` and `user:` as a predicate over the repository `r`. */
export function compileScopeQualifier(node: QualifierNode, ctx: CompileContext): SQL {
  switch (node.key) {
    case 'repo':
      return eachValue(node, (v) => repoValue(ctx, v));
    default:
      return eachValue(node, (v) => ownerValue(ctx, v));
  }
}

const DATE_COLUMNS: Record<string, SQL> = {
  created: sql`${I}.created_at`,
  updated: sql`${I}.updated_at`,
  closed: sql`${I}.closed_at`,
  merged: sql`${I}.merged_at`,
};

const COUNT_COLUMNS: Record<string, SQL> = {
  comments: sql`${I}.comments_count`,
  reactions: sql`${I}.reactions_count`,
  interactions: sql`(${I}.comments_count + ${I}.reactions_count)`,
};

function dates(ctx: CompileContext, node: QualifierNode, column: SQL): SQL {
  const merged = node.key === 'merged' ? PR : TRUE;
  return allOf([
    merged,
    eachValue(node, (v) => {
      const parsed = parseDateValue(v.text, ctx.today);
      return parsed.ok ? compareDate(column, parsed.value) : fail(ctx, v.span, parsed.message);
    }),
  ]);
}

function counts(ctx: CompileContext, node: QualifierNode, column: SQL): SQL {
  return eachValue(node, (v) => {
    const parsed = parseNumberValue(v.text);
    return parsed.ok ? compareNumber(column, parsed.value) : fail(ctx, v.span, parsed.message);
  });
}

function linked(ctx: CompileContext, node: QualifierNode): SQL {
  const p = sql.raw('p');
  return eachValue(node, (v) => {
    const value = v.text.toLowerCase();
    if (value === 'pr') {
      return sql`EXISTS (SELECT 1 FROM closing_references cref JOIN issues p ON p.id = cref.pull_request_id WHERE cref.issue_id = ${I}.id AND ${visibleIssue(p)})`;
    }
    if (value === 'issue') {
      return sql`EXISTS (SELECT 1 FROM closing_references cref JOIN issues p ON p.id = cref.issue_id WHERE cref.pull_request_id = ${I}.id AND ${visibleIssue(p)})`;
    }
    return fail(ctx, v.span, `"linked:" takes pr or issue, not "${v.text}".`);
  });
}

function relation(ctx: CompileContext, node: QualifierNode): SQL {
  return eachValue(node, (v) => {
    const target = referencedIssue(ctx, v);
    if (!target) return sql`FALSE`;
    if (node.key === 'parent-issue') return sql`${I}.parent_id IN ${target}`;
    if (node.key === 'blocked-by') {
      return sql`EXISTS (SELECT 1 FROM issue_dependencies d WHERE d.issue_id = ${I}.id AND d.blocking_issue_id IN ${target})`;
    }
    return sql`EXISTS (SELECT 1 FROM issue_dependencies d WHERE d.blocking_issue_id = ${I}.id AND d.issue_id IN ${target})`;
  });
}

function sha(ctx: CompileContext, node: QualifierNode): SQL {
  return eachValue(node, (v) => {
    if (!/^[0-9a-f]{4,40}$/i.test(v.text)) return fail(ctx, v.span, `"${v.text}" is not a commit SHA.`);
    return sql`(${PR} AND ${I}.head_commit_id IN (SELECT co.id FROM commits co WHERE co.repo_id = ${I}.repo_id AND co.oid LIKE ${likePrefix(v.text.toLowerCase())}))`;
  });
}

/**
 * Compiles one qualifier (without its negation) to a condition on `i` / `r`. `in:` and `sort:`
 * are directives handled by the caller.
 */
export function compileQualifier(node: QualifierNode, ctx: CompileContext): SQL {
  const people = compilePeople(node, ctx);
  if (people) return people;
  const metadata = compileMetadata(node, ctx);
  if (metadata) return metadata;
  const key = node.key;
  switch (key) {
    case 'is':
      return eachValue(node, (v) => {
        const repository = REPOSITORY_IS[v.text.toLowerCase()];
        return repository ? onRepository(ctx, repository) : fromTable(ctx, { ...node, values: [v] }, IS_VALUES, 'value for "is:"');
      });
    case 'state':
      return fromTable(ctx, node, STATE_VALUES, 'state');
    case 'reason':
      return fromTable(ctx, node, REASONS, 'close reason');
    case 'type':
      return eachValue(node, typeValue);
    case 'repo':
    case 'org':
    case 'user':
      return compileScopeQualifier(node, ctx);
    case 'archived':
      return booleanValue(ctx, node, (b) => onRepository(ctx, b ? sql`${R}.is_archived` : sql`NOT ${R}.is_archived`));
    case 'draft':
      return booleanValue(ctx, node, (b) => sql`(${PR} AND ${I}.is_draft = ${b})`);
    case 'language':
      return onRepository(ctx, sql`lower(${R}.primary_language) IN ${list(lowerValues(node.values))}`);
    case 'created':
    case 'updated':
    case 'closed':
    case 'merged':
      return dates(ctx, node, DATE_COLUMNS[key] ?? sql`NULL`);
    case 'comments':
    case 'reactions':
    case 'interactions':
      return counts(ctx, node, COUNT_COLUMNS[key] ?? sql`NULL`);
    case 'linked':
      return linked(ctx, node);
    case 'parent-issue':
    case 'blocked-by':
    case 'blocking':
      return relation(ctx, node);
    case 'review':
      return fromTable(ctx, node, REVIEW, 'review state');
    case 'status':
      return fromTable(ctx, node, STATUS, 'status');
    case 'head':
      return eachValue(node, (v) => sql`(${PR} AND lower(${I}.head_ref_name) LIKE ${likePrefix(v.text.toLowerCase())})`);
    case 'base':
      return eachValue(node, (v) => sql`(${PR} AND lower(${I}.base_ref_name) = ${v.text.toLowerCase()})`);
    case 'sha':
      return sha(ctx, node);
    default:
      return fail(ctx, node.keySpan, `Unknown qualifier "${key}:".`);
  }
}
