import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeRepository, canRepository, repositoryPath } from '../../graphql/access.ts';
import { badInput } from '../../graphql/errors.ts';
import {
  countGoodFirstIssues,
  dismissNotice,
  findContributingFile,
  isFirstTimeContributor,
  isKnownNotice,
  KNOWN_NOTICES,
  type NoticeName,
} from './notice.repository.ts';

/** The notice named in the input, or a clear input error for any other name. */
function knownNotice(notice: string): NoticeName {
  if (isKnownNotice(notice)) return notice;
  throw badInput(`Unknown notice '${notice}'. The notices that can be dismissed are: ${KNOWN_NOTICES.join(', ')}.`);
}

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
    dismissRepositoryNotice: async (_root, { input }, ctx) => {
      const notice = knownNotice(input.notice);
      const repo = await authorizeRepository(ctx, input.repositoryId, 'read', 'DismissRepositoryNotice');
      await dismissNotice(ctx.db, ctx.viewer.id, notice, repo.id);
      return { clientMutationId: input.clientMutationId, repository: repo };
    },
    dismissNotice: async (_root, { input }, ctx) => {
      const notice = knownNotice(input.notice);
      await dismissNotice(ctx.db, ctx.viewer.id, notice, null);
      return { clientMutationId: input.clientMutationId };
    },
  },
};
