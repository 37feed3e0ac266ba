import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { refOf, toGlobalId } from '../../domain/ids.ts';
import { issueTypeReadable } from '../../domain/readRules.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';
import { updateIssueType } from '../issues/commands/issueType.ts';
import { createIssueType } from './issueType.commands.ts';
import { issueTypeNamed, issueTypesOf } from './issueType.repository.ts';

export const issueTypesResolvers: Resolvers = {
  IssueType: {
    id: (it) => toGlobalId('IssueType', it.id),
    name: (it) => it.name,
    description: (it) => it.description,
    color: (it) => it.color,
    isEnabled: (it) => it.isEnabled,
  },
  Repository: {
    issueTypes: async (repo, args, ctx) => {
      const owner = await ctx.loaders.account.load(repo.ownerId);
      if (owner?.kind !== 'organization' || !repo.issueTypesEnabled) return null;
      return connectionFromArray(
        (await issueTypesOf(ctx.db, owner.id, args.orderBy)).filter((it) => it.isEnabled),
        args,
        'issueTypes',
      );
    },
    issueType: (repo, { name }, ctx) => (repo.issueTypesEnabled ? issueTypeNamed(ctx.db, repo.ownerId, name, { enabledOnly: true }) : null),
  },
  Organization: {
    // Seen by members and by whoever sees one of the organization's repositories (`issueTypeReadable`).
    issueTypes: async (org, args, ctx) =>
      (await issueTypeReadable(ctx, { orgId: org.id }))
        ? connectionFromArray(await issueTypesOf(ctx.db, org.id, args.orderBy), args, 'issueTypes')
        : null,
  },
  Mutation: {
    createIssueType: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      issueType: await createIssueType(ctx, {
        owner: refOf(input.ownerId, 'Organization'),
        name: input.name,
        description: input.description,
        color: input.color,
        isEnabled: input.isEnabled,
      }),
    }),
    updateIssueIssueType: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      issue: await updateIssueType(ctx, {
        issue: refOf(input.issueId, 'Issue'),
        issueType: input.issueTypeId ? refOf(input.issueTypeId, 'IssueType') : null,
      }),
    }),
  },
};
