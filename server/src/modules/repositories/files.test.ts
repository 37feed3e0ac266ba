import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

const FILE = `query File($owner: String!, $name: String!, $expression: String, $oid: GitObjectID) {
  repository(owner: $owner, name: $name) {
    object(expression: $expression, oid: $oid) {
      __typename
      id
      oid
      abbreviatedOid
      commitResourcePath
      commitUrl
      repository { nameWithOwner }
      ... on Blob { byteSize isBinary isTruncated text textHTML }
    }
  }
}`;

interface BlobResult {
  __typename: string;
  id: string;
  oid: string;
  abbreviatedOid: string;
  commitResourcePath: string;
  commitUrl: string;
  repository: { nameWithOwner: string };
  byteSize: number;
  isBinary: boolean | null;
  isTruncated: boolean;
  text: string | null;
  textHTML: string | null;
}

const CONTRIBUTING = `# Contributing to css-kit

Thanks for helping! Read the **style guide** first — it's short.

<script>alert('x')</script>
<a href="javascript:alert(1)" onclick="steal()">click</a>
`;

/** What `git hash-object --stdin` prints for the content (the real Git blob id). */
function gitHashObject(content: string): string {
  return execFileSync('git', ['hash-object', '--stdin'], { input: content, encoding: 'utf8' }).trim();
}

