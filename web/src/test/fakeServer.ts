import { vi } from 'vitest';

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
      return json(200, { data: { viewer: { id: 'U_1', login, name: null, avatarUrl: '/avatars/1?s=40' } } });
    }
    return json(404, { message: 'Not Found' });
  });
  return server;
}
