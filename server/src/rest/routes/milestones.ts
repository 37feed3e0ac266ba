/**
 * Milestones over REST: `…/milestones[/{number}]` and `…/milestones/{number}/labels`, over the
 * domain's milestone commands, as GraphQL's mutations use them. Milestones are named by their
 * number in the repository; the domain's field errors answer 422 "Validation Failed".
 */
import type { MilestoneRow, RepositoryRow } from '../../db/rows.ts';
import type { Ref } from '../../domain/ids.ts';
import { countMilestoneLabels, milestoneLabelsWindow } from '../../modules/labels/label.repository.ts';
import {
  createMilestone,
  deleteMilestone,
  updateMilestone,
  type MilestoneResult,
  type UserError,
} from '../../modules/milestones/milestone.commands.ts';
import { countMilestones, milestoneByNumber, milestonesWindow } from '../../modules/milestones/milestone.repository.ts';
import { choiceField, objectBody, stringField } from '../input.ts';
import { linkHeader, pageRequest } from '../pagination.ts';
import type { RestAnswer, RestCall, RestRoute } from '../restCall.ts';
import { notFound, validationFailed, type ValidationProblem } from '../restErrors.ts';
import { labelJson, milestoneJson } from '../restJson.ts';
import { numberParam, repositoryOr404 } from './lookups.ts';

const MILESTONE = 'Milestone';

/** The repository's milestone `:milestone_number`, or 404. */
async function milestoneOr404(call: RestCall): Promise<{ milestone: MilestoneRow; repo: RepositoryRow; name: string }> {
  const { repo, name } = await repositoryOr404(call);
  const number = numberParam(call.params.milestone_number);
  const milestone = await milestoneByNumber(call.ctx.db, repo.id, number);
  if (!milestone) throw notFound();
  return { milestone, repo, name };
}

function milestoneRef(milestone: MilestoneRow): Ref {
  return { id: milestone.id, given: String(milestone.number) };
}

/** A field error of the milestone commands as one of GitHub's 422 problems. */
function problemOf(error: UserError): ValidationProblem {
  const field = error.path[0] === 'dueOn' ? 'due_on' : (error.path[0] ?? '');
  const code = /already been taken/.test(error.message)
    ? 'already_exists'
    : /cannot be empty/.test(error.message)
      ? 'missing_field'
      : 'invalid';
  return { resource: MILESTONE, field, code };
}

/** The milestone a command wrote, or its field errors as 422 "Validation Failed". */
function written(result: MilestoneResult): MilestoneRow {
  if (result.errors.length > 0) throw validationFailed(...result.errors.map(problemOf));
  if (!result.milestone) throw new Error('The milestone command answered neither a milestone nor errors');
  return result.milestone;
}

/** `due_on`: an ISO 8601 time (null clears it); 422 `invalid` for anything else. */
function dueOnField(body: Record<string, unknown>): string | null | undefined {
  const value = body.due_on;
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(new Date(value).getTime()))
    throw validationFailed({ resource: MILESTONE, field: 'due_on', code: 'invalid', value });
  return value;
}

/** The writable fields of a milestone's body, as the commands take them. */
function milestoneInput(body: Record<string, unknown>) {
  const state = choiceField(body.state ?? undefined, ['open', 'closed'], 'state', MILESTONE);
  return {
    title: stringField(body, 'title', MILESTONE),
    description: stringField(body, 'description', MILESTONE),
    dueOn: dueOnField(body),
    state: state === undefined ? undefined : state === 'closed' ? ('CLOSED' as const) : ('OPEN' as const),
  };
}

