import { Environment, Network, RecordSource, Store, fetchQuery, type GraphQLResponse } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import appShellQueryArtifact from '../__generated__/appShellQuery.graphql';
import DashboardPageListQuery from '../__generated__/DashboardPageListQuery.graphql';
import { appShellQuery } from '../components/AppShell/appShellQuery';
import { fetchGraphQL, GraphQLRequestError, observeGraphQLResponse } from './fetchGraphQL';

function createEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

/** A streamed answer as Yoga writes it (boundary `-`); the parts after the first wait for `release`. */
function multipartResponse(first: unknown, later: unknown[]): { response: Response; release: () => void } {
  const encoder = new TextEncoder();
  const part = (body: unknown) => `\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(body)}\r\n---`;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`\r\n---${part(first)}`));
      await released;
      controller.enqueue(encoder.encode(`${later.map(part).join('')}--\r\n`));
      controller.close();
    },
  });
  return { response: new Response(body, { headers: { 'Content-Type': 'multipart/mixed; boundary="-"' } }), release };
}

/** The dashboard list's search record in the store (its fields so far). */
function searchRecord(environment: Environment): Record<string, unknown> | undefined {
  const records = environment.getStore().getSource().toJSON() as Record<string, Record<string, unknown>>;
  return Object.values(records).find((record) => 'issueCount' in record);
}

const LIST_VARIABLES = { query: 'is:issue state:open', first: 25, skip: 0, owner: '', name: '', scoped: false };
const COUNTS_LABEL = 'IssueListResults_search$defer$IssueStateTabs_counts';

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

  it('accepts a streamed answer (multipart/mixed) before JSON', async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(init);
      return jsonResponse({ data: { viewer: { id: 'U_1', login: 'monalisa', name: null, avatarUrl: '/avatars/u/1' } } });
    });

    await fetchQuery(createEnvironment(), appShellQuery, {}).toPromise();

    expect(new Headers(calls[0]?.headers).get('Accept')).toBe('multipart/mixed; deferSpec=20220824, application/json');
  });

  it("hands Relay a list's rows first and its deferred counts when their part arrives", async () => {
    const { response, release } = multipartResponse({ data: { search: { issueCount: 0, nodes: [] } }, hasNext: true }, [
      { incremental: [{ data: { openIssueCount: 4, closedIssueCount: 9 }, path: ['search'], label: COUNTS_LABEL }], hasNext: false },
    ]);
    vi.stubGlobal('fetch', async () => response);
    const environment = createEnvironment();
    let completed = false;

    // A route loader waits for the first payload only (`startLoaderQuery`): the rows.
    const fetched = fetchQuery(environment, DashboardPageListQuery, LIST_VARIABLES);
    await new Promise<void>((resolve, reject) => {
      fetched.subscribe({ next: () => resolve(), error: reject, complete: () => (completed = true) });
    });
    expect(searchRecord(environment)).toMatchObject({ issueCount: 0 });
    expect(searchRecord(environment)).not.toHaveProperty('openIssueCount');
    expect(completed).toBe(false);

    release();
    await vi.waitFor(() => expect(completed).toBe(true));
    expect(searchRecord(environment)).toMatchObject({ issueCount: 0, openIssueCount: 4, closedIssueCount: 9 });
  });

  it('fails a streamed request whose first part has errors and no data', async () => {
    const { response, release } = multipartResponse(
      { errors: [{ message: 'Invalid search', extensions: { code: 'INVALID_QUERY' } }], hasNext: false },
      [],
    );
    release();
    vi.stubGlobal('fetch', async () => response);

    await expect(fetchQuery(createEnvironment(), DashboardPageListQuery, LIST_VARIABLES).toPromise()).rejects.toThrow('Invalid search');
  });
});

describe('observeGraphQLResponse', () => {
  async function payloads(response: Response): Promise<GraphQLResponse[]> {
    const seen: GraphQLResponse[] = [];
    await new Promise<void>((resolve, reject) => {
      observeGraphQLResponse(response, 'ListQuery').subscribe({ next: (payload) => seen.push(payload), error: reject, complete: resolve });
    });
    return seen;
  }

  it("yields a streamed answer's payloads in Relay's format", async () => {
    const { response, release } = multipartResponse({ data: { search: { issueCount: 1 } }, hasNext: true }, [
      { incremental: [{ data: { openIssueCount: 1 }, path: ['search'], label: 'counts' }], hasNext: true },
      { hasNext: false },
    ]);
    release();

    expect(await payloads(response)).toEqual([
      { data: { search: { issueCount: 1 } } },
      { data: { openIssueCount: 1 }, path: ['search'], label: 'counts' },
    ]);
  });

  it('yields a JSON answer as it is', async () => {
    expect(await payloads(jsonResponse({ data: { viewer: null } }))).toEqual([{ data: { viewer: null } }]);
  });

  it('fails with the errors of an answer without data, and on a body that is not GraphQL', async () => {
    const refused = payloads(jsonResponse({ errors: [{ message: 'Invalid search', extensions: { code: 'INVALID_QUERY' } }] }));
    await expect(refused).rejects.toBeInstanceOf(GraphQLRequestError);
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_QUERY' });
    await expect(payloads(new Response('Bad gateway', { status: 502 }))).rejects.toThrow('ListQuery failed with status 502.');
    await expect(payloads(jsonResponse(null))).rejects.toThrow('ListQuery failed with status 200.');
  });
});
