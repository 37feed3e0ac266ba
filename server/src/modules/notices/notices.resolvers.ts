import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { canRepository, repositoryPath } from '../../domain/access.ts';
import { refOf } from '../../domain/ids.ts';
import { dismissNotice, dismissRepositoryNotice } from './notice.commands.ts';
import { countGoodFirstIssues, findContributingFile, isFirstTimeContributor } from './notice.repository.ts';

export const noticesResolvers: Resolvers = {
  Repository: {
    // Shown to people (not bots) who could open an issue here: an archived, locked or disabled
    // repository, or one without issues, has nothing for a first-time contributor to do.
    showFirstTimeContributorBanner: async (repo, _args, ctx) => {
      if (!repo.showFirstTimeContributorBanner || ctx.viewer.kind !== 'user') return false;
      if (!(await canRepository(ctx, repo, 'createIssue'))) return false;
      return isFirstTimeContributor(ctx.db, ctx.viewer.id, repo.id);
    },
    communityProfile: async (repo, _args, ctx) => ({ goodFirstIssueIssuesCount: await countGoodFirstIssues(ctx.db, repo.id) }),
    contributingGuidelines: async (repo, _args, ctx) => {
      const file = await findContributingFile(ctx.db, repo.id);
      if (!file) return null;
      const path = file.path.split('/').map(encodeURIComponent).join('/');
      const resourcePath = `${await repositoryPath(ctx, repo)}/blob/${encodeURIComponent(repo.defaultBranch)}/${path}`;
      return { body: file.content, resourcePath, url: `${ctx.baseUrl}${resourcePath}` };
    },
  },
  Mutation: {
    dismissRepositoryNotice: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      repository: await dismissRepositoryNotice(ctx, { repository: refOf(input.repositoryId, 'Repository'), notice: input.notice }),
    }),
    dismissNotice: async (_root, { input }, ctx) => {
      await dismissNotice(ctx, { notice: input.notice });
      return { clientMutationId: input.clientMutationId };
    },
  },
};
