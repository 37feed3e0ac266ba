import fs from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  getNullableType,
  isListType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { toGlobalId } from '../domain/ids.ts';
import { checkDocumentText, documentShapeErrors, measureDocument, QUERY_LIMITS, requestErrors } from './queryLimits.ts';
import { buildSchema } from './schema.ts';
import { repoRoot } from '../env.ts';
import { buildIssue, buildLabel, buildRepo, buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { githubOperationFiles } from '../../testing/operations.ts';

/** The query of the issue (274 bytes): 100 repositories × 100 issues × 100 issues × 100 issues. */
const NESTED_QUERY =
  '{ viewer { repositories(first:100) { nodes { issues(first:100) { nodes { repository { issues(first:100) { nodes { repository { issues(first:100) { nodes { title } } } } } } } } } } } }';
const NODE_LIMIT_MESSAGE =
  'By the time this query traverses to the issues connection, it is requesting up to 1,000,000 possible nodes which exceeds the maximum limit of 500,000.';

/** repositories(first: n) → issues(first: 100) → labels(first: 100): n + 100n + 10,000n nodes. */
const LABELS_OF_ISSUES_OF_REPOSITORIES = `
  query Nested($repositories: Int, $issues: Int = 100) {
    viewer { repositories(first: $repositories) { ...Repositories } }
  }
  fragment Repositories on RepositoryConnection { nodes { issues(first: $issues) { nodes { ...Labels } } } }
  fragment Labels on Issue { labels(first: 100) { nodes { name } } }
`;

function nestedDocument(levels: number): string {
  return `{ viewer ${'{ login '.repeat(levels)}${'}'.repeat(levels)} }`;
}

/** `repository(...) { issue(number: 1) { repository { issue(number: 1) { … } } } }`: `depth` fields deep. */
function deepQuery(owner: string, name: string, depth: number): string {
  let selection = depth % 2 === 1 ? 'title' : 'name';
  for (let level = depth - 1; level >= 1; level--) {
    const field = level === 1 ? `repository(owner: "${owner}", name: "${name}")` : level % 2 === 0 ? 'issue(number: 1)' : 'repository';
    selection = `${field} { ${selection} }`;
  }
  return `{ ${selection} }`;
}

describe('query limits', () => {
  let server: TestServer;
  let token: string;
  let owner: string;
  let repoName: string;
  let issueId: string;
  let wsUrl: string;

  beforeAll(async () => {
    server = await startTestServer();
    const user = await buildUser(server.db);
    token = await buildToken(server.db, user);
    const repo = await buildRepo(server.db, user);
    const label = await buildLabel(server.db, repo);
    const issue = await buildIssue(server.db, repo, user, { labels: [label] });
    await buildIssue(server.db, repo, user);
    owner = user.login;
    repoName = repo.name;
    issueId = toGlobalId('Issue', issue.id);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    wsUrl = `ws://127.0.0.1:${address.port}/api/graphql`;
  });

  afterAll(async () => {
    await server?.close();
  });

  const post = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) =>
    server.graphql<T>(token, query, variables);

  it("refuses the nested issues → repository → issues query before running it, with GitHub's node-limit message", async () => {
    expect(Buffer.byteLength(NESTED_QUERY)).toBeLessThan(300);
    const refused = await post(NESTED_QUERY);
    expect(refused.status).toBe(200);
    expect(refused.data).toBeUndefined();
    expect(refused.errors).toEqual([
      expect.objectContaining({ message: NODE_LIMIT_MESSAGE, extensions: expect.objectContaining({ code: 'MAX_NODE_LIMIT_EXCEEDED' }) }),
    ]);
  });

  it('keeps memory under 100 MB of growth while those queries arrive 16 at a time, 64 in all', async () => {
    // One round first: what the first requests leave for good (compiled code, parsed-document and
    // validation caches) is not growth under load.
    await Promise.all(Array.from({ length: 16 }, () => post(NESTED_QUERY)));
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
    const started = performance.now();
    try {
      for (let round = 0; round < 4; round++) {
        const answers = await Promise.all(Array.from({ length: 16 }, () => post(NESTED_QUERY)));
        for (const answer of answers) expect(answer.errors?.[0]?.message).toBe(NODE_LIMIT_MESSAGE);
      }
    } finally {
      clearInterval(sampler);
    }
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const growthMb = (peakRss - before.rss) / 2 ** 20;
    expect(growthMb).toBeLessThan(100);
    // Refused before any SQL: 64 answers in well under the time one of them took to run before.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('asks for first or last on a connection whose nodes or edges are selected, and accepts counts alone', async () => {
    const missing = await post('{ viewer { repositories { nodes { name } } } }');
    expect(missing.data).toBeUndefined();
    expect(missing.errors?.[0]).toMatchObject({
      message: 'You must provide a `first` or `last` value to properly paginate the `repositories` connection.',
      extensions: { code: 'MISSING_PAGINATION_BOUNDARIES' },
    });
    const viaFragment = await post(
      '{ viewer { repositories { ...Names } } } fragment Names on RepositoryConnection { edges { node { name } } }',
    );
    expect(viaFragment.errors?.[0]?.extensions?.code).toBe('MISSING_PAGINATION_BOUNDARIES');
    const counted = await post<{ viewer: { repositories: { totalCount: number } } }>('{ viewer { repositories { totalCount } } }');
    expect(counted.errors).toBeUndefined();
    expect(counted.data?.viewer.repositories.totalCount).toBe(1);
  });

  it('accepts first and last from 0 to 100 and refuses 101 and negative values, from literals and variables', async () => {
    const tooMany = await post('{ viewer { repositories(first: 101) { nodes { name } } } }');
    expect(tooMany.data).toBeUndefined();
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'Requesting 101 records on the `repositories` connection exceeds the `first` limit of 100 records.',
      extensions: { code: 'EXCESSIVE_PAGINATION' },
    });
    const tooManyLast = await post('query($n: Int) { viewer { repositories(last: $n) { nodes { name } } } }', { n: 101 });
    expect(tooManyLast.errors?.[0]?.message).toBe(
      'Requesting 101 records on the `repositories` connection exceeds the `last` limit of 100 records.',
    );
    const negative = await post('query($n: Int) { viewer { repositories(first: $n) { nodes { name } } } }', { n: -1 });
    expect(negative.errors?.[0]?.extensions?.code).toBe('EXCESSIVE_PAGINATION');
    const absent = await post('query($n: Int) { viewer { repositories(first: $n) { nodes { name } } } }');
    expect(absent.errors?.[0]?.extensions?.code).toBe('MISSING_PAGINATION_BOUNDARIES');
    const defaulted = await post<{ viewer: { repositories: { nodes: { name: string }[] } } }>(
      'query($n: Int = 100) { viewer { repositories(first: $n) { nodes { name } } } }',
    );
    expect(defaulted.data?.viewer.repositories.nodes).toEqual([{ name: repoName }]);
    const none = await post<{ viewer: { repositories: { totalCount: number; nodes: unknown[] } } }>(
      '{ viewer { repositories(first: 0) { totalCount nodes { name } } } }',
    );
    expect(none.data?.viewer.repositories).toEqual({ totalCount: 1, nodes: [] });
  });

  it('counts nodes through variables and fragments: 494,949 pass, 505,050 and 510,000 are refused', async () => {
    const under = await post<{ viewer: { repositories: { nodes: unknown[] } } }>(LABELS_OF_ISSUES_OF_REPOSITORIES, { repositories: 49 });
    expect(under.errors).toBeUndefined();
    expect(under.data?.viewer.repositories.nodes).toHaveLength(1);
    const total = await post(LABELS_OF_ISSUES_OF_REPOSITORIES, { repositories: 50 });
    expect(total.data).toBeUndefined();
    expect(total.errors?.[0]).toMatchObject({
      message: 'This query requests up to 505,050 possible nodes which exceeds the maximum limit of 500,000.',
      extensions: { code: 'MAX_NODE_LIMIT_EXCEEDED' },
    });
    const one = await post(LABELS_OF_ISSUES_OF_REPOSITORIES, { repositories: 51 });
    expect(one.errors?.[0]?.message).toBe(
      'By the time this query traverses to the labels connection, it is requesting up to 510,000 possible nodes which exceeds the maximum limit of 500,000.',
    );
    const fewerIssues = await post(LABELS_OF_ISSUES_OF_REPOSITORIES, { repositories: 100, issues: 10 });
    expect(fewerIssues.errors).toBeUndefined();
  });

  it('counts nodes(ids:) by the ids it lists, and leaves out what @skip / @include leave out', async () => {
    const ids = Array.from({ length: 100 }, () => issueId);
    const query = `query($ids: [ID!]!, $deep: Boolean!) {
      nodes(ids: $ids) { ... on Issue { repository { issues(first: 100) @include(if: $deep) { nodes { labels(first: 100) { nodes { name } } } } } } }
    }`;
    const deep = await post(query, { ids, deep: true });
    expect(deep.errors?.[0]?.message).toBe(
      'By the time this query traverses to the labels connection, it is requesting up to 1,000,000 possible nodes which exceeds the maximum limit of 500,000.',
    );
    const shallow = await post<{ nodes: unknown[] }>(query, { ids, deep: false });
    expect(shallow.errors).toBeUndefined();
    expect(shallow.data?.nodes).toHaveLength(100);
  });

  it(`refuses documents deeper than ${QUERY_LIMITS.maxDepth} fields and accepts ${QUERY_LIMITS.maxDepth}`, async () => {
    const atLimit = await post(deepQuery(owner, repoName, QUERY_LIMITS.maxDepth));
    expect(atLimit.errors).toBeUndefined();
    const over = await post(deepQuery(owner, repoName, QUERY_LIMITS.maxDepth + 1));
    expect(over.errors?.[0]).toMatchObject({
      message: `This query has a depth of ${QUERY_LIMITS.maxDepth + 1}, which exceeds the maximum depth of ${QUERY_LIMITS.maxDepth}.`,
      extensions: { code: 'MAX_DEPTH_EXCEEDED' },
    });
  });

  it(`refuses more than ${QUERY_LIMITS.maxAliases} aliases`, async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect((await post(aliases(QUERY_LIMITS.maxAliases))).errors).toBeUndefined();
    const over = await post(aliases(QUERY_LIMITS.maxAliases + 1));
    expect(over.errors?.[0]).toMatchObject({
      message: `This query uses ${QUERY_LIMITS.maxAliases + 1} aliases, which exceeds the maximum of ${QUERY_LIMITS.maxAliases} aliases.`,
      extensions: { code: 'MAX_ALIASES_EXCEEDED' },
    });
  });

  it('refuses fragments that expand to too many fields, at once even when they would expand to 2^40', async () => {
    const doubling = (levels: number) =>
      [
        `{ ...F${levels} }`,
        'fragment F0 on Query { __typename }',
        ...Array.from({ length: levels }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`),
      ].join('\n');
    expect((await post(doubling(10))).errors).toBeUndefined();
    const started = performance.now();
    for (const levels of [13, 40]) {
      const refused = await post(doubling(levels));
      expect(refused.errors?.[0]?.extensions?.code).toBe('MAX_FIELDS_EXCEEDED');
    }
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it(`answers 413 to a document over ${QUERY_LIMITS.maxDocumentLength.toLocaleString('en-US')} characters`, async () => {
    const padded = (length: number) => {
      const query = '{ __typename }\n#';
      return query + 'x'.repeat(length - query.length);
    };
    expect((await post(padded(QUERY_LIMITS.maxDocumentLength))).errors).toBeUndefined();
    const over = await post(padded(QUERY_LIMITS.maxDocumentLength + 1));
    expect(over.status).toBe(413);
    expect(over.errors?.[0]).toMatchObject({
      message: `This query is 100,001 characters long, which exceeds the maximum of 100,000 characters.`,
      extensions: { code: 'MAX_DOCUMENT_LENGTH_EXCEEDED' },
    });
  });

  it('answers 400 to the 50,000-level document before parsing it, and keeps answering', async () => {
    const refused = await post(nestedDocument(50_000));
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]).toMatchObject({
      message: `This query nests selections, arguments or lists more than ${QUERY_LIMITS.maxNesting} levels deep, which exceeds the maximum nesting of ${QUERY_LIMITS.maxNesting}.`,
      extensions: { code: 'MAX_NESTING_EXCEEDED' },
    });
    expect(JSON.stringify(refused)).not.toContain('call stack');
    const atLimit = await post(nestedDocument(QUERY_LIMITS.maxNesting - 1));
    expect(atLimit.status).toBe(200);
    // Brackets in strings and comments are not nesting.
    const quoted = await post(`query { __typename } # ${'{'.repeat(500)}`);
    expect(quoted.errors).toBeUndefined();
    const after = await post<{ viewer: { login: string } }>('{ viewer { login } }');
    expect(after.data?.viewer.login).toBe(owner);
  });

  it('refuses over WebSocket the deep document, a too deep one and the node-limit one as errors, and keeps serving', async () => {
    const socket = wsClient(wsUrl, token);
    try {
      const deep = await subscribeOnce(socket, { query: `subscription ${nestedDocument(50_000)}` });
      expect(deep.errors?.[0]).toMatchObject({ extensions: { code: 'MAX_NESTING_EXCEEDED' } });
      const tooDeep = await subscribeOnce(socket, {
        query: `subscription { issueUpdated(id: "${issueId}") ${'{ repository { issue(number: 1) '.repeat(13)}{ id }${' } }'.repeat(13)} }`,
      });
      expect(tooDeep.errors?.[0]).toMatchObject({ extensions: { code: 'MAX_DEPTH_EXCEEDED' } });
      const nodes = await subscribeOnce(socket, {
        query: `subscription($id: ID!, $n: Int!) { issueUpdated(id: $id) { repository { issues(first: $n) { nodes { repository { issues(first: $n) { nodes { labels(first: $n) { nodes { name } } } } } } } } } }`,
        variables: { id: issueId, n: 100 },
      });
      expect(nodes.errors?.[0]?.message).toBe(
        'By the time this query traverses to the labels connection, it is requesting up to 1,000,000 possible nodes which exceeds the maximum limit of 500,000.',
      );
      const missing = await subscribeOnce(socket, {
        query: `subscription { issueUpdated(id: "${issueId}") { labels { nodes { name } } } }`,
      });
      expect(missing.errors?.[0]?.extensions?.code).toBe('MISSING_PAGINATION_BOUNDARIES');
    } finally {
      await socket.dispose();
    }
    const after = await post<{ viewer: { login: string } }>('{ viewer { login } }');
    expect(after.data?.viewer.login).toBe(owner);
  });

  it('passes every operation of the web app and of the GitHub clients, with room to spare', () => {
    const schema = buildSchema();
    const documents = operationDocuments();
    expect(documents.length).toBeGreaterThan(50);
    const widest = { length: 0, nesting: 0, depth: 0, aliases: 0, fields: 0 };
    for (const { name, text } of documents) {
      expect(checkDocumentText(text), name).toBeNull();
      const document = parse(text);
      expect(documentShapeErrors(document), name).toEqual([]);
      for (const operation of document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
        // The largest values the variables may take: every Int 100, every list 100 ids.
        const errors = requestErrors(schema, document, operation.name?.value, largestVariables(schema, operation));
        expect(
          errors.map((error) => error.message),
          `${name} ${operation.name?.value ?? ''}`,
        ).toEqual([]);
      }
      const shape = measureDocument(document);
      widest.length = Math.max(widest.length, text.length);
      widest.nesting = Math.max(widest.nesting, bracketNesting(text));
      widest.depth = Math.max(widest.depth, shape.depth);
      widest.aliases = Math.max(widest.aliases, shape.aliases);
      widest.fields = Math.max(widest.fields, shape.fields);
    }
    // Each limit is at least twice what the largest operation uses.
    expect(widest.length * 2).toBeLessThanOrEqual(QUERY_LIMITS.maxDocumentLength);
    expect(widest.nesting * 2).toBeLessThanOrEqual(QUERY_LIMITS.maxNesting);
    expect(widest.depth * 2).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth);
    expect(widest.aliases * 2).toBeLessThanOrEqual(QUERY_LIMITS.maxAliases);
    expect(widest.fields * 2).toBeLessThanOrEqual(QUERY_LIMITS.maxFields);
  });
});

