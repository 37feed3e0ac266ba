/**
 * Issue comments and reactions over REST: `…/issues/{n}/comments`, `…/issues/comments[/{id}]`
 * and the `reactions` of issues and comments. Reads go through the same read rules as GraphQL
 * (`readableIssue`); writes call the domain's commands, as GraphQL's mutations do, so the rights
 * (locked conversations, interaction limits, token scopes) are the same.
 */
import type { IssueCommentRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import { readableIssue } from '../../domain/access.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { addComment, deleteComment, updateComment } from '../../modules/comments/comment.commands.ts';
import { issueCommentsPage, repositoryCommentsPage } from '../../modules/comments/commentList.repository.ts';
import { addReaction, removeReaction } from '../../modules/reactions/reaction.commands.ts';
import { reactionById } from '../../modules/reactions/reaction.repository.ts';
import { reactionBy, reactionsPage } from '../../modules/reactions/reactionList.repository.ts';
import { commentsJson, reactionsJson, REST_REACTION_CONTENTS } from '../commentJson.ts';
import { REST_REACTIONS } from '../restJson.ts';
import { choiceField, objectBody, sinceParam, stringField } from '../input.ts';
import { linkHeader, pageRequest } from '../pagination.ts';
import type { RestAnswer, RestCall, RestRoute } from '../restCall.ts';
import { forbidden, notFound, validationFailed } from '../restErrors.ts';
import { issueOr404, numberParam, repositoryOr404 } from './lookups.ts';

/** The comment `:comment_id` of the repository, on an issue the caller may read; 404 otherwise. */
async function commentOr404(call: RestCall): Promise<{ comment: IssueCommentRow; issue: IssueRow; repo: RepositoryRow }> {
  const { repo } = await repositoryOr404(call);
  const comment = await call.ctx.loaders.comment.load(numberParam(call.params.comment_id));
  const issue = comment ? await readableIssue(call.ctx, comment.issueId) : null;
  if (!comment || !issue || issue.repoId !== repo.id) throw notFound();
  return { comment, issue, repo };
}

/** The comment's `body`: 422 `missing_field` when left out (or null), `invalid` when not a string. */
function commentBody(call: RestCall): string {
  const body = stringField(objectBody(call), 'body', 'IssueComment');
  if (body === undefined || body === null) throw validationFailed({ resource: 'IssueComment', field: 'body', code: 'missing_field' });
  return body;
}

async function listIssueComments(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  const since = sinceParam(call, 'IssueComment');
  const page = pageRequest(call);
  const { rows, total } = await issueCommentsPage(call.ctx.db, issue.id, { since, offset: page.offset, limit: page.perPage });
  return { body: await commentsJson(call, rows), headers: linkHeader(call, page, total) };
}

/**
 * `GET /repos/{owner}/{repo}/issues/comments`: oldest first unless `sort` is given; `direction`
 * (newest first unless told) counts only with a `sort`, as GitHub documents it.
 */
async function listRepositoryComments(call: RestCall): Promise<RestAnswer> {
  const { repo } = await repositoryOr404(call);
  const sort = choiceField(call.query.sort, ['created', 'updated'], 'sort', 'IssueComment');
  const direction = choiceField(call.query.direction, ['asc', 'desc'], 'direction', 'IssueComment');
  const since = sinceParam(call, 'IssueComment');
  const page = pageRequest(call);
  const { rows, total } = await repositoryCommentsPage(call.ctx.db, repo, {
    since,
    sort: sort ?? 'created',
    direction: sort ? (direction ?? 'desc') : 'asc',
    offset: page.offset,
    limit: page.perPage,
  });
  return { body: await commentsJson(call, rows), headers: linkHeader(call, page, total) };
}

async function createIssueComment(call: RestCall): Promise<RestAnswer> {
  const { issue } = await issueOr404(call);
  const body = commentBody(call);
  const { comment } = await addComment(call.ctx, { subject: { id: issue.id, given: String(issue.number) }, body });
  const [json] = await commentsJson(call, [comment]);
  return { status: 201, body: json, headers: { location: json?.url ?? '' } };
}

async function getIssueComment(call: RestCall): Promise<RestAnswer> {
  const { comment } = await commentOr404(call);
  const [json] = await commentsJson(call, [comment]);
  return { body: json };
}

async function updateIssueComment(call: RestCall): Promise<RestAnswer> {
  const { comment } = await commentOr404(call);
  const body = commentBody(call);
  const updated = await updateComment(call.ctx, { comment: { id: comment.id, given: String(comment.id) }, body });
  const [json] = await commentsJson(call, [updated]);
  return { body: json };
}

async function deleteIssueComment(call: RestCall): Promise<RestAnswer> {
  const { comment } = await commentOr404(call);
  await deleteComment(call.ctx, { comment: { id: comment.id, given: String(comment.id) } });
  return { status: 204 };
}

/** What reactions are on: an issue (or pull request), or a comment, with its global id for the domain. */
interface Reactable {
  type: 'issue' | 'comment';
  id: number;
  globalId: string;
}

async function issueReactable(call: RestCall): Promise<Reactable> {
  const { issue } = await issueOr404(call);
  return { type: 'issue', id: issue.id, globalId: toGlobalId(issue.kind === 'pull_request' ? 'PullRequest' : 'Issue', issue.id) };
}

async function commentReactable(call: RestCall): Promise<Reactable> {
  const { comment } = await commentOr404(call);
  return { type: 'comment', id: comment.id, globalId: toGlobalId('IssueComment', comment.id) };
}

function listReactions(subjectOf: (call: RestCall) => Promise<Reactable>) {
  return async (call: RestCall): Promise<RestAnswer> => {
    const subject = await subjectOf(call);
    const content = choiceField(call.query.content, REST_REACTION_CONTENTS, 'content', 'Reaction');
    const page = pageRequest(call);
    const { rows, total } = await reactionsPage(call.ctx.db, subject, {
      content: content ? REST_REACTIONS[content] : null,
      offset: page.offset,
      limit: page.perPage,
    });
    return { body: await reactionsJson(call, rows), headers: linkHeader(call, page, total) };
  };
}

/** `POST …/reactions`: 201 with the new reaction, or 200 with the caller's own when they already reacted so. */
function createReaction(subjectOf: (call: RestCall) => Promise<Reactable>) {
  return async (call: RestCall): Promise<RestAnswer> => {
    const subject = await subjectOf(call);
    const body = objectBody(call);
    if (body.content === undefined || body.content === null)
      throw validationFailed({ resource: 'Reaction', field: 'content', code: 'missing_field' });
    const rest = choiceField(body.content, REST_REACTION_CONTENTS, 'content', 'Reaction');
    const content = REST_REACTIONS[rest ?? '+1'];
    const existing = await reactionBy(call.ctx.db, subject, call.ctx.viewer.id, content);
    const { reaction } = await addReaction(call.ctx, { subject: subject.globalId, content });
    if (!reaction) throw new Error('The reaction was not saved');
    const [json] = await reactionsJson(call, [reaction]);
    return { status: existing ? 200 : 201, body: json };
  };
}

/**
 * `DELETE …/reactions/{reaction_id}`: the caller's own reaction on that subject (404 for one that is
 * not on it, 403 for someone else's, which the domain does not remove).
 */
function deleteReaction(subjectOf: (call: RestCall) => Promise<Reactable>) {
  return async (call: RestCall): Promise<RestAnswer> => {
    const subject = await subjectOf(call);
    const reaction = await reactionById(call.ctx.db, numberParam(call.params.reaction_id));
    if (!reaction || reaction.subjectType !== subject.type || reaction.subjectId !== subject.id) throw notFound();
    if (reaction.userId !== call.ctx.viewer.id) throw forbidden('You can only delete your own reactions.');
    await removeReaction(call.ctx, { subject: subject.globalId, content: reaction.content });
    return { status: 204 };
  };
}

const WRITE = ['repo'] as const;
const ISSUE = '/repos/:owner/:repo/issues/:issue_number';
const COMMENT = '/repos/:owner/:repo/issues/comments/:comment_id';

export const commentRoutes: RestRoute[] = [
  { method: 'GET', url: '/repos/:owner/:repo/issues/comments', resource: 'IssueComment', handler: listRepositoryComments },
  { method: 'GET', url: COMMENT, resource: 'IssueComment', handler: getIssueComment },
  { method: 'PATCH', url: COMMENT, resource: 'IssueComment', acceptedScopes: WRITE, handler: updateIssueComment },
  { method: 'DELETE', url: COMMENT, resource: 'IssueComment', acceptedScopes: WRITE, handler: deleteIssueComment },
  { method: 'GET', url: `${ISSUE}/comments`, resource: 'IssueComment', handler: listIssueComments },
  { method: 'POST', url: `${ISSUE}/comments`, resource: 'IssueComment', acceptedScopes: WRITE, handler: createIssueComment },
  { method: 'GET', url: `${ISSUE}/reactions`, resource: 'Reaction', handler: listReactions(issueReactable) },
  { method: 'POST', url: `${ISSUE}/reactions`, resource: 'Reaction', acceptedScopes: WRITE, handler: createReaction(issueReactable) },
  {
    method: 'DELETE',
    url: `${ISSUE}/reactions/:reaction_id`,
    resource: 'Reaction',
    acceptedScopes: WRITE,
    handler: deleteReaction(issueReactable),
  },
  { method: 'GET', url: `${COMMENT}/reactions`, resource: 'Reaction', handler: listReactions(commentReactable) },
  { method: 'POST', url: `${COMMENT}/reactions`, resource: 'Reaction', acceptedScopes: WRITE, handler: createReaction(commentReactable) },
  {
    method: 'DELETE',
    url: `${COMMENT}/reactions/:reaction_id`,
    resource: 'Reaction',
    acceptedScopes: WRITE,
    handler: deleteReaction(commentReactable),
  },
];
