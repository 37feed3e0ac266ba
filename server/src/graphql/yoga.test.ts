import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, RepositoryRow } from '../db/rows.ts';
import { buildIssue, buildRepo, buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

/** What the web app sends (web/src/relay/fetchGraphQL.ts): the incremental format of 2022-08-24, else JSON. */
const STREAMING_ACCEPT = 'multipart/mixed; deferSpec=20220824, application/json';

/** A list query as the list pages send it: rows first, the open/closed counts deferred. */
const DEFERRED_SEARCH = /* GraphQL */ `
  query DeferredSearch($query: String!, $first: Int!) {
    search(type: ISSUE_ADVANCED, query: $query, first: $first) {
      issueCount
      nodes {
        ... on Issue {
          title
        }
      }
      ...Counts @defer(label: "counts")
    }
  }
  fragment Counts on SearchResultItemConnection {
    openIssueCount
    closedIssueCount
  }
`;

/**
 * The parts of a `multipart/mixed` body as Yoga writes them: each part's headers, a blank line and
 * its JSON, between `--{boundary}` lines, the last one `--{boundary}--`.
 */
function multipartParts(body: string, contentType: string): unknown[] {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) throw new Error(`No boundary in ${contentType}`);
  const [, ...sections] = body.split(`\r\n--${boundary}`);
  return sections
    .filter((section) => !section.startsWith('--'))
    .map((section) => JSON.parse(section.slice(section.indexOf('\r\n\r\n') + 4)) as unknown);
}

describe('streamed searches (@defer over multipart/mixed)', () => {
  let server: TestServer;
  let token: string;
  let owner: AccountRow;
  let repo: RepositoryRow;
  beforeAll(async () => {
    server = await startTestServer({ listen: true });
    owner = await buildUser(server.db, { login: 'streamer' });
    token = await buildToken(server.db, owner);
    repo = await buildRepo(server.db, owner, { name: 'streams' });
    await buildIssue(server.db, repo, owner, { title: 'First open' });
    await buildIssue(server.db, repo, owner, { title: 'Second open' });
    await buildIssue(server.db, repo, owner, { title: 'Closed one', state: 'closed', closedAt: new Date() });
  });
  afterAll(() => server.close());

  const post = (accept: string, body: Record<string, unknown>) =>
    fetch(`${server.origin ?? ''}/api/graphql`, {
      method: 'POST',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json', accept },
      body: JSON.stringify(body),
    });

  it('answers a deferred search in parts over HTTP: the rows first, then the counts', async () => {
    const response = await post(STREAMING_ACCEPT, {
      query: DEFERRED_SEARCH,
      variables: { query: `repo:streamer/streams is:issue state:open sort:created-asc`, first: 10 },
    });

    expect(response.status).toBe(200);
    const contentType = response.headers.get('content-type') ?? '';
    expect(contentType).toMatch(/^multipart\/mixed/);
    // Read as it arrives: the parts come off the connection, not off a buffered body.
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let body = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) body += chunk.value;
    const parts = multipartParts(body, contentType);
    expect(parts).toEqual([
      {
        data: { search: { issueCount: 2, nodes: [{ title: 'First open' }, { title: 'Second open' }] } },
        hasNext: true,
      },
      {
        incremental: [{ data: { openIssueCount: 2, closedIssueCount: 1 }, path: ['search'], label: 'counts' }],
        hasNext: false,
      },
    ]);
  });

  it("streams the web app's repository list, sent by its persisted id", async () => {
    const operations = JSON.parse(fs.readFileSync(server.env.persistedOperationsFile, 'utf8')) as Record<string, string>;
    const [id] =
      Object.entries(operations).find(([, text]) => text.startsWith('query RepoIssuesPageQuery') && text.includes('@defer')) ?? [];
    expect(id).toBeDefined();

    const response = await post(STREAMING_ACCEPT, {
      doc_id: id,
      variables: { owner: 'streamer', name: 'streams', query: 'repo:streamer/streams is:issue state:open', first: 25, skip: 0, run: true },
    });

    const contentType = response.headers.get('content-type') ?? '';
    expect(contentType).toMatch(/^multipart\/mixed/);
    const [first, ...rest] = multipartParts(await response.text(), contentType) as {
      data?: { search: { issueCount: number; openIssueCount?: number } };
      incremental?: { data: unknown; label: string }[];
      hasNext: boolean;
    }[];
    expect(first).toMatchObject({ data: { search: { issueCount: 2 } }, hasNext: true });
    expect(first?.data?.search.openIssueCount).toBeUndefined();
    expect(rest.flatMap((part) => part.incremental ?? [])).toEqual([
      {
        data: { openIssueCount: 2, closedIssueCount: 1 },
        path: ['search'],
        label: 'IssueListResults_search$defer$IssueStateTabs_counts',
      },
    ]);
    expect(rest.at(-1)?.hasNext).toBe(false);
  });

  it('refuses a deferring query to a client that accepts only JSON, naming the types it could accept', async () => {
    const response = await post('application/json', { query: DEFERRED_SEARCH, variables: { query: 'repo:streamer/streams', first: 1 } });

    expect(response.status).toBe(406);
    expect(response.headers.get('accept')).toMatch(/multipart\/mixed/);
  });

  it('answers a query without @defer as plain JSON, whatever the Accept header offers first', async () => {
    const response = await post(STREAMING_ACCEPT, { query: '{ viewer { login } }' });

    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ data: { viewer: { login: 'streamer' } } });
  });

  it('applies the query limits to what a deferred fragment asks for', async () => {
    const response = await post(STREAMING_ACCEPT, {
      query: `{ viewer { ...Repositories @defer(label: "repositories") } }
        fragment Repositories on User { repositories(first: 101) { nodes { name } } }`,
    });

    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((error) => error.extensions.code)).toEqual(['EXCESSIVE_PAGINATION']);
  });
});
