import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { addMember, buildIssue, buildMilestone, buildOrg, buildRepo, buildToken, buildUser } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

/**
 * References and mentions in rendered markdown, through the real API: each viewer sees links to
 * what they may read, and plain text for the rest.
 */
describe('references and mentions in bodyHTML and POST /api/v3/markdown', () => {
  let server: TestServer;
  let member: AccountRow;
  let outsider: AccountRow;
  let memberToken: string;
  let outsiderToken: string;
  let app: RepositoryRow;
  let issue: IssueRow;
  let ssoOrg: AccountRow;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    member = await buildUser(db, { login: 'ref-member' });
    outsider = await buildUser(db, { login: 'ref-outsider' });
    memberToken = await buildToken(db, member);
    outsiderToken = await buildToken(db, outsider);
    const org = await buildOrg(db, { login: 'ref-org' });
    await addMember(db, org, member);
    app = await buildRepo(db, org, { name: 'app', visibility: 'public' });
    const secret = await buildRepo(db, org, { name: 'secret', visibility: 'private' });
    const noIssues = await buildRepo(db, org, { name: 'no-issues', visibility: 'public', hasIssuesEnabled: false });
    const open = await buildIssue(db, app, member, { title: 'An open bug' });
    await buildIssue(db, app, member, { title: 'Dropped', state: 'closed', stateReason: 'not_planned' });
    await buildIssue(db, app, member, { title: 'Merged change', kind: 'pull_request', state: 'closed', merged: true });
    await buildIssue(db, app, member, { title: 'Work in progress', kind: 'pull_request', isDraft: true });
    await buildIssue(db, secret, member, { title: 'Secret plan' });
    await buildIssue(db, noIssues, member, { title: 'Hidden with issues off' });
    // A member of an organization that requires single sign-on, without a session: its private repository is hidden.
    ssoOrg = await buildOrg(db, { login: 'ref-sso', ssoRequired: true });
    await addMember(db, ssoOrg, member);
    await buildIssue(db, await buildRepo(db, ssoOrg, { name: 'vault', visibility: 'private' }), member, { title: 'Behind SSO' });
    const [visible, hidden] = await db
      .insert(t.teams)
      .values([
        { orgId: org.id, slug: 'core', name: 'Core' },
        { orgId: org.id, slug: 'hush', name: 'Hush', privacy: 'secret' },
      ])
      .returning();
    if (!visible || !hidden) throw new Error('team insert failed');
    issue = await buildIssue(db, app, member, {
      title: 'Links everywhere',
      body: [
        `Fixes #${open.number}, see #2, GH-3 and #4; not #99.`,
        'Elsewhere: ref-org/secret#1, ref-org/no-issues#1, ref-org/missing#1, ref-sso/vault#1.',
        `URL: http://localhost:3000/ref-org/app/issues/${open.number} and http://localhost:3000/ref-org/secret/issues/1`,
        'People: @ref-member @nobody-here @ref-org/core @ref-org/hush',
        '`#1` in code.',
      ].join('\n\n'),
    });
    await db.insert(t.issueComments).values({ issueId: issue.id, authorId: member.id, body: 'Same as #1, thanks @ref-outsider' });
    await buildMilestone(db, app, { description: 'Ships #1 and ref-org/secret#1' });
  });
  afterAll(() => server.close());

  const BODY = `query($number: Int!) { repository(owner: "ref-org", name: "app") {
    issue(number: $number) { bodyHTML comments: timelineItems(first: 5, itemTypes: [ISSUE_COMMENT]) { nodes { ... on IssueComment { bodyHTML } } } }
    milestones(first: 1) { nodes { descriptionHTML } } } }`;

  type Answer = {
    repository: {
      issue: { bodyHTML: string; comments: { nodes: { bodyHTML: string }[] } };
      milestones: { nodes: { descriptionHTML: string }[] };
    };
  };

  const read = async (token: string) => {
    const response = await server.graphql<Answer>(token, BODY, { number: issue.number });
    expect(response.errors).toBeUndefined();
    return response.data!.repository;
  };

  /** The links of some HTML as `class → href → text`, icons left out. */
  const links = (html: string) =>
    [...html.matchAll(/<a ([^>]*)>(?:<svg[^]*?<\/svg>)?([^<]*)<\/a>/g)].map(([, attributes = '', text]) => {
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';
      return `${attribute('class') || 'link'} ${attribute('data-state')} ${attribute('href')} ${text}`.replace(/\s+/g, ' ').trim();
    });

  it('links what a member may read, with each state, and leaves the rest as written', async () => {
    const { issue: read1 } = await read(memberToken);
    expect(links(read1.bodyHTML)).toEqual([
      'issue-link open /ref-org/app/issues/1 #1',
      'issue-link not_planned /ref-org/app/issues/2 #2',
      'issue-link merged /ref-org/app/pull/3 GH-3',
      'issue-link draft /ref-org/app/pull/4 #4',
      'issue-link open /ref-org/secret/issues/1 ref-org/secret#1',
      'issue-link open /ref-org/app/issues/1 #1',
      'issue-link open /ref-org/secret/issues/1 ref-org/secret#1',
      'user-mention /ref-member @ref-member',
      'team-mention /orgs/ref-org/teams/core @ref-org/core',
    ]);
    expect(read1.bodyHTML).toContain('not #99.');
    expect(read1.bodyHTML).toContain('ref-org/no-issues#1, ref-org/missing#1, ref-sso/vault#1.');
    expect(read1.bodyHTML).not.toContain('Behind SSO');
    // With a single sign-on session the same reference links.
    const [session] = await server.db
      .insert(t.ssoSessions)
      .values({ userId: member.id, orgId: ssoOrg.id, expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    try {
      expect(links((await read(memberToken)).issue.bodyHTML)).toContain('issue-link open /ref-sso/vault/issues/1 ref-sso/vault#1');
    } finally {
      await server.db.delete(t.ssoSessions).where(eq(t.ssoSessions.id, session?.id ?? 0));
    }
    expect(read1.bodyHTML).toContain('@nobody-here');
    expect(read1.bodyHTML).toContain('<code>#1</code>');
    expect(read1.bodyHTML).toContain('title="An open bug"');
  });

  it('shows an outsider nothing of a private repository: no link, no title, no state', async () => {
    const repository = await read(outsiderToken);
    const html = repository.issue.bodyHTML;
    expect(links(html)).toEqual([
      'issue-link open /ref-org/app/issues/1 #1',
      'issue-link not_planned /ref-org/app/issues/2 #2',
      'issue-link merged /ref-org/app/pull/3 GH-3',
      'issue-link draft /ref-org/app/pull/4 #4',
      'issue-link open /ref-org/app/issues/1 #1',
      'link http://localhost:3000/ref-org/secret/issues/1 http://localhost:3000/ref-org/secret/issues/1',
      'user-mention /ref-member @ref-member',
    ]);
    expect(html).toContain('Elsewhere: ref-org/secret#1, ref-org/no-issues#1');
    expect(html).not.toContain('Secret plan');
    // Teams are for the organization's members.
    expect(html).toContain('@ref-org/core @ref-org/hush');
    expect(links(repository.milestones.nodes[0]?.descriptionHTML ?? '')).toEqual(['issue-link open /ref-org/app/issues/1 #1']);
  });

  it('renders comments and milestone descriptions with the same references', async () => {
    const repository = await read(memberToken);
    expect(links(repository.issue.comments.nodes[0]?.bodyHTML ?? '')).toEqual([
      'issue-link open /ref-org/app/issues/1 #1',
      'user-mention /ref-outsider @ref-outsider',
    ]);
    expect(links(repository.milestones.nodes[0]?.descriptionHTML ?? '')).toEqual([
      'issue-link open /ref-org/app/issues/1 #1',
      'issue-link open /ref-org/secret/issues/1 ref-org/secret#1',
    ]);
  });

  it('looks references up together: a page of comments costs the same statements for 3 or 30 comments', async (context) => {
    const pglite = server.database.pglite;
    if (!pglite) return context.skip();
    const countStatements = async (comments: number) => {
      const target = await buildIssue(server.db, app, member, { title: `Thread of ${comments}` });
      await server.db.insert(t.issueComments).values(
        Array.from({ length: comments }, (_, i) => ({
          issueId: target.id,
          authorId: member.id,
          body: `#${(i % 4) + 1} ref-org/secret#1 @ref-member @user-${i} @ref-org/core http://localhost:3000/ref-org/app/issues/${(i % 3) + 1}`,
        })),
      );
      const query = `query { repository(owner: "ref-org", name: "app") { issue(number: ${target.number}) { comments: timelineItems(first: 50, itemTypes: [ISSUE_COMMENT]) { nodes { ... on IssueComment { bodyHTML } } } } } }`;
      const original = pglite.query.bind(pglite);
      let count = 0;
      pglite.query = ((...args: Parameters<typeof original>) => {
        count += 1;
        return original(...args);
      }) as typeof pglite.query;
      try {
        const response = await server.graphql<{ repository: { issue: { comments: { nodes: { bodyHTML: string }[] } } } }>(
          memberToken,
          query,
        );
        expect(response.data?.repository.issue.comments.nodes).toHaveLength(comments);
        expect(response.data?.repository.issue.comments.nodes[comments - 1]?.bodyHTML).toContain('class="team-mention"');
      } finally {
        pglite.query = original;
      }
      return count;
    };
    const few = await countStatements(3);
    expect(few).toBeGreaterThan(0);
    expect(await countStatements(30)).toBe(few);
  });

  describe('POST /api/v3/markdown', () => {
    const render = async (token: string, payload: Record<string, unknown>) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v3/markdown',
        headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    it('links references in gfm mode with a repository context, and nothing in markdown mode', async () => {
      const text = 'Fixes #1 and ref-org/app#2, thanks @ref-member';
      expect(links(await render(memberToken, { text, mode: 'gfm', context: 'ref-org/app' }))).toEqual([
        'issue-link open /ref-org/app/issues/1 #1',
        'issue-link not_planned /ref-org/app/issues/2 ref-org/app#2',
        'user-mention /ref-member @ref-member',
      ]);
      expect(await render(memberToken, { text, mode: 'markdown', context: 'ref-org/app' })).toBe(`<p>${text}</p>\n`);
    });

    it('treats an unknown or unreadable context as none: #123 stays text, qualified references still link', async () => {
      for (const context of ['ref-org/secret', 'ref-org/nothing-here', 'not a repository', 'a/b/c']) {
        const html = await render(outsiderToken, { text: '#1 and ref-org/app#1', mode: 'gfm', context });
        expect(links(html), context).toEqual(['issue-link open /ref-org/app/issues/1 ref-org/app#1']);
        expect(html, context).toMatch(/^<p>#1 and /);
      }
      // The member reads the private context, so #1 is its issue.
      expect(links(await render(memberToken, { text: '#1', mode: 'gfm', context: 'ref-org/secret' }))).toEqual([
        'issue-link open /ref-org/secret/issues/1 #1',
      ]);
    });
  });
});
