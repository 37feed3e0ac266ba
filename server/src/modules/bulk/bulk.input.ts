import type { ProjectRow } from '../../db/rows.ts';
import { readableIssue } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput, forbidden, unresolvedId } from '../../domain/errors.ts';
import { decodedIds, fromGlobalId, idOfType, refsOf, requireResolved, type NodeType } from '../../domain/ids.ts';
import { READ_RULES } from '../../domain/readRules.ts';
import { MAX_ASSIGNEES } from '../issues/commands/issueAssignees.ts';
import { canUseProject } from '../projects/project.access.ts';

/** At most this many issues per job (spec 000 §9). */
export const MAX_BULK_ISSUES = 1000;
/** GitHub's internal `UpdateIssuesBulkInput`: global ids and what to change. */
export interface BulkUpdateInput {
  ids: readonly string[];
  state?: 'OPEN' | 'CLOSED' | null;
  stateReason?: 'COMPLETED' | 'NOT_PLANNED' | 'DUPLICATE' | 'REOPENED' | null;
  applyLabelIds?: readonly string[] | null;
  removeLabelIds?: readonly string[] | null;
  applyAssigneeIds?: readonly string[] | null;
  removeAssigneeIds?: readonly string[] | null;
  milestoneId?: string | null;
  clearMilestone?: boolean | null;
  issueTypeId?: string | null;
  unsetIssueType?: boolean | null;
  addToProjectV2Ids?: readonly string[] | null;
  removeFromProjectV2Ids?: readonly string[] | null;
  allowLabelCreation?: boolean | null;
}

/** What a job does to each of its issues, with database ids; stored with the job. */
export interface BulkChanges {
  state?: 'open' | 'closed';
  stateReason?: 'completed' | 'not_planned' | 'duplicate';
  applyLabelIds: number[];
  removeLabelIds: number[];
  applyAssigneeIds: number[];
  removeAssigneeIds: number[];
  /** A milestone to set, null to clear, undefined to leave alone. */
  milestone?: number | null;
  /** An issue type to set, null to remove, undefined to leave alone. */
  issueType?: number | null;
  addToProjectIds: number[];
  removeFromProjectIds: number[];
}

export interface BulkRequest {
  issueIds: number[];
  /** The repository of every issue, when they share one. */
  repoId: number | null;
  changes: BulkChanges;
}

/** The distinct database ids of an optional list of global ids. */
function decodeAll(globalIds: readonly string[] | null | undefined, ...types: NodeType[]): number[] {
  const refs = refsOf(globalIds, ...types);
  const missing = refs.find((ref) => ref.id === null);
  if (missing) throw unresolvedId(missing.given);
  return decodedIds(refs);
}

function overlap(a: readonly number[], b: readonly number[]): boolean {
  return a.some((id) => b.includes(id));
}

/**
 * The labels, milestones, people or issue types these global ids name exist and the viewer may
 * read them (their type's read rule, `domain/readRules.ts`; people are public); the first that
 * does not is reported as "could not resolve", whether it is missing or unreadable, so the answer
 * tells nothing of what the viewer cannot see.
 */
async function requireReadable<Row extends { id: number }>(
  ctx: DomainContext,
  globalIds: readonly string[],
  types: NodeType[],
  load: (ids: number[]) => Promise<(Row | null | Error)[]>,
  rule?: (ctx: DomainContext, row: Row) => Promise<boolean>,
): Promise<void> {
  const refs = refsOf(globalIds, ...types);
  const ids = decodedIds(refs);
  const readable = new Set<number>();
  for (const row of ids.length === 0 ? [] : await load(ids)) {
    if (row && !(row instanceof Error) && (!rule || (await rule(ctx, row)))) readable.add(row.id);
  }
  requireResolved(refs, readable);
}

/**
 * Checks an `updateIssuesBulk` input as a whole before a job is made: the issues exist, are
 * readable and are issues; the change is one a job can make. Whether the viewer may change each
 * issue is checked when the job reaches it.
 */