/** `GET …/milestones`: `state` (open), `sort` by `due_on` or `completeness`, `direction` (asc), paged. */
async function listMilestones(call: RestCall): Promise<RestAnswer> {
  const { repo, name } = await repositoryOr404(call);
  const state = choiceField(call.query.state ?? 'open', ['open', 'closed', 'all'], 'state', MILESTONE);
  const sort = choiceField(call.query.sort ?? 'due_on', ['due_on', 'completeness'], 'sort', MILESTONE);
  const direction = choiceField(call.query.direction ?? 'asc', ['asc', 'desc'], 'direction', MILESTONE);
  const page = pageRequest(call);
  const filter = { repoId: repo.id, states: state === 'all' ? null : [state === 'open' ? ('OPEN' as const) : ('CLOSED' as const)] };
  const order = {
    field: sort === 'completeness' ? ('COMPLETENESS' as const) : ('DUE_DATE' as const),
    direction: direction === 'desc' ? ('DESC' as const) : ('ASC' as const),
  };
  const [rows, total] = await Promise.all([
    milestonesWindow(call.ctx.db, filter, order, page.offset, page.perPage),
    countMilestones(call.ctx.db, filter),
  ]);
  return { body: await Promise.all(rows.map((row) => milestoneJson(call, name, row))), headers: linkHeader(call, page, total) };
}

/** `POST …/milestones`: `title` required, `state`, `description`, `due_on`. */
async function createRepositoryMilestone(call: RestCall): Promise<RestAnswer> {
  const { repo, name } = await repositoryOr404(call);
  const milestone = written(
    await createMilestone(call.ctx, { repository: { id: repo.id, given: repo.name }, ...milestoneInput(objectBody(call)) }),
  );
  const json = await milestoneJson(call, name, milestone);
  return { status: 201, body: json, headers: { location: json.url } };
}

async function getMilestone(call: RestCall): Promise<RestAnswer> {
  const { milestone, name } = await milestoneOr404(call);
  return { body: await milestoneJson(call, name, milestone) };
}

/** `PATCH …/milestones/{n}`: each field given changes; `description` and `due_on` null clear them. */
async function updateRepositoryMilestone(call: RestCall): Promise<RestAnswer> {
  const { milestone, name } = await milestoneOr404(call);
  const input = milestoneInput(objectBody(call));
  if (input.title === null) throw validationFailed({ resource: MILESTONE, field: 'title', code: 'missing_field' });
  const updated = written(await updateMilestone(call.ctx, { milestone: milestoneRef(milestone), ...input }));
  return { body: await milestoneJson(call, name, updated) };
}

async function deleteRepositoryMilestone(call: RestCall): Promise<RestAnswer> {
  const { milestone } = await milestoneOr404(call);
  await deleteMilestone(call.ctx, { milestone: milestoneRef(milestone) });
  return { status: 204 };
}

/** `GET …/milestones/{n}/labels`: the labels of the milestone's issues, each once, by name. */
async function listMilestoneLabels(call: RestCall): Promise<RestAnswer> {
  const { milestone, name } = await milestoneOr404(call);
  const page = pageRequest(call);
  const [rows, total] = await Promise.all([
    milestoneLabelsWindow(call.ctx.db, milestone.id, page.offset, page.perPage),
    countMilestoneLabels(call.ctx.db, milestone.id),
  ]);
  return { body: rows.map((label) => labelJson(call, name, label)), headers: linkHeader(call, page, total) };
}

const write = { resource: MILESTONE, acceptedScopes: ['repo'] } as const;
const milestones = '/repos/:owner/:repo/milestones';

export const milestoneRoutes: RestRoute[] = [
  { method: 'GET', url: milestones, resource: MILESTONE, handler: listMilestones },
  { method: 'POST', url: milestones, ...write, handler: createRepositoryMilestone },
  { method: 'GET', url: `${milestones}/:milestone_number`, resource: MILESTONE, handler: getMilestone },
  { method: 'PATCH', url: `${milestones}/:milestone_number`, ...write, handler: updateRepositoryMilestone },
  { method: 'DELETE', url: `${milestones}/:milestone_number`, ...write, handler: deleteRepositoryMilestone },
  { method: 'GET', url: `${milestones}/:milestone_number/labels`, resource: 'Label', handler: listMilestoneLabels },
];
