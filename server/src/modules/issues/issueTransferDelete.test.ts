import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { buildIssue, buildLabel, buildMilestone, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

/**
 * Transferring and deleting issues (administrators), and following them: a transferred issue takes
 * the target's next number with its labels and milestone matched by name, and its old address
 * answers it where it lives now; a deleted one leaves its number taken and reads as deleted.
 * Subscriptions and participants come along.
 */
describe('transfer, delete and subscribe', () => {
  let server: TestServer;
  let org: AccountRow;
  let admin: { user: AccountRow; token: string };
  let writer: { user: AccountRow; token: string };
  let source: RepositoryRow;
  let target: RepositoryRow;
  let publicRepo: RepositoryRow;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server;
    org = await buildOrg(db);
    source = await buildRepo(db, org, { visibility: 'private' });
    target = await buildRepo(db, org, { visibility: 'private' });
    publicRepo = await buildRepo(db, org, { visibility: 'public' });
    const adminUser = await buildUser(db);
    const writerUser = await buildUser(db);
    for (const repo of [source, target, publicRepo]) {
      await grant(db, repo, adminUser, 'admin');
      await grant(db, repo, writerUser, 'write');
    }
    admin = { user: adminUser, token: await buildToken(db, adminUser) };
    writer = { user: writerUser, token: await buildToken(db, writerUser) };
  });

  afterAll(async () => {
    await server?.close();
  });

  const TRANSFER = `mutation($id: ID!, $r: ID!, $create: Boolean) {
    transferIssue(input: { issueId: $id, repositoryId: $r, createLabelsIfMissing: $create }) {
      issue { number repository { nameWithOwner } labels(first: 10) { nodes { name } } milestone { title } }
    }
  }`;
  const nameWithOwner = (repo: RepositoryRow) => `${org.login}/${repo.name}`;

  it('moves the issue to the next number of the target, matching labels and milestone by name', async () => {
    const { db } = server;
    const shared = await buildLabel(db, source, { name: 'bug' });
    await buildLabel(db, target, { name: 'Bug' });
    const lonely = await buildLabel(db, source, { name: 'only-here' });
    const milestone = await buildMilestone(db, source, { title: 'v1.0' });
    await buildMilestone(db, target, { title: 'V1.0' });
    await buildIssue(db, target, admin.user);
    const issue = await buildIssue(db, source, writer.user, { labels: [shared, lonely], milestoneId: milestone.id });

    const refused = await server.graphql(writer.token, TRANSFER, {
      id: toGlobalId('Issue', issue.id),
      r: toGlobalId('Repository', target.id),
    });
    expect(refused.errors?.[0]?.message).toBe(`${writer.user.login} does not have the correct permissions to execute \`TransferIssue\``);

    const moved = await server.graphql<{
      transferIssue: {
        issue: {
          number: number;
          repository: { nameWithOwner: string };
          labels: { nodes: { name: string }[] };
          milestone: { title: string };
        };
      };
    }>(admin.token, TRANSFER, { id: toGlobalId('Issue', issue.id), r: toGlobalId('Repository', target.id) });
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.transferIssue.issue).toEqual({
      number: 2,
      repository: { nameWithOwner: nameWithOwner(target) },
      labels: { nodes: [{ name: 'Bug' }] },
      milestone: { title: 'V1.0' },
    });

    // The old address answers the issue where it lives now, with the event that says where it came from.
    const old = await server.graphql<{
      repository: {
        issue: {
          number: number;
          repository: { nameWithOwner: string };
          timelineItems: { nodes: { fromRepository: { nameWithOwner: string } }[] };
        };
        deletedIssue: null;
      };
    }>(
      writer.token,
      `query($owner: String!, $name: String!, $n: Int!) { repository(owner: $owner, name: $name) {
        issue(number: $n) { number repository { nameWithOwner }
          timelineItems(first: 5, itemTypes: [TRANSFERRED_EVENT]) { nodes { ... on TransferredEvent { fromRepository { nameWithOwner } } } } }
        deletedIssue(number: $n) { number }
      } }`,
      { owner: org.login, name: source.name, n: issue.number },
    );
    expect(old.data?.repository).toEqual({
      issue: {
        number: 2,
        repository: { nameWithOwner: nameWithOwner(target) },
        timelineItems: { nodes: [{ fromRepository: { nameWithOwner: nameWithOwner(source) } }] },
      },
      deletedIssue: null,
    });
  });

  it('creates the labels the target lacks when asked', async () => {
    const { db } = server;
    const label = await buildLabel(db, source, { name: 'needs-design', color: '0e8a16', description: 'Design first' });
    const issue = await buildIssue(db, source, admin.user, { labels: [label] });
    const moved = await server.graphql<{ transferIssue: { issue: { labels: { nodes: { name: string }[] } } } }>(admin.token, TRANSFER, {
      id: toGlobalId('Issue', issue.id),
      r: toGlobalId('Repository', target.id),
      create: true,
    });
    expect(moved.data?.transferIssue.issue.labels.nodes).toEqual([{ name: 'needs-design' }]);
  });

  it("refuses GitHub's impossible transfers: to a public repository from a private one, and to another owner", async () => {
    const { db } = server;
    const issue = await buildIssue(db, source, admin.user);
    const toPublic = await server.graphql(admin.token, TRANSFER, {
      id: toGlobalId('Issue', issue.id),
      r: toGlobalId('Repository', publicRepo.id),
    });
    expect(toPublic.errors?.[0]?.message).toBe("Issues can't be transferred from a private repository to a public repository.");
    const elsewhere = await buildRepo(db, admin.user, { visibility: 'private' });
    const toOther = await server.graphql(admin.token, TRANSFER, {
      id: toGlobalId('Issue', issue.id),
      r: toGlobalId('Repository', elsewhere.id),
    });
    expect(toOther.errors?.[0]?.message).toBe('Issues can only be transferred to a repository of the same owner.');
  });

  it('deletes an issue for administrators only; its number stays taken and reads as deleted', async () => {
    const { db } = server;
    const issue: IssueRow = await buildIssue(db, source, writer.user);
    await db.insert(t.issueComments).values({ issueId: issue.id, authorId: writer.user.id, body: 'Soon gone' });
    const DELETE = 'mutation($id: ID!) { deleteIssue(input: { issueId: $id }) { repository { nameWithOwner } } }';
    const refused = await server.graphql(writer.token, DELETE, { id: toGlobalId('Issue', issue.id) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await server.graphql<{ deleteIssue: { repository: { nameWithOwner: string } } }>(admin.token, DELETE, {
      id: toGlobalId('Issue', issue.id),
    });
    expect(deleted.data?.deleteIssue.repository.nameWithOwner).toBe(nameWithOwner(source));
    const read = await server.graphql<{ repository: { issue: null; deletedIssue: { number: number; deletedAt: string } | null } }>(
      writer.token,
      'query($owner: String!, $name: String!, $n: Int!) { repository(owner: $owner, name: $name) { issue(number: $n) { id } deletedIssue(number: $n) { number deletedAt } } }',
      { owner: org.login, name: source.name, n: issue.number },
    );
    expect(read.data?.repository.issue).toBeNull();
    expect(read.data?.repository.deletedIssue?.number).toBe(issue.number);
    const next = await buildIssue(db, source, writer.user);
    expect(next.number).toBeGreaterThan(issue.number);
  });

  it('subscribes and unsubscribes the viewer, and lists the participants in order', async () => {
    const { db } = server;
    const issue = await buildIssue(db, source, writer.user);
    await db.insert(t.issueComments).values({ issueId: issue.id, authorId: admin.user.id, body: 'Me too' });
    const id = toGlobalId('Issue', issue.id);
    const READ =
      'query($id: ID!) { node(id: $id) { ... on Issue { viewerCanSubscribe viewerSubscription participants(first: 10) { nodes { login } } } } }';
    const before = await server.graphql<{
      node: { viewerCanSubscribe: boolean; viewerSubscription: string; participants: { nodes: { login: string }[] } };
    }>(admin.token, READ, { id });
    expect(before.data?.node).toEqual({
      viewerCanSubscribe: true,
      viewerSubscription: 'UNSUBSCRIBED',
      participants: { nodes: [{ login: writer.user.login }, { login: admin.user.login }] },
    });
    const SET =
      'mutation($id: ID!, $s: SubscriptionState!) { updateSubscription(input: { subscribableId: $id, state: $s }) { subscribable { viewerSubscription } } }';
    const subscribed = await server.graphql<{ updateSubscription: { subscribable: { viewerSubscription: string } } }>(admin.token, SET, {
      id,
      s: 'SUBSCRIBED',
    });
    expect(subscribed.data?.updateSubscription.subscribable.viewerSubscription).toBe('SUBSCRIBED');
    const unsubscribed = await server.graphql<{ updateSubscription: { subscribable: { viewerSubscription: string } } }>(admin.token, SET, {
      id,
      s: 'UNSUBSCRIBED',
    });
    expect(unsubscribed.data?.updateSubscription.subscribable.viewerSubscription).toBe('UNSUBSCRIBED');
  });
});
