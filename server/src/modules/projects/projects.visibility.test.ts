import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { addMember, buildIssue, buildOrg, buildRepo, buildToken, buildUser } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

/** A private project stays private when it holds an issue of a public repository. */
describe('project items of an issue', () => {
  let server: TestServer;
  let memberToken: string;
  let outsiderToken: string;
  let issueNumber: number;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await buildOrg(db, { login: 'acme' });
    const member = await buildUser(db, { login: 'mia' });
    const outsider = await buildUser(db, { login: 'otto' });
    await addMember(db, org, member, 'member');
    const repo = await buildRepo(db, org, { name: 'widgets' });
    const issue = await buildIssue(db, repo, member);
    issueNumber = issue.number;
    const [open] = await db.insert(t.projects).values({ ownerId: org.id, number: 1, title: 'Public roadmap', public: true }).returning();
    const [secret] = await db.insert(t.projects).values({ ownerId: org.id, number: 2, title: 'Acquisition plans' }).returning();
    if (!open || !secret) throw new Error('project insert failed');
    await db.insert(t.projectItems).values([
      { projectId: open.id, issueId: issue.id },
      { projectId: secret.id, issueId: issue.id },
    ]);
    memberToken = await buildToken(db, member);
    outsiderToken = await buildToken(db, outsider);
  });
  afterAll(() => server.close());

  const query = `query ($number: Int!) {
    repository(owner: "acme", name: "widgets") { issue(number: $number) { projectItems(first: 10) { totalCount nodes { project { title } } } } }
  }`;
  type Result = { repository: { issue: { projectItems: { totalCount: number; nodes: { project: { title: string } }[] } } } };

  it('shows organization members every project the issue is in', async () => {
    const result = await server.graphql<Result>(memberToken, query, { number: issueNumber });
    expect(result.data?.repository.issue.projectItems.nodes.map((n) => n.project.title)).toEqual(['Public roadmap', 'Acquisition plans']);
  });

  it('leaves private projects out for people outside the organization', async () => {
    const result = await server.graphql<Result>(outsiderToken, query, { number: issueNumber });
    expect(result.errors).toBeUndefined();
    expect(result.data?.repository.issue.projectItems).toEqual({ totalCount: 1, nodes: [{ project: { title: 'Public roadmap' } }] });
  });
});
