import { vi } from 'vitest';
import appShellQuery from '../__generated__/appShellQuery.graphql';
import DashboardPageQuery from '../__generated__/DashboardPageQuery.graphql';
import RepoIssuesPageQuery from '../__generated__/RepoIssuesPageQuery.graphql';

export interface FakeServerOptions {
  /** The signed-in login, or null for a signed-out visitor. */
  signedInAs: string | null;
  /** The password `POST /session` accepts. */
  password?: string;
}

export interface FakeServer {
  /** Every request the app made, in order, as "METHOD path". */
  requests: string[];
  /** Headers of the requests, in the same order. */
  headers: Headers[];
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stands in for the server's `/session` and `/api/graphql` contract (the network boundary), so
 * component tests exercise the real loaders, actions and Relay environment.
 */
export function installFakeServer({ signedInAs, password = 'octocat-demo' }: FakeServerOptions): FakeServer {
  let login = signedInAs;
  const server: FakeServer = { requests: [], headers: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    server.requests.push(`${method} ${url.pathname}`);
    server.headers.push(new Headers(init.headers));
    if (url.pathname === '/session' && method === 'GET') {
      return login === null ? json(401, { message: 'Requires authentication' }) : json(200, { login, name: null, avatarUrl: '/avatars/1' });
    }
    if (url.pathname === '/session' && method === 'POST') {
      const body: unknown = JSON.parse(String(init.body));
      const credentials = body as { login?: string; password?: string };
      if (credentials.password !== password) return json(401, { message: 'Incorrect username or password.' });
      login = credentials.login ?? null;
      return json(200, { login });
    }
    if (url.pathname === '/session' && method === 'DELETE') {
      login = null;
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/graphql') {
      const body = JSON.parse(String(init.body)) as { doc_id?: string; variables?: Record<string, unknown> };
      return json(200, graphqlResponse(body.doc_id, body.variables ?? {}, login));
    }
    return json(404, { message: 'Not Found' });
  });
  return server;
}

/** Answers the app's persisted operations by id with small, fixed data. */
function graphqlResponse(docId: string | undefined, variables: Record<string, unknown>, login: string | null): unknown {
  switch (docId) {
    case appShellQuery.params.id:
      return { data: { viewer: { id: 'U_1', login, name: null, avatarUrl: '/avatars/1?s=40' } } };
    case DashboardPageQuery.params.id:
      return {
        data: {
          viewer: {
            id: 'U_1',
            repositories: {
              totalCount: 1,
              nodes: [
                {
                  id: 'R_1',
                  nameWithOwner: 'octo-org/hello-world',
                  description: 'The demo repository',
                  isPrivate: false,
                  isArchived: false,
                  hasIssuesEnabled: true,
                  issues: { totalCount: 3 },
                },
              ],
            },
          },
        },
      };
    case RepoIssuesPageQuery.params.id:
      if (variables.name === 'missing') return { data: { repository: null } };
      return {
        data: {
          repository: {
            id: 'R_1',
            nameWithOwner: `${String(variables.owner)}/${String(variables.name)}`,
            hasIssuesEnabled: true,
            open: { totalCount: 2 },
            closed: { totalCount: 1 },
          },
        },
      };
    default:
      return { errors: [{ message: `The fake server does not know operation ${docId ?? '(none)'}` }] };
  }
}
