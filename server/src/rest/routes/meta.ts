import { accountByLogin, publicRepositoryCount } from '../../modules/users/user.repository.ts';
import { rateCaller, ratePolicies, rateStates } from '../../http/rateLimits.ts';
import type { RateState } from '../../modules/rate-limits/rateLimit.repository.ts';
import type { PublicCall, RestAnswer, RestCall, RestDeps, RestRoute } from '../restCall.ts';
import { notFound } from '../restErrors.ts';
import { profileJson } from '../restJson.ts';

/** `GET /api/v3/`: GitHub's map of the API's addresses (gh reads the token's scopes from its headers). */
async function root(call: PublicCall): Promise<RestAnswer> {
  const api = call.api;
  return {
    body: {
      current_user_url: `${api}/user`,
      current_user_authorizations_html_url: `${call.web}/settings/connections/applications{/client_id}`,
      authorizations_url: `${api}/authorizations`,
      emails_url: `${api}/user/emails`,
      emojis_url: `${api}/emojis`,
      events_url: `${api}/events`,
      feeds_url: `${api}/feeds`,
      followers_url: `${api}/user/followers`,
      following_url: `${api}/user/following{/target}`,
      gists_url: `${api}/gists{/gist_id}`,
      issue_search_url: `${api}/search/issues?q={query}{&page,per_page,sort,order}`,
      issues_url: `${api}/issues`,
      keys_url: `${api}/user/keys`,
      label_search_url: `${api}/search/labels?q={query}&repository_id={repository_id}{&page,per_page}`,
      notifications_url: `${api}/notifications`,
      organization_url: `${api}/orgs/{org}`,
      organization_repositories_url: `${api}/orgs/{org}/repos{?type,page,per_page,sort}`,
      organization_teams_url: `${api}/orgs/{org}/teams`,
      public_gists_url: `${api}/gists/public`,
      rate_limit_url: `${api}/rate_limit`,
      repository_url: `${api}/repos/{owner}/{repo}`,
      repository_search_url: `${api}/search/repositories?q={query}{&page,per_page,sort,order}`,
      current_user_repositories_url: `${api}/user/repos{?type,page,per_page,sort}`,
      starred_url: `${api}/user/starred{/owner}{/repo}`,
      starred_gists_url: `${api}/gists/starred`,
      user_url: `${api}/users/{user}`,
      user_organizations_url: `${api}/user/orgs`,
      user_repositories_url: `${api}/users/{user}/repos{?type,page,per_page,sort}`,
      user_search_url: `${api}/search/users?q={query}{&page,per_page,sort,order}`,
    },
  };
}

/** `GET /meta`: what GitHub says about itself that applies here. */
async function meta(): Promise<RestAnswer> {
  return { body: { verifiable_password_authentication: true } };
}

/** `GET /user`: the caller's own profile, with the fields only they see. */
async function currentUser(call: RestCall): Promise<RestAnswer> {
  const account = call.ctx.viewer;
  return {
    body: {
      ...profileJson(call, account, { publicRepos: await publicRepositoryCount(call.ctx.db, account.id) }),
      private_gists: 0,
      total_private_repos: 0,
      owned_private_repos: 0,
      disk_usage: 0,
      collaborators: 0,
      two_factor_authentication: false,
    },
  };
}

/** `GET /users/{username}`: anyone's public profile (people, bots and organizations). */
async function user(call: RestCall): Promise<RestAnswer> {
  const account = await accountByLogin(call.ctx.db, call.params.username ?? '');
  if (!account) throw notFound();
  return { body: profileJson(call, account, { publicRepos: await publicRepositoryCount(call.ctx.db, account.id) }) };
}

function rateJson(state: Pick<RateState, 'limit' | 'used' | 'remaining' | 'reset'>) {
  return {
    limit: state.limit,
    used: Math.min(state.used, state.limit),
    remaining: state.remaining,
    reset: Math.ceil(state.reset.getTime() / 1000),
  };
}

/**
 * `GET /rate_limit`: where the caller stands in each resource; asking does not count. A browser
 * session, whose requests are not counted, is answered a token's limits with nothing used.
 */
function rateLimitRoute(deps: Pick<RestDeps, 'database' | 'env'>) {
  return async (call: PublicCall): Promise<RestAnswer> => {
    const settings = deps.env.rateLimits;
    const caller = rateCaller(call.auth, call.request, settings) ?? { key: '', anonymous: false, label: '' };
    const states = caller.key
      ? await rateStates(deps.database.db, caller, settings)
      : Object.fromEntries(
          Object.entries(ratePolicies(caller, settings)).map(([resource, policy]) => [
            resource,
            { limit: policy.limit, used: 0, remaining: policy.limit, reset: new Date(Date.now() + policy.windowSeconds * 1000) },
          ]),
        );
    const resources = Object.fromEntries(Object.entries(states).map(([resource, state]) => [resource, rateJson(state)]));
    return { body: { resources, rate: resources.core } };
  };
}

export const metaRoutes = (deps: Pick<RestDeps, 'database' | 'env'>): RestRoute[] => [
  { method: 'GET', url: '/rate_limit', resource: 'RateLimit', anonymous: true, rateResource: 'none', handler: rateLimitRoute(deps) },
  { method: 'GET', url: '/', resource: 'Root', anonymous: true, handler: root },
  { method: 'GET', url: '', resource: 'Root', anonymous: true, handler: root },
  { method: 'GET', url: '/meta', resource: 'Meta', anonymous: true, handler: meta },
  { method: 'GET', url: '/user', resource: 'User', handler: currentUser },
  { method: 'GET', url: '/users/:username', resource: 'User', handler: user },
];
