/**
 * GitHub's own CLI against this server (issue 21, item 6): Debian's `gh` (the test command
 * installs it) over HTTPS on port 443 with a throw-away certificate, pointed at the server as at a
 * GitHub Enterprise host: GH_HOST, GH_ENTERPRISE_TOKEN, SSL_CERT_FILE. Each command's effect is
 * checked in the database. Each database's suite listens on a loopback address of its own, so
 * both can hold port 443 at once.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildSchema as buildSdlSchema, OverlappingFieldsCanBeMergedRule, parse, specifiedRules, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, LabelRow, MilestoneRow, RepositoryRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';
import { testDatabaseTargets } from '../db/testDatabases.ts';
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
import { ExclusiveAwareOverlappingFieldsRule } from '../graphql/fieldMerging.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { selfSignedCertificate, type TestCertificate } from '../../testing/tls.ts';

const GH = process.env.GH_PATH ?? '/usr/bin/gh';
/** gh talks to an enterprise host on port 443 only; each database's suite takes its own loopback address. */
const HOST = testDatabaseTargets(process.env)[0]?.name === 'PostgreSQL' ? '127.0.0.32' : '127.0.0.31';

interface GhResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The GraphQL documents in gh's `GH_DEBUG=api` log, from each `POST /api/graphql` request's body:
 * printed as JSON, or as `GraphQL query:` followed by the document and `GraphQL variables: …`.
 */
function graphqlDocuments(log: string): string[] {
  const documents: string[] = [];
  const lines = log.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]?.startsWith('> POST /api/graphql')) continue;
    while (i < lines.length && lines[i] !== '') i++;
    i++;
    if (lines[i] === 'GraphQL query:') {
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]?.startsWith('GraphQL variables:'); i++) body.push(lines[i] ?? '');
      documents.push(body.join('\n'));
      continue;
    }
    // `gh api` does not print the bodies it sends: only JSON bodies are read here.
    if (!lines[i]?.startsWith('{')) continue;
    const body: string[] = [];
    for (; i < lines.length && lines[i] !== ''; i++) body.push(lines[i] ?? '');
    const parsed = JSON.parse(body.join('\n')) as { query?: unknown };
    if (typeof parsed.query === 'string') documents.push(parsed.query);
  }
  return documents;
}

/** Every GraphQL document gh sent during the suite. */
const sentDocuments = new Set<string>();

