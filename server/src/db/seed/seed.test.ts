import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseIssueForm } from '../../modules/issue-templates/issueTemplates.parse.ts';
import { testDatabaseTargets } from '../testDatabases.ts';
import { queryRows, type Database, type DbOrTx } from '../client.ts';
import { accounts, checkConclusion } from '../schema/index.ts';
import { DEMO_LOGIN } from '../../auth/demo.ts';
import { int, nullable, rowShape, text } from '../rowShape.ts';
import { buildToken } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { isDatabaseEmpty, seedDemo, seedGenerated, type SeedSummary } from './index.ts';

/** Raw rows as the test expects them; every value is compared with `expect`, which checks it. */
async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows(db, query, (row) => row as T);
}

async function count(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}

/** A digest of the generated rows, by natural keys and ids (equal on two fresh databases). */
async function checksum(db: DbOrTx): Promise<string> {
  const [row] = await rows<{ digest: string }>(
    db,
    sql`SELECT md5(
      (SELECT string_agg(concat_ws('|', a.id, a.kind, a.login, a.name, a.created_at), ',' ORDER BY a.id) FROM accounts a) ||
      (SELECT string_agg(concat_ws('|', r.id, r.name, r.visibility, r.next_issue_number, r.created_at), ',' ORDER BY r.id) FROM repositories r) ||
      (SELECT string_agg(concat_ws('|', i.id, i.repo_id, i.number, i.kind, i.title, md5(i.body), i.author_id, i.state, i.state_reason, i.closed_at,
        i.milestone_id, i.parent_id, i.duplicate_of_id, i.merged, i.review_decision, i.comments_count, i.reactions_count, i.reaction_counts::text,
        i.created_at, i.updated_at), ',' ORDER BY i.id) FROM issues i) ||
      (SELECT string_agg(concat_ws('|', c.id, c.issue_id, c.author_id, md5(c.body), c.created_at), ',' ORDER BY c.id) FROM issue_comments c) ||
      (SELECT string_agg(concat_ws('|', x.subject_type, x.subject_id, x.user_id, x.content), ',' ORDER BY x.id) FROM reactions x) ||
      (SELECT string_agg(concat_ws('|', l.issue_id, l.label_id), ',' ORDER BY l.issue_id, l.label_id) FROM issue_labels l) ||
      (SELECT string_agg(concat_ws('|', e.issue_id, e.event, e.data::text, e.created_at), ',' ORDER BY e.id) FROM timeline_events e) ||
      (SELECT coalesce(string_agg(concat_ws('|', k.commit_id, k.name, k.status, k.conclusion), ',' ORDER BY k.id), '') FROM check_runs k)
    ) AS digest`,
  );
  return row?.digest ?? '';
}

