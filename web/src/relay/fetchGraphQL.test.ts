import { Environment, Network, RecordSource, Store, fetchQuery } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import appShellQueryArtifact from '../__generated__/appShellQuery.graphql';
import { appShellQuery } from '../components/AppShell/appShellQuery';
import { fetchGraphQL } from './fetchGraphQL';

function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

describe('fetchGraphQL', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the persisted operation id with the CSRF token from the csrf_token cookie', async () => {
    document.cookie = 'csrf_token=abc%2B123';
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return jsonResponse({ data: { viewer: { id: 'U_1', login: 'monalisa', name: null, avatarUrl: '/avatars/u/1' } } });
    });

    await fetchQuery(createEnvironment(), appShellQuery, {}).toPromise();

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/graphql');
    expect(call?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(call?.init.headers).get('X-CSRF-Token')).toBe('abc+123');
    const body: unknown = JSON.parse(String(call?.init.body));
    expect(body).toEqual({ doc_id: appShellQueryArtifact.params.id, variables: {} });
    expect(appShellQueryArtifact.params.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fails the request when the server answers with errors and no data', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ errors: [{ message: 'Boom' }] }));

    await expect(fetchQuery(createEnvironment(), appShellQuery, {}).toPromise()).rejects.toThrow('Boom');
  });
});
