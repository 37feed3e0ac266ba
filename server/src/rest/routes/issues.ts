/**
 * Issues over REST: `GET/POST /repos/{owner}/{repo}/issues` and `GET/PATCH …/issues/{n}`. Lists
 * run the search engine the web app and GraphQL use (one set of read rules, one set of indexes);
 * writes call the domain's commands, as GraphQL's mutations do.
 */
import type { IssueRow, RepositoryRow } from '../../db/rows.ts';
import { canIssue } from '../../domain/access.ts';
import type { Ref } from '../../domain/ids.ts';
import { enabledIssueTypeNamed, labelsNamed, usersWithLogins } from '../../modules/issue-templates/issueTemplates.repository.ts';
import { createIssue } from '../../modules/issues/commands/issueCreate.ts';
import type { CloseReason } from '../../modules/issues/commands/issueState.ts';
import { updateIssue, type UpdateIssueInput } from '../../modules/issues/commands/issueUpdate.ts';
import { milestoneByNumber } from '../../modules/milestones/milestone.repository.ts';
import { searchIssues } from '../../modules/search/search.engine.ts';
import { choiceField, objectBody, sinceParam, stringField, stringListField } from '../input.ts';
import { linkHeader, pageRequest } from '../pagination.ts';
import type { RestAnswer, RestCall, RestRoute } from '../restCall.ts';
import { RestError, validationFailed } from '../restErrors.ts';
import { issuesJson, timestamp } from '../restJson.ts';
import { issueOr404, repositoryOr404 } from './lookups.ts';

/** A qualifier's value as the search language reads it: quoted, unless it holds a quote itself. */
function searchValue(value: string): string {
  return value.includes('"') ? value.replace(/\s+/g, ' ') : `"${value}"`;
}

function issuesDisabled(repo: RepositoryRow): void {
  if (!repo.hasIssuesEnabled) throw new RestError(410, { message: 'Issues are disabled for this repo' });
}

/** A milestone by REST's `milestone` (its number); 422 when the repository has none with it. */
async function milestoneRef(call: RestCall, repo: RepositoryRow, value: unknown): Promise<Ref> {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  const milestone = Number.isSafeInteger(number) ? await milestoneByNumber(call.ctx.db, repo.id, number) : null;
  if (!milestone) throw validationFailed({ resource: 'Issue', field: 'milestone', code: 'invalid', value });
  return { id: milestone.id, given: String(value) };
}

/** The search query of REST's list parameters, scoped to the repository `name`. */
async function listQuery(call: RestCall, repo: RepositoryRow, name: string): Promise<string> {
  const q = call.query;
  const parts = [`repo:${name}`];
  const state = choiceField(q.state ?? 'open', ['open', 'closed', 'all'], 'state', 'Issue');
  if (state !== 'all') parts.push(`is:${state}`);
  for (const label of (q.labels ?? '').split(',')) if (label.trim()) parts.push(`label:${searchValue(label.trim())}`);
  const person = (qualifier: string, value: string | undefined) => {
    if (value === undefined || value === '') return;
    if (value === 'none' && qualifier === 'assignee') parts.push('no:assignee');
    else if (value === '*' && qualifier === 'assignee') parts.push('has:assignee');
    else parts.push(`${qualifier}:${searchValue(value)}`);
  };
  person('assignee', q.assignee);
  person('author', q.creator);
  person('mentions', q.mentioned);
  if (q.milestone === 'none') parts.push('no:milestone');
  else if (q.milestone === '*') parts.push('has:milestone');
  else if (q.milestone !== undefined && q.milestone !== '') {
    const ref = await milestoneRef(call, repo, q.milestone);
    const milestone = ref.id === null ? null : await call.ctx.loaders.milestone.load(ref.id);
    if (milestone) parts.push(`milestone:${searchValue(milestone.title)}`);
  }
  if (q.type === 'none') parts.push('no:type');
  else if (q.type === '*') parts.push('has:type');
  else if (q.type) parts.push(`type:${searchValue(q.type)}`);
  const since = sinceParam(call, 'Issue');
  if (since) parts.push(`updated:>=${timestamp(since)}`);
  const sort = choiceField(q.sort ?? 'created', ['created', 'updated', 'comments'], 'sort', 'Issue');
  const direction = choiceField(q.direction ?? 'desc', ['asc', 'desc'], 'direction', 'Issue');
  parts.push(`sort:${sort}-${direction}`);
  return parts.join(' ');
}

async function listRepositoryIssues(call: RestCall): Promise<RestAnswer> {
  const { repo, name } = await repositoryOr404(call);
  issuesDisabled(repo);
  const query = await listQuery(call, repo, name);
  const page = pageRequest(call);
  // A repository's list pages through every issue, not only a search's first 1,000.
  const result = await searchIssues(call.ctx.db, call.ctx.actor, { query, first: page.perPage, skip: page.offset, reach: Infinity });
  const rows = (await call.ctx.loaders.issue.loadMany(result.ids)).filter(
    (row): row is IssueRow => row !== null && !(row instanceof Error),
  );
  return { body: await issuesJson(call, rows), headers: linkHeader(call, page, result.issueCount) };
}

