import { accountByLogin, publicRepositoryCount } from '../../modules/users/user.repository.ts';
import type { PublicCall, RestAnswer, RestCall, RestRoute } from '../restCall.ts';
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

export const metaRoutes: RestRoute[] = [
  { method: 'GET', url: '/', resource: 'Root', anonymous: true, handler: root },
  { method: 'GET', url: '', resource: 'Root', anonymous: true, handler: root },
  { method: 'GET', url: '/meta', resource: 'Meta', anonymous: true, handler: meta },
  { method: 'GET', url: '/user', resource: 'User', handler: currentUser },
  { method: 'GET', url: '/users/:username', resource: 'User', handler: user },
];
