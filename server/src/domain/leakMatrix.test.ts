import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAccessToken } from '../modules/admin/accessTokenCreator.ts';
import type { Database, Db } from '../db/client.ts';
import type { AccountRow, IssueRow, RepositoryRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';
import { joinGlobalId, toGlobalId } from './ids.ts';
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
} from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

/**
 * The leak matrix (issue 16): every role × every resource × every read path asserts what may be
 * seen. Resources carry marker words; a role that may not see a resource must find its markers in
 * no answer at all (the whole JSON is searched, not only the expected field), and a role that may
 * must find what it reads. Cells are counted and printed.
 */

const ROLES = [
  'anonymous',
  'outsider',
  'reader',
  'triager',
  'writer',
  'admin',
  'ssoMemberNoSession',
  'ssoMemberWithSession',
  'tokenNoScope',
  'tokenPublicRepo',
] as const;
type Role = (typeof ROLES)[number];

const REPOS = ['pub', 'priv', 'ssoPriv', 'ssoPub'] as const;
type RepoKey = (typeof REPOS)[number];

/** Who may read each repository: the expectation every cell is checked against. */
function mayRead(role: Role, repo: RepoKey): boolean {
  if (role === 'anonymous') return false;
  if (repo === 'pub' || repo === 'ssoPub') return true;
  if (repo === 'priv') return role === 'reader' || role === 'triager' || role === 'writer' || role === 'admin';
  return role === 'ssoMemberWithSession';
}

/** Marker words of a repository's resources (single words, so search finds them). */
const marker = (kind: string, repo: RepoKey) => `${kind}zq${repo.toLowerCase()}`;
const KINDS = ['title', 'body', 'comment', 'label', 'milestone'] as const;

interface RepoWorld {
  repo: RepositoryRow;
  owner: AccountRow;
  issue: IssueRow;
  ids: {
    repository: string;
    issue: string;
    comment: string;
    label: string;
    milestone: string;
    reaction: string;
    event: string;
    item: string;
  };
}

interface World {
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
  repos: Record<RepoKey, RepoWorld>;
  publicProject: string;
  privateProject: string;
  savedView: string;
  jobId: string;
  ssoOrg: AccountRow;
  admin: AccountRow;
}

/**
 * Subscribes to `issueUpdated` and publishes the issue's event until something arrives: 'EVENT'
 * (the issue), 'ERROR' (refused), or 'TIMEOUT'.
 */
function firstOutcome(socket: Client, id: string, received: string[], publish: () => Promise<void>): Promise<string> {
  return new Promise((resolve) => {
    let done = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (value: string) => {
      if (done) return;
      done = true;
      for (const timer of timers) clearTimeout(timer);
      unsubscribe();
      resolve(value);
    };
    const unsubscribe = socket.subscribe(
      { query: 'subscription($id: ID!) { issueUpdated(id: $id) { title body } }', variables: { id } },
      {
        next: (value) => {
          received.push(JSON.stringify(value));
          finish(value.errors ? 'ERROR' : 'EVENT');
        },
        error: (error) => {
          received.push(JSON.stringify(error));
          finish('ERROR');
        },
        complete: () => finish('COMPLETE'),
      },
    );
    timers.push(
      setInterval(() => void publish(), 50),
      setTimeout(() => finish('TIMEOUT'), 5000),
    );
  });
}

let cells = 0;
function cell(actual: unknown, expected: unknown, label: string) {
  cells += 1;
  expect(actual, label).toEqual(expected);
}

