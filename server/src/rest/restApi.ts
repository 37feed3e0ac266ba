import type { FastifyInstance } from 'fastify';
import { acceptGitHubJsonBodies, answerRestFailures, registerRestRoutes, type RestDeps } from './restCall.ts';
import { notFound } from './restErrors.ts';
import { commentRoutes } from './routes/comments.ts';
import { eventRoutes } from './routes/events.ts';
import { issueActionRoutes } from './routes/issueActions.ts';
import { issueRoutes } from './routes/issues.ts';
import { labelRoutes } from './routes/labels.ts';
import { metaRoutes } from './routes/meta.ts';
import { milestoneRoutes } from './routes/milestones.ts';
import { repositoryRoutes } from './routes/repositories.ts';
import { searchRoutes } from './routes/search.ts';
import { subIssueRoutes } from './routes/subIssues.ts';

/**
 * GitHub's REST API v3 under `/api/v3` (docs/ARCHITECTURE.md): thin handlers over the domain's
 * commands and repositories, in a plugin of its own so its body parsing and error answers (GitHub's
 * shapes) apply to it alone. Any other address under `/api/v3` answers GitHub's 404.
 */
export async function registerRestApi(app: FastifyInstance, deps: RestDeps): Promise<void> {
  await app.register(async (api) => {
    acceptGitHubJsonBodies(api);
    answerRestFailures(api);
    registerRestRoutes(api, deps, [
      ...metaRoutes(deps),
      ...repositoryRoutes,
      ...issueRoutes,
      ...issueActionRoutes,
      ...commentRoutes,
      ...labelRoutes,
      ...milestoneRoutes,
      ...searchRoutes,
      ...eventRoutes,
      ...subIssueRoutes,
    ]);
    api.all('/api/v3/*', async (_request, reply) => {
      const error = notFound();
      return reply.code(error.status).type('application/json; charset=utf-8').send(error.body);
    });
  });
}
