import type { RestAnswer, RestCall, RestRoute } from '../restCall.ts';
import { repositoryJson } from '../restJson.ts';
import { repositoryOr404 } from './lookups.ts';

/** `GET /repos/{owner}/{repo}`: the repository, with the caller's permissions; 404 when unreadable. */
async function getRepository(call: RestCall): Promise<RestAnswer> {
  const { repo } = await repositoryOr404(call);
  return { body: await repositoryJson(call, repo) };
}

export const repositoryRoutes: RestRoute[] = [
  { method: 'GET', url: '/repos/:owner/:repo', resource: 'Repository', handler: getRepository },
];
