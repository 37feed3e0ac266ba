/**
 * Labels over REST: a repository's labels (`…/labels[/{name}]`) and an issue's
 * (`…/issues/{n}/labels[/{name}]`), over the domain's label commands and issue-label commands, as
 * GraphQL's mutations use them. Labels are named by their name, in any letter case, as on GitHub.
 */
import type { IssueRow, LabelRow, RepositoryRow } from '../../db/rows.ts';
import { canIssue, canRepository } from '../../domain/access.ts';
import { isDomainError } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { labelsNamed } from '../../modules/issue-templates/issueTemplates.repository.ts';
import { addLabels, removeLabels } from '../../modules/issues/commands/issueLabels.ts';
import { updateIssue } from '../../modules/issues/commands/issueUpdate.ts';
import { createLabel, deleteLabel, updateLabel } from '../../modules/labels/label.commands.ts';
import { countLabels, labelNamed, labelWindow } from '../../modules/labels/label.repository.ts';
import { objectBody, stringField, stringListField } from '../input.ts';
import { linkHeader, pageRequest } from '../pagination.ts';
import type { RestAnswer, RestCall, RestRoute } from '../restCall.ts';
import { notFound, RestError, validationFailed, type ValidationProblem } from '../restErrors.ts';
import { labelJson } from '../restJson.ts';
import { issueOr404, repositoryOr404 } from './lookups.ts';

const LABEL = 'Label';

/** GitHub's colour for a label created without one (and for those issue-label writes create). */
const DEFAULT_COLOR = 'ededed';

/** The domain's refusals of a label's input (label.commands.ts), as the field and code of GitHub's 422. */
const LABEL_PROBLEMS: readonly [RegExp, string, ValidationProblem['code']][] = [
  [/^Name is required/, 'name', 'missing_field'],
  [/^Name has already been taken/, 'name', 'already_exists'],
  [/^Name/, 'name', 'invalid'],
  [/^Colou?r/, 'color', 'invalid'],
  [/^Description/, 'description', 'invalid'],
];

/** Runs a label write, answering the domain's refusal of an input as 422 "Validation Failed". */
async function labelWrite<T>(write: () => Promise<T>, given: Record<string, unknown>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDomainError(error) && (error.code === 'BAD_USER_INPUT' || error.code === 'UNPROCESSABLE')) {
      const match = LABEL_PROBLEMS.find(([pattern]) => pattern.test(error.message));
      if (match) {
        const [, field, code] = match;
        const value = given[field];
        throw validationFailed({ resource: LABEL, field, code, ...(code === 'invalid' && value !== undefined ? { value } : {}) });
      }
    }
    throw error;
  }
}

function repositoryRef(repo: RepositoryRow): Ref {
  return { id: repo.id, given: repo.name };
}

function labelRef(label: LabelRow): Ref {
  return { id: label.id, given: label.name };
}

function issueRef(issue: IssueRow): Ref {
  return { id: issue.id, given: String(issue.number) };
}

/** The repository and its label `:name` (any letter case), or 404. */
async function labelOr404(call: RestCall): Promise<{ label: LabelRow; repo: RepositoryRow; name: string }> {
  const { repo, name } = await repositoryOr404(call);
  const label = await labelNamed(call.ctx.db, repo.id, call.params.name ?? '');
  if (!label) throw notFound();
  return { label, repo, name };
}

async function listRepositoryLabels(call: RestCall): Promise<RestAnswer> {
  const { repo, name } = await repositoryOr404(call);
  const page = pageRequest(call);
  const filter = { repoId: repo.id };
  const [rows, total] = await Promise.all([
    labelWindow(call.ctx.db, filter, { field: 'NAME', direction: 'ASC' }, page.offset, page.perPage),
    countLabels(call.ctx.db, filter),
  ]);
  return { body: rows.map((label) => labelJson(call, name, label)), headers: linkHeader(call, page, total) };
}

/** `POST …/labels`: `name` required, `color` (hex, no '#'; ededed unless given), `description`. */
async function createRepositoryLabel(call: RestCall): Promise<RestAnswer> {
  const { repo, name } = await repositoryOr404(call);
  const body = objectBody(call);
  const input = {
    name: stringField(body, 'name', LABEL),
    color: stringField(body, 'color', LABEL),
    description: stringField(body, 'description', LABEL),
  };
  const label = await labelWrite(
    () => createLabel(call.ctx, { repository: repositoryRef(repo), ...input, color: input.color ?? DEFAULT_COLOR }),
    input,
  );
  const json = labelJson(call, name, label);
  return { status: 201, body: json, headers: { location: json.url } };
}

async function getRepositoryLabel(call: RestCall): Promise<RestAnswer> {
  const { label, name } = await labelOr404(call);
  return { body: labelJson(call, name, label) };
}

/** `PATCH …/labels/{name}`: `new_name` (or, as GitHub once took it, `name`), `color`, `description` (null clears it). */
async function updateRepositoryLabel(call: RestCall): Promise<RestAnswer> {
  const { label, name } = await labelOr404(call);
  const body = objectBody(call);
  const newName = body.new_name !== undefined ? stringField(body, 'new_name', LABEL) : stringField(body, 'name', LABEL);
  const input = { name: newName, color: stringField(body, 'color', LABEL), description: stringField(body, 'description', LABEL) };
  const updated = await labelWrite(() => updateLabel(call.ctx, { label: labelRef(label), ...input }), input);
  return { body: labelJson(call, name, updated) };
}

async function deleteRepositoryLabel(call: RestCall): Promise<RestAnswer> {
  const { label } = await labelOr404(call);
  await deleteLabel(call.ctx, { label: labelRef(label) });
  return { status: 204 };
}