describe('repository files (Repository.object, Blob)', () => {
  let server: TestServer;
  let org: AccountRow;
  let reader: AccountRow;
  let readerToken: string;
  let repo: RepositoryRow;
  let secret: RepositoryRow;

  async function object(token: string, target: RepositoryRow, args: { expression?: string; oid?: string }) {
    const result = await server.graphql<{ repository: { object: BlobResult | null } | null }>(token, FILE, {
      owner: org.login,
      name: target.name,
      ...args,
    });
    expect(result.errors).toBeUndefined();
    return result.data?.repository;
  }

  beforeAll(async () => {
    server = await startTestServer();
    org = await buildOrg(server.db, { login: 'primer-labs' });
    reader = await buildUser(server.db);
    readerToken = await buildToken(server.db, reader);
    repo = await buildRepo(server.db, org, { name: 'css-kit', defaultBranch: 'trunk' });
    secret = await buildRepo(server.db, org, { name: 'secret', visibility: 'private' });
    await server.db.insert(t.repositoryFiles).values([
      { repoId: repo.id, path: 'CONTRIBUTING.md', content: CONTRIBUTING },
      { repoId: repo.id, path: '.github/ISSUE_TEMPLATE/config.yml', content: 'blank_issues_enabled: false\n' },
      { repoId: repo.id, path: 'docs/ünïcode.txt', content: 'naïve café ✓\n' },
      { repoId: secret.id, path: 'README.md', content: '# Secret\n' },
    ]);
  });
  afterAll(() => server.close());

  it('finds a file of the default branch by `{branch}:{path}` with its Git fields', async () => {
    const blob = (await object(readerToken, repo, { expression: 'trunk:CONTRIBUTING.md' }))?.object;
    const oid = gitHashObject(CONTRIBUTING);
    expect(blob).toMatchObject({
      __typename: 'Blob',
      oid,
      abbreviatedOid: oid.slice(0, 7),
      commitResourcePath: `/primer-labs/css-kit/commit/${oid}`,
      commitUrl: `http://localhost:3000/primer-labs/css-kit/commit/${oid}`,
      repository: { nameWithOwner: 'primer-labs/css-kit' },
      byteSize: Buffer.byteLength(CONTRIBUTING),
      isBinary: false,
      isTruncated: false,
      text: CONTRIBUTING,
    });
    expect(blob?.id).toMatch(/^B_/);
  });

  it('reads `HEAD` and `refs/heads/{default}` as the default branch', async () => {
    for (const expression of ['HEAD:CONTRIBUTING.md', 'refs/heads/trunk:CONTRIBUTING.md']) {
      expect((await object(readerToken, repo, { expression }))?.object?.text).toBe(CONTRIBUTING);
    }
  });

  it('gives the blob id `git hash-object` gives, counting bytes rather than characters', async () => {
    const blob = (await object(readerToken, repo, { expression: 'trunk:docs/ünïcode.txt' }))?.object;
    expect(blob?.oid).toBe(gitHashObject('naïve café ✓\n'));
    expect(blob?.byteSize).toBe(Buffer.byteLength('naïve café ✓\n'));
  });

  it('finds a blob by its object id', async () => {
    const oid = gitHashObject('blank_issues_enabled: false\n');
    const blob = (await object(readerToken, repo, { oid }))?.object;
    expect(blob?.text).toBe('blank_issues_enabled: false\n');
    expect((await object(readerToken, repo, { oid: '0'.repeat(40) }))?.object).toBeNull();
  });

  it('answers null for a missing path, a directory and a path without a ref', async () => {
    for (const expression of ['trunk:NOPE.md', 'trunk:contributing.md', 'trunk:docs', 'trunk:', 'CONTRIBUTING.md', 'trunk']) {
      const repository = await object(readerToken, repo, { expression });
      expect(repository).not.toBeNull();
      expect(repository?.object).toBeNull();
    }
  });

  it('answers null for refs other than the default branch (only its files are stored)', async () => {
    for (const expression of ['main:CONTRIBUTING.md', 'feature:CONTRIBUTING.md', 'v1.0.0:CONTRIBUTING.md', 'HEAD~1:CONTRIBUTING.md']) {
      expect((await object(readerToken, repo, { expression }))?.object).toBeNull();
    }
  });

  it('hides the files of a repository the viewer cannot read, as the repository itself', async () => {
    expect(await object(readerToken, secret, { expression: 'main:README.md' })).toBeNull();
    const member = await buildUser(server.db);
    await grant(server.db, secret, member, 'read');
    const blob = (await object(await buildToken(server.db, member), secret, { expression: 'main:README.md' }))?.object;
    expect(blob?.text).toBe('# Secret\n');
  });

  it('resolves a blob id through node(id:), for readers of its repository only', async () => {
    const NODE = `query Node($id: ID!) { node(id: $id) { __typename id ... on Blob { text oid } } }`;
    const blob = (await object(readerToken, repo, { expression: 'trunk:docs/ünïcode.txt' }))?.object;
    const found = await server.graphql<{ node: { __typename: string; id: string; text: string } | null }>(readerToken, NODE, {
      id: blob?.id,
    });
    expect(found.data?.node).toMatchObject({ __typename: 'Blob', id: blob?.id, text: 'naïve café ✓\n' });
    const member = await buildUser(server.db);
    await grant(server.db, secret, member, 'read');
    const memberToken = await buildToken(server.db, member);
    const secretId = (await object(memberToken, secret, { expression: 'main:README.md' }))?.object?.id;
    expect((await server.graphql<{ node: unknown }>(memberToken, NODE, { id: secretId })).data?.node).toMatchObject({ __typename: 'Blob' });
    expect((await server.graphql<{ node: unknown }>(readerToken, NODE, { id: secretId })).data?.node).toBeNull();
    // Malformed or missing: null, as for any id.
    for (const id of [
      'B_',
      'B_!!',
      `B_${Buffer.from('0:x:README.md').toString('base64url')}`,
      `B_${Buffer.from(`0:${repo.id}:NOPE.md`).toString('base64url')}`,
    ]) {
      expect((await server.graphql<{ node: unknown }>(readerToken, NODE, { id })).data?.node).toBeNull();
    }
  });

  it('renders markdown files to sanitised HTML and leaves other files without HTML', async () => {
    const html = (await object(readerToken, repo, { expression: 'trunk:CONTRIBUTING.md' }))?.object?.textHTML ?? '';
    // Headings carry GitHub's anchor: a prefixed id and a link to it before the text.
    expect(html).toMatch(
      /<h1 id="user-content-contributing-to-css-kit"><a class="anchor" href="#contributing-to-css-kit" aria-hidden="true" tabindex="-1"><svg [^]*?<\/svg><\/a>Contributing to css-kit<\/h1>/,
    );
    expect(html).toContain('<strong>style guide</strong>');
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
    expect((await object(readerToken, repo, { expression: 'trunk:.github/ISSUE_TEMPLATE/config.yml' }))?.object?.textHTML).toBeNull();
  });
});