/** REST's metadata fields as the domain's refs, names resolved in the repository; 422 for any that do not resolve. */
async function metadataRefs(call: RestCall, repo: RepositoryRow, body: Record<string, unknown>) {
  const refs: Pick<UpdateIssueInput, 'labels' | 'assignees' | 'milestone' | 'issueType'> = {};
  const labelNames = stringListField(body, 'labels', 'Issue');
  if (labelNames !== undefined) {
    const found = await labelsNamed(call.ctx.db, repo.id, labelNames);
    const byName = new Map(found.map((label) => [label.name.toLowerCase(), label]));
    const missing = labelNames.filter((label) => !byName.has(label.toLowerCase()));
    if (missing.length > 0) throw validationFailed({ resource: 'Label', field: 'name', code: 'invalid', value: missing[0] });
    refs.labels = [...new Set(labelNames.map((label) => byName.get(label.toLowerCase())?.id ?? 0))].map((id) => ({
      id,
      given: String(id),
    }));
  }
  let logins = stringListField(body, 'assignees', 'Issue');
  const single = stringField(body, 'assignee', 'Issue');
  if (logins === undefined && single !== undefined) logins = single === null || single === '' ? [] : [single];
  if (logins !== undefined) {
    const found = await usersWithLogins(call.ctx.db, logins);
    const known = new Set(found.map((user) => user.login.toLowerCase()));
    const missing = logins.find((login) => !known.has(login.toLowerCase()));
    if (missing !== undefined) throw validationFailed({ resource: 'Issue', field: 'assignees', code: 'invalid', value: missing });
    refs.assignees = found.map((user) => ({ id: user.id, given: user.login }));
  }
  if (body.milestone !== undefined) refs.milestone = body.milestone === null ? null : await milestoneRef(call, repo, body.milestone);
  const type = stringField(body, 'type', 'Issue');
  if (type !== undefined) {
    const found = type === null ? null : await enabledIssueTypeNamed(call.ctx.db, repo.ownerId, type);
    if (type !== null && !found) throw validationFailed({ resource: 'Issue', field: 'type', code: 'invalid', value: type });
    refs.issueType = found ? { id: found.id, given: found.name } : null;
  }
  return refs;
}

async function createRepositoryIssue(call: RestCall): Promise<RestAnswer> {
  const { repo } = await repositoryOr404(call);
  issuesDisabled(repo);
  const body = objectBody(call);
  const title = stringField(body, 'title', 'Issue');
  if (title === undefined || title === null) throw validationFailed({ resource: 'Issue', field: 'title', code: 'missing_field' });
  const text = stringField(body, 'body', 'Issue');
  const refs = await metadataRefs(call, repo, body);
  const issue = await createIssue(call.ctx, {
    repository: { id: repo.id, given: repo.name },
    title,
    body: text ?? '',
    labels: refs.labels ?? undefined,
    assignees: refs.assignees ?? undefined,
    milestone: refs.milestone,
    issueType: refs.issueType,
  });
  const [json] = await issuesJson(call, [issue]);
  return { status: 201, body: json, headers: { location: json?.url ?? '' } };
}

async function getIssue(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  const [json] = await issuesJson(call, [issue]);
  return { body: json };
}

/**
 * `PATCH …/issues/{n}`: GitHub's update. As on GitHub, changes to labels, assignees, milestone and
 * type by someone who may not make them are dropped rather than refused; the title, body and
 * state need their own rights (the author, or write and triage access) and are refused with 403.
 */
async function updateRepositoryIssue(call: RestCall): Promise<RestAnswer> {
  const { issue, repo } = await issueOr404(call);
  const body = objectBody(call);
  const title = stringField(body, 'title', 'Issue');
  if (title === null) throw validationFailed({ resource: 'Issue', field: 'title', code: 'missing_field' });
  const text = stringField(body, 'body', 'Issue');
  const state = choiceField(body.state ?? undefined, ['open', 'closed'], 'state', 'Issue');
  const reason = choiceField(
    body.state_reason ?? undefined,
    ['completed', 'not_planned', 'duplicate', 'reopened'],
    'state_reason',
    'Issue',
  );
  const refs = await metadataRefs(call, repo, body);
  const may = async (action: Parameters<typeof canIssue>[2]) => canIssue(call.ctx, issue, action);
  const input: UpdateIssueInput = {
    issue: { id: issue.id, given: String(issue.number) },
    title,
    body: text === null ? '' : text,
    state: state ?? (reason === 'reopened' ? 'open' : reason ? 'closed' : undefined),
    stateReason: reason === 'reopened' ? null : (reason as CloseReason | undefined),
  };
  if (refs.labels !== undefined && (await may('label'))) input.labels = refs.labels;
  if (refs.assignees !== undefined && (await may('assign'))) input.assignees = refs.assignees;
  if (refs.milestone !== undefined && (await may('setMilestone'))) input.milestone = refs.milestone;
  if (refs.issueType !== undefined && (await may('setType'))) input.issueType = refs.issueType;
  const updated = await updateIssue(call.ctx, input);
  const [json] = await issuesJson(call, [updated]);
  return { body: json };
}

export const issueRoutes: RestRoute[] = [
  { method: 'GET', url: '/repos/:owner/:repo/issues', resource: 'Issue', handler: listRepositoryIssues },
  { method: 'POST', url: '/repos/:owner/:repo/issues', resource: 'Issue', acceptedScopes: ['repo'], handler: createRepositoryIssue },
  { method: 'GET', url: '/repos/:owner/:repo/issues/:issue_number', resource: 'Issue', handler: getIssue },
  {
    method: 'PATCH',
    url: '/repos/:owner/:repo/issues/:issue_number',
    resource: 'Issue',
    acceptedScopes: ['repo'],
    handler: updateRepositoryIssue,
  },
];
