import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
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
    statusCheckRollup: async (pr, _args, ctx) => {
      if (pr.headCommitId === null) return null;
      const commit = await ctx.loaders.commit.load(pr.headCommitId);
      return commit && (await ctx.loaders.checkSummary.load(commit.id)).total > 0 ? commit : null;
    },
  },
};
