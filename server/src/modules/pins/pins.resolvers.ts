import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { repositoryOf } from '../../domain/access.ts';
import { refOf, toGlobalId } from '../../domain/ids.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';
import { pinIssue, unpinIssue } from '../issues/commands/issuePin.ts';
import { canPinIssues, prioritizePinnedIssues } from './pin.commands.ts';
import { MAX_PINNED_ISSUES, pinnedIssuesOf } from './pins.repository.ts';

export { MAX_PINNED_ISSUES };

export const pinsResolvers: Resolvers = {
  Repository: {
    pinnedIssues: async (repo, args, ctx) => {
      // With issues turned off their issues are unreadable, pinned ones included.
      const rows = repo.hasIssuesEnabled ? await pinnedIssuesOf(ctx.db, repo.id) : [];
      return connectionFromArray(rows, args, 'pinnedIssues');
    },
    viewerCanPinIssues: (repo, _args, ctx) => canPinIssues(ctx, repo),
  },
  PinnedIssue: {
    id: (p) => toGlobalId('PinnedIssue', p.id),
    databaseId: (p) => p.id,
    issue: async (p, _args, ctx) => {
      const issue = await ctx.loaders.issue.load(p.issueId);
      if (!issue) throw new Error('Pinned issue vanished');
      return issue;
    },
    pinnedBy: async (p, _args, ctx) => {
      const account = p.pinnedById === null ? null : await ctx.loaders.account.load(p.pinnedById);
      return account ?? ctx.viewer;
    },
    repository: (p, _args, ctx) => repositoryOf(ctx, p.repoId),
  },
  Mutation: {
    pinIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      issue: await pinIssue(ctx, { issue: refOf(input.issueId, 'Issue') }),
    }),
    unpinIssue: async (_root, { input }, ctx) => {
      const { issue, unpinned } = await unpinIssue(ctx, { issue: refOf(input.issueId, 'Issue') });
      return { clientMutationId: input.clientMutationId, id: unpinned ? toGlobalId('PinnedIssue', unpinned.id) : null, issue };
    },
    prioritizePinnedIssues: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      repository: await prioritizePinnedIssues(ctx, { repository: refOf(input.repositoryId, 'Repository'), issueIds: input.issueIds }),
    }),
  },
};