async function buildWorld(db: Db, app: FastifyInstance): Promise<World> {
  const admin = await buildUser(db, { login: 'owner-admin' });
  const outsider = await buildUser(db, { login: 'outsider' });
  const reader = await buildUser(db, { login: 'reader' });
  const triager = await buildUser(db, { login: 'triager' });
  const writer = await buildUser(db, { login: 'writer' });
  const ssoNo = await buildUser(db, { login: 'sso-no-session' });
  const ssoYes = await buildUser(db, { login: 'sso-with-session' });
  const scoped = await buildUser(db, { login: 'scoped' });
  const ssoOrg = await buildOrg(db, { login: 'sso-org', ssoRequired: true });
  for (const member of [ssoNo, ssoYes, scoped]) await addMember(db, ssoOrg, member);
  const inAnHour = new Date(Date.now() + 3600_000);
  await db.insert(t.ssoSessions).values([
    { userId: ssoYes.id, orgId: ssoOrg.id, expiresAt: inAnHour },
    { userId: scoped.id, orgId: ssoOrg.id, expiresAt: inAnHour },
  ]);

  const repoRows: Record<RepoKey, RepositoryRow> = {
    pub: await buildRepo(db, admin, { name: 'pub', visibility: 'public' }),
    priv: await buildRepo(db, admin, { name: 'priv', visibility: 'private' }),
    ssoPriv: await buildRepo(db, ssoOrg, { name: 'sso-priv', visibility: 'private' }),
    ssoPub: await buildRepo(db, ssoOrg, { name: 'sso-pub', visibility: 'public' }),
  };
  await grant(db, repoRows.priv, reader, 'read');
  await grant(db, repoRows.priv, triager, 'triage');
  await grant(db, repoRows.priv, writer, 'write');
  await grant(db, repoRows.priv, scoped, 'write');
  // An outside collaborator of the SSO organization without a session sees nothing private there either.
  await grant(db, repoRows.ssoPriv, reader, 'read');

  const [publicProject] = await db
    .insert(t.projects)
    .values({ ownerId: admin.id, number: 1, title: 'Public roadmap', public: true })
    .returning();
  const [privateProject] = await db
    .insert(t.projects)
    .values({ ownerId: admin.id, number: 2, title: 'projectzqsecret', public: false })
    .returning();
  if (!publicProject || !privateProject) throw new Error('projects');

  const repos = {} as Record<RepoKey, RepoWorld>;
  for (const key of REPOS) {
    const repo = repoRows[key];
    const owner = repo.ownerId === admin.id ? admin : ssoOrg;
    const label = await buildLabel(db, repo, { name: marker('label', key) });
    const milestone = await buildMilestone(db, repo, { title: marker('milestone', key) });
    const issue = await buildIssue(db, repo, admin, {
      title: marker('title', key),
      body: marker('body', key),
      labels: [label],
      milestoneId: milestone.id,
    });
    const [comment] = await db
      .insert(t.issueComments)
      .values({ issueId: issue.id, authorId: admin.id, body: marker('comment', key) })
      .returning();
    const [reaction] = await db
      .insert(t.reactions)
      .values({ subjectType: 'issue', subjectId: issue.id, userId: admin.id, content: 'HEART' })
      .returning();
    const [event] = await db
      .insert(t.timelineEvents)
      .values({ issueId: issue.id, actorId: admin.id, event: 'labeled', data: { labelId: label.id } })
      .returning();
    const [item] = await db.insert(t.projectItems).values({ projectId: publicProject.id, issueId: issue.id, position: 1 }).returning();
    if (!comment || !reaction || !event || !item) throw new Error('world');
    repos[key] = {
      repo,
      owner,
      issue,
      ids: {
        repository: toGlobalId('Repository', repo.id),
        issue: toGlobalId('Issue', issue.id),
        comment: toGlobalId('IssueComment', comment.id),
        label: toGlobalId('Label', label.id),
        milestone: toGlobalId('Milestone', milestone.id),
        reaction: toGlobalId('Reaction', reaction.id),
        event: joinGlobalId('LE', event.id),
        item: toGlobalId('ProjectV2Item', item.id),
      },
    };
  }
  await db.insert(t.projectItems).values({ projectId: privateProject.id, issueId: repos.pub.issue.id, position: 1 });
  // The public issue reaches the others: sub-issues, a blocking issue, a duplicate's original.
  const { issue: pubIssue } = repos.pub;
  await db
    .update(t.issues)
    .set({ parentId: pubIssue.id, subIssuePosition: 1 })
    .where(inArray(t.issues.id, [repos.priv.issue.id, repos.ssoPriv.issue.id]));
  await db.insert(t.issueDependencies).values([
    { issueId: pubIssue.id, blockingIssueId: repos.priv.issue.id },
    { issueId: pubIssue.id, blockingIssueId: repos.ssoPriv.issue.id },
  ]);
  await db
    .insert(t.timelineEvents)
    .values({ issueId: pubIssue.id, actorId: admin.id, event: 'marked_as_duplicate', data: { canonicalId: repos.priv.issue.id } });

  const [view] = await db
    .insert(t.savedViews)
    .values({ userId: admin.id, name: 'viewzqsecret', query: 'repo:owner-admin/priv' })
    .returning();
  if (!view) throw new Error('view');

  const tokens = {
    outsider: await buildToken(db, outsider),
    reader: await buildToken(db, reader),
    triager: await buildToken(db, triager),
    writer: await buildToken(db, writer),
    admin: await buildToken(db, admin),
    ssoMemberNoSession: await buildToken(db, ssoNo),
    ssoMemberWithSession: await buildToken(db, ssoYes),
    tokenNoScope: (await createAccessToken(db, { login: scoped.login, scopes: [] })).token,
    tokenPublicRepo: (await createAccessToken(db, { login: scoped.login, scopes: ['public_repo'] })).token,
  };

  // A bulk job of the writer's: only its owner reads it.
  const job = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { authorization: `bearer ${tokens.writer}`, 'content-type': 'application/json' },
    payload: JSON.stringify({
      query: 'mutation($ids: [ID!]!) { updateIssuesBulk(input: { ids: $ids, state: OPEN }) { jobId } }',
      variables: { ids: [repos.priv.ids.issue] },
    }),
  });
  const jobId = (job.json() as { data?: { updateIssuesBulk?: { jobId?: string } } }).data?.updateIssuesBulk?.jobId;
  if (!jobId) throw new Error(`bulk job: ${job.body}`);

  return {
    tokens,
    repos,
    publicProject: toGlobalId('ProjectV2', publicProject.id),
    privateProject: toGlobalId('ProjectV2', privateProject.id),
    savedView: toGlobalId('SearchShortcut', view.id),
    jobId,
    ssoOrg,
    admin,
  };
}

