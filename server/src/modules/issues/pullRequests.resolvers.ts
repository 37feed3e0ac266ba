import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { issuePath } from '../../domain/access.ts';
import { joinGlobalId } from '../../domain/ids.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';
import { issueGlobalId, sharedIssueFields } from './issueFields.resolvers.ts';

const reviewDecisions = { approved: 'APPROVED', changes_requested: 'CHANGES_REQUESTED', review_required: 'REVIEW_REQUIRED' } as const;

export const pullRequestsResolvers: Resolvers = {
  PullRequest: {
    ...sharedIssueFields,
    id: (pr) => issueGlobalId(pr),
    state: (pr) => (pr.merged ? 'MERGED' : pr.state === 'open' ? 'OPEN' : 'CLOSED'),
    isDraft: (pr) => pr.isDraft,
    isInMergeQueue: (pr) => pr.isInMergeQueue,
    merged: (pr) => pr.merged,
    mergedAt: (pr) => pr.mergedAt,
    reviewDecision: (pr) => (pr.reviewDecision ? reviewDecisions[pr.reviewDecision] : null),
    headRefName: (pr) => pr.headRefName ?? '',
    baseRefName: (pr) => pr.baseRefName ?? 'main',
    totalCommentsCount: (pr) => pr.commentsCount,
    // Branches are not held here, so there are no conflicts to find: an open pull request merges.
    mergeable: (pr) => (pr.state === 'open' && !pr.merged ? 'MERGEABLE' : 'UNKNOWN'),
    // Only the head commit is known: the pull request's commits are that one, when it has one.
    commits: async (pr, args, ctx) => {
      const commit = pr.headCommitId === null ? null : await ctx.loaders.commit.load(pr.headCommitId);
      const path = commit ? `${await issuePath(ctx, pr)}/commits/${commit.oid}` : '';
      const nodes = commit
        ? [{ id: joinGlobalId('PURC', commit.id), commit, pullRequest: pr, resourcePath: path, url: `${ctx.baseUrl}${path}` }]
        : [];
      return connectionFromArray(nodes, args, 'commits');
    },
    statusCheckRollup: async (pr, _args, ctx) => {
      if (pr.headCommitId === null) return null;
      const commit = await ctx.loaders.commit.load(pr.headCommitId);
      return commit && (await ctx.loaders.checkSummary.load(commit.id)).total > 0 ? commit : null;
    },
  },
};
