/**
 * GitHub's REST JSON for issue comments and reactions, field by field as `@octokit/openapi`
 * describes them (`issue-comment`, `reaction`), next to restJson.ts's issues.
 */
import type { IssueCommentRow, IssueRow, ReactionRow, RepositoryRow } from '../db/rows.ts';
import { toGlobalId } from '../domain/ids.ts';
import type { ReactionContentValue } from '../modules/reactions/reactionGroups.ts';
import { authorAssociations, type AuthorAssociation } from '../modules/repositories/authorAssociation.repository.ts';
import type { PublicCall, RestCall } from './restCall.ts';
import { bodyFields, fullName, reactionRollupJson, REST_REACTIONS, timestamp, userJson } from './restJson.ts';

export type RestReactionContent = keyof typeof REST_REACTIONS;

export const REST_REACTION_CONTENTS = Object.keys(REST_REACTIONS) as RestReactionContent[];

const REST_CONTENT_OF = Object.fromEntries(Object.entries(REST_REACTIONS).map(([rest, domain]) => [domain, rest])) as Record<
  ReactionContentValue,
  RestReactionContent
>;

/** `{api}/repos/{owner}/{repo}/issues/comments/{id}`: a comment's address; `repo` is `owner/name`. */
export function commentUrl(call: Pick<PublicCall, 'api'>, repo: string, commentId: number): string {
  return `${call.api}/repos/${repo}/issues/comments/${commentId}`;
}

interface RepositoryOf {
  row: RepositoryRow;
  name: string;
  associations: Map<number, AuthorAssociation>;
}

/**
 * Issue comments (on issues and pull requests), in the order given. Each is on an issue the
 * caller may read: the callers checked it.
 */
export async function commentsJson(call: RestCall, comments: readonly IssueCommentRow[]) {
  const { loaders } = call.ctx;
  const issues = new Map<number, IssueRow>();
  for (const comment of comments) {
    if (issues.has(comment.issueId)) continue;
    const issue = await loaders.issue.load(comment.issueId);
    if (!issue) throw new Error(`Issue ${comment.issueId} of comment ${comment.id} is gone`);
    issues.set(issue.id, issue);
  }
  const repos = new Map<number, RepositoryOf>();
  for (const repoId of new Set([...issues.values()].map((issue) => issue.repoId))) {
    const row = await loaders.repository.load(repoId);
    if (!row) continue;
    const authors = comments.filter((comment) => issues.get(comment.issueId)?.repoId === repoId).map((comment) => comment.authorId);
    repos.set(repoId, { row, name: await fullName(call.ctx, row), associations: await authorAssociations(call.ctx.db, row, authors) });
  }
  return Promise.all(
    comments.map(async (comment) => {
      const issue = issues.get(comment.issueId);
      const repo = issue ? repos.get(issue.repoId) : undefined;
      if (!issue || !repo) throw new Error(`The repository of comment ${comment.id} is gone`);
      const [author, counts, body] = await Promise.all([
        comment.authorId === null ? null : loaders.account.load(comment.authorId),
        loaders.commentReactionCounts.load(comment.id),
        bodyFields(call, comment.body, repo.row),
      ]);
      const url = commentUrl(call, repo.name, comment.id);
      const page = issue.kind === 'pull_request' ? 'pull' : 'issues';
      return {
        id: comment.id,
        node_id: toGlobalId('IssueComment', comment.id),
        url,
        html_url: `${call.web}/${repo.name}/${page}/${issue.number}#issuecomment-${comment.id}`,
        ...body,
        user: userJson(call, author ?? null),
        created_at: timestamp(comment.createdAt),
        updated_at: timestamp(comment.updatedAt),
        issue_url: `${call.api}/repos/${repo.name}/issues/${issue.number}`,
        author_association: (comment.authorId !== null && repo.associations.get(comment.authorId)) || 'NONE',
        performed_via_github_app: null,
        reactions: reactionRollupJson(`${url}/reactions`, counts),
      };
    }),
  );
}

/** Reactions, in the order given, each with the person who reacted (the ghost for a deleted account). */
export async function reactionsJson(call: RestCall, reactions: readonly ReactionRow[]) {
  return Promise.all(
    reactions.map(async (reaction) => ({
      id: reaction.id,
      node_id: toGlobalId('Reaction', reaction.id),
      user: userJson(call, (await call.ctx.loaders.account.load(reaction.userId)) ?? null),
      content: REST_CONTENT_OF[reaction.content],
      created_at: timestamp(reaction.createdAt),
    })),
  );
}