describe.skipIf(!fs.existsSync(GH))('gh against the server', { timeout: 60_000 }, () => {
  let server: TestServer;
  let certificate: TestCertificate;
  let home: string;
  let token: string;
  let owner: AccountRow;
  let helper: AccountRow;
  let widgets: RepositoryRow;
  let gadgets: RepositoryRow;
  let bug: LabelRow;
  let v1: MilestoneRow;

  beforeAll(async () => {
    certificate = selfSignedCertificate(HOST);
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-home-'));
    server = await startTestServer({
      listen: { host: HOST, port: 443 },
      settings: { BASE_URL: `https://${HOST}`, TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile },
    });
    const { db } = server;
    owner = await buildUser(db, { login: 'octocat' });
    helper = await buildUser(db, { login: 'hubot' });
    const org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, owner, 'admin');
    await addMember(db, org, helper, 'member');
    widgets = await buildRepo(db, org, { name: 'widgets' });
    gadgets = await buildRepo(db, org, { name: 'gadgets' });
    // Assignable: people with write access.
    await grant(db, widgets, helper, 'write');
    bug = await buildLabel(db, widgets, { name: 'bug', color: 'd73a4a', description: 'Something is broken' });
    await buildLabel(db, widgets, { name: 'docs', color: '0075ca' });
    v1 = await buildMilestone(db, widgets, { title: 'v1.0' });
    token = await buildToken(db, owner);
  });
  afterAll(async () => {
    await server?.close();
    certificate?.remove();
    if (home) fs.rmSync(home, { recursive: true, force: true });
  });

  /**
   * Runs gh as a script would: no terminal, no prompts, the repository in GH_REPO, the token in
   * GH_ENTERPRISE_TOKEN unless `options.env` says otherwise; `options.input` is its standard input.
   */
  function ghWith(options: { input?: string; env?: Record<string, string | undefined> }, ...args: string[]): Promise<GhResult> {
    return new Promise((resolve) => {
      const child = execFile(
        GH,
        args,
        {
          cwd: home,
          env: {
            PATH: process.env.PATH ?? '/usr/bin:/bin',
            HOME: home,
            GH_CONFIG_DIR: path.join(home, 'config'),
            GH_HOST: HOST,
            GH_ENTERPRISE_TOKEN: token,
            GH_REPO: `${HOST}/acme/widgets`,
            SSL_CERT_FILE: certificate.certFile,
            GH_PROMPT_DISABLED: '1',
            GH_NO_UPDATE_NOTIFIER: '1',
            NO_COLOR: '1',
            GH_PAGER: 'cat',
            // Logs each request, so the GraphQL documents gh sends can be checked against the schema.
            GH_DEBUG: 'api',
            ...options.env,
          },
          timeout: 30_000,
        },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          for (const document of graphqlDocuments(stderr)) sentDocuments.add(document);
          resolve({ code, stdout, stderr });
        },
      );
      child.stdin?.end(options.input ?? '');
    });
  }

  const gh = (...args: string[]) => ghWith({}, ...args);

  /** gh's command, which must succeed: its standard output (the failure's words otherwise). */
  async function ok(...args: string[]): Promise<string> {
    const result = await gh(...args);
    if (result.code !== 0) throw new Error(`gh ${args.join(' ')} failed (${result.code}): ${result.stderr}${result.stdout}`);
    return result.stdout;
  }

  const issueRow = async (repo: RepositoryRow, number: number): Promise<IssueRow | undefined> =>
    (
      await server.db
        .select()
        .from(t.issues)
        .where(and(eq(t.issues.repoId, repo.id), eq(t.issues.number, number)))
    )[0];
  const labelNames = async (issue: IssueRow) =>
    (
      await server.db
        .select({ name: t.labels.name })
        .from(t.issueLabels)
        .innerJoin(t.labels, eq(t.labels.id, t.issueLabels.labelId))
        .where(eq(t.issueLabels.issueId, issue.id))
    )
      .map((row) => row.name)
      .sort();
  const assigneeIds = async (issue: IssueRow) =>
    (await server.db.select().from(t.issueAssignees).where(eq(t.issueAssignees.issueId, issue.id))).map((row) => row.userId);

  it('signs in with the token: auth login and status, and api for REST paths and paginated GraphQL', async () => {
    const status = await gh('auth', 'status');
    expect(status.code).toBe(0);
    expect(status.stderr + status.stdout).toContain(`Logged in to ${HOST} as octocat`);
    // `auth login --with-token` checks the token against the server and keeps it in gh's config.
    const stored = { GH_ENTERPRISE_TOKEN: undefined, GH_CONFIG_DIR: path.join(home, 'login') };
    const login = await ghWith({ input: `${token}\n`, env: stored }, 'auth', 'login', '--with-token', '--hostname', HOST);
    expect(login.code, login.stderr).toBe(0);
    expect(fs.readFileSync(path.join(home, 'login', 'hosts.yml'), 'utf8')).toContain(`oauth_token: ${token}`);
    const fromConfig = await ghWith({ env: stored }, 'auth', 'status');
    expect(fromConfig.stderr + fromConfig.stdout).toContain(`Logged in to ${HOST} as octocat`);
    const refused = await ghWith(
      { input: 'ghp_not-a-real-token\n', env: { ...stored, GH_CONFIG_DIR: path.join(home, 'refused') } },
      'auth',
      'login',
      '--with-token',
      '--hostname',
      HOST,
    );
    expect(refused.code).not.toBe(0);
    expect(JSON.parse(await ok('api', 'repos/acme/widgets'))).toMatchObject({ full_name: 'acme/widgets', owner: { login: 'acme' } });
    expect((await ok('api', 'repos/acme/widgets/labels', '--jq', '.[].name')).trim().split('\n')).toEqual(['bug', 'docs']);
    const pages = await ok(
      'api',
      'graphql',
      '--paginate',
      '-f',
      'query=query($endCursor: String) { repository(owner: "acme", name: "widgets") { labels(first: 1, after: $endCursor) { nodes { name } pageInfo { hasNextPage endCursor } } } }',
      '--jq',
      '.data.repository.labels.nodes[].name',
    );
    expect(pages.trim().split('\n')).toEqual(['bug', 'docs']);
  });

  it('creates, views and lists issues with their filters', async () => {
    const created = await ok(
      'issue',
      'create',
      '--title',
      'Made by gh',
      '--body',
      'From the *CLI*',
      '--label',
      'bug',
      '--assignee',
      '@me',
      '--milestone',
      'v1.0',
    );
    const number = Number(/\/issues\/(\d+)/.exec(created)?.[1]);
    const row = await issueRow(widgets, number);
    expect(row).toMatchObject({ title: 'Made by gh', body: 'From the *CLI*', authorId: owner.id, milestoneId: v1.id });
    expect(await labelNames(row!)).toEqual(['bug']);
    expect(await assigneeIds(row!)).toEqual([owner.id]);
    await buildIssue(server.db, widgets, helper, { title: 'Written by hubot' });
    await buildIssue(server.db, widgets, helper, { title: 'Closed long ago', state: 'closed', stateReason: 'completed' });

    const titles = async (...args: string[]) =>
      (JSON.parse(await ok('issue', 'list', '--json', 'title', ...args)) as { title: string }[]).map((i) => i.title).sort();
    expect(await titles()).toEqual(['Made by gh', 'Written by hubot']);
    expect(await titles('--state', 'closed')).toEqual(['Closed long ago']);
    expect(await titles('--label', 'bug')).toEqual(['Made by gh']);
    expect(await titles('--assignee', 'octocat')).toEqual(['Made by gh']);
    expect(await titles('--author', 'hubot', '--state', 'all')).toEqual(['Closed long ago', 'Written by hubot']);
    expect(await titles('--milestone', 'v1.0')).toEqual(['Made by gh']);
    expect(await titles('--search', 'hubot in:title')).toEqual(['Written by hubot']);
    const rich = JSON.parse(
      await ok('issue', 'list', '--json', 'number,comments,reactionGroups,projectCards,labels', '--label', 'bug'),
    ) as {
      number: number;
      labels: { name: string }[];
    }[];
    expect(rich).toMatchObject([{ number, labels: [{ name: 'bug' }] }]);

    const view = await ok('issue', 'view', String(number));
    expect(view).toContain('Made by gh');
    expect(view).toContain('From the *CLI*');
    await ok('issue', 'comment', String(number), '--body', 'A comment from gh');
    expect(await server.db.$count(t.issueComments, eq(t.issueComments.issueId, row!.id))).toBe(1);
    expect(await ok('issue', 'view', String(number), '--comments')).toContain('A comment from gh');
    const json = JSON.parse(
      await ok('issue', 'view', String(number), '--json', 'title,state,comments,reactionGroups,assignees,milestone'),
    ) as {
      title: string;
      state: string;
      comments: { body: string }[];
      milestone: { title: string };
    };
    expect(json).toMatchObject({
      title: 'Made by gh',
      state: 'OPEN',
      comments: [{ body: 'A comment from gh' }],
      milestone: { title: 'v1.0' },
    });
    expect(await ok('issue', 'status')).toContain('Made by gh');
    expect(await ok('search', 'issues', 'hubot', '--repo', 'acme/widgets')).toContain('Written by hubot');
  });

  it('closes with a reason, reopens, edits, locks, pins, transfers and deletes', async () => {
    const issue = await buildIssue(server.db, widgets, helper, { title: 'To work on', labels: [bug] });
    const n = String(issue.number);
    await ok('issue', 'close', n, '--reason', 'not planned');
    expect(await issueRow(widgets, issue.number)).toMatchObject({ state: 'closed', stateReason: 'not_planned', closedById: owner.id });
    await ok('issue', 'reopen', n);
    expect((await issueRow(widgets, issue.number))?.state).toBe('open');

    await ok(
      'issue',
      'edit',
      n,
      '--title',
      'Worked on',
      '--body',
      'New body',
      '--add-label',
      'docs',
      '--remove-label',
      'bug',
      '--add-assignee',
      'hubot',
      '--milestone',
      'v1.0',
    );
    const edited = await issueRow(widgets, issue.number);
    expect(edited).toMatchObject({ title: 'Worked on', body: 'New body', milestoneId: v1.id });
    expect(await labelNames(edited!)).toEqual(['docs']);
    expect(await assigneeIds(edited!)).toEqual([helper.id]);

    await ok('issue', 'lock', n, '--reason', 'resolved');
    expect(await issueRow(widgets, issue.number)).toMatchObject({ locked: true, activeLockReason: 'resolved' });
    await ok('issue', 'unlock', n);
    expect((await issueRow(widgets, issue.number))?.locked).toBe(false);

    await ok('issue', 'pin', n);
    expect(await server.db.$count(t.pinnedIssues, eq(t.pinnedIssues.issueId, issue.id))).toBe(1);
    await ok('issue', 'unpin', n);
    expect(await server.db.$count(t.pinnedIssues, eq(t.pinnedIssues.issueId, issue.id))).toBe(0);

    await ok('issue', 'transfer', n, `${HOST}/acme/gadgets`);
    expect((await server.db.select().from(t.issues).where(eq(t.issues.id, issue.id)))[0]?.repoId).toBe(gadgets.id);

    const doomed = await buildIssue(server.db, widgets, helper, { title: 'Doomed' });
    await ok('issue', 'delete', String(doomed.number), '--yes');
    expect(await server.db.$count(t.issues, eq(t.issues.id, doomed.id))).toBe(0);
  });

  it('lists, creates, edits, deletes and clones labels', async () => {
    expect(await ok('label', 'list')).toContain('Something is broken');
    await ok('label', 'create', 'triage', '--color', '00ff00', '--description', 'Needs a look');
    const made = (
      await server.db
        .select()
        .from(t.labels)
        .where(and(eq(t.labels.repoId, widgets.id), eq(t.labels.name, 'triage')))
    )[0];
    expect(made).toMatchObject({ color: '00ff00', description: 'Needs a look' });
    await ok('label', 'edit', 'triage', '--name', 'needs-triage', '--color', '0000ff');
    expect((await server.db.select().from(t.labels).where(eq(t.labels.id, made!.id)))[0]).toMatchObject({
      name: 'needs-triage',
      color: '0000ff',
    });
    await ok('label', 'delete', 'needs-triage', '--yes');
    expect(await server.db.$count(t.labels, eq(t.labels.id, made!.id))).toBe(0);
    await ok('label', 'clone', `${HOST}/acme/widgets`, '--repo', `${HOST}/acme/gadgets`);
    const cloned = await server.db.select({ name: t.labels.name }).from(t.labels).where(eq(t.labels.repoId, gadgets.id));
    expect(cloned.map((row) => row.name).sort()).toEqual(expect.arrayContaining(['bug', 'docs']));
  });

  it('sent only GraphQL documents that validate against server/schema.graphql', () => {
    const schema = buildSdlSchema(fs.readFileSync(path.join(import.meta.dirname, '../../schema.graphql'), 'utf8'));
    // GitHub's field merging: the same field on two object types (gh's IssueByNumber) is no conflict.
    const rules = specifiedRules.map((rule) => (rule === OverlappingFieldsCanBeMergedRule ? ExclusiveAwareOverlappingFieldsRule : rule));
    expect(sentDocuments.size).toBeGreaterThan(10);
    const problems = [...sentDocuments].flatMap((document) => {
      try {
        return validate(schema, parse(document), rules).map((error) => `${error.message}\n  in ${document.slice(0, 120)}`);
      } catch (error) {
        return [`${String(error)}\n  in ${document.slice(0, 300)}`];
      }
    });
    expect(problems).toEqual([]);
  });
});