export async function parseBulkInput(ctx: DomainContext, input: BulkUpdateInput, operation: string): Promise<BulkRequest> {
  if (input.ids.length === 0) throw badInput('Choose at least one issue to update.');
  if (new Set(input.ids).size > MAX_BULK_ISSUES)
    throw badInput(`A bulk update can change at most ${MAX_BULK_ISSUES.toLocaleString('en-US')} issues at a time.`);
  const issueIds: number[] = [];
  for (const gid of new Set(input.ids)) {
    const decoded = fromGlobalId(gid);
    if (decoded?.type === 'PullRequest') throw badInput(`Bulk updates apply to issues only: ${gid} is a pull request.`);
    if (decoded?.type !== 'Issue') throw unresolvedId(gid);
    issueIds.push(decoded.id);
  }
  const issues = await ctx.loaders.issue.loadMany(issueIds);
  const repoIds = new Set<number>();
  for (const [index, id] of issueIds.entries()) {
    const row = issues[index];
    const readable = row && !(row instanceof Error) ? await readableIssue(ctx, id) : null;
    if (!readable) throw unresolvedId(toGlobal(input.ids, id));
    if (readable.kind !== 'issue') throw badInput(`Bulk updates apply to issues only: ${toGlobal(input.ids, id)} is a pull request.`);
    repoIds.add(readable.repoId);
  }

  if (input.allowLabelCreation) throw badInput('A bulk update cannot create labels; create them on the labels page first.');
  const changes: BulkChanges = {
    applyLabelIds: decodeAll(input.applyLabelIds, 'Label'),
    removeLabelIds: decodeAll(input.removeLabelIds, 'Label'),
    applyAssigneeIds: decodeAll(input.applyAssigneeIds, 'User', 'Bot'),
    removeAssigneeIds: decodeAll(input.removeAssigneeIds, 'User', 'Bot'),
    addToProjectIds: decodeAll(input.addToProjectV2Ids, 'ProjectV2'),
    removeFromProjectIds: decodeAll(input.removeFromProjectV2Ids, 'ProjectV2'),
  };
  if (input.state === 'CLOSED') {
    if (input.stateReason === 'REOPENED') throw badInput('Issues cannot be closed with the reason REOPENED.');
    changes.state = 'closed';
    changes.stateReason =
      input.stateReason === 'NOT_PLANNED' ? 'not_planned' : input.stateReason === 'DUPLICATE' ? 'duplicate' : 'completed';
  } else if (input.state === 'OPEN') {
    if (input.stateReason && input.stateReason !== 'REOPENED') throw badInput(`Open issues cannot have the reason ${input.stateReason}.`);
    changes.state = 'open';
  } else if (input.stateReason) {
    throw badInput('A state reason needs a state: give state CLOSED with it.');
  }
  if (input.milestoneId && input.clearMilestone) throw badInput('Give either a milestone or clearMilestone, not both.');
  if (input.milestoneId) {
    const id = idOfType(input.milestoneId, 'Milestone');
    if (id === null) throw unresolvedId(input.milestoneId);
    changes.milestone = id;
  } else if (input.clearMilestone) changes.milestone = null;
  if (input.issueTypeId && input.unsetIssueType) throw badInput('Give either an issue type or unsetIssueType, not both.');
  if (input.issueTypeId) {
    const id = idOfType(input.issueTypeId, 'IssueType');
    if (id === null) throw unresolvedId(input.issueTypeId);
    changes.issueType = id;
  } else if (input.unsetIssueType) changes.issueType = null;

  if (overlap(changes.applyLabelIds, changes.removeLabelIds)) throw badInput('A label cannot be both applied and removed.');
  if (overlap(changes.applyAssigneeIds, changes.removeAssigneeIds)) throw badInput('A person cannot be both assigned and unassigned.');
  if (overlap(changes.addToProjectIds, changes.removeFromProjectIds)) throw badInput('A project cannot be both added and removed.');
  if (changes.applyAssigneeIds.length > MAX_ASSIGNEES) throw badInput(`An issue can have at most ${MAX_ASSIGNEES} assignees.`);
  const hasChange =
    changes.state !== undefined ||
    changes.milestone !== undefined ||
    changes.issueType !== undefined ||
    [
      changes.applyLabelIds,
      changes.removeLabelIds,
      changes.applyAssigneeIds,
      changes.removeAssigneeIds,
      changes.addToProjectIds,
      changes.removeFromProjectIds,
    ].some((list) => list.length > 0);
  if (!hasChange) throw badInput('Nothing to change: give a state, labels, assignees, a milestone, an issue type or projects.');

  const { loaders } = ctx;
  const labelIds = [...(input.applyLabelIds ?? []), ...(input.removeLabelIds ?? [])];
  await requireReadable(ctx, labelIds, ['Label'], (ids) => loaders.label.loadMany(ids), READ_RULES.Label);
  const assigneeIds = [...(input.applyAssigneeIds ?? []), ...(input.removeAssigneeIds ?? [])];
  await requireReadable(ctx, assigneeIds, ['User', 'Bot'], (ids) => loaders.account.loadMany(ids));
  if (input.milestoneId)
    await requireReadable(ctx, [input.milestoneId], ['Milestone'], (ids) => loaders.milestone.loadMany(ids), READ_RULES.Milestone);
  if (input.issueTypeId)
    await requireReadable(ctx, [input.issueTypeId], ['IssueType'], (ids) => loaders.issueType.loadMany(ids), READ_RULES.IssueType);
  const projectIds = [...changes.addToProjectIds, ...changes.removeFromProjectIds];
  if (projectIds.length > 0) {
    const projects = (await ctx.loaders.project.loadMany(projectIds)).filter(
      (row): row is ProjectRow => row !== null && !(row instanceof Error),
    );
    const projectGids = [...(input.addToProjectV2Ids ?? []), ...(input.removeFromProjectV2Ids ?? [])];
    for (const gid of projectGids) {
      const project = projects.find((row) => row.id === idOfType(gid, 'ProjectV2'));
      if (!project || !(await canUseProject(ctx, project, false))) throw unresolvedId(gid);
      if (!(await canUseProject(ctx, project, true))) throw forbidden(ctx.actor.login, operation);
    }
  }
  return { issueIds, repoId: repoIds.size === 1 ? ([...repoIds][0] ?? null) : null, changes };
}

