import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema/index.ts';
import type { AccountRow, RepositoryRow } from '../db/rows.ts';
import { addMember, buildIssue, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

/** The lookups behind the filter bar's value suggestions: people, projects and issue fields. */
describe('filter bar lookups', () => {
  let server: TestServer;
  let org: AccountRow;
  let admin: AccountRow;
  let triager: AccountRow;
  let reader: AccountRow;
  let member: AccountRow;
  let commenter: AccountRow;
  let outsider: AccountRow;
  let repo: RepositoryRow;
  let secret: RepositoryRow;
  let adminToken: string;
  let outsiderToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await buildOrg(db, { login: 'acme' });
    admin = await buildUser(db, { login: 'ada', name: 'Ada Admin' });
    triager = await buildUser(db, { login: 'trina', name: 'Trina Triage' });
    reader = await buildUser(db, { login: 'rex' });
    member = await buildUser(db, { login: 'mia' });
    commenter = await buildUser(db, { login: 'carl' });
    outsider = await buildUser(db, { login: 'otto' });
    await addMember(db, org, admin, 'admin');
    await addMember(db, org, member, 'member');
    repo = await buildRepo(db, org, { name: 'widgets' });
    secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    await grant(db, repo, triager, 'triage');
    await grant(db, repo, reader, 'read');
    const issue = await buildIssue(db, repo, admin);
    await db.insert(t.issueComments).values({ issueId: issue.id, authorId: commenter.id, body: 'Seen it too.' });
    adminToken = await buildToken(db, admin);
    outsiderToken = await buildToken(db, outsider);

    const [linked] = await db.insert(t.projects).values({ ownerId: org.id, number: 1, title: 'Roadmap', public: true }).returning();
    const [other] = await db.insert(t.projects).values({ ownerId: org.id, number: 2, title: 'Unlinked', public: true }).returning();
    const [hidden] = await db.insert(t.projects).values({ ownerId: org.id, number: 3, title: 'Roadmap private' }).returning();
    if (!linked || !other || !hidden) throw new Error('project insert failed');
    await db.insert(t.projectRepositories).values([
      { projectId: linked.id, repoId: repo.id },
      { projectId: hidden.id, repoId: repo.id },
    ]);

    const [priority] = await db
      .insert(t.issueFields)
      .values({ orgId: org.id, name: 'Priority', slug: 'priority', dataType: 'single_select' })
      .returning();
    await db.insert(t.issueFields).values({ orgId: org.id, name: 'Target date', slug: 'target-date', dataType: 'date' });
    if (!priority) throw new Error('field insert failed');
    await db.insert(t.issueFieldOptions).values([
      { fieldId: priority.id, name: 'High', position: 1 },
      { fieldId: priority.id, name: 'Low', position: 2 },
    ]);
  });
  afterAll(() => server.close());

  const people = `query ($owner: String!, $name: String!, $query: String) {
    repository(owner: $owner, name: $name) {
      assignableUsers(first: 10, query: $query) { totalCount nodes { login } }
      mentionableUsers(first: 10, query: $query) { totalCount nodes { login } }
    }
  }`;
  type People = {
    repository: { assignableUsers: { nodes: { login: string }[] }; mentionableUsers: { nodes: { login: string }[] } } | null;
  };

  it('assignable users are the people with triage or more; mentionable adds members, readers and participants', async () => {
    const result = await server.graphql<People>(adminToken, people, { owner: 'acme', name: 'widgets' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.repository?.assignableUsers.nodes.map((u) => u.login)).toEqual(['ada', 'trina']);
    expect(result.data?.repository?.mentionableUsers.nodes.map((u) => u.login)).toEqual(['ada', 'carl', 'mia', 'rex', 'trina']);
  });

  it('filters people by login or name, logins starting with the text first', async () => {
    const byName = await server.graphql<People>(adminToken, people, { owner: 'acme', name: 'widgets', query: 'triage' });
    expect(byName.data?.repository?.assignableUsers.nodes.map((u) => u.login)).toEqual(['trina']);
    const byLogin = await server.graphql<People>(adminToken, people, { owner: 'acme', name: 'widgets', query: 'r' });
    // "rex" starts with r; carl and trina contain it.
    expect(byLogin.data?.repository?.mentionableUsers.nodes.map((u) => u.login)).toEqual(['rex', 'carl', 'trina']);
    const literal = await server.graphql<People>(adminToken, people, { owner: 'acme', name: 'widgets', query: '%' });
    expect(literal.data?.repository?.mentionableUsers.nodes).toEqual([]);
  });

  it('an unreadable repository has no people to suggest', async () => {
    const result = await server.graphql<People>(outsiderToken, people, { owner: 'acme', name: 'secret' });
    expect(result.data?.repository).toBeNull();
    expect(secret.visibility).toBe('private');
  });

  it("lists the repository's linked projects the viewer can see", async () => {
    const query = `query { repository(owner: "acme", name: "widgets") { projectsV2(first: 20) { totalCount nodes { number title } } } }`;
    const asAdmin = await server.graphql<{ repository: { projectsV2: { nodes: { number: number; title: string }[] } } }>(adminToken, query);
    expect(asAdmin.data?.repository.projectsV2.nodes).toEqual([
      { number: 3, title: 'Roadmap private' },
      { number: 1, title: 'Roadmap' },
    ]);
    const asOutsider = await server.graphql<{ repository: { projectsV2: { nodes: { number: number }[] } } }>(outsiderToken, query);
    expect(asOutsider.data?.repository.projectsV2.nodes).toEqual([{ number: 1, title: 'Roadmap' }]);
  });

  it("GET /_filter/issue_fields lists the organization's fields with their options", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/_filter/issue_fields?repo=acme/widgets',
      headers: { authorization: `bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ issue_fields: { name: string; name_slug: string; data_type: string; options: { name: string }[] }[] }>();
    expect(body.issue_fields.map((f) => [f.name, f.name_slug, f.data_type, f.options.map((o) => o.name)])).toEqual([
      ['Priority', 'priority', 'single_select', ['High', 'Low']],
      ['Target date', 'target-date', 'date', []],
    ]);
  });

  it('GET /_filter/issue_fields refuses bad input, strangers and private repositories they cannot read', async () => {
    const get = (url: string, token?: string) =>
      server.app.inject({ method: 'GET', url, headers: token ? { authorization: `bearer ${token}` } : {} });
    expect((await get('/_filter/issue_fields?repo=acme/widgets')).statusCode).toBe(401);
    const bad = await get('/_filter/issue_fields?repo=widgets', adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('The repo parameter must name a repository as owner/name.');
    expect((await get('/_filter/issue_fields?repo=acme/secret', outsiderToken)).statusCode).toBe(404);
    expect((await get('/_filter/issue_fields?repo=acme/nothing', adminToken)).statusCode).toBe(404);
  });

  it('GET /_filter/issue_fields/dashboard groups the fields by the organizations the viewer belongs to', async () => {
    const asAdmin = await server.app.inject({
      method: 'GET',
      url: '/_filter/issue_fields/dashboard',
      headers: { authorization: `bearer ${adminToken}` },
    });
    const body = asAdmin.json<{ issue_fields: { organization: { login: string }; fields: { name_slug: string }[] }[] }>();
    expect(body.issue_fields.map((group) => [group.organization.login, group.fields.map((f) => f.name_slug)])).toEqual([
      ['acme', ['priority', 'target-date']],
    ]);
    const asOutsider = await server.app.inject({
      method: 'GET',
      url: '/_filter/issue_fields/dashboard',
      headers: { authorization: `bearer ${outsiderToken}` },
    });
    expect(asOutsider.json()).toEqual({ issue_fields: [] });
  });
});
