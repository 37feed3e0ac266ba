import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';
import { addMember, buildIssue, buildOrg, buildRepo, buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { joinGlobalId, toGlobalId } from './ids.ts';

describe('read rules beyond repositories and issues', () => {
  let server: TestServer;
  let member: string;
  let outsider: string;
  let typeId: string;
  let issue: IssueRow;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server;
    const org = await buildOrg(db, { login: 'closed-org' });
    const insider = await buildUser(db);
    await addMember(db, org, insider);
    const repo = await buildRepo(db, org, { visibility: 'private', issueTypesEnabled: true });
    const [type] = await db.insert(t.issueTypes).values({ orgId: org.id, name: 'Secret type', color: 'RED' }).returning();
    if (!type) throw new Error('type');
    typeId = toGlobalId('IssueType', type.id);
    issue = await buildIssue(db, repo, insider, { issueTypeId: type.id });
    member = await buildToken(db, insider);
    outsider = await buildToken(db, await buildUser(db));
  });
  afterAll(() => server.close());

  it('shows an organization’s issue types to members, not to outsiders of an organization with only private repositories', async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on IssueType { name } }
      organization(login: "closed-org") { issueTypes(first: 10) { totalCount nodes { name } } } }`;
    const seen = await server.graphql<{ node: { name: string } | null; organization: { issueTypes: { totalCount: number } | null } }>(
      member,
      query,
      { id: typeId },
    );
    expect(seen.data?.node).toEqual({ name: 'Secret type' });
    expect(seen.data?.organization.issueTypes?.totalCount).toBe(1);
    const hidden = await server.graphql<{ node: unknown; organization: { issueTypes: unknown } }>(outsider, query, { id: typeId });
    expect(hidden.data?.node).toBeNull();
    expect(hidden.data?.organization.issueTypes).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain('Secret type');
  });

  it('resolves a timeline event by its id only through a readable issue', async () => {
    const [event] = await server.db
      .insert(t.timelineEvents)
      .values({ issueId: issue.id, event: 'renamed_title', data: { from: 'Old secret', to: 'New secret' } })
      .returning();
    const id = joinGlobalId('RTE', event?.id ?? 0);
    const query = 'query($id: ID!) { node(id: $id) { __typename ... on RenamedTitleEvent { previousTitle currentTitle } } }';
    const seen = await server.graphql<{ node: unknown }>(member, query, { id });
    expect(seen.data?.node).toEqual({ __typename: 'RenamedTitleEvent', previousTitle: 'Old secret', currentTitle: 'New secret' });
    const hidden = await server.graphql<{ node: unknown }>(outsider, query, { id });
    expect(hidden.data?.node).toBeNull();
    // Another event type's prefix on the same row resolves to nothing.
    const wrongType = await server.graphql<{ node: unknown }>(member, query, { id: id.replace(/^RTE_/, 'CE_') });
    expect(wrongType.data?.node).toBeNull();
  });
});
