import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { bodyVersionOf } from '../edits/userContentEdits.ts';
import { buildIssue, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

/**
 * Editing, deleting and hiding comments, and editing an issue's body, as GitHub's roles allow:
 * authors edit and delete their own, write and up anyone's, triage and up hide with a reason; every
 * edit goes into the history, and an edit started on an older version is refused, writing nothing.
 */
describe('comment and body edits', () => {
  let server: TestServer;
  let repo: RepositoryRow;
  let issue: IssueRow;
  const people: Record<'author' | 'reader' | 'triager' | 'writer', { user: AccountRow; token: string }> = {} as never;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server;
    const org = await buildOrg(db);
    repo = await buildRepo(db, org, { visibility: 'private' });
    for (const [role, permission] of [
      ['author', 'read'],
      ['reader', 'read'],
      ['triager', 'triage'],
      ['writer', 'write'],
    ] as const) {
      const user = await buildUser(db);
      await grant(db, repo, user, permission);
      people[role] = { user, token: await buildToken(db, user) };
    }
    issue = await buildIssue(db, repo, people.author.user, { body: 'First body' });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function comment(by: 'author' | 'reader' | 'triager' | 'writer', body = 'A comment'): Promise<string> {
    const response = await server.graphql<{ addComment: { commentEdge: { node: { id: string } } } }>(
      people[by].token,
      'mutation($id: ID!, $body: String!) { addComment(input: { subjectId: $id, body: $body }) { commentEdge { node { id } } } }',
      { id: toGlobalId('Issue', issue.id), body },
    );
    expect(response.errors).toBeUndefined();
    return response.data?.addComment.commentEdge.node.id ?? '';
  }

  const EDIT = `mutation($id: ID!, $body: String!, $v: String) {
    updateIssueComment(input: { id: $id, body: $body, bodyVersion: $v }) { issueComment { body lastEditedAt } }
  }`;

  it('lets the author edit their comment, recording the version as created and the edit, newest first', async () => {
    const id = await comment('author', 'Original text');
    const edited = await server.graphql(people.author.token, EDIT, { id, body: 'Better text', v: bodyVersionOf('Original text') });
    expect(edited.errors).toBeUndefined();
    const read = await server.graphql<{
      node: {
        body: string;
        bodyVersion: string;
        includesCreatedEdit: boolean;
        lastEditedAt: string | null;
        editor: { login: string } | null;
        userContentEdits: { totalCount: number; nodes: { diff: string; editor: { login: string } }[] };
      };
    }>(
      people.reader.token,
      `query($id: ID!) { node(id: $id) { ... on IssueComment {
        body bodyVersion includesCreatedEdit lastEditedAt editor { login }
        userContentEdits(first: 10) { totalCount nodes { diff editor { login } } }
      } } }`,
      { id },
    );
    const node = read.data?.node;
    expect(node?.body).toBe('Better text');
    expect(node?.bodyVersion).toBe(bodyVersionOf('Better text'));
    expect(node?.includesCreatedEdit).toBe(true);
    expect(node?.lastEditedAt).not.toBeNull();
    expect(node?.editor?.login).toBe(people.author.user.login);
    expect(node?.userContentEdits.totalCount).toBe(2);
    expect(node?.userContentEdits.nodes.map((edit) => edit.diff)).toEqual(['Better text', 'Original text']);
  });

  it('refuses an edit started on an older version, writing nothing', async () => {
    const id = await comment('author', 'Version one');
    expect(
      (await server.graphql(people.writer.token, EDIT, { id, body: 'Version two', v: bodyVersionOf('Version one') })).errors,
    ).toBeUndefined();
    const stale = await server.graphql(people.author.token, EDIT, { id, body: 'My late edit', v: bodyVersionOf('Version one') });
    expect(stale.errors?.[0]?.extensions?.code).toBe('UNPROCESSABLE');
    expect(stale.errors?.[0]?.message).toMatch(/Someone else edited this since you started/);
    const [row] = await server.db
      .select({ body: t.issueComments.body })
      .from(t.issueComments)
      .where(eq(t.issueComments.body, 'My late edit'));
    expect(row).toBeUndefined();
  });

  it("keeps others' comments to write and up: readers and triagers are refused, writers edit", async () => {
    const id = await comment('author', 'Theirs');
    for (const role of ['reader', 'triager'] as const) {
      const refused = await server.graphql(people[role].token, EDIT, { id, body: 'Mine now' });
      expect(refused.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toBe(
        `${people[role].user.login} does not have the correct permissions to execute \`UpdateIssueComment\``,
      );
    }
    expect((await server.graphql(people.writer.token, EDIT, { id, body: 'Fixed a typo' })).errors).toBeUndefined();
    const blank = await server.graphql(people.writer.token, EDIT, { id, body: '   ' });
    expect(blank.errors?.[0]?.message).toBe("Body can't be blank");
  });

  it('answers viewerCanUpdate, viewerCanDelete, viewerCanMinimize as each role may', async () => {
    const id = await comment('author');
    const rights: Record<string, boolean[]> = {};
    for (const [role, person] of Object.entries(people)) {
      const read = await server.graphql<{ node: { viewerCanUpdate: boolean; viewerCanDelete: boolean; viewerCanMinimize: boolean } }>(
        person.token,
        'query($id: ID!) { node(id: $id) { ... on IssueComment { viewerCanUpdate viewerCanDelete viewerCanMinimize } } }',
        { id },
      );
      const node = read.data?.node;
      rights[role] = [node?.viewerCanUpdate ?? false, node?.viewerCanDelete ?? false, node?.viewerCanMinimize ?? false];
    }
    expect(rights).toEqual({
      author: [true, true, false],
      reader: [false, false, false],
      triager: [false, false, true],
      writer: [true, true, true],
    });
  });

  it("deletes a comment: the count follows, and a moderator's deletion leaves GitHub's event", async () => {
    const own = await comment('reader', 'Mine to delete');
    const theirs = await comment('author', 'Deleted by a writer');
    const count = async () =>
      (
        await server.graphql<{ node: { comments: { totalCount: number } } }>(
          people.reader.token,
          'query($id: ID!) { node(id: $id) { ... on Issue { comments { totalCount } } } }',
          { id: toGlobalId('Issue', issue.id) },
        )
      ).data?.node.comments.totalCount ?? -1;
    const before = await count();
    const DELETE = 'mutation($id: ID!) { deleteIssueComment(input: { id: $id }) { clientMutationId } }';
    expect((await server.graphql(people.triager.token, DELETE, { id: theirs })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(people.reader.token, DELETE, { id: own })).errors).toBeUndefined();
    expect((await server.graphql(people.writer.token, DELETE, { id: theirs })).errors).toBeUndefined();
    expect(await count()).toBe(before - 2);
    const gone = await server.graphql(people.writer.token, DELETE, { id: theirs });
    expect(gone.errors?.[0]?.message).toBe(`Could not resolve to a node with the global id of '${theirs}'`);
    const timeline = await server.graphql<{
      node: { timelineItems: { nodes: { actor: { login: string }; deletedCommentAuthor: { login: string } | null }[] } };
    }>(
      people.reader.token,
      `query($id: ID!) { node(id: $id) { ... on Issue { timelineItems(first: 50, itemTypes: [COMMENT_DELETED_EVENT]) {
        nodes { ... on CommentDeletedEvent { actor { login } deletedCommentAuthor { login } } }
      } } } }`,
      { id: toGlobalId('Issue', issue.id) },
    );
    expect(timeline.data?.node.timelineItems.nodes).toEqual([
      { actor: { login: people.writer.user.login }, deletedCommentAuthor: { login: people.author.user.login } },
    ]);
  });

  it("hides a comment with GitHub's reason for triage and up, and shows it again", async () => {
    const id = await comment('reader', 'Off topic');
    const MINIMIZE =
      'mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: OFF_TOPIC }) { minimizedComment { isMinimized minimizedReason } } }';
    expect((await server.graphql(people.reader.token, MINIMIZE, { id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const hidden = await server.graphql<{ minimizeComment: { minimizedComment: { isMinimized: boolean; minimizedReason: string } } }>(
      people.triager.token,
      MINIMIZE,
      { id },
    );
    expect(hidden.data?.minimizeComment.minimizedComment).toEqual({ isMinimized: true, minimizedReason: 'off-topic' });
    const shown = await server.graphql<{
      unminimizeComment: { unminimizedComment: { isMinimized: boolean; minimizedReason: string | null } };
    }>(
      people.triager.token,
      'mutation($id: ID!) { unminimizeComment(input: { subjectId: $id }) { unminimizedComment { isMinimized minimizedReason } } }',
      { id },
    );
    expect(shown.data?.unminimizeComment.unminimizedComment).toEqual({ isMinimized: false, minimizedReason: null });
  });

  it("edits the issue's body with its history; a stale version is refused; a triager cannot edit another's body", async () => {
    const UPDATE =
      'mutation($id: ID!, $body: String!, $v: String) { updateIssue(input: { id: $id, body: $body, bodyVersion: $v }) { issue { body } } }';
    const id = toGlobalId('Issue', issue.id);
    expect((await server.graphql(people.triager.token, UPDATE, { id, body: 'Triaged' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const edited = await server.graphql(people.author.token, UPDATE, { id, body: 'Second body', v: bodyVersionOf('First body') });
    expect(edited.errors).toBeUndefined();
    const stale = await server.graphql(people.writer.token, UPDATE, { id, body: 'Lost', v: bodyVersionOf('First body') });
    expect(stale.errors?.[0]?.extensions?.code).toBe('UNPROCESSABLE');
    const read = await server.graphql<{
      node: { body: string; includesCreatedEdit: boolean; userContentEdits: { nodes: { diff: string }[] } };
    }>(
      people.reader.token,
      'query($id: ID!) { node(id: $id) { ... on Issue { body includesCreatedEdit userContentEdits(first: 5) { nodes { diff } } } } }',
      {
        id,
      },
    );
    expect(read.data?.node).toEqual({
      body: 'Second body',
      includesCreatedEdit: true,
      userContentEdits: { nodes: [{ diff: 'Second body' }, { diff: 'First body' }] },
    });
  });

  it('ticks a task of a comment and of the body for whoever may edit them; a stale tick is refused', async () => {
    const TICK = `mutation($id: ID!, $i: Int!, $c: Boolean!, $v: String!) {
      updateTaskListItem(input: { subjectId: $id, index: $i, checked: $c, bodyVersion: $v }) {
        subject { ... on IssueComment { body } ... on Issue { body } }
      }
    }`;
    const text = '- [ ] one\n- [ ] two\n\n```\n- [ ] not a task\n```';
    const id = await comment('author', text);
    const ticked = await server.graphql<{ updateTaskListItem: { subject: { body: string } } }>(people.author.token, TICK, {
      id,
      i: 1,
      c: true,
      v: bodyVersionOf(text),
    });
    expect(ticked.errors).toBeUndefined();
    expect(ticked.data?.updateTaskListItem.subject.body).toBe(text.replace('- [ ] two', '- [x] two'));
    const stale = await server.graphql(people.writer.token, TICK, { id, i: 0, c: true, v: bodyVersionOf(text) });
    expect(stale.errors?.[0]?.extensions?.code).toBe('UNPROCESSABLE');
    const reader = await server.graphql(people.reader.token, TICK, {
      id,
      i: 0,
      c: true,
      v: bodyVersionOf(ticked.data?.updateTaskListItem.subject.body ?? ''),
    });
    expect(reader.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await server.graphql(people.author.token, TICK, {
      id,
      i: 2,
      c: true,
      v: bodyVersionOf(ticked.data?.updateTaskListItem.subject.body ?? ''),
    });
    expect(missing.errors?.[0]?.message).toBe('There is no task list item 3 in this text.');

    const issueText = '- [x] done\n- [ ] open';
    const own = await buildIssue(server.db, repo, people.author.user, { body: issueText });
    const body = await server.graphql<{ updateTaskListItem: { subject: { body: string } } }>(people.author.token, TICK, {
      id: toGlobalId('Issue', own.id),
      i: 0,
      c: false,
      v: bodyVersionOf(issueText),
    });
    expect(body.data?.updateTaskListItem.subject.body).toBe('- [ ] done\n- [ ] open');
  });
});