function toGlobal(globalIds: readonly string[], id: number): string {
  return globalIds.find((gid) => idOfType(gid, 'Issue', 'PullRequest') === id) ?? String(id);
}

const STATE_REASONS = ['completed', 'not_planned', 'duplicate'] as const;

/**
 * A job's changes as stored (`bulk_jobs.changes`, JSON written by `startBulkJob`), checked back
 * into their type: the ids must be whole numbers and the state one the job can make.
 */
export function storedBulkChanges(value: unknown): BulkChanges {
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  if (!record) throw new Error('A bulk job has no changes.');
  const ids = (key: string): number[] => {
    const list = record[key] ?? [];
    if (!Array.isArray(list) || !list.every((id) => Number.isSafeInteger(id))) throw new Error(`A bulk job's ${key} is not a list of ids.`);
    return list as number[];
  };
  const optionalId = (key: string): number | null | undefined => {
    const id = record[key];
    if (id === undefined || id === null || Number.isSafeInteger(id)) return id as number | null | undefined;
    throw new Error(`A bulk job's ${key} is not an id.`);
  };
  const changes: BulkChanges = {
    applyLabelIds: ids('applyLabelIds'),
    removeLabelIds: ids('removeLabelIds'),
    applyAssigneeIds: ids('applyAssigneeIds'),
    removeAssigneeIds: ids('removeAssigneeIds'),
    addToProjectIds: ids('addToProjectIds'),
    removeFromProjectIds: ids('removeFromProjectIds'),
  };
  if (record.state === 'open' || record.state === 'closed') changes.state = record.state;
  else if (record.state !== undefined) throw new Error("A bulk job's state is neither open nor closed.");
  const reason = record.stateReason;
  if (reason !== undefined) {
    if (!STATE_REASONS.includes(reason as (typeof STATE_REASONS)[number])) throw new Error("A bulk job's state reason is unknown.");
    changes.stateReason = reason as (typeof STATE_REASONS)[number];
  }
  const milestone = optionalId('milestone');
  if (milestone !== undefined) changes.milestone = milestone;
  const issueType = optionalId('issueType');
  if (issueType !== undefined) changes.issueType = issueType;
  return changes;
}