/** The issue's labels, all of them (what GitHub answers to a change of them). */
async function issueLabels(call: RestCall, issue: IssueRow, name: string) {
  const labels = await call.ctx.loaders.labelsByIssue.load(issue.id);
  return labels.map((label) => labelJson(call, name, label));
}

/** The label names of an issue-label write: `{ "labels": [...] }` or a bare array, of names or `{ name }`s. */
function labelNames(call: RestCall): string[] | undefined {
  const body = Array.isArray(call.body) ? { labels: call.body } : objectBody(call);
  return stringListField(body, 'labels', LABEL)?.map((label) => label.trim());
}

/**
 * The repository's labels of these names, as refs in the order given (each once). Names the
 * repository lacks are created (colour ededed), as GitHub does, when the caller may create labels;
 * otherwise they are 422 `invalid`.
 */
async function labelRefs(call: RestCall, repo: RepositoryRow, names: readonly string[]): Promise<Ref[]> {
  const found = await labelsNamed(call.ctx.db, repo.id, names);
  const byName = new Map(found.map((label) => [label.name.toLowerCase(), label]));
  const missing = [...new Map(names.filter((n) => !byName.has(n.toLowerCase())).map((n) => [n.toLowerCase(), n])).values()];
  if (missing.length > 0 && !(await canRepository(call.ctx, repo, 'manageLabels')))
    throw validationFailed({ resource: LABEL, field: 'name', code: 'invalid', value: missing[0] });
  for (const name of missing) {
    const created = await labelWrite(() => createLabel(call.ctx, { repository: repositoryRef(repo), name, color: DEFAULT_COLOR }), {
      name,
    });
    byName.set(name.toLowerCase(), created);
  }
  const ids = new Set(names.map((n) => byName.get(n.toLowerCase())?.id ?? 0));
  return [...ids].map((id) => ({ id, given: String(id) }));
}

async function listIssueLabels(call: RestCall): Promise<RestAnswer> {
  const { issue, name } = await issueOr404(call);
  const page = pageRequest(call);
  const all = await issueLabels(call, issue, name);
  return { body: all.slice(page.offset, page.offset + page.perPage), headers: linkHeader(call, page, all.length) };
}

/**
 * `POST …/issues/{n}/labels`: adds to the issue's labels and answers all of them. As on GitHub,
 * the change is dropped without a word when the caller may not label the issue (below triage).
 */
async function addIssueLabels(call: RestCall): Promise<RestAnswer> {
  const { issue, repo, name } = await issueOr404(call);
  const names = labelNames(call);
  if (names === undefined) throw validationFailed({ resource: LABEL, field: 'labels', code: 'missing_field' });
  if (names.length > 0 && (await canIssue(call.ctx, issue, 'label'))) {
    await addLabels(call.ctx, { labelable: issueRef(issue), labels: await labelRefs(call, repo, names) });
  }
  return { body: await issueLabels(call, issue, name) };
}

/** `PUT …/issues/{n}/labels`: the issue's labels become exactly these (`[]`, or none given, clears them). */
async function setIssueLabels(call: RestCall): Promise<RestAnswer> {
  const { issue, repo, name } = await issueOr404(call);
  const names = labelNames(call) ?? [];
  if (await canIssue(call.ctx, issue, 'label')) {
    await updateIssue(call.ctx, { issue: issueRef(issue), labels: await labelRefs(call, repo, names) });
  }
  return { body: await issueLabels(call, issue, name) };
}

async function removeAllIssueLabels(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  if (await canIssue(call.ctx, issue, 'label')) await updateIssue(call.ctx, { issue: issueRef(issue), labels: [] });
  return { status: 204 };
}

/** `DELETE …/issues/{n}/labels/{name}`: answers the labels left; 404 "Label does not exist" when the issue lacks it. */
async function removeIssueLabel(call: RestCall): Promise<RestAnswer> {
  const { issue, name } = await issueOr404(call);
  const wanted = (call.params.name ?? '').toLowerCase();
  const label = (await call.ctx.loaders.labelsByIssue.load(issue.id)).find((l) => l.name.toLowerCase() === wanted);
  if (!label) throw new RestError(404, { message: 'Label does not exist' });
  if (await canIssue(call.ctx, issue, 'label')) await removeLabels(call.ctx, { labelable: issueRef(issue), labels: [labelRef(label)] });
  return { body: await issueLabels(call, issue, name) };
}

const write = { resource: LABEL, acceptedScopes: ['repo'] } as const;
const repoLabels = '/repos/:owner/:repo/labels';
const issueLabelsUrl = '/repos/:owner/:repo/issues/:issue_number/labels';

export const labelRoutes: RestRoute[] = [
  { method: 'GET', url: repoLabels, resource: LABEL, handler: listRepositoryLabels },
  { method: 'POST', url: repoLabels, ...write, handler: createRepositoryLabel },
  { method: 'GET', url: `${repoLabels}/:name`, resource: LABEL, handler: getRepositoryLabel },
  { method: 'PATCH', url: `${repoLabels}/:name`, ...write, handler: updateRepositoryLabel },
  { method: 'DELETE', url: `${repoLabels}/:name`, ...write, handler: deleteRepositoryLabel },
  { method: 'GET', url: issueLabelsUrl, resource: LABEL, handler: listIssueLabels },
  { method: 'POST', url: issueLabelsUrl, ...write, handler: addIssueLabels },
  { method: 'PUT', url: issueLabelsUrl, ...write, handler: setIssueLabels },
  { method: 'DELETE', url: issueLabelsUrl, ...write, handler: removeAllIssueLabels },
  { method: 'DELETE', url: `${issueLabelsUrl}/:name`, ...write, handler: removeIssueLabel },
];