/** Every persisted operation of the web app and every GitHub-client document of the tests. */
function operationDocuments(): { name: string; text: string }[] {
  const persisted = JSON.parse(fs.readFileSync(path.join(repoRoot, 'web/persisted-queries.json'), 'utf8')) as Record<string, string>;
  return [
    ...Object.entries(persisted).map(([id, text]) => ({ name: `web ${id.slice(0, 8)}`, text })),
    ...githubOperationFiles().map((file) => ({ name: path.basename(file), text: fs.readFileSync(file, 'utf8') })),
  ];
}

function largestVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type);
    if (!type) continue;
    const named = getNamedType(type).name;
    const value = named === 'Int' ? 100 : named === 'Boolean' ? true : named === 'ID' ? 'x' : undefined;
    if (value === undefined) continue;
    values[definition.variable.name.value] = isListType(getNullableType(type)) ? Array.from({ length: 100 }, () => value) : value;
  }
  return values;
}

/** Brackets open at once in a document's text, strings and comments left out. */
function bracketNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  const code = text.replace(/"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|#[^\n]*/g, '');
  for (const char of code) {
    if (char === '{' || char === '(' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ')' || char === ']') depth--;
  }
  return deepest;
}

function wsClient(url: string, token: string): Client {
  class WebSocketWithToken extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { authorization: `bearer ${token}` } });
    }
  }
  return createClient({ url, webSocketImpl: WebSocketWithToken, lazy: true, retryAttempts: 0 });
}

/** The first thing the server answers a subscription with: its first result, or the errors it was refused with. */
function subscribeOnce(
  socket: Client,
  payload: { query: string; variables?: Record<string, unknown> },
): Promise<{ errors?: { message: string; extensions?: { code?: string } }[] }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer within 10 s')), 10_000);
    const unsubscribe = socket.subscribe(payload, {
      next: (value) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(value as { errors?: { message: string; extensions?: { code?: string } }[] });
      },
      error: (error) => {
        clearTimeout(timer);
        resolve({ errors: Array.isArray(error) ? (error as { message: string }[]) : [{ message: String(error) }] });
      },
      complete: () => {
        clearTimeout(timer);
        reject(new Error('completed without an answer'));
      },
    });
  });
}
