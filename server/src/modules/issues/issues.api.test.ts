import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import {
  addMember,
  buildIssue,
  buildLabel,
  buildMilestone,
  buildOrg,
  buildRepo,
  buildToken,
  buildUser,
  grant,
} from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { op } from '../../../testing/operations.ts';

describe('issues API (GitHub names)', () => {
  let server: TestServer;
  let owner: AccountRow;
  let reader: AccountRow;
  let outsider: AccountRow;
  let repo: RepositoryRow;
  let secret: RepositoryRow;
  let org: AccountRow;
  let ownerToken: string;
  let readerToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    owner = await buildUser(db, { login: 'octocat' });
    reader = await buildUser(db, { login: 'reader' });
    outsider = await buildUser(db, { login: 'outsider' });
    org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, owner, 'admin');
    repo = await buildRepo(db, org, { name: 'widgets' });
    secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    await grant(db, repo, reader, 'read');
    ownerToken = await buildToken(db, owner);
    readerToken = await buildToken(db, reader);
    outsiderToken = await buildToken(db, outsider);
  });
  afterAll(() => server.close());

  it('lists open issues with labels and assignees, newest first', async () => {
    const bug = await buildLabel(server.db, repo, { name: 'bug' });
    await buildIssue(server.db, repo, owner, { title: 'Old', labels: [bug], assignees: [reader] });
    await buildIssue(server.db, repo, owner, { title: 'Closed', state: 'closed', stateReason: 'completed' });
    await buildIssue(server.db, repo, owner, { title: 'New', createdAt: new Date(Date.now() + 1000) });
    const result = await server.graphql<{
      repository: {
        issues: {
          totalCount: number;
          nodes: { title: string; labels: { nodes: { name: string }[] }; assignees: { nodes: { login: string }[] } }[];
        };
      };
    }>(readerToken, op('RepositoryOpenIssues'), { owner: 'ACME', name: 'widgets' });
    expect(result.errors).toBeUndefined();
    const issues = result.data?.repository.issues;
    expect(issues?.totalCount).toBe(2);
    expect(issues?.nodes.map((n) => n.title)).toEqual(['New', 'Old']);
    expect(issues?.nodes[1]?.labels.nodes.map((l) => l.name)).toEqual(['bug']);
    expect(issues?.nodes[1]?.assignees.nodes.map((a) => a.login)).toEqual(['reader']);
  });

  it('answers null for a private repository the viewer cannot read, and for missing ones', async () => {
    const hidden = await server.graphql<{ repository: unknown }>(outsiderToken, op('RepositoryLabels'), { owner: 'acme', name: 'secret' });
    expect(hidden.data?.repository).toBeNull();
    const missing = await server.graphql<{ repository: unknown }>(ownerToken, op('RepositoryLabels'), { owner: 'acme', name: 'nope' });
    expect(missing.data?.repository).toBeNull();
    const visible = await server.graphql<{ repository: { id: string } }>(ownerToken, op('RepositoryLabels'), {
      owner: 'acme',
      name: 'secret',
    });
    expect(visible.data?.repository.id).toMatch(/^R_/);
    void secret;
  });

  it('creates an issue with labels, numbered in the shared sequence, then closes it as not planned', async () => {
    const label = await buildLabel(server.db, repo, { name: 'enhancement' });
    const meta = await server.graphql<{ repository: { id: string; labels: { nodes: { id: string; name: string }[] } } }>(
      ownerToken,
      op('RepositoryLabels'),
      { owner: 'acme', name: 'widgets' },
    );
    const labelId = meta.data?.repository.labels.nodes.find((l) => l.name === label.name)?.id;
    const created = await server.graphql<{ createIssue: { issue: { id: string; number: number; labels: { nodes: { name: string }[] } } } }>(
      ownerToken,
      op('CreateIssue'),
      {
        input: { repositoryId: meta.data?.repository.id, title: '  Add dark mode  ', body: 'Please @reader', labelIds: [labelId] },
      },
    );
    expect(created.errors).toBeUndefined();
    const issue = created.data?.createIssue.issue;
    expect(issue?.number).toBe(4);
    expect(issue?.labels.nodes.map((l) => l.name)).toEqual(['enhancement']);
    const closed = await server.graphql<{ closeIssue: { issue: { state: string; stateReason: string; closed: boolean } } }>(
      ownerToken,
      op('CloseIssue'),
      {
        issueId: issue?.id,
        stateReason: 'NOT_PLANNED',
      },
    );
    expect(closed.data?.closeIssue.issue).toMatchObject({ state: 'CLOSED', stateReason: 'NOT_PLANNED', closed: true });
    const reopened = await server.graphql<{ reopenIssue: { issue: { state: string; stateReason: string } } }>(
      ownerToken,
      op('ReopenIssue'),
      { issueId: issue?.id },
    );
    expect(reopened.data?.reopenIssue.issue).toMatchObject({ state: 'OPEN', stateReason: 'REOPENED' });
    const mentions = await server.db.select().from(t.issueMentions).where(eq(t.issueMentions.userId, reader.id));
    expect(mentions).toHaveLength(1);
  });

  it('closes as a duplicate with the canonical issue', async () => {
    const canonical = await buildIssue(server.db, repo, owner, { title: 'Canonical' });
    const dupe = await buildIssue(server.db, repo, owner, { title: 'Dupe' });
    const ids = await server.graphql<{ nodes: { id: string; number: number }[] }>(ownerToken, op('NodeLookup'), { ids: [] });
    expect(ids.data?.nodes).toEqual([]);
    const { toGlobalId } = await import('../../domain/ids.ts');
    const result = await server.graphql<{ closeIssue: { issue: { stateReason: string; duplicateOf: { number: number } } } }>(
      ownerToken,
      op('CloseIssue'),
      {
        issueId: toGlobalId('Issue', dupe.id),
        duplicateIssueId: toGlobalId('Issue', canonical.id),
      },
    );
    expect(result.data?.closeIssue.issue).toEqual(
      expect.objectContaining({ stateReason: 'DUPLICATE', duplicateOf: { number: canonical.number } }),
    );
  });

  it('refuses writes the viewer may not make and changes nothing', async () => {
    const { toGlobalId } = await import('../../domain/ids.ts');
    const issue = await buildIssue(server.db, repo, owner, { title: 'Protected' });
    const label = await buildLabel(server.db, repo);
    const denied = await server.graphql(readerToken, op('AddLabels'), {
      labelableId: toGlobalId('Issue', issue.id),
      labelIds: [toGlobalId('Label', label.id)],
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const closeDenied = await server.graphql(readerToken, op('CloseIssue'), { issueId: toGlobalId('Issue', issue.id) });
    expect(closeDenied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const hidden = await server.graphql(outsiderToken, op('CloseIssue'), {
      issueId: toGlobalId('Issue', (await buildIssue(server.db, secret, owner)).id),
    });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [row] = await server.db.select().from(t.issues).where(eq(t.issues.id, issue.id));
    expect(row?.state).toBe('open');
    expect(await server.db.select().from(t.issueLabels).where(eq(t.issueLabels.issueId, issue.id))).toHaveLength(0);
  });

  it('rolls back a whole createIssue when one label id is bad', async () => {
    const { toGlobalId } = await import('../../domain/ids.ts');
    const before = await server.db.select().from(t.issues).where(eq(t.issues.repoId, repo.id));
    const other = await buildRepo(server.db, org);
    const foreignLabel = await buildLabel(server.db, other);
    const result = await server.graphql(ownerToken, op('CreateIssue'), {
      input: { repositoryId: toGlobalId('Repository', repo.id), title: 'x', labelIds: [toGlobalId('Label', foreignLabel.id)] },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await server.db.select().from(t.issues).where(eq(t.issues.repoId, repo.id))).toHaveLength(before.length);
  });

  it('manages labels, assignees, comments, reactions, pins, sub-issues, blocked-by and milestones', async () => {
    const { toGlobalId } = await import('../../domain/ids.ts');
    const gql = <T>(name: string, variables: Record<string, unknown>) => server.graphql<T>(ownerToken, op(name), variables);
    const parent = await buildIssue(server.db, repo, owner, { title: 'Parent' });
    const child = await buildIssue(server.db, repo, owner, { title: 'Child' });
    const pid = toGlobalId('Issue', parent.id);
    const cid = toGlobalId('Issue', child.id);

    const label = await gql<{ createLabel: { label: { id: string; color: string } } }>('CreateLabel', {
      repositoryId: toGlobalId('Repository', repo.id),
      name: 'needs triage',
      color: '#ABC',
    });
    expect(label.data?.createLabel.label.color).toBe('aabbcc');
    const dupLabel = await gql('CreateLabel', { repositoryId: toGlobalId('Repository', repo.id), name: 'Needs Triage', color: 'ffffff' });
    expect(dupLabel.errors?.[0]?.message).toBe('Name has already been taken');
    const badColor = await gql('CreateLabel', { repositoryId: toGlobalId('Repository', repo.id), name: 'x', color: 'zzz' });
    expect(badColor.errors?.[0]?.message).toBe('Color is invalid');
    await gql('AddLabels', { labelableId: pid, labelIds: [label.data?.createLabel.label.id] });
    await gql('AddAssignees', { assignableId: pid, assigneeIds: [toGlobalId('User', reader.id)] });
    const comment = await gql<{ addComment: { commentEdge: { node: { bodyHTML: string } } } }>('AddComment', {
      subjectId: pid,
      body: 'Hi <script>alert(1)</script> **there**',
    });
    expect(comment.data?.addComment.commentEdge.node.bodyHTML).toContain('<strong>there</strong>');
    expect(comment.data?.addComment.commentEdge.node.bodyHTML).not.toContain('<script');
    await gql('AddReaction', { subjectId: pid, content: 'ROCKET' });
    await gql('PinIssue', { issueId: pid });
    const sub = await gql<{ addSubIssue: { issue: { subIssuesSummary: { total: number } }; subIssue: { parent: { number: number } } } }>(
      'AddSubIssue',
      { issueId: pid, subIssueId: cid },
    );
    expect(sub.data?.addSubIssue.issue.subIssuesSummary.total).toBe(1);
    const cycle = await gql('AddSubIssue', { issueId: cid, subIssueId: pid });
    expect(cycle.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const blocked = await gql<{ addBlockedBy: { issue: { issueDependenciesSummary: { blockedBy: number } } } }>('AddBlockedBy', {
      issueId: pid,
      blockingIssueId: cid,
    });
    expect(blocked.data?.addBlockedBy.issue.issueDependenciesSummary.blockedBy).toBe(1);
    const milestone = await buildMilestone(server.db, repo, { title: 'v1.0' });
    await gql('UpdateIssue', { id: pid, title: 'Parent (renamed)', milestoneId: toGlobalId('Milestone', milestone.id) });

    const details = await gql<{ repository: { issue: Record<string, unknown> } }>('IssueDetails', {
      owner: 'acme',
      name: 'widgets',
      number: parent.number,
    });
    expect(details.errors).toBeUndefined();
    const issue = details.data?.repository.issue as {
      title: string;
      isPinned: boolean;
      milestone: { title: string };
      comments: { totalCount: number };
      reactionGroups: { content: string; viewerHasReacted: boolean; reactors: { totalCount: number } }[];
      labels: { nodes: { name: string }[] };
      assignees: { nodes: { login: string }[] };
    };
    expect(issue.title).toBe('Parent (renamed)');
    expect(issue.isPinned).toBe(true);
    expect(issue.milestone.title).toBe('v1.0');
    expect(issue.comments.totalCount).toBe(1);
    expect(issue.reactionGroups.find((g) => g.content === 'ROCKET')).toEqual({
      content: 'ROCKET',
      viewerHasReacted: true,
      reactors: { totalCount: 1 },
    });
    expect(issue.reactionGroups).toHaveLength(8);
    expect(issue.labels.nodes.map((l) => l.name)).toEqual(['needs triage']);
    expect(issue.assignees.nodes.map((a) => a.login)).toEqual(['reader']);

    await gql('UnpinIssue', { issueId: pid });
    await gql('RemoveSubIssue', { issueId: pid, subIssueId: cid });
    await gql('RemoveBlockedBy', { issueId: pid, blockingIssueId: cid });
    await gql('RemoveReaction', { subjectId: pid, content: 'ROCKET' });
    await gql('RemoveAssignees', { assignableId: pid, assigneeIds: [toGlobalId('User', reader.id)] });
    const after = await gql<{
      repository: {
        issue: {
          isPinned: boolean;
          subIssuesSummary: { total: number };
          issueDependenciesSummary: { blockedBy: number };
          assignees: { nodes: unknown[] };
        };
      };
    }>('IssueDetails', {
      owner: 'acme',
      name: 'widgets',
      number: parent.number,
    });
    expect(after.data?.repository.issue).toMatchObject({
      isPinned: false,
      subIssuesSummary: { total: 0 },
      issueDependenciesSummary: { blockedBy: 0 },
      assignees: { nodes: [] },
    });
  });

  it('renames, recolours and deletes a label; a deleted label leaves every issue', async () => {
    const { toGlobalId } = await import('../../domain/ids.ts');
    const label = await buildLabel(server.db, repo, { name: 'wip' });
    const issue = await buildIssue(server.db, repo, owner, { labels: [label] });
    const updated = await server.graphql<{ updateLabel: { label: { name: string; color: string } } }>(ownerToken, op('UpdateLabel'), {
      id: toGlobalId('Label', label.id),
      name: 'in progress',
      color: '0E8A16',
    });
    expect(updated.data?.updateLabel.label).toEqual({ name: 'in progress', color: '0e8a16' });
    const denied = await server.graphql(readerToken, op('DeleteLabel'), { id: toGlobalId('Label', label.id) });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await server.graphql(ownerToken, op('DeleteLabel'), { id: toGlobalId('Label', label.id) });
    expect(deleted.errors).toBeUndefined();
    expect(await server.db.select().from(t.issueLabels).where(eq(t.issueLabels.issueId, issue.id))).toHaveLength(0);
  });

  it('creates issue types and projects and sets them on issues', async () => {
    const { toGlobalId } = await import('../../domain/ids.ts');
    const gql = <T>(name: string, variables: Record<string, unknown>) => server.graphql<T>(ownerToken, op(name), variables);
    const type = await gql<{ createIssueType: { issueType: { id: string; name: string } } }>('CreateIssueType', {
      ownerId: toGlobalId('Organization', org.id),
      name: 'Bug',
      color: 'RED',
    });
    expect(type.data?.createIssueType.issueType.name).toBe('Bug');
    const issue = await buildIssue(server.db, repo, owner);
    const typed = await gql<{ updateIssueIssueType: { issue: { issueType: { name: string } } } }>('UpdateIssueIssueType', {
      issueId: toGlobalId('Issue', issue.id),
      issueTypeId: type.data?.createIssueType.issueType.id,
    });
    expect(typed.data?.updateIssueIssueType.issue.issueType.name).toBe('Bug');
    const project = await gql<{ createProjectV2: { projectV2: { id: string; number: number } } }>('CreateProjectV2', {
      ownerId: toGlobalId('Organization', org.id),
      title: 'Roadmap',
    });
    expect(project.data?.createProjectV2.projectV2.number).toBe(1);
    const item = await gql<{ addProjectV2ItemById: { item: { content: { number: number } } } }>('AddProjectV2ItemById', {
      projectId: project.data?.createProjectV2.projectV2.id,
      contentId: toGlobalId('Issue', issue.id),
    });
    expect(item.data?.addProjectV2ItemById.item.content.number).toBe(issue.number);
    const denied = await server.graphql(readerToken, op('CreateIssueType'), { ownerId: toGlobalId('Organization', org.id), name: 'Nope' });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("lists the viewer's repositories by affiliation, only those it can read", async () => {
    type Result = { viewer: { repositories: { totalCount: number; nodes: { nameWithOwner: string; isPrivate: boolean }[] } } };
    const forOwner = await server.graphql<Result>(ownerToken, op('ViewerRepositories'));
    expect(forOwner.errors).toBeUndefined();
    const ownerNames = forOwner.data?.viewer.repositories.nodes.map((r) => r.nameWithOwner) ?? [];
    expect(ownerNames).toContain('acme/secret');
    expect(ownerNames).toContain('acme/widgets');
    const forReader = await server.graphql<Result>(readerToken, op('ViewerRepositories'));
    expect(forReader.data?.viewer.repositories.nodes.map((r) => r.nameWithOwner)).toEqual(['acme/widgets']);
    const forOutsider = await server.graphql<Result>(outsiderToken, op('ViewerRepositories'));
    expect(forOutsider.data?.viewer.repositories.totalCount).toBe(0);
  });

  it('answers malformed queries with errors that carry extensions.code', async () => {
    const syntax = await server.graphql(ownerToken, '{ viewer { login ');
    expect(syntax.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknown = await server.graphql(ownerToken, '{ viewer { nope } }');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const counted = await server.graphql<{ repository: { issues: { totalCount: number } } }>(
      ownerToken,
      '{ repository(owner: "acme", name: "widgets") { issues { totalCount } } }',
    );
    expect(counted.data?.repository.issues.totalCount).toBeGreaterThan(0);
    const unpaginated = await server.graphql(ownerToken, '{ repository(owner: "acme", name: "widgets") { issues { nodes { id } } } }');
    expect(unpaginated.errors?.[0]?.message).toBe(
      'You must provide a `first` or `last` value to properly paginate the `issues` connection.',
    );
    expect(unpaginated.errors?.[0]?.extensions?.code).toBe('MISSING_PAGINATION_BOUNDARIES');
  });
});