describe.each(testDatabaseTargets(process.env))('demo data on $name', (target) => {
  // The real app on the seeded database: the demo data as people first see it (seeding costs
  // tens of seconds, so every check of the demo data shares this one).
  let server: TestServer | undefined;
  let summary: SeedSummary;
  const db = () => {
    if (!server) throw new Error('database not opened');
    return server.db;
  };

  beforeAll(async () => {
    server = await startTestServer({ target });
    expect(await isDatabaseEmpty(db())).toBe(true);
    summary = await seedDemo(db());
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('reports what it loaded, and the database is no longer empty', async () => {
    expect(await isDatabaseEmpty(db())).toBe(false);
    expect(summary).toEqual({
      users: await count(db(), sql`SELECT count(*) AS n FROM accounts WHERE kind IN ('user', 'bot')`),
      organizations: await count(db(), sql`SELECT count(*) AS n FROM accounts WHERE kind = 'organization'`),
      repositories: await count(db(), sql`SELECT count(*) AS n FROM repositories`),
      issues: 3000,
      pullRequests: 300,
      comments: await count(db(), sql`SELECT count(*) AS n FROM issue_comments`),
      labels: await count(db(), sql`SELECT count(*) AS n FROM labels`),
      milestones: await count(db(), sql`SELECT count(*) AS n FROM milestones`),
    });
    expect(await count(db(), sql`SELECT count(*) AS n FROM issues WHERE kind = 'issue'`)).toBe(3000);
    expect(await count(db(), sql`SELECT count(*) AS n FROM issues WHERE kind = 'pull_request'`)).toBe(300);
  });

  it('has the accounts the demo needs', async () => {
    expect(summary.organizations).toBeGreaterThanOrEqual(3);
    expect(summary.users).toBeGreaterThanOrEqual(12);
    const [demo] = await rows<{ is_site_admin: boolean; password_hash: string | null }>(
      db(),
      sql`SELECT is_site_admin, password_hash FROM accounts WHERE login = 'monalisa'`,
    );
    expect(demo?.is_site_admin).toBe(true);
    expect(demo?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await count(db(), sql`SELECT count(*) AS n FROM accounts WHERE kind = 'organization' AND sso_required`)).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      await count(db(), sql`SELECT count(*) AS n FROM accounts WHERE kind = 'organization' AND is_enterprise_managed`),
    ).toBeGreaterThanOrEqual(1);
    expect(await count(db(), sql`SELECT count(*) AS n FROM accounts WHERE kind = 'user' AND is_enterprise_managed`)).toBeGreaterThanOrEqual(
      1,
    );
    expect(await count(db(), sql`SELECT count(*) AS n FROM accounts WHERE kind = 'bot' AND is_copilot`)).toBe(1);
    expect(
      await count(
        db(),
        sql`SELECT count(*) AS n FROM apps p JOIN accounts b ON b.id = p.bot_id WHERE p.slug = 'dependabot' AND b.kind = 'bot'`,
      ),
    ).toBe(1);
    // The demo user belongs to every organization.
    expect(
      await count(
        db(),
        sql`SELECT count(*) AS n FROM accounts o WHERE o.kind = 'organization' AND NOT EXISTS (SELECT 1 FROM org_memberships m JOIN accounts u ON u.id = m.user_id WHERE m.org_id = o.id AND u.login = 'monalisa')`,
      ),
    ).toBe(0);
  });

  it('has repositories of every kind, with access at every permission level', async () => {
    expect(summary.repositories).toBeGreaterThanOrEqual(10);
    const kinds = await rows<{ private: number; public: number; archived: number; banner: number }>(
      db(),
      sql`SELECT count(*) FILTER (WHERE visibility = 'private')::int AS private, count(*) FILTER (WHERE visibility = 'public')::int AS public,
        count(*) FILTER (WHERE is_archived)::int AS archived, count(*) FILTER (WHERE show_first_time_contributor_banner)::int AS banner FROM repositories`,
    );
    expect(kinds[0]).toMatchObject({ archived: 1 });
    expect(kinds[0]?.private).toBeGreaterThan(0);
    expect(kinds[0]?.public).toBeGreaterThan(0);
    expect(kinds[0]?.banner).toBeGreaterThan(0);
    const permissions = await rows<{ permission: string }>(db(), sql`SELECT DISTINCT permission FROM collaborators ORDER BY permission`);
    expect(permissions.map((row) => row.permission)).toEqual(['read', 'triage', 'write', 'maintain', 'admin']);
    expect(await count(db(), sql`SELECT count(*) AS n FROM team_repositories`)).toBeGreaterThan(0);
  });

  it('stores issue templates, issue forms and the chooser config as GitHub files', async () => {
    const files = await rows<{ path: string; content: string }>(
      db(),
      sql`SELECT path, content FROM repository_files WHERE path LIKE '.github/ISSUE_TEMPLATE/%'`,
    );
    // acme's incident.yml is invalid on purpose: the chooser lists its errors.
    const invalid = files.filter((file) => file.path.endsWith('/incident.yml'));
    expect(invalid.length).toBeGreaterThan(0);
    for (const file of invalid) expect(parseIssueForm('incident.yml', file.content).form).toBeNull();
    const forms = files.filter((file) => file.path.endsWith('.yml') && !file.path.endsWith('/config.yml') && !invalid.includes(file));
    const markdown = files.filter((file) => file.path.endsWith('.md'));
    const configs = files.filter((file) => file.path.endsWith('/config.yml'));
    expect(forms.length).toBeGreaterThan(0);
    expect(markdown.length).toBeGreaterThan(0);
    for (const form of forms) {
      const parsed = parseYaml(form.content) as {
        name?: string;
        description?: string;
        body?: { type: string; attributes?: unknown; validations?: { required?: boolean } }[];
      };
      expect(parsed.name).toBeTruthy();
      expect(parsed.description).toBeTruthy();
      expect(parsed.body?.length).toBeGreaterThan(0);
      expect(
        parsed.body?.every(
          (element) => ['markdown', 'input', 'textarea', 'dropdown', 'checkboxes'].includes(element.type) && element.attributes,
        ),
      ).toBe(true);
    }
    const elementTypes = new Set(
      forms.flatMap((form) => ((parseYaml(form.content) as { body: { type: string }[] }).body ?? []).map((element) => element.type)),
    );
    expect([...elementTypes].sort()).toEqual(['checkboxes', 'dropdown', 'input', 'markdown', 'textarea']);
    for (const template of markdown) {
      const match = /^---\n([\s\S]*?)\n---\n/.exec(template.content);
      const front = parseYaml(match?.[1] ?? '') as { name?: string; about?: string };
      expect(front.name).toBeTruthy();
      expect(front.about).toBeTruthy();
    }
    const config = parseYaml(configs.find((file) => file.content.includes('blank_issues_enabled: true'))?.content ?? '') as {
      blank_issues_enabled: boolean;
      contact_links: { name: string; url: string; about: string }[];
    };
    expect(config.blank_issues_enabled).toBe(true);
    expect(config.contact_links.length).toBeGreaterThan(0);
    const community = await rows<{ path: string }>(
      db(),
      sql`SELECT DISTINCT path FROM repository_files WHERE path NOT LIKE '.github/%' ORDER BY path`,
    );
    expect(community.map((row) => row.path)).toEqual(['CODE_OF_CONDUCT.md', 'CONTRIBUTING.md', 'SECURITY.md', 'SUPPORT.md']);
  });

  it('has milestones open and closed, with and without due dates, some overdue', async () => {
    const [kinds] = await rows<{ open: number; closed: number; undated: number; overdue: number; long: number }>(
      db(),
      sql`SELECT count(*) FILTER (WHERE state = 'open')::int AS open, count(*) FILTER (WHERE state = 'closed' AND closed_at IS NOT NULL)::int AS closed,
        count(*) FILTER (WHERE due_on IS NULL)::int AS undated,
        count(*) FILTER (WHERE state = 'open' AND due_on < (SELECT max(updated_at) FROM issues))::int AS overdue,
        count(*) FILTER (WHERE length(description) > 600)::int AS long FROM milestones`,
    );
    expect(kinds?.open).toBeGreaterThan(0);
    expect(kinds?.closed).toBeGreaterThan(0);
    expect(kinds?.undated).toBeGreaterThan(0);
    expect(kinds?.overdue).toBeGreaterThan(0);
    expect(kinds?.long).toBeGreaterThan(0);
    expect(await count(db(), sql`SELECT count(*) AS n FROM issues WHERE milestone_id IS NOT NULL AND milestone_priority IS NULL`)).toBe(0);
  });

  it('numbers issues and pull requests in one sequence per repository', async () => {
    expect(await count(db(), sql`SELECT count(*) AS n FROM (SELECT repo_id, number FROM issues GROUP BY 1, 2 HAVING count(*) > 1) d`)).toBe(
      0,
    );
    expect(
      await count(
        db(),
        sql`SELECT count(*) AS n FROM repositories r WHERE r.next_issue_number <> coalesce((SELECT max(number) FROM issues i WHERE i.repo_id = r.id), 0) + 1`,
      ),
    ).toBe(0);
    expect(
      await count(
        db(),
        sql`SELECT count(*) AS n FROM repositories r WHERE r.next_milestone_number <> coalesce((SELECT max(number) FROM milestones m WHERE m.repo_id = r.id), 0) + 1`,
      ),
    ).toBe(0);
  });

  it('keeps comment and reaction counters in step with the rows', async () => {
    expect(
      await count(
        db(),
        sql`SELECT count(*) AS n FROM issues i WHERE i.comments_count <> (SELECT count(*) FROM issue_comments c WHERE c.issue_id = i.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db(),
        sql`SELECT count(*) AS n FROM issues i WHERE i.reactions_count <> (SELECT count(*) FROM reactions x WHERE x.subject_type = 'issue' AND x.subject_id = i.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db(),
        sql`SELECT count(*) AS n FROM issues i WHERE i.reaction_counts <> coalesce((SELECT jsonb_object_agg(content, n) FROM (SELECT content, count(*) AS n FROM reactions x WHERE x.subject_type = 'issue' AND x.subject_id = i.id GROUP BY content) g), '{}'::jsonb)`,
      ),
    ).toBe(0);
    const contents = await rows<{ subject_type: string; n: number }>(
      db(),
      sql`SELECT subject_type, count(DISTINCT content)::int AS n FROM reactions GROUP BY subject_type ORDER BY subject_type`,
    );
    expect(contents).toEqual([
      { subject_type: 'comment', n: 8 },
      { subject_type: 'issue', n: 8 },
    ]);
  });

  it('has issues in every state, with consistent timestamps', async () => {
    const states = await rows<{ state: string; state_reason: string | null }>(
      db(),
      sql`SELECT DISTINCT state, state_reason FROM issues WHERE kind = 'issue'`,
    );
    const keys = states.map((row) => `${row.state}:${row.state_reason ?? ''}`).sort();
    expect(keys).toEqual(['closed:completed', 'closed:duplicate', 'closed:not_planned', 'open:', 'open:reopened']);
    expect(await count(db(), sql`SELECT count(*) AS n FROM issues WHERE state_reason = 'duplicate' AND duplicate_of_id IS NULL`)).toBe(0);
    expect(
      await count(
        db(),
        sql`SELECT count(*) AS n FROM issues WHERE closed_at < created_at OR updated_at < created_at OR updated_at < closed_at OR (state = 'closed') <> (closed_at IS NOT NULL)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db(),
        sql`SELECT count(*) AS n FROM issues i WHERE i.state = 'closed' AND NOT EXISTS (SELECT 1 FROM timeline_events e WHERE e.issue_id = i.id AND e.event = 'closed')`,
      ),
    ).toBe(0);
    expect(
      await count(
        db(),
        sql`SELECT count(*) AS n FROM issues i WHERE i.state_reason = 'reopened' AND NOT EXISTS (SELECT 1 FROM timeline_events e WHERE e.issue_id = i.id AND e.event = 'reopened')`,
      ),
    ).toBe(0);
    expect(await count(db(), sql`SELECT count(*) AS n FROM issues WHERE locked`)).toBeGreaterThan(0);
    expect(await count(db(), sql`SELECT count(*) AS n FROM issues WHERE author_id IS NULL`)).toBeGreaterThan(0);
    expect(await count(db(), sql`SELECT count(*) AS n FROM issues WHERE parent_id IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count(db(), sql`SELECT count(*) AS n FROM issue_dependencies`)).toBeGreaterThan(0);
    expect(await count(db(), sql`SELECT count(*) AS n FROM issue_field_values`)).toBeGreaterThan(0);
  });

  it('has pull requests in every state with checks of every status and conclusion', async () => {
    const conclusions = await rows<{ conclusion: string }>(
      db(),
      sql`SELECT DISTINCT conclusion::text FROM check_runs WHERE conclusion IS NOT NULL ORDER BY 1`,
    );
    // Every conclusion the schema allows appears at least once.
    expect(conclusions.map((row) => row.conclusion)).toEqual([...checkConclusion.enumValues].sort());
    const statuses = await rows<{ status: string }>(db(), sql`SELECT DISTINCT status::text FROM check_runs ORDER BY 1`);
    expect(statuses.map((row) => row.status)).toEqual(['completed', 'in_progress', 'pending', 'queued', 'requested', 'waiting']);
    const decisions = await rows<{ d: string | null }>(
      db(),
      sql`SELECT DISTINCT review_decision::text AS d FROM issues WHERE kind = 'pull_request' ORDER BY 1`,
    );
    expect(decisions.map((row) => row.d)).toEqual(['approved', 'changes_requested', 'review_required', null]);
    const pr = await rows<{ merged: number; draft: number; queued: number; unchecked: number }>(
      db(),
      sql`SELECT count(*) FILTER (WHERE merged AND state = 'closed' AND merged_at IS NOT NULL)::int AS merged, count(*) FILTER (WHERE is_draft AND state = 'open')::int AS draft,
        count(*) FILTER (WHERE is_in_merge_queue)::int AS queued,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM check_runs k WHERE k.commit_id = issues.head_commit_id))::int AS unchecked
        FROM issues WHERE kind = 'pull_request'`,
    );
    expect(pr[0]?.merged).toBeGreaterThan(0);
    expect(pr[0]?.draft).toBeGreaterThan(0);
    expect(pr[0]?.queued).toBeGreaterThan(0);
    expect(pr[0]?.unchecked).toBeGreaterThan(0);
    expect(await count(db(), sql`SELECT count(*) AS n FROM closing_references`)).toBeGreaterThan(0);
    expect(await count(db(), sql`SELECT count(*) AS n FROM reviews`)).toBeGreaterThan(0);
  });

  it('pins at most three issues per repository, at positions 1 to n', async () => {
    const pins = await rows<{ n: number; max: number }>(
      db(),
      sql`SELECT count(*)::int AS n, max(position) AS max FROM pinned_issues GROUP BY repo_id`,
    );
    expect(pins.length).toBeGreaterThan(0);
    for (const pin of pins) {
      expect(pin.n).toBeLessThanOrEqual(3);
      expect(pin.max).toBe(pin.n);
    }
  });

  it('gives the demo user read and unread issues and saved views', async () => {
    const reads = await rows<{ read: number; unread: number }>(
      db(),
      sql`SELECT count(*) FILTER (WHERE r.last_read_at >= i.updated_at)::int AS read, count(*) FILTER (WHERE r.last_read_at < i.updated_at)::int AS unread
        FROM issue_reads r JOIN issues i ON i.id = r.issue_id JOIN accounts u ON u.id = r.user_id WHERE u.login = 'monalisa'`,
    );
    expect(reads[0]?.read).toBeGreaterThan(0);
    expect(reads[0]?.unread).toBeGreaterThan(0);
    expect(
      await count(db(), sql`SELECT count(*) AS n FROM saved_views v JOIN accounts u ON u.id = v.user_id WHERE u.login = 'monalisa'`),
    ).toBeGreaterThanOrEqual(3);
  });

  it('links a pull request’s "Closes #n" to the issue in bodyHTML, with its state, and renders its test plan as a task list', async () => {
    const [pull] = await queryRows(
      db(),
      sql`SELECT o.login AS owner, r.name AS repo, p.number, (substring(p.body from '(?:Closes|Fixes|Resolves) #([0-9]+)'))::int AS target,
            t.state AS target_state, t.state_reason AS target_reason
          FROM issues p JOIN repositories r ON r.id = p.repo_id JOIN accounts o ON o.id = r.owner_id
          JOIN issues t ON t.repo_id = p.repo_id AND t.number = (substring(p.body from '(?:Closes|Fixes|Resolves) #([0-9]+)'))::int
          WHERE p.kind = 'pull_request' AND r.visibility = 'public' AND t.kind = 'issue'
          ORDER BY p.id LIMIT 1`,
      rowShape({ owner: text, repo: text, number: int, target: int, target_state: text, target_reason: nullable(text) }),
    );
    if (!pull || !server) throw new Error('the demo data has no pull request closing an issue');
    const [account] = await db().select().from(accounts).where(eq(accounts.login, DEMO_LOGIN));
    if (!account) throw new Error('no demo account');
    const response = await server.graphql<{ repository: { pullRequest: { bodyHTML: string } } }>(
      await buildToken(db(), account),
      `query($owner: String!, $name: String!, $number: Int!) { repository(owner: $owner, name: $name) { pullRequest(number: $number) { bodyHTML } } }`,
      { owner: pull.owner, name: pull.repo, number: pull.number },
    );
    expect(response.errors).toBeUndefined();
    const html = response.data?.repository.pullRequest.bodyHTML ?? '';
    const state =
      pull.target_state === 'open'
        ? 'open'
        : pull.target_reason === 'not_planned' || pull.target_reason === 'duplicate'
          ? 'not_planned'
          : 'closed';
    expect(html).toMatch(
      new RegExp(
        `<a class="issue-link" data-hovercard-type="issue" data-state="${state}" title="[^"]*" href="/${pull.owner}/${pull.repo}/issues/${pull.target}"><svg [^]*?</svg>#${pull.target}</a>`,
      ),
    );
    expect(html).toContain('<ul class="contains-task-list">');
  });
});

describe.each(testDatabaseTargets(process.env))('generated data on $name', (target) => {
  const opened: { database: Database; dispose(): Promise<void> }[] = [];

  beforeAll(async () => {
    opened.push(await target.open(), await target.open());
  }, 120_000);
  afterAll(async () => {
    await Promise.all(opened.map((entry) => entry.dispose()));
  });

  it('gives identical rows for the same seed and options, and refuses to reuse a seed', async () => {
    const [first, second] = opened.map((entry) => entry.database.db);
    if (!first || !second) throw new Error('databases not opened');
    const options = { users: 15, repos: 4, issues: 300, seed: 42 };
    const summary = await seedGenerated(first, options);
    expect(await seedGenerated(second, options)).toEqual(summary);
    expect(summary).toMatchObject({ users: 15, organizations: 1, repositories: 4, issues: 300, pullRequests: 30 });
    expect(await checksum(first)).toBe(await checksum(second));

    await expect(seedGenerated(first, options)).rejects.toThrow(/seed 42 was already used/);
    const other = await seedGenerated(second, { ...options, seed: 43 });
    expect(other.issues).toBe(300);
    expect(await checksum(first)).not.toBe(await checksum(second));
    expect(await count(second, sql`SELECT count(*) AS n FROM accounts WHERE login LIKE 'user-43-%'`)).toBe(15);
  });
});
