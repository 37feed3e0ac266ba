import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { bulkResolvers } from '../modules/bulk/bulk.resolvers.ts';
import { checksResolvers } from '../modules/checks/checks.resolvers.ts';
import { commentsResolvers } from '../modules/comments/comments.resolvers.ts';
import { editsResolvers } from '../modules/edits/edits.resolvers.ts';
import { coreResolvers } from '../modules/core/core.resolvers.ts';
import { issueTemplatesResolvers } from '../modules/issue-templates/issueTemplates.resolvers.ts';
import { issueTypesResolvers } from '../modules/issue-types/issueTypes.resolvers.ts';
import { issuesResolvers } from '../modules/issues/issues.resolvers.ts';
import { pullRequestsResolvers } from '../modules/issues/pullRequests.resolvers.ts';
import { labelsResolvers } from '../modules/labels/labels.resolvers.ts';
import { milestonesResolvers } from '../modules/milestones/milestones.resolvers.ts';
import { noticesResolvers } from '../modules/notices/notices.resolvers.ts';
import { pinsResolvers } from '../modules/pins/pins.resolvers.ts';
import { projectsResolvers } from '../modules/projects/projects.resolvers.ts';
import { reactionsResolvers } from '../modules/reactions/reactions.resolvers.ts';
import { relationsResolvers } from '../modules/relations/relations.resolvers.ts';
import { filesResolvers } from '../modules/repositories/files.resolvers.ts';
import { interactionLimitsResolvers } from '../modules/repositories/interactionLimits.resolvers.ts';
import { repositoriesResolvers } from '../modules/repositories/repositories.resolvers.ts';
import { savedViewsResolvers } from '../modules/saved-views/savedViews.resolvers.ts';
import { searchResolvers } from '../modules/search/search.resolvers.ts';
import { timelineResolvers } from '../modules/timeline/timeline.resolvers.ts';
import { rateLimitsResolvers } from '../modules/rate-limits/rateLimits.resolvers.ts';
import { usersResolvers } from '../modules/users/users.resolvers.ts';
import type { Resolvers } from './__generated__/resolvers.ts';
import { guardInputs } from './inputGuard.ts';
import { guardReads } from './readGuard.ts';
import { guardScopes } from './scopeGuard.ts';
import { loadTypeDefs } from './typeDefs.ts';

const modules: Resolvers[] = [
  coreResolvers,
  usersResolvers,
  repositoriesResolvers,
  filesResolvers,
  interactionLimitsResolvers,
  issuesResolvers,
  pullRequestsResolvers,
  checksResolvers,
  labelsResolvers,
  milestonesResolvers,
  commentsResolvers,
  editsResolvers,
  reactionsResolvers,
  relationsResolvers,
  pinsResolvers,
  noticesResolvers,
  issueTypesResolvers,
  issueTemplatesResolvers,
  projectsResolvers,
  searchResolvers,
  savedViewsResolvers,
  timelineResolvers,
  bulkResolvers,
  rateLimitsResolvers,
];

/**
 * The executable schema, with every read rule applied to every field that can hand out guarded
 * data (`readGuard.ts`), the token scope rule to every mutation (`scopeGuard.ts`) and the
 * refusal of NUL characters to every argument (`inputGuard.ts`).
 */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: modules as never[],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return guardInputs(guardScopes(guardReads(schema)));
}