describe('leak matrix: roles × resources × read paths', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let database: Database;
  let world: World;
  let wsUrl: string;

  beforeAll(async () => {
    // A built web app of one page, so web routes answer as in production.
    server = await startTestServer({
      listen: true,
      webFiles: { 'index.html': '<!doctype html><html><head><title>Issues</title></head><body><div id="root"></div></body></html>' },
    });
    ({ app, database } = server);
    wsUrl = server.wsUrl ?? '';
    world = await buildWorld(database.db, app);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    console.log(`leak matrix: ${cells} cells checked on ${server?.dbName ?? '?'}`);
  });

  async function gql(role: Role, query: string, variables: Record<string, unknown> = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (role !== 'anonymous') headers.authorization = `bearer ${world.tokens[role]}`;
    const response = await app.inject({ method: 'POST', url: '/api/graphql', headers, payload: JSON.stringify({ query, variables }) });
    return {
      status: response.statusCode,
      body: response.body,
      json: response.json() as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] },
    };
  }

  /** No marker of a repository the role may not read appears anywhere in the text. */
  function noForeignMarkers(role: Role, text: string, label: string) {
    for (const repo of REPOS) {
      if (mayRead(role, repo)) continue;
      for (const kind of KINDS) cell(text.includes(marker(kind, repo)), false, `${label}: ${role} must not see ${marker(kind, repo)}`);
    }
  }

  it('anonymous callers get 401 from GraphQL and the JSON routes, with nothing in them', async () => {
    const response = await gql('anonymous', '{ viewer { login } }');
    cell(response.status, 401, 'anonymous GraphQL');
    noForeignMarkers('anonymous', response.body, 'anonymous GraphQL');
    for (const url of ['/_filter/issue_fields?repo=owner-admin/priv', '/session']) {
      const rest = await app.inject({ method: 'GET', url });
      cell(rest.statusCode, 401, `anonymous ${url}`);
    }
  });

  for (const role of ROLES.filter((r) => r !== 'anonymous')) {
    describe(`as ${role}`, () => {
      it('search and its three counts find only readable issues, by title, body, comment, label and milestone', async () => {
        for (const repo of REPOS) {
          const queries = [
            marker('title', repo),
            marker('body', repo),
            marker('comment', repo),
            `label:${marker('label', repo)}`,
            `milestone:${marker('milestone', repo)}`,
          ];
          for (const q of queries) {
            const response = await gql(
              role,
              `query($q: String!) { search(query: $q, type: ISSUE_ADVANCED, first: 10) { issueCount openIssueCount closedIssueCount nodes { ... on Issue { title body } } } }`,
              { q },
            );
            const search = response.json.data?.search as {
              issueCount: number;
              openIssueCount: number;
              closedIssueCount: number;
              nodes: unknown[];
            };
            const n = mayRead(role, repo) ? 1 : 0;
            cell(
              [search.issueCount, search.openIssueCount, search.closedIssueCount, search.nodes.length],
              [n, n, 0, n],
              `${role} search ${q}`,
            );
            noForeignMarkers(role, response.body, `${role} search ${q}`);
          }
        }
      });

      it('node and nodes answer every type only when readable, null otherwise', async () => {
        const selection = `__typename id ... on Issue { title body } ... on IssueComment { body } ... on Label { name } ... on Milestone { title }
          ... on Repository { name } ... on Reaction { reaction: content reactable { ... on Issue { title } } } ... on LabeledEvent { label { name } labelable { ... on Issue { title } } }
          ... on ProjectV2Item { content { ... on Issue { title } } } ... on ProjectV2 { title } ... on SearchShortcut { name query }`;
        const ids: string[] = [];
        const expected: boolean[] = [];
        for (const repo of REPOS) {
          const entry = world.repos[repo];
          for (const kind of ['repository', 'issue', 'comment', 'label', 'milestone', 'reaction', 'event'] as const) {
            ids.push(entry.ids[kind]);
            expected.push(mayRead(role, repo));
          }
          // The item of a public project is seen; its issue only when readable.
          ids.push(entry.ids.item);
          expected.push(true);
        }
        ids.push(world.publicProject, world.privateProject, world.savedView);
        expected.push(true, role === 'admin', role === 'admin');
        for (const [index, id] of ids.entries()) {
          const single = await gql(role, `query($id: ID!) { node(id: $id) { ${selection} } }`, { id });
          cell(single.json.errors, undefined, `${role} node(${id}) errors`);
          cell(single.json.data?.node !== null, expected[index], `${role} node(${id})`);
          noForeignMarkers(role, single.body, `${role} node(${id})`);
          if (id === world.privateProject || id === world.savedView)
            cell(single.body.includes('zqsecret'), role === 'admin', `${role} ${id}`);
        }
        const many = await gql(role, `query($ids: [ID!]!) { nodes(ids: $ids) { ${selection} } }`, { ids });
        const nodes = many.json.data?.nodes as unknown[];
        cell(
          nodes.map((node) => node !== null),
          expected,
          `${role} nodes`,
        );
        noForeignMarkers(role, many.body, `${role} nodes`);
      });

      it('repository(owner, name), organization and user repositories, and their connections', async () => {
        for (const repo of REPOS) {
          const entry = world.repos[repo];
          const response = await gql(
            role,
            `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { name
              issues(first: 5) { totalCount nodes { title } } labels(first: 5) { nodes { name } } milestones(first: 5) { nodes { title } } } }`,
            { owner: entry.owner.login, name: entry.repo.name },
          );
          cell(response.json.data?.repository !== null, mayRead(role, repo), `${role} repository ${repo}`);
          noForeignMarkers(role, response.body, `${role} repository ${repo}`);
          const filter = await app.inject({
            method: 'GET',
            url: `/_filter/issue_fields?repo=${entry.owner.login}/${entry.repo.name}`,
            headers: { authorization: `bearer ${world.tokens[role as Exclude<Role, 'anonymous'>]}` },
          });
          cell(filter.statusCode === 404, !mayRead(role, repo), `${role} /_filter ${repo}`);
        }
        const lists = await gql(
          role,
          `{ organization(login: "sso-org") { repositories(first: 10) { totalCount nodes { name } } }
             user(login: "owner-admin") { repositories(first: 10) { totalCount nodes { name } } } }`,
        );
        const names = [
          ...((lists.json.data?.organization as { repositories: { nodes: { name: string }[] } }).repositories.nodes ?? []),
          ...((lists.json.data?.user as { repositories: { nodes: { name: string }[] } }).repositories.nodes ?? []),
        ].map((node) => node.name);
        for (const repo of REPOS) cell(names.includes(world.repos[repo].repo.name), mayRead(role, repo), `${role} lists ${repo}`);
      });

      it('project items, sub-issues, dependencies and duplicate events show and count readable issues only', async () => {
        const response = await gql(
          role,
          `query($project: ID!, $issue: ID!) {
            project: node(id: $project) { ... on ProjectV2 { items(first: 10) { totalCount nodes { content { ... on Issue { title } } } } } }
            issue: node(id: $issue) { ... on Issue {
              subIssuesSummary { total completed } subIssues(first: 10) { totalCount nodes { title } }
              issueDependenciesSummary { blockedBy totalBlockedBy } blockedBy(first: 10) { totalCount nodes { title } }
              timelineItems(first: 20, itemTypes: [MARKED_AS_DUPLICATE_EVENT]) { nodes { ... on MarkedAsDuplicateEvent { isCrossRepository canonical { ... on Issue { title } } } } } } } }`,
          { project: world.publicProject, issue: world.repos.pub.ids.issue },
        );
        const data = response.json.data as {
          project: { items: { totalCount: number; nodes: { content: { title: string } | null }[] } };
          issue: {
            subIssuesSummary: { total: number };
            subIssues: { totalCount: number; nodes: unknown[] };
            issueDependenciesSummary: { blockedBy: number; totalBlockedBy: number };
            blockedBy: { totalCount: number; nodes: unknown[] };
            timelineItems: { nodes: { isCrossRepository: boolean; canonical: unknown }[] };
          };
        };
        const readableItems = REPOS.filter((repo) => mayRead(role, repo)).length;
        cell(data.project.items.totalCount, readableItems, `${role} project items count`);
        cell(
          data.project.items.nodes.every((node) => node.content !== null),
          true,
          `${role} project items content`,
        );
        const readableChildren = (['priv', 'ssoPriv'] as const).filter((repo) => mayRead(role, repo)).length;
        cell(data.issue.subIssuesSummary.total, readableChildren, `${role} subIssuesSummary`);
        cell(
          [data.issue.subIssues.totalCount, data.issue.subIssues.nodes.length],
          [readableChildren, readableChildren],
          `${role} subIssues`,
        );
        cell(
          [data.issue.issueDependenciesSummary.blockedBy, data.issue.issueDependenciesSummary.totalBlockedBy],
          [readableChildren, readableChildren],
          `${role} issueDependenciesSummary`,
        );
        cell(data.issue.blockedBy.totalCount, readableChildren, `${role} blockedBy`);
        const duplicate = data.issue.timelineItems.nodes[0];
        cell(
          [duplicate?.isCrossRepository, duplicate?.canonical !== null],
          [mayRead(role, 'priv'), mayRead(role, 'priv')],
          `${role} MarkedAsDuplicateEvent`,
        );
        noForeignMarkers(role, response.body, `${role} relations`);
      });

      it('mutation payloads: reacting to an unreadable issue is "could not resolve", as for a missing one', async () => {
        for (const repo of REPOS) {
          const response = await gql(
            role,
            `mutation($id: ID!) { addReaction(input: { subjectId: $id, content: EYES }) { subject { ... on Issue { title } } } }`,
            { id: world.repos[repo].ids.issue },
          );
          const error = response.json.errors?.[0];
          const canWrite = role === 'tokenNoScope' ? false : role === 'tokenPublicRepo' ? repo === 'pub' || repo === 'ssoPub' : true;
          const outcome = error ? (error.extensions?.code ?? 'ERROR') : 'OK';
          const expected =
            role === 'tokenNoScope' ? 'INSUFFICIENT_SCOPES' : !mayRead(role, repo) ? 'NOT_FOUND' : canWrite ? 'OK' : 'FORBIDDEN';
          cell(outcome, expected, `${role} addReaction ${repo}`);
          if (expected === 'NOT_FOUND')
            cell(error?.message, `Could not resolve to a node with the global id of '${world.repos[repo].ids.issue}'`, `${role} message`);
          noForeignMarkers(role, response.body, `${role} addReaction ${repo}`);
        }
      });

      it('bulk endpoints answer "not found" alike for a missing and an unreadable issue', async () => {
        for (const repo of REPOS) {
          const entry = world.repos[repo];
          const milestone = (
            await database.db
              .select()
              .from(t.milestones)
              .where(inArray(t.milestones.repoId, [entry.repo.id]))
          )[0];
          const response = await app.inject({
            method: 'POST',
            url: '/_bulk/milestone',
            headers: { authorization: `bearer ${world.tokens[role as Exclude<Role, 'anonymous'>]}`, 'content-type': 'application/json' },
            payload: JSON.stringify({ ids: [entry.ids.issue], milestoneId: toGlobalId('Milestone', milestone?.id ?? 0) }),
          });
          if (role === 'tokenNoScope') cell(response.statusCode, 403, `${role} bulk ${repo}`);
          else if (!mayRead(role, repo)) {
            cell(response.statusCode, 404, `${role} bulk ${repo}`);
            cell(
              (response.json() as { errors: { message: string }[] }).errors[0]?.message,
              `Could not resolve to a node with the global id of '${entry.ids.issue}'`,
              `${role} bulk message ${repo}`,
            );
          } else cell(response.statusCode, 200, `${role} bulk ${repo}`);
          noForeignMarkers(role, response.body, `${role} bulk ${repo}`);
        }
      });

      it('jobs and saved views are their owner’s alone', async () => {
        const job = await gql(role, `query($id: ID!) { jobStatus(jobId: $id) { jobId state } }`, { id: world.jobId });
        cell(job.json.data?.jobStatus !== null, role === 'writer', `${role} jobStatus`);
        const views = await gql(role, `{ viewer { dashboard { shortcuts(first: 25) { nodes { name } } } } }`);
        cell(views.body.includes('viewzqsecret'), role === 'admin', `${role} saved views`);
      });

      it('subscriptions start only on readable issues', async () => {
        const socket: Client = createClient({
          url: wsUrl,
          webSocketImpl: class extends WebSocket {
            constructor(address: string, protocols?: string | string[]) {
              super(address, protocols, { headers: { authorization: `bearer ${world.tokens[role as Exclude<Role, 'anonymous'>]}` } });
            }
          },
          lazy: true,
          retryAttempts: 0,
        });
        try {
          for (const repo of REPOS) {
            const { issue, ids } = world.repos[repo];
            const received: string[] = [];
            const outcome = await firstOutcome(socket, ids.issue, received, () =>
              app.services.live.publish(`issue:${issue.id}`, { id: issue.id }),
            );
            cell(outcome, mayRead(role, repo) ? 'EVENT' : 'ERROR', `${role} issueUpdated ${repo}`);
            noForeignMarkers(role, received.join('\n'), `${role} issueUpdated ${repo}`);
          }
        } finally {
          await socket.dispose();
        }
      });
    });
  }

  it('web routes carry no data of any repository (the app shell; data comes through the API)', async () => {
    for (const repo of REPOS) {
      const entry = world.repos[repo];
      for (const url of [
        `/${entry.owner.login}/${entry.repo.name}/issues`,
        `/${entry.owner.login}/${entry.repo.name}/issues/${entry.issue.number}`,
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        cell(response.statusCode, 200, url);
        noForeignMarkers('anonymous', response.body, url);
      }
    }
  });
});
