import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, RepositoryRow } from '../db/rows.ts';
import { toGlobalId } from '../domain/ids.ts';
import { buildIssue, buildRepo, buildToken, buildUser, grant } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

/**
 * The viewer's rights as the server states them (`viewerCan*`), decided by the policies; the web
 * app reads these fields and never works a rule out for itself.
 */
describe('viewer permissions', () => {
  let server: TestServer;
  let owner: AccountRow;
  let repo: RepositoryRow;
  let archived: RepositoryRow;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server;
    owner = await buildUser(db);
    repo = await buildRepo(db, owner);
    archived = await buildRepo(db, owner, { isArchived: true });
    tokens.owner = await buildToken(db, owner);
    for (const permission of ['read', 'triage', 'write', 'maintain'] as const) {
      const user = await buildUser(db);
      await grant(db, repo, user, permission);
      await grant(db, archived, user, permission);
      tokens[permission] = await buildToken(db, user);
    }
    tokens.outsider = await buildToken(db, await buildUser(db));
  });

  afterAll(() => server?.close());

  async function canPush(token: string, target: RepositoryRow): Promise<boolean | null> {
    const response = await server.graphql<{ node: { viewerCanPush: boolean } | null }>(
      token,
      'query($id: ID!) { node(id: $id) { ... on Repository { viewerCanPush } } }',
      { id: toGlobalId('Repository', target.id) },
    );
    expect(response.errors).toBeUndefined();
    return response.data?.node?.viewerCanPush ?? null;
  }

  it("states each role's rights on an issue, in GitHub's names, as the policies decide them", async () => {
    const issue = await buildIssue(server.db, repo, owner);
    const fields = [
      'viewerCanUpdate',
      'viewerCanClose',
      'viewerCanReact',
      'viewerCanComment',
      'viewerCanLabel',
      'viewerCanAssign',
      'viewerCanSetMilestone',
      'viewerCanSetIssueType',
      'viewerCanSetProjects',
      'viewerCanLock',
      'viewerCanPin',
      'viewerCanTransfer',
      'viewerCanDelete',
      'viewerCanSubscribe',
      'viewerCanRelate',
    ] as const;
    const rights: Record<string, string[]> = {};
    for (const [role, token] of Object.entries(tokens)) {
      const response = await server.graphql<{ node: Record<(typeof fields)[number], boolean> }>(
        token,
        `query($id: ID!) { node(id: $id) { ... on Issue { ${fields.join(' ')} } } }`,
        { id: toGlobalId('Issue', issue.id) },
      );
      expect(response.errors).toBeUndefined();
      rights[role] = fields.filter((field) => response.data?.node[field]);
    }
    // GitHub's roles: triage closes, labels, assigns and locks; write also edits anyone's issue and pins.
    const reader = ['viewerCanReact', 'viewerCanComment', 'viewerCanSubscribe'];
    const triage = (extra: string[]) =>
      fields.filter((field) =>
        [
          ...reader,
          ...extra,
          'viewerCanClose',
          'viewerCanLabel',
          'viewerCanAssign',
          'viewerCanSetMilestone',
          'viewerCanSetIssueType',
          'viewerCanSetProjects',
          'viewerCanLock',
          'viewerCanRelate',
        ].includes(field),
      );
    expect(rights).toEqual({
      owner: [...fields],
      read: fields.filter((field) => reader.includes(field)),
      triage: triage([]),
      write: triage(['viewerCanUpdate', 'viewerCanPin']),
      maintain: triage(['viewerCanUpdate', 'viewerCanPin']),
      outsider: fields.filter((field) => reader.includes(field)),
    });
  });

  it('lets readers comment on an open conversation, only triage and up on a locked one, and nobody in an archived repository', async () => {
    const open = await buildIssue(server.db, repo, owner);
    const locked = await buildIssue(server.db, repo, owner, { locked: true, activeLockReason: 'too_heated' });
    const shelved = await buildIssue(server.db, archived, owner);
    const answers: Record<string, boolean[]> = {};
    for (const [role, token] of Object.entries(tokens)) {
      answers[role] = [];
      for (const issue of [open, locked, shelved]) {
        const response = await server.graphql<{ node: { viewerCanComment: boolean } }>(
          token,
          'query($id: ID!) { node(id: $id) { ... on Issue { viewerCanComment } } }',
          { id: toGlobalId('Issue', issue.id) },
        );
        expect(response.errors).toBeUndefined();
        answers[role].push(response.data?.node.viewerCanComment ?? false);
      }
    }
    expect(answers).toEqual({
      owner: [true, true, false],
      read: [true, false, false],
      triage: [true, true, false],
      write: [true, true, false],
      maintain: [true, true, false],
      outsider: [true, false, false],
    });
  });

  it('lets write, maintain and admin push to an active repository, and nobody to an archived one', async () => {
    const answers: Record<string, [boolean | null, boolean | null]> = {};
    for (const [role, token] of Object.entries(tokens)) answers[role] = [await canPush(token, repo), await canPush(token, archived)];
    expect(answers).toEqual({
      owner: [true, false],
      read: [false, false],
      triage: [false, false],
      write: [true, false],
      maintain: [true, false],
      outsider: [false, false],
    });
  });
});
