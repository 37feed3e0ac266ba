/**
 * Sub-issues over REST: `GET/POST …/issues/{n}/sub_issues`, `DELETE …/sub_issue`,
 * `PATCH …/sub_issues/priority` and `GET …/parent`, over the domain's relation commands. As on
 * GitHub, sub-issues are named by their database `id`, not their number.
 */
import type { IssueRow } from '../../db/rows.ts';
import { readableIssue } from '../../domain/access.ts';
import type { Ref } from '../../domain/ids.ts';
import { addSubIssue, removeSubIssue, reprioritizeSubIssue } from '../../modules/issues/commands/issueRelations.ts';
import { subIssueIds } from '../../modules/issues/issue.repository.ts';
import { objectBody } from '../input.ts';
import { linkHeader, pageRequest } from '../pagination.ts';
import type { RestAnswer, RestCall, RestRoute } from '../restCall.ts';
import { notFound, validationFailed } from '../restErrors.ts';
import { issuesJson } from '../restJson.ts';
import { issueOr404 } from './lookups.ts';

/** An issue id of the body (`sub_issue_id`, `after_id`, `before_id`); 422 when it is not a whole number. */
function issueIdField(body: Record<string, unknown>, field: string, required: boolean): Ref | null {
  const value = body[field];
  if (value === undefined || value === null) {
    if (required) throw validationFailed({ resource: 'Issue', field, code: 'missing_field' });
    return null;
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
    throw validationFailed({ resource: 'Issue', field, code: 'invalid', value });
  return { id: value, given: String(value) };
}

async function issueAnswer(call: RestCall, issue: IssueRow, status = 200): Promise<RestAnswer> {
  const [json] = await issuesJson(call, [issue]);
  return { status, body: json };
}

async function listSubIssues(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  const page = pageRequest(call);
  const readable = (await Promise.all((await subIssueIds(call.ctx.db, issue.id)).map((id) => readableIssue(call.ctx, id)))).filter(
    (row): row is IssueRow => row !== null,
  );
  return {
    body: await issuesJson(call, readable.slice(page.offset, page.offset + page.perPage)),
    headers: linkHeader(call, page, readable.length),
  };
}

async function addSubIssueRoute(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  const body = objectBody(call);
  const subIssue = issueIdField(body, 'sub_issue_id', true);
  const { issue: parent } = await addSubIssue(call.ctx, {
    issue: { id: issue.id, given: String(issue.number) },
    subIssue,
    replaceParent: body.replace_parent === true,
  });
  return issueAnswer(call, parent, 201);
}

async function removeSubIssueRoute(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  const subIssue = issueIdField(objectBody(call), 'sub_issue_id', true) as Ref;
  const { issue: parent } = await removeSubIssue(call.ctx, { issue: { id: issue.id, given: String(issue.number) }, subIssue });
  return issueAnswer(call, parent);
}

async function reprioritizeRoute(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  const body = objectBody(call);
  const subIssue = issueIdField(body, 'sub_issue_id', true) as Ref;
  const after = issueIdField(body, 'after_id', false);
  const before = issueIdField(body, 'before_id', false);
  if ((after === null) === (before === null))
    throw validationFailed({
      resource: 'Issue',
      field: after ? 'before_id' : 'after_id',
      code: 'custom',
      message: 'Provide exactly one of after_id or before_id.',
    });
  const parent = await reprioritizeSubIssue(call.ctx, { issue: { id: issue.id, given: String(issue.number) }, subIssue, after, before });
  return issueAnswer(call, parent);
}

/** `GET …/parent`: the issue's parent when it has one the caller may read; 404 otherwise. */
async function parentRoute(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  const parent = issue.parentId === null ? null : await readableIssue(call.ctx, issue.parentId);
  if (!parent) throw notFound();
  return issueAnswer(call, parent);
}

const base = '/repos/:owner/:repo/issues/:issue_number';

export const subIssueRoutes: RestRoute[] = [
  { method: 'GET', url: `${base}/sub_issues`, resource: 'Issue', handler: listSubIssues },
  { method: 'POST', url: `${base}/sub_issues`, resource: 'Issue', acceptedScopes: ['repo'], handler: addSubIssueRoute },
  { method: 'DELETE', url: `${base}/sub_issue`, resource: 'Issue', acceptedScopes: ['repo'], handler: removeSubIssueRoute },
  { method: 'PATCH', url: `${base}/sub_issues/priority`, resource: 'Issue', acceptedScopes: ['repo'], handler: reprioritizeRoute },
  { method: 'GET', url: `${base}/parent`, resource: 'Issue', handler: parentRoute },
];
