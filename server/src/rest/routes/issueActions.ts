/**
 * Locking and assigning over REST: `PUT/DELETE …/issues/{n}/lock`, `POST/DELETE
 * …/issues/{n}/assignees` and `GET /repos/{owner}/{repo}/assignees/{assignee}`, over the domain's
 * commands (the same rights as GraphQL's `lockLockable` and `addAssigneesToAssignable`).
 */
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import { canIssue } from '../../domain/access.ts';
import type { Db } from '../../db/client.ts';
import { usersWithLogins } from '../../modules/issue-templates/issueTemplates.repository.ts';
import { addAssignees, removeAssignees } from '../../modules/issues/commands/issueAssignees.ts';
import { lockIssue, unlockIssue, type LockReason } from '../../modules/issues/commands/issueLock.ts';
import { peopleWindow } from '../../modules/repositories/repositoryPeople.repository.ts';
import { choiceField, objectBody, stringListField } from '../input.ts';
import type { RestAnswer, RestCall, RestRoute } from '../restCall.ts';
import { notFound } from '../restErrors.ts';
import { issuesJson, LOCK_REASONS } from '../restJson.ts';
import { issueOr404, repositoryOr404 } from './lookups.ts';

/** The domain's lock reason for each of REST's `lock_reason`s. */
const LOCK_REASON_OF = Object.fromEntries(Object.entries(LOCK_REASONS).map(([domain, rest]) => [rest, domain])) as Record<
  (typeof LOCK_REASONS)[LockReason],
  LockReason
>;

/** A request body that may be left out or sent as JSON `null` (`lock`'s is optional). */
function optionalBody(call: RestCall): Record<string, unknown> {
  return call.body === null ? {} : objectBody(call);
}

/** `PUT …/lock`: 204; an unknown `lock_reason` is 422, and a locked conversation keeps its lock and reason. */
async function lock(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  const body = optionalBody(call);
  const reason = choiceField(
    body.lock_reason ?? undefined,
    Object.keys(LOCK_REASON_OF) as (keyof typeof LOCK_REASON_OF)[],
    'lock_reason',
    'Issue',
  );
  await lockIssue(call.ctx, {
    lockable: { id: issue.id, given: String(issue.number) },
    lockReason: reason ? LOCK_REASON_OF[reason] : null,
  });
  return { status: 204 };
}

async function unlock(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  await unlockIssue(call.ctx, { lockable: { id: issue.id, given: String(issue.number) } });
  return { status: 204 };
}

/** Whether the user may be assigned the repository's issues (its owner, admins, triage and up). */
async function assignable(db: Db, repo: RepositoryRow, user: AccountRow): Promise<boolean> {
  // The people whose login or name holds the login, the logins that start with it first: the user is among the first.
  const ids = await peopleWindow(db, repo, 'assignable', user.login, 0, 100);
  return ids.includes(user.id);
}

/** The users the body's `assignees` name (unknown logins left out). */
async function namedUsers(call: RestCall): Promise<AccountRow[]> {
  const logins = stringListField(optionalBody(call), 'assignees', 'Issue') ?? [];
  return usersWithLogins(call.ctx.db, logins);
}

/**
 * `POST …/assignees`: 201 with the issue. As on GitHub, logins that are unknown or not assignable
 * are ignored, and so is the whole request of someone who may not assign (the issue unchanged).
 */
async function addIssueAssignees(call: RestCall): Promise<RestAnswer> {
  const { issue, repo } = await issueOr404(call);
  const users = await namedUsers(call);
  let now = issue;
  if (users.length > 0 && (await canIssue(call.ctx, issue, 'assign'))) {
    const wanted: AccountRow[] = [];
    for (const user of users) if (await assignable(call.ctx.db, repo, user)) wanted.push(user);
    if (wanted.length > 0)
      now = await addAssignees(call.ctx, {
        assignable: { id: issue.id, given: String(issue.number) },
        assignees: wanted.map((user) => ({ id: user.id, given: user.login })),
      });
  }
  const [json] = await issuesJson(call, [now]);
  return { status: 201, body: json };
}

/** `DELETE …/assignees`: 200 with the issue; unknown logins, and the request of someone who may not assign, change nothing. */
async function removeIssueAssignees(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  const users = await namedUsers(call);
  let now = issue;
  if (users.length > 0 && (await canIssue(call.ctx, issue, 'assign')))
    now = await removeAssignees(call.ctx, {
      assignable: { id: issue.id, given: String(issue.number) },
      assignees: users.map((user) => ({ id: user.id, given: user.login })),
    });
  const [json] = await issuesJson(call, [now]);
  return { body: json };
}

/** `GET /repos/{owner}/{repo}/assignees/{assignee}`: 204 when the user may be assigned, 404 otherwise. */
async function checkAssignee(call: RestCall): Promise<RestAnswer> {
  const { repo } = await repositoryOr404(call);
  const [user] = await usersWithLogins(call.ctx.db, [call.params.assignee ?? '']);
  if (!user || !(await assignable(call.ctx.db, repo, user))) throw notFound();
  return { status: 204 };
}

const ISSUE = '/repos/:owner/:repo/issues/:issue_number';

export const issueActionRoutes: RestRoute[] = [
  { method: 'PUT', url: `${ISSUE}/lock`, resource: 'Issue', acceptedScopes: ['repo'], handler: lock },
  { method: 'DELETE', url: `${ISSUE}/lock`, resource: 'Issue', acceptedScopes: ['repo'], handler: unlock },
  { method: 'POST', url: `${ISSUE}/assignees`, resource: 'Issue', acceptedScopes: ['repo'], handler: addIssueAssignees },
  { method: 'DELETE', url: `${ISSUE}/assignees`, resource: 'Issue', acceptedScopes: ['repo'], handler: removeIssueAssignees },
  { method: 'GET', url: '/repos/:owner/:repo/assignees/:assignee', resource: 'Issue', handler: checkAssignee },
];
