import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
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

const START = `mutation($input: UpdateIssuesBulkInput!) { updateIssuesBulk(input: $input) { clientMutationId jobId } }`;
const STATUS = `query($id: ID!) { jobStatus(jobId: $id) { jobId state percentage updatedAt executionErrors { message nodeId } } }`;

interface JobStatus {
  jobId: string;
  state: string;
  percentage: number;
  updatedAt: string;
  executionErrors: { message: string; nodeId: string }[];
}

const gid = (issue: IssueRow) => toGlobalId('Issue', issue.id);
const ids = (issues: IssueRow[]) => issues.map((issue) => issue.id);

/** Polls `jobStatus` until the job is over. */
export async function waitForJob(server: TestServer, token: string, jobId: string): Promise<JobStatus> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const result = await server.graphql<{ jobStatus: JobStatus | null }>(token, STATUS, { id: jobId });
    const status = result.data?.jobStatus;
    if (status && (status.state === 'SUCCESS' || status.state === 'ERROR')) return status;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish: ${JSON.stringify(result)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`bulk updates (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let server: TestServer;
  let owner: AccountRow;
  let triager: AccountRow;
  let reader: AccountRow;
  let repo: RepositoryRow;
  let ownerToken: string;
  let triagerToken: string;
  let readerToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    owner = await buildUser(db);
    triager = await buildUser(db);
    reader = await buildUser(db);
    repo = await buildRepo(db, owner);
    await grant(db, repo, triager, 'triage');
    await grant(db, repo, reader, 'read');
    [ownerToken, triagerToken, readerToken] = await Promise.all([buildToken(db, owner), buildToken(db, triager), buildToken(db, reader)]);
  });
  afterAll(async () => {
    await server.close();
  });

  async function start(token: string, input: Record<string, unknown>): Promise<string> {
    const result = await server.graphql<{ updateIssuesBulk: { jobId: string; clientMutationId: string | null } }>(token, START, { input });
    expect(result.errors).toBeUndefined();
    const jobId = result.data?.updateIssuesBulk.jobId;
    if (!jobId) throw new Error('no job id');
    return jobId;
  }

  async function run(token: string, input: Record<string, unknown>): Promise<JobStatus> {
    return waitForJob(server, token, await start(token, input));
  }

  async function events(issues: IssueRow[], event: string) {
    return server.db
      .select()
      .from(t.timelineEvents)
      .where(and(inArray(t.timelineEvents.issueId, ids(issues)), eq(t.timelineEvents.event, event)));
  }

  async function refreshed(issues: IssueRow[]) {
    const rows = await server.db
      .select()
      .from(t.issues)
      .where(inArray(t.issues.id, ids(issues)));
    return issues.map((issue) => rows.find((row) => row.id === issue.id));
  }

  it('closes issues as not planned and reopens them, one timeline event per issue and change', async () => {
    const issues = await Promise.all([1, 2, 3].map(() => buildIssue(server.db, repo, owner)));
    const result = await server.graphql<{ updateIssuesBulk: { jobId: string; clientMutationId: string } }>(ownerToken, START, {
      input: { ids: issues.map(gid), state: 'CLOSED', stateReason: 'NOT_PLANNED', clientMutationId: 'close-1' },
    });
    expect(result.data?.updateIssuesBulk.clientMutationId).toBe('close-1');
    const status = await waitForJob(server, ownerToken, result.data?.updateIssuesBulk.jobId ?? '');
    expect(status).toMatchObject({ state: 'SUCCESS', percentage: 100, executionErrors: [] });
    expect((await refreshed(issues)).map((row) => [row?.state, row?.stateReason])).toEqual(issues.map(() => ['closed', 'not_planned']));
    expect(await events(issues, 'closed')).toHaveLength(3);

    expect(await run(ownerToken, { ids: issues.map(gid), state: 'OPEN' })).toMatchObject({ state: 'SUCCESS', executionErrors: [] });
    expect((await refreshed(issues)).map((row) => row?.state)).toEqual(['open', 'open', 'open']);
    expect(await events(issues, 'reopened')).toHaveLength(3);
  });

  it('closes as duplicate and completed (the default reason)', async () => {
    const [first, second] = await Promise.all([1, 2].map(() => buildIssue(server.db, repo, owner)));
    if (!first || !second) throw new Error('issues');
    await run(ownerToken, { ids: [gid(first)], state: 'CLOSED', stateReason: 'DUPLICATE' });
    await run(ownerToken, { ids: [gid(second)], state: 'CLOSED' });
    expect((await refreshed([first, second])).map((row) => row?.stateReason)).toEqual(['duplicate', 'completed']);
  });

  it('applies and removes labels, and reports labels of another repository per issue', async () => {
    const bug = await buildLabel(server.db, repo, { name: 'bug' });
    const docs = await buildLabel(server.db, repo, { name: 'docs' });
    const otherRepo = await buildRepo(server.db, owner);
    const foreign = await buildLabel(server.db, otherRepo, { name: 'foreign' });
    const issues = await Promise.all([1, 2].map(() => buildIssue(server.db, repo, owner, { labels: [docs] })));
    const status = await run(triagerToken, {
      ids: issues.map(gid),
      applyLabelIds: [toGlobalId('Label', bug.id)],
      removeLabelIds: [toGlobalId('Label', docs.id)],
      allowLabelCreation: false,
    });
    expect(status).toMatchObject({ state: 'SUCCESS', executionErrors: [] });
    const labels = await server.db
      .select()
      .from(t.issueLabels)
      .where(inArray(t.issueLabels.issueId, ids(issues)));
    expect(labels.map((row) => row.labelId)).toEqual([bug.id, bug.id]);
    expect(await events(issues, 'labeled')).toHaveLength(2);
    expect(await events(issues, 'unlabeled')).toHaveLength(2);

    const failed = await run(triagerToken, { ids: issues.map(gid), applyLabelIds: [toGlobalId('Label', foreign.id)] });
    expect(failed.state).toBe('SUCCESS');
    expect(failed.executionErrors).toEqual(
      issues.map((issue) => ({ nodeId: gid(issue), message: expect.stringContaining('does not belong to') as string })),
    );
  });

  it('refuses label creation and contradictory or empty changes as a whole', async () => {
    const issue = await buildIssue(server.db, repo, owner);
    const label = await buildLabel(server.db, repo);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ids: [gid(issue)], applyLabelIds: [toGlobalId('Label', label.id)], allowLabelCreation: true }, /cannot create labels/],
      [{ ids: [gid(issue)] }, /Nothing to change/],
      [{ ids: [], state: 'CLOSED' }, /at least one issue/],
      [{ ids: [gid(issue)], stateReason: 'NOT_PLANNED' }, /needs a state/],
      [{ ids: [gid(issue)], state: 'CLOSED', stateReason: 'REOPENED' }, /REOPENED/],
      [
        { ids: [gid(issue)], applyLabelIds: [toGlobalId('Label', label.id)], removeLabelIds: [toGlobalId('Label', label.id)] },
        /both applied and removed/,
      ],
      [{ ids: [gid(issue)], milestoneId: toGlobalId('Milestone', 1), clearMilestone: true }, /either a milestone/],
      [{ ids: Array.from({ length: 1001 }, (_, index) => toGlobalId('Issue', index + 1)), state: 'CLOSED' }, /at most 1,000 issues/],
    ];
    for (const [input, message] of cases) {
      const result = await server.graphql(ownerToken, START, { input });
      expect(result.errors?.[0]?.message, JSON.stringify(input).slice(0, 80)).toMatch(message);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const jobs = await server.db.select().from(t.bulkJobs).where(eq(t.bulkJobs.userId, owner.id));
    expect(jobs.every((job) => job.state === 'success')).toBe(true);
  });

  it('refuses pull requests, unknown and unreadable issues before making a job', async () => {
    const pull = await buildIssue(server.db, repo, owner, { kind: 'pull_request' });
    const hidden = await buildRepo(server.db, owner, { visibility: 'private' });
    const secret = await buildIssue(server.db, hidden, owner);
    const asPull = await server.graphql(ownerToken, START, { input: { ids: [toGlobalId('PullRequest', pull.id)], state: 'CLOSED' } });
    expect(asPull.errors?.[0]?.message).toMatch(/issues only/);
    const unreadable = await server.graphql(triagerToken, START, { input: { ids: [gid(secret)], state: 'CLOSED' } });
    expect(unreadable.errors?.[0]?.message).toBe(`Could not resolve to a node with the global id of '${gid(secret)}'`);
    expect((await refreshed([secret]))[0]?.state).toBe('open');
  });

  it('checks rights per issue: a reader closes only the issues they opened', async () => {
    const mine = await buildIssue(server.db, repo, reader);
    const theirs = await Promise.all([1, 2].map(() => buildIssue(server.db, repo, owner)));
    const status = await run(readerToken, { ids: [gid(mine), ...theirs.map(gid)], state: 'CLOSED' });
    expect(status.state).toBe('SUCCESS');
    expect(status.executionErrors).toEqual(
      theirs.map((issue) => ({ nodeId: gid(issue), message: expect.stringContaining('You do not have permission to change') as string })),
    );
    expect((await refreshed([mine, ...theirs])).map((row) => row?.state)).toEqual(['closed', 'open', 'open']);
    expect(await events(theirs, 'closed')).toHaveLength(0);

    // Labels need triage, even on one's own issue.
    const label = await buildLabel(server.db, repo);
    const labelled = await run(readerToken, { ids: [gid(mine)], applyLabelIds: [toGlobalId('Label', label.id)] });
    expect(labelled.executionErrors).toHaveLength(1);
    expect(await server.db.select().from(t.issueLabels).where(eq(t.issueLabels.issueId, mine.id))).toEqual([]);
  });

  it('changes nothing in an archived repository', async () => {
    const archived = await buildRepo(server.db, owner);
    const issues = await Promise.all([1, 2].map(() => buildIssue(server.db, archived, owner)));
    await server.db.update(t.repositories).set({ isArchived: true }).where(eq(t.repositories.id, archived.id));
    const status = await run(ownerToken, { ids: issues.map(gid), state: 'CLOSED' });
    expect(status.executionErrors.map((error) => error.message)).toEqual(
      issues.map(() => expect.stringContaining('is archived') as string),
    );
    expect((await refreshed(issues)).map((row) => row?.state)).toEqual(['open', 'open']);
  });

  it('assigns and unassigns people, at most 10 per issue', async () => {
    const people = await Promise.all(Array.from({ length: 11 }, () => buildUser(server.db)));
    const [first, ...rest] = people;
    if (!first) throw new Error('people');
    const issue = await buildIssue(server.db, repo, owner, { assignees: [first] });
    const status = await run(triagerToken, {
      ids: [gid(issue)],
      applyAssigneeIds: rest.slice(0, 3).map((person) => toGlobalId('User', person.id)),
      removeAssigneeIds: [toGlobalId('User', first.id)],
    });
    expect(status.executionErrors).toEqual([]);
    const assigned = await server.db.select().from(t.issueAssignees).where(eq(t.issueAssignees.issueId, issue.id));
    expect(assigned.map((row) => row.userId).sort()).toEqual(
      rest
        .slice(0, 3)
        .map((person) => person.id)
        .sort(),
    );

    const full = await buildIssue(server.db, repo, owner, { assignees: rest.slice(0, 9) });
    const tooMany = await run(triagerToken, {
      ids: [gid(full)],
      applyAssigneeIds: [toGlobalId('User', first.id), toGlobalId('User', rest[9]?.id ?? 0)],
    });
    expect(tooMany.executionErrors[0]?.message).toBe('An issue can have at most 10 assignees.');
    expect(await server.db.$count(t.issueAssignees, eq(t.issueAssignees.issueId, full.id))).toBe(9);
  });

  it('assigns a bot by its Bot id', async () => {
    const bot = await buildUser(server.db, { kind: 'bot' });
    const issue = await buildIssue(server.db, repo, owner);
    const status = await run(triagerToken, { ids: [gid(issue)], applyAssigneeIds: [toGlobalId('Bot', bot.id)] });
    expect(status.executionErrors).toEqual([]);
    expect(
      (await server.db.select().from(t.issueAssignees).where(eq(t.issueAssignees.issueId, issue.id))).map((row) => row.userId),
    ).toEqual([bot.id]);
  });

  it('sets and clears milestones through POST /_bulk/milestone', async () => {
    const milestone = await buildMilestone(server.db, repo, { title: 'v1' });
    const elsewhere = await buildMilestone(server.db, await buildRepo(server.db, owner), { title: 'other' });
    const issues = await Promise.all([1, 2].map(() => buildIssue(server.db, repo, owner)));
    const post = (body: unknown, token = triagerToken) =>
      server.app.inject({
        method: 'POST',
        url: '/_bulk/milestone',
        headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const set = await post({ ids: issues.map(gid), milestoneId: toGlobalId('Milestone', milestone.id) });
    expect(set.statusCode).toBe(200);
    const jobId = (set.json() as { data: { updateIssuesBulk: { jobId: string } } }).data.updateIssuesBulk.jobId;
    expect((await waitForJob(server, triagerToken, jobId)).executionErrors).toEqual([]);
    expect((await refreshed(issues)).map((row) => row?.milestoneId)).toEqual([milestone.id, milestone.id]);
    expect(await events(issues, 'milestoned')).toHaveLength(2);

    const cleared = await post({ ids: issues.map(gid), clearMilestone: true });
    await waitForJob(
      server,
      triagerToken,
      (cleared.json() as { data: { updateIssuesBulk: { jobId: string } } }).data.updateIssuesBulk.jobId,
    );
    expect((await refreshed(issues)).map((row) => row?.milestoneId)).toEqual([null, null]);
    expect(await events(issues, 'demilestoned')).toHaveLength(2);

    const foreign = await post({ ids: [gid(issues[0] as IssueRow)], milestoneId: toGlobalId('Milestone', elsewhere.id) });
    const failed = await waitForJob(
      server,
      triagerToken,
      (foreign.json() as { data: { updateIssuesBulk: { jobId: string } } }).data.updateIssuesBulk.jobId,
    );
    expect(failed.executionErrors[0]?.message).toMatch(/milestone does not belong to/);

    expect((await post({ ids: issues.map(gid) })).json()).toEqual({
      errors: [{ message: "Give a 'milestoneId', or 'clearMilestone': true to remove the milestone.", type: 'BAD_USER_INPUT' }],
    });
    expect((await post({ ids: 'nope', clearMilestone: true })).statusCode).toBe(422);
    expect(
      (await server.app.inject({ method: 'POST', url: '/_bulk/milestone', payload: { ids: [], clearMilestone: true } })).statusCode,
    ).toBe(401);
  });

  it('sets and removes the issue type in an organization repository, and reports it elsewhere', async () => {
    const org = await buildOrg(server.db);
    await addMember(server.db, org, owner, 'admin');
    const orgRepo = await buildRepo(server.db, org);
    await grant(server.db, orgRepo, owner, 'admin');
    const [bug] = await server.db.insert(t.issueTypes).values({ orgId: org.id, name: 'Bug' }).returning();
    if (!bug) throw new Error('type');
    const issues = await Promise.all([1, 2].map(() => buildIssue(server.db, orgRepo, owner)));
    await run(ownerToken, { ids: issues.map(gid), issueTypeId: toGlobalId('IssueType', bug.id) });
    expect((await refreshed(issues)).map((row) => row?.issueTypeId)).toEqual([bug.id, bug.id]);
    await run(ownerToken, { ids: issues.map(gid), unsetIssueType: true });
    expect((await refreshed(issues)).map((row) => row?.issueTypeId)).toEqual([null, null]);
    expect(await events(issues, 'issue_type_added')).toHaveLength(2);
    expect(await events(issues, 'issue_type_removed')).toHaveLength(2);

    const userIssue = await buildIssue(server.db, repo, owner);
    const status = await run(ownerToken, { ids: [gid(userIssue)], issueTypeId: toGlobalId('IssueType', bug.id) });
    expect(status.executionErrors[0]?.message).toMatch(/not one of .*'s issue types/);
  });

  it('adds issues to projects and removes them, with timeline events', async () => {
    const [project] = await server.db.insert(t.projects).values({ ownerId: owner.id, number: 1, title: 'Roadmap' }).returning();
    if (!project) throw new Error('project');
    const issues = await Promise.all([1, 2].map(() => buildIssue(server.db, repo, owner)));
    await run(ownerToken, { ids: issues.map(gid), addToProjectV2Ids: [toGlobalId('ProjectV2', project.id)] });
    expect(await server.db.$count(t.projectItems, eq(t.projectItems.projectId, project.id))).toBe(2);
    await run(ownerToken, { ids: issues.map(gid), removeFromProjectV2Ids: [toGlobalId('ProjectV2', project.id)] });
    expect(await server.db.$count(t.projectItems, eq(t.projectItems.projectId, project.id))).toBe(0);
    expect(await events(issues, 'added_to_project_v2')).toHaveLength(2);
    expect(await events(issues, 'removed_from_project_v2')).toHaveLength(2);
    const timeline = await server.graphql<{
      node: { timelineItems: { nodes: { __typename: string; project: { title: string } | null }[] } };
    }>(
      ownerToken,
      `query($id: ID!) { node(id: $id) { ... on Issue { timelineItems(first: 10) { nodes { __typename ... on RemovedFromProjectV2Event { project { title } } } } } } }`,
      { id: gid(issues[0] as IssueRow) },
    );
    expect(timeline.data?.node.timelineItems.nodes).toContainEqual({
      __typename: 'RemovedFromProjectV2Event',
      project: { title: 'Roadmap' },
    });

    // Someone who cannot write to the project is refused as a whole.
    const refused = await server.graphql(triagerToken, START, {
      input: { ids: issues.map(gid), addToProjectV2Ids: [toGlobalId('ProjectV2', project.id)] },
    });
    expect(refused.errors?.[0]?.message).toMatch(/Could not resolve|permissions/);
  });

  it('shows a job only to the person who started it', async () => {
    const issue = await buildIssue(server.db, repo, owner);
    const jobId = await start(ownerToken, { ids: [gid(issue)], state: 'CLOSED' });
    await waitForJob(server, ownerToken, jobId);
    const other = await server.graphql<{ jobStatus: JobStatus | null }>(triagerToken, STATUS, { id: jobId });
    expect(other.data?.jobStatus).toBeNull();
    const bogus = await server.graphql<{ jobStatus: JobStatus | null }>(ownerToken, STATUS, { id: 'not-a-uuid' });
    expect(bogus.data?.jobStatus).toBeNull();
  });
});

describe(`bulk job recovery (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('finishes a job a stopped process left half done, changing no issue twice', async () => {
    const server = await startTestServer();
    try {
      const db = server.db;
      const owner = await buildUser(db);
      const repo = await buildRepo(db, owner);
      const token = await buildToken(db, owner);
      const issues = await Promise.all(Array.from({ length: 6 }, () => buildIssue(db, repo, owner)));
      // The state a crash leaves: the job started, its first three issues closed and marked done.
      const [job] = await db
        .insert(t.bulkJobs)
        .values({
          userId: owner.id,
          repoId: repo.id,
          state: 'started',
          total: 6,
          percentage: 50,
          changes: {
            state: 'closed',
            stateReason: 'completed',
            applyLabelIds: [],
            removeLabelIds: [],
            applyAssigneeIds: [],
            removeAssigneeIds: [],
            addToProjectIds: [],
            removeFromProjectIds: [],
          },
        })
        .returning();
      if (!job) throw new Error('job');
      await db.insert(t.bulkJobItems).values(
        issues.map((issue, position) => ({
          jobId: job.id,
          issueId: issue.id,
          position,
          state: position < 3 ? ('done' as const) : ('pending' as const),
        })),
      );
      const done = issues.slice(0, 3);
      await db
        .update(t.issues)
        .set({ state: 'closed', stateReason: 'completed' })
        .where(inArray(t.issues.id, ids(done)));
      await db.insert(t.timelineEvents).values(done.map((issue) => ({ issueId: issue.id, actorId: owner.id, event: 'closed', data: {} })));

      await server.app.services.jobs.start();
      const status = await waitForJob(server, token, job.id);
      expect(status).toMatchObject({ state: 'SUCCESS', percentage: 100, executionErrors: [] });
      const rows = await db
        .select()
        .from(t.issues)
        .where(inArray(t.issues.id, ids(issues)));
      expect(rows.every((row) => row.state === 'closed')).toBe(true);
      const closed = await db
        .select()
        .from(t.timelineEvents)
        .where(and(inArray(t.timelineEvents.issueId, ids(issues)), eq(t.timelineEvents.event, 'closed')));
      expect(closed.map((event) => event.issueId).sort()).toEqual(ids(issues).sort());
    } finally {
      await server.close();
    }
  });
});
