/**
 * Deterministic search-benchmark data: issues and pull requests over repositories, users and
 * organizations, loaded server-side with `INSERT … SELECT` over `generate_series`.
 *
 *   node bench/search/generate.ts [--issues 1000000] [--repos 10000] [--users 20000] [--orgs 500]
 *                                 [--seed 42] [--database-url postgres://…/bench_search]
 *   node bench/search/generate.ts --pglite <dir> [--issues 50000]
 *
 * Randomness is a counter-based PRNG evaluated in SQL: `bench_r(i, k)` hashes the row number `i`
 * and the stream `k` with the seed (`hashint8extended`), so every value depends only on
 * (seed, row, column) and the data is identical on every run, on PostgreSQL and on PGlite.
 * Why not COPY: rows are computed inside the database, so nothing crosses the wire at all —
 * faster than streaming CSV through `COPY … FROM STDIN` (which would need pg-copy-streams, not
 * installed) and the same SQL works on PGlite, which has no COPY from a client stream. Secondary
 * indexes and foreign keys of the bulk tables are dropped first and rebuilt after the load (a
 * GIN index built once is several times faster than maintained row by row); the rebuilt foreign
 * keys validate every row.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { BIG_REPOS, COMMON_WORDS, LABEL_COLORS, LABEL_NAMES, NAMED_ORGS, RARE_WORDS, VIEWER_ORG_COUNT, VIEWER_LOGIN } from './words.ts';
import {
  type RawClient,
  type Target,
  describeTarget,
  importServer,
  openServerDatabase,
  rawClient,
  recreatePostgresDatabase,
} from './database.ts';

/** search.lexemes.ts, reduced to what the load calls. */
interface LexemesModule {
  refreshFrequentLexemes(db: unknown, options: object): Promise<{ readied: string[]; updatedIssues: number; skipped?: string }>;
}

export interface Scale {
  issues: number;
  repos: number;
  users: number;
  orgs: number;
  seed: number;
}

/** The fixed reference date: created dates span the three years before it; queries use it as @today. */
export const REFERENCE_DATE = new Date('2026-11-15T00:00:00Z');
const SPAN_DAYS = 1095;
const SENTENCES = 20000;
const BULK_TABLES = ['issues', 'issue_labels', 'issue_assignees', 'issue_mentions', 'issue_comments', 'labels', 'milestones'];

export const POSTGRES_SCALE: Scale = { issues: 1_000_000, repos: 10_000, users: 20_000, orgs: 500, seed: 42 };

/** Scale for a given issue count when repos/users/orgs are not given: the 1M proportions. */
export function defaultScale(issues: number): Scale {
  return {
    issues,
    repos: Math.max(50, Math.round(issues / 100)),
    users: Math.max(100, Math.round(issues / 50)),
    orgs: Math.max(10, Math.round(issues / 2000)),
    seed: 42,
  };
}

function log(message: string): void {
  console.log(`[generate] ${message}`);
}

async function timed<T>(label: string, timings: Map<string, number>, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  timings.set(label, (timings.get(label) ?? 0) + ms);
  log(`${label}: ${(ms / 1000).toFixed(1)} s`);
  return result;
}

function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Loads the data into an empty, migrated database. Returns seconds per step. */
export async function generate(
  client: RawClient,
  scale: Scale,
  options: { chunk: number; frequentLexemes: () => Promise<string> },
): Promise<Map<string, number>> {
  const { issues: N, repos: R, users: U, orgs: O, seed } = scale;
  if (R < BIG_REPOS.length + 10) throw new Error('--repos must be at least 16');
  if (O < NAMED_ORGS.length) throw new Error(`--orgs must be at least ${NAMED_ORGS.length}`);
  const existing = await client.query('SELECT count(*)::int AS n FROM issues');
  if (Number(existing.rows[0]?.n) > 0) throw new Error('the database already holds issues; generate into a fresh one');

  const timings = new Map<string, number>();
  const q = (text: string, params?: unknown[]) => client.query(text, params);
  const ref = `timestamptz '${REFERENCE_DATE.toISOString()}'`;
  const start = `(${ref} - interval '${SPAN_DAYS} days')`;
  const spanSeconds = SPAN_DAYS * 86400;
  const words = [...COMMON_WORDS];
  const rare = [...RARE_WORDS];
  const orgId = (index: number) => U + 1 + index;
  const viewerOrgIds = Array.from({ length: VIEWER_ORG_COUNT }, (_, i) => orgId(i));
  const bigSize = Math.round(N * 0.05);

  await q(`SET maintenance_work_mem = '512MB'`).catch(() => undefined);
  await q(`SET synchronous_commit = off`).catch(() => undefined);
  await q(`CREATE OR REPLACE FUNCTION bench_r(i bigint, k integer) RETURNS double precision
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT ((hashint8extended(i, ${seed}::bigint * 1000 + k) & 2147483647)::double precision / 2147483648.0) $$`);

  // Secondary indexes and foreign keys of the bulk tables: dropped now, rebuilt after the load.
  const tableList = BULK_TABLES.map(sqlString).join(', ');
  const foreignKeys = (
    await q(`SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def
      FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid::regclass::text IN (${tableList}) ORDER BY 1, 2`)
  ).rows.map((row) => ({ table: String(row.tbl), name: String(row.name), def: String(row.def) }));
  const indexes = (
    await q(`SELECT tablename AS tbl, indexname AS name, indexdef AS def FROM pg_indexes
      WHERE schemaname = 'public' AND tablename IN (${tableList})
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype IN ('p', 'u')) ORDER BY 1, 2`)
  ).rows.map((row) => ({ table: String(row.tbl), name: String(row.name), def: String(row.def) }));
  for (const fk of foreignKeys) await q(`ALTER TABLE "${fk.table}" DROP CONSTRAINT "${fk.name}"`);
  for (const index of indexes) await q(`DROP INDEX "${index.name}"`);
  // The triggers that keep the issues' search columns (migration 0005) would refresh an issue per
  // inserted label, assignee and comment; the load fills those columns once, in bulk, instead.
  await q(`SET session_replication_role = replica`);
  log(`dropped ${indexes.length} indexes and ${foreignKeys.length} foreign keys of ${BULK_TABLES.join(', ')} for the load`);

  await timed('accounts', timings, async () => {
    await q(
      `INSERT INTO accounts (id, kind, login, name, email, created_at, updated_at) OVERRIDING SYSTEM VALUE
       SELECT g, 'user', CASE WHEN g = 1 THEN ${sqlString(VIEWER_LOGIN)} ELSE 'user' || g END, 'User ' || g, 'user' || g || '@example.com',
         ${start} - interval '2 years' + g * interval '1 minute', ${start}
       FROM generate_series(1, ${U}) g`,
    );
    await q(
      `INSERT INTO accounts (id, kind, login, name, created_at, updated_at) OVERRIDING SYSTEM VALUE
       SELECT ${U} + g, 'organization', coalesce(($1::text[])[g], 'org' || g), 'Organization ' || g,
         ${start} - interval '2 years' + g * interval '1 hour', ${start}
       FROM generate_series(1, ${O}) g`,
      [[...NAMED_ORGS]],
    );
  });

  await timed('org_memberships', timings, async () => {
    await q(
      `INSERT INTO org_memberships (org_id, user_id, role, created_at)
       SELECT DISTINCT ON (org_id, user_id) org_id, user_id, role, ${start} FROM (
         SELECT unnest($1::int[]) AS org_id, 1 AS user_id, 'member'::org_role AS role
         UNION ALL
         SELECT ${U + 1} + floor(${O} * bench_r(u::bigint * 4 + j, 2) ^ 2)::int, u,
           CASE WHEN bench_r(u::bigint * 4 + j, 3) < 0.05 THEN 'admin'::org_role ELSE 'member'::org_role END
         FROM generate_series(2, ${U}) u CROSS JOIN LATERAL generate_series(1, floor(bench_r(u, 1) * 3)::int) j
       ) m ORDER BY org_id, user_id, role`,
      [viewerOrgIds],
    );
  });

  await timed('repositories', timings, async () => {
    const big = BIG_REPOS.map((repo, i) => {
      const owner = orgId(NAMED_ORGS.indexOf(repo.owner));
      return `(${i + 1}, ${owner}, ${sqlString(repo.name)}, '${repo.visibility}'::repo_visibility)`;
    });
    const viewerRepos = ['dotfiles', 'notes', 'sandbox'].map(
      (name, i) => `(${BIG_REPOS.length + 1 + i}, 1, '${name}', 'private'::repo_visibility)`,
    );
    await q(
      `INSERT INTO repositories (id, owner_id, name, description, primary_language, visibility, is_archived, created_at, updated_at, pushed_at)
       OVERRIDING SYSTEM VALUE
       SELECT id, owner_id, name, 'Repository ' || name, 'TypeScript', visibility, false, ${start} - interval '1 year', ${ref}, ${ref}
       FROM (VALUES ${[...big, ...viewerRepos].join(', ')}) v(id, owner_id, name, visibility)`,
    );
    const first = BIG_REPOS.length + 4;
    await q(
      `INSERT INTO repositories (id, owner_id, name, description, primary_language, visibility, is_archived, created_at, updated_at, pushed_at)
       OVERRIDING SYSTEM VALUE
       SELECT id, owner_id, ($1::text[])[1 + floor(${words.length} * bench_r(id, 15))::int] || '-'
           || ($1::text[])[1 + floor(${words.length} * bench_r(id, 16))::int] || '-' || id,
         NULL, ($2::text[])[1 + floor(6 * bench_r(id, 17))::int],
         CASE WHEN bench_r(id, 13) < 0.012 THEN 'public'::repo_visibility
              WHEN is_org AND bench_r(id, 13) < 0.25 THEN 'internal'::repo_visibility
              ELSE 'private'::repo_visibility END,
         bench_r(id, 14) < 0.05, ${start} - interval '1 year' + bench_r(id, 18) * interval '1000 days', ${ref}, ${ref}
       FROM (
         SELECT g AS id, bench_r(g, 10) < 0.6 AS is_org,
           CASE WHEN bench_r(g, 10) < 0.6 THEN ${U + 1} + floor(${O} * bench_r(g, 11) ^ 1.2)::int
                ELSE 2 + floor(${U - 1} * bench_r(g, 12) ^ 1.5)::int END AS owner_id
         FROM generate_series(${first}, ${R}) g
       ) r`,
      [words, ['TypeScript', 'Go', 'Python', 'Rust', 'Java', 'Ruby']],
    );
  });

  await timed('collaborators', timings, async () => {
    const viewerCollaborations = Math.max(5, Math.min(30, Math.round(R / 330)));
    await q(
      `INSERT INTO collaborators (repo_id, user_id, permission, created_at)
       SELECT id, 1, 'write', ${start} FROM repositories
       WHERE visibility = 'private' AND owner_id <> 1 AND owner_id <> ALL($1::int[])
       ORDER BY bench_r(id, 20) LIMIT ${viewerCollaborations}`,
      [viewerOrgIds],
    );
    await q(
      `INSERT INTO collaborators (repo_id, user_id, permission, created_at)
       SELECT DISTINCT ON (r.id, u) r.id, u, (ARRAY['read', 'triage', 'write', 'maintain', 'admin']::repo_permission[])[1 + floor(5 * bench_r(r.id::bigint * 8 + j, 22))::int], ${start}
       FROM repositories r CROSS JOIN LATERAL generate_series(1, 1 + floor(3 * bench_r(r.id, 23))::int) j
         CROSS JOIN LATERAL (SELECT 2 + floor(${U - 1} * bench_r(r.id::bigint * 8 + j, 24))::int AS u) x
       WHERE bench_r(r.id, 21) < 0.4 AND u <> r.owner_id
       ORDER BY r.id, u
       ON CONFLICT DO NOTHING`,
    );
  });

  await timed('plan (repository weights, label and milestone ranges, viewer access)', timings, async () => {
    await q(`DROP TABLE IF EXISTS bench_repo_plan, bench_issue_plan, bench_sentences, bench_titles`);
    const tail = 1 - BIG_REPOS.length * 0.05;
    await q(
      `CREATE UNLOGGED TABLE bench_repo_plan AS
       SELECT id, weight, label_count, ms_count, viewer_reads,
         (sum(weight) OVER w) AS hi,
         (sum(label_count) OVER w - label_count + 1)::int AS label_first,
         (sum(ms_count) OVER w - ms_count + 1)::int AS ms_first
       FROM (
         SELECT r.id,
           (CASE WHEN r.id <= ${BIG_REPOS.length} THEN 0.05
                ELSE ${tail} * power(t.rank::double precision, -0.6) / sum(power(t.rank::double precision, -0.6)) OVER () END)::double precision AS weight,
           CASE WHEN r.id <= ${BIG_REPOS.length} THEN ${LABEL_NAMES.length} ELSE 10 + floor(21 * bench_r(r.id, 25))::int END AS label_count,
           CASE WHEN r.id <= ${BIG_REPOS.length} THEN 25 ELSE floor(6 * bench_r(r.id, 26) ^ 2)::int END AS ms_count,
           (r.visibility = 'public' OR r.owner_id = 1
             OR EXISTS (SELECT 1 FROM collaborators c WHERE c.repo_id = r.id AND c.user_id = 1)
             OR EXISTS (SELECT 1 FROM org_memberships m WHERE m.org_id = r.owner_id AND m.user_id = 1)) AS viewer_reads
         FROM repositories r
         LEFT JOIN (SELECT id, row_number() OVER (ORDER BY bench_r(id, 30), id) AS rank FROM repositories WHERE id > ${BIG_REPOS.length}) t
           ON t.id = r.id
       ) p
       WINDOW w AS (ORDER BY id)`,
    );
    await q(`CREATE INDEX ON bench_repo_plan (hi)`);
    await q(`CREATE UNIQUE INDEX ON bench_repo_plan (id)`);
    await q(
      `CREATE UNLOGGED TABLE bench_sentences AS
       SELECT g AS id, string_agg(($1::text[])[1 + floor(${words.length} * bench_r(g::bigint * 64 + k, 40) ^ 3)::int], ' ' ORDER BY k)
         || CASE WHEN bench_r(g, 41) < 0.05 THEN ' ' || ($2::text[])[1 + floor(${rare.length} * bench_r(g, 42))::int] ELSE '' END AS s
       FROM generate_series(1, ${SENTENCES}) g CROSS JOIN LATERAL generate_series(1, 5 + g % 9) k
       GROUP BY g`,
      [words, rare],
    );
    // A phrase for phrase queries ("null pointer"): both words are also common on their own.
    await q(`UPDATE bench_sentences SET s = 'null pointer ' || s WHERE bench_r(id, 43) < 0.004`);
    await q(`ALTER TABLE bench_sentences ADD PRIMARY KEY (id)`);
    await q(
      `CREATE UNLOGGED TABLE bench_titles AS
       SELECT g AS id, string_agg(($1::text[])[1 + floor(${words.length} * bench_r(g::bigint * 16 + k, 44) ^ 2.5)::int], ' ' ORDER BY k)
         || CASE WHEN bench_r(g, 45) < 0.02 THEN ' ' || ($2::text[])[1 + floor(${rare.length} * bench_r(g, 46))::int] ELSE '' END AS t
       FROM generate_series(1, ${titles(N)}) g CROSS JOIN LATERAL generate_series(1, 3 + g % 6) k
       GROUP BY g`,
      [words, rare],
    );
    await q(`ALTER TABLE bench_titles ADD PRIMARY KEY (id)`);
    // Each issue's repository (weighted pick: binary search of the cumulative weights, repository ids
    // are 1..R) and its number within the repository (creation order).
    await q(
      `CREATE UNLOGGED TABLE bench_issue_plan AS
       SELECT id, repo_id, (row_number() OVER (PARTITION BY repo_id ORDER BY id))::int AS number
       FROM (
         SELECT g AS id,
           greatest(1, width_bucket(bench_r(g, 50), (SELECT array_agg(CASE WHEN id = 1 THEN 0 ELSE hi - weight END ORDER BY id) FROM bench_repo_plan))) AS repo_id
         FROM generate_series(1, ${N}) g
       ) x`,
    );
    await q(`ALTER TABLE bench_issue_plan ADD PRIMARY KEY (id)`);
    for (const table of ['bench_repo_plan', 'bench_issue_plan', 'bench_sentences', 'bench_titles']) await q(`ANALYZE ${table}`);
    log(`planned ${N} issues; big repositories get ${bigSize} each`);
  });

  await timed('labels', timings, async () => {
    await q(
      `INSERT INTO labels (id, repo_id, name, color, description, is_default, created_at, updated_at) OVERRIDING SYSTEM VALUE
       SELECT p.label_first + g - 1, p.id, ($1::text[])[g], ($2::text[])[1 + g % ${LABEL_COLORS.length}], NULL, g <= 9, ${start}, ${start}
       FROM bench_repo_plan p CROSS JOIN LATERAL generate_series(1, p.label_count) g`,
      [[...LABEL_NAMES], [...LABEL_COLORS]],
    );
  });

  await timed('milestones', timings, async () => {
    await q(
      `INSERT INTO milestones (id, repo_id, number, title, description, state, due_on, closed_at, creator_id, created_at, updated_at)
       OVERRIDING SYSTEM VALUE
       SELECT p.ms_first + g - 1, p.id, g, 'v' || (1 + (g - 1) / 4) || '.' || ((g - 1) % 4), NULL,
         CASE WHEN g >= p.ms_count - 1 THEN 'open'::milestone_state ELSE 'closed'::milestone_state END,
         ${start} + (g * ${SPAN_DAYS} / (p.ms_count + 1)) * interval '1 day',
         CASE WHEN g >= p.ms_count - 1 THEN NULL ELSE ${start} + (g * ${SPAN_DAYS} / (p.ms_count + 1) + 3) * interval '1 day' END,
         NULL, ${start}, ${start}
       FROM bench_repo_plan p CROSS JOIN LATERAL generate_series(1, p.ms_count) g`,
    );
  });

  const chunks: [number, number][] = [];
  for (let lo = 1; lo <= N; lo += options.chunk) chunks.push([lo, Math.min(N, lo + options.chunk - 1)]);

  await timed('issues', timings, async () => {
    for (const [lo, hi] of chunks) {
      await q(
        `INSERT INTO issues (id, repo_id, number, kind, title, body, author_id, state, state_reason, closed_at, closed_by_id, locked,
           active_lock_reason, milestone_id, is_draft, merged, merged_at, merged_by_id, review_decision, head_ref_name, base_ref_name,
           comments_count, reactions_count, reaction_counts, created_at, updated_at)
         OVERRIDING SYSTEM VALUE
         SELECT s.id, s.repo_id, s.number, CASE WHEN s.is_pr THEN 'pull_request'::issue_kind ELSE 'issue'::issue_kind END,
           t.t, b1.s || ' ' || b2.s || ' ' || b3.s, s.author_id,
           CASE WHEN s.is_open THEN 'open'::issue_state ELSE 'closed'::issue_state END,
           CASE WHEN s.is_pr THEN NULL
                WHEN s.is_open THEN CASE WHEN bench_r(s.id, 81) < 0.03 THEN 'reopened'::issue_state_reason END
                WHEN bench_r(s.id, 81) < 0.8 THEN 'completed'::issue_state_reason
                WHEN bench_r(s.id, 81) < 0.95 THEN 'not_planned'::issue_state_reason
                ELSE 'duplicate'::issue_state_reason END,
           s.closed_at, CASE WHEN NOT s.is_open THEN coalesce(s.author_id, 2 + floor(${U - 1} * bench_r(s.id, 86))::int) END,
           bench_r(s.id, 75) < 0.01, CASE WHEN bench_r(s.id, 75) < 0.01 THEN 'resolved'::lock_reason END,
           CASE WHEN s.ms_count > 0 AND bench_r(s.id, 76) < 0.3 THEN s.ms_first + floor(s.ms_count * bench_r(s.id, 77))::int END,
           s.is_pr AND s.is_open AND bench_r(s.id, 78) < 0.15,
           s.is_pr AND NOT s.is_open AND bench_r(s.id, 79) < 0.75,
           CASE WHEN s.is_pr AND NOT s.is_open AND bench_r(s.id, 79) < 0.75 THEN s.closed_at END,
           CASE WHEN s.is_pr AND NOT s.is_open AND bench_r(s.id, 79) < 0.75 THEN 2 + floor(${U - 1} * bench_r(s.id, 86))::int END,
           CASE WHEN NOT s.is_pr THEN NULL
                WHEN bench_r(s.id, 80) < 0.4 THEN 'approved'::review_decision
                WHEN bench_r(s.id, 80) < 0.5 THEN 'changes_requested'::review_decision
                WHEN bench_r(s.id, 80) < 0.8 THEN 'review_required'::review_decision END,
           CASE WHEN s.is_pr THEN 'feature/' || s.id END, CASE WHEN s.is_pr THEN 'main' END,
           s.comments, s.reactions,
           jsonb_strip_nulls(jsonb_build_object(
             'THUMBS_UP', nullif(ceil(s.reactions * 0.6)::int, 0),
             'HEART', nullif(floor(s.reactions * 0.25)::int, 0),
             'ROCKET', nullif(s.reactions - ceil(s.reactions * 0.6)::int - floor(s.reactions * 0.25)::int, 0))),
           s.created_at,
           CASE WHEN NOT s.is_open THEN s.closed_at + (${ref} - s.closed_at) * bench_r(s.id, 64) ^ 6
                WHEN bench_r(s.id, 65) < 0.03 THEN ${ref} - bench_r(s.id, 66) * interval '30 days'
                ELSE s.created_at + (${ref} - s.created_at) * bench_r(s.id, 64) ^ 4 END
         FROM (
           SELECT c.*, CASE WHEN c.is_open THEN NULL ELSE c.created_at + (${ref} - c.created_at) * bench_r(c.id, 63) ^ 2 END AS closed_at
           FROM (
             SELECT ip.id, ip.repo_id, ip.number, p.ms_first, p.ms_count,
               ${start} + ((ip.id - 1 + 0.9 * bench_r(ip.id, 60)) * ${spanSeconds / N}) * interval '1 second' AS created_at,
               bench_r(ip.id, 61) < 0.1 AS is_pr,
               bench_r(ip.id, 62) < 0.12 + 0.45 * power(ip.id::double precision / ${N}, 3) AS is_open,
               CASE WHEN p.viewer_reads AND bench_r(ip.id, 72) < 0.002 THEN 1
                    WHEN bench_r(ip.id, 73) < 0.005 THEN NULL
                    ELSE 2 + floor(${U - 1} * bench_r(ip.id, 74) ^ 2)::int END AS author_id,
               CASE WHEN bench_r(ip.id, 82) < 0.35 THEN 0 ELSE floor(power(200, bench_r(ip.id, 83) ^ 3))::int END AS comments,
               CASE WHEN bench_r(ip.id, 84) < 0.6 THEN 0 ELSE floor(power(300, bench_r(ip.id, 85) ^ 4))::int END AS reactions,
               1 + floor(${SENTENCES} * bench_r(ip.id, 67))::int AS s1,
               1 + floor(${SENTENCES} * bench_r(ip.id, 68))::int AS s2,
               1 + floor(${SENTENCES} * bench_r(ip.id, 69))::int AS s3,
               1 + floor(${titles(N)} * bench_r(ip.id, 70))::int AS t
             FROM bench_issue_plan ip JOIN bench_repo_plan p ON p.id = ip.repo_id
             WHERE ip.id BETWEEN ${lo} AND ${hi}
           ) c
         ) s
         JOIN bench_titles t ON t.id = s.t
         JOIN bench_sentences b1 ON b1.id = s.s1 JOIN bench_sentences b2 ON b2.id = s.s2 JOIN bench_sentences b3 ON b3.id = s.s3
         ORDER BY s.id`,
      );
      if (chunks.length > 1) log(`  issues ${lo}–${hi}`);
    }
  });

  await timed('issue_labels', timings, async () => {
    for (const [lo, hi] of chunks) {
      await q(
        `INSERT INTO issue_labels (issue_id, label_id, created_at)
         SELECT DISTINCT ip.id, p.label_first + floor(p.label_count * bench_r(ip.id::bigint * 4 + k, 90) ^ 2)::int,
           ${start} + ((ip.id - 1) * ${spanSeconds / N}) * interval '1 second'
         FROM bench_issue_plan ip JOIN bench_repo_plan p ON p.id = ip.repo_id
           CROSS JOIN LATERAL generate_series(1, CASE WHEN bench_r(ip.id, 91) < 0.3 THEN 0 WHEN bench_r(ip.id, 91) < 0.65 THEN 1
                                                      WHEN bench_r(ip.id, 91) < 0.9 THEN 2 ELSE 3 END) k
         WHERE ip.id BETWEEN ${lo} AND ${hi}
         ORDER BY 1, 2`,
      );
    }
  });

  await timed('issue_assignees', timings, async () => {
    for (const [lo, hi] of chunks) {
      await q(
        `INSERT INTO issue_assignees (issue_id, user_id, created_at)
         SELECT DISTINCT id, user_id, ${start} + ((id - 1) * ${spanSeconds / N}) * interval '1 second' FROM (
           SELECT ip.id, 2 + floor(${U - 1} * bench_r(ip.id::bigint * 4 + k, 92) ^ 1.5)::int AS user_id
           FROM bench_issue_plan ip
             CROSS JOIN LATERAL generate_series(1, CASE WHEN bench_r(ip.id, 93) < 0.45 THEN 0 WHEN bench_r(ip.id, 93) < 0.85 THEN 1 ELSE 2 END) k
           WHERE ip.id BETWEEN ${lo} AND ${hi}
           UNION ALL
           SELECT ip.id, 1 FROM bench_issue_plan ip JOIN bench_repo_plan p ON p.id = ip.repo_id
           WHERE ip.id BETWEEN ${lo} AND ${hi} AND p.viewer_reads AND bench_r(ip.id, 94) < 0.003
         ) a ORDER BY 1, 2`,
      );
    }
  });

  await timed('issue_mentions', timings, async () => {
    for (const [lo, hi] of chunks) {
      await q(
        `INSERT INTO issue_mentions (issue_id, user_id, created_at)
         SELECT DISTINCT id, user_id, ${start} + ((id - 1) * ${spanSeconds / N}) * interval '1 second' FROM (
           SELECT ip.id, 2 + floor(${U - 1} * bench_r(ip.id, 96))::int AS user_id FROM bench_issue_plan ip
           WHERE ip.id BETWEEN ${lo} AND ${hi} AND bench_r(ip.id, 95) < 0.15
           UNION ALL
           SELECT ip.id, 1 FROM bench_issue_plan ip JOIN bench_repo_plan p ON p.id = ip.repo_id
           WHERE ip.id BETWEEN ${lo} AND ${hi} AND p.viewer_reads AND bench_r(ip.id, 97) < 0.003
         ) m ORDER BY 1, 2`,
      );
    }
  });

  await timed('issue_comments', timings, async () => {
    for (const [lo, hi] of chunks) {
      await q(
        `INSERT INTO issue_comments (issue_id, author_id, body, created_at, updated_at)
         SELECT i.id,
           CASE WHEN p.viewer_reads AND bench_r(i.id, 100) < 0.003 THEN 1 ELSE 2 + floor(${U - 1} * bench_r(i.id, 101) ^ 2)::int END,
           b1.s || CASE WHEN bench_r(i.id, 102) < 0.5 THEN ' ' || b2.s ELSE '' END,
           i.created_at + (i.updated_at - i.created_at) * bench_r(i.id, 103),
           i.created_at + (i.updated_at - i.created_at) * bench_r(i.id, 103)
         FROM issues i JOIN bench_repo_plan p ON p.id = i.repo_id
           JOIN bench_sentences b1 ON b1.id = 1 + floor(${SENTENCES} * bench_r(i.id, 104))::int
           JOIN bench_sentences b2 ON b2.id = 1 + floor(${SENTENCES} * bench_r(i.id, 105))::int
         WHERE i.id BETWEEN ${lo} AND ${hi} AND i.comments_count > 0
         ORDER BY i.id`,
      );
    }
  });

  await timed('search columns', timings, async () => {
    // What the triggers of migration 0005 keep: label name keys, assignee ids, comment words and
    // the repositories' issue counts.
    await q(`INSERT INTO label_name_keys (name) SELECT DISTINCT lower(name) FROM labels ORDER BY 1 ON CONFLICT (name) DO NOTHING`);
    for (const [lo, hi] of chunks) {
      await q(
        `UPDATE issues i SET label_keys = coalesce(l.keys, '{}'), assignee_ids = coalesce(a.ids, '{}'), comments_vector = coalesce(c.words, '')
         FROM (SELECT id FROM issues WHERE id BETWEEN ${lo} AND ${hi}) base
           LEFT JOIN (SELECT il.issue_id, array_agg(DISTINCT k.id ORDER BY k.id) AS keys
                      FROM issue_labels il JOIN labels lb ON lb.id = il.label_id JOIN label_name_keys k ON k.name = lower(lb.name)
                      WHERE il.issue_id BETWEEN ${lo} AND ${hi} GROUP BY il.issue_id) l ON l.issue_id = base.id
           LEFT JOIN (SELECT issue_id, array_agg(user_id ORDER BY user_id) AS ids FROM issue_assignees
                      WHERE issue_id BETWEEN ${lo} AND ${hi} GROUP BY issue_id) a ON a.issue_id = base.id
           LEFT JOIN (SELECT issue_id, to_tsvector('simple', string_agg(body, ' ' ORDER BY id)) AS words FROM issue_comments
                      WHERE issue_id BETWEEN ${lo} AND ${hi} GROUP BY issue_id) c ON c.issue_id = base.id
         WHERE i.id = base.id AND (l.keys IS NOT NULL OR a.ids IS NOT NULL OR c.words IS NOT NULL)`,
      );
    }
    await q(`SELECT repositories_recount_issues()`);
    await q(`SET session_replication_role = DEFAULT`);
  });

  await timed('frequent words', timings, async () => {
    // The server's own refresh (search.lexemes.ts): samples the issues, gives the frequent words
    // their bits and sets every issue's bits through the trigger of migration 0006.
    log(`  ${await options.frequentLexemes()}`);
    // The updates left dead versions of most rows: rewrite the table before the indexes are built.
    await q(`VACUUM FULL issues`);
  });

  await timed('counters and sequences', timings, async () => {
    await q(
      `UPDATE repositories r SET next_issue_number = coalesce(n.max_number, 0) + 1, next_milestone_number = p.ms_count + 1
       FROM bench_repo_plan p LEFT JOIN (SELECT repo_id, max(number) AS max_number FROM bench_issue_plan GROUP BY repo_id) n ON n.repo_id = p.id
       WHERE p.id = r.id`,
    );
    for (const table of ['accounts', 'repositories', 'labels', 'milestones', 'issues', 'issue_comments']) {
      await q(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest((SELECT max(id) FROM ${table}), 1))`);
    }
  });

  await timed('indexes', timings, async () => {
    for (const index of indexes) {
      const started = performance.now();
      await q(index.def);
      log(`  ${index.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  await timed('foreign keys', timings, async () => {
    for (const fk of foreignKeys) await q(`ALTER TABLE "${fk.table}" ADD CONSTRAINT "${fk.name}" ${fk.def}`);
  });
  await timed('cleanup and ANALYZE', timings, async () => {
    await q(`DROP TABLE bench_repo_plan, bench_issue_plan, bench_sentences, bench_titles`);
    await q(`DROP FUNCTION bench_r(bigint, integer)`);
    await q(`VACUUM ANALYZE`);
    await q(`COMMENT ON TABLE issues IS ${sqlString(markerFor(scale))}`);
  });
  return timings;
}

/** Written on `issues` when a load completes; main.ts regenerates when it is missing or differs. */
export function markerFor(scale: Scale): string {
  return `bench-search ${JSON.stringify(scale)}`;
}

/** The marker of a completed load, or null (no database, no schema, or an interrupted load). */
export async function readMarker(client: RawClient): Promise<string | null> {
  const result = await client.query(`SELECT obj_description('issues'::regclass, 'pg_class') AS marker`).catch(() => null);
  const marker = result?.rows[0]?.marker;
  return typeof marker === 'string' ? marker : null;
}

function titles(issues: number): number {
  return Math.min(50000, Math.max(5000, Math.round(issues / 10)));
}

export interface GenerateCommand {
  target: Target;
  scale: Scale;
}

export function parseGenerateArgs(argv: string[]): GenerateCommand & { rest: Record<string, string | boolean | undefined> } {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: {
      issues: { type: 'string' },
      repos: { type: 'string' },
      users: { type: 'string' },
      orgs: { type: 'string' },
      seed: { type: 'string' },
      'database-url': { type: 'string' },
      pglite: { type: 'string' },
    },
  });
  const pgliteDir = typeof values.pglite === 'string' ? values.pglite : undefined;
  const databaseUrl =
    typeof values['database-url'] === 'string'
      ? values['database-url']
      : pgliteDir
        ? undefined
        : (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_search');
  const num = (value: unknown): number | undefined => (typeof value === 'string' ? Number(value) : undefined);
  const issues = num(values.issues) ?? (pgliteDir ? 50_000 : POSTGRES_SCALE.issues);
  const base = issues === POSTGRES_SCALE.issues ? POSTGRES_SCALE : defaultScale(issues);
  const scale: Scale = {
    issues,
    repos: num(values.repos) ?? base.repos,
    users: num(values.users) ?? base.users,
    orgs: num(values.orgs) ?? base.orgs,
    seed: num(values.seed) ?? 42,
  };
  // Opening the database applies the migrations and generating drops it: only benchmark databases.
  if (databaseUrl && !/^\/bench_[a-z0-9_]+$/.test(new URL(databaseUrl).pathname)) {
    throw new Error(`--database-url must name a benchmark database (bench_…), not ${new URL(databaseUrl).pathname.slice(1) || '(none)'}`);
  }
  for (const [key, value] of Object.entries(scale)) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${key} must be a positive integer`);
  }
  return { target: { databaseUrl, pgliteDir }, scale, rest: values };
}

/** Creates a fresh database (dropping an old one), applies the migrations and loads the data. */
export async function generateFresh(command: GenerateCommand): Promise<Map<string, number>> {
  const { target, scale } = command;
  if (target.databaseUrl) {
    await recreatePostgresDatabase(target.databaseUrl);
  } else if (target.pgliteDir) {
    const fs = await import('node:fs/promises');
    await fs.rm(target.pgliteDir, { recursive: true, force: true });
  }
  log(
    `${describeTarget(target)}: ${scale.issues} issues, ${scale.repos} repositories, ${scale.users} users, ${scale.orgs} organizations, seed ${scale.seed}`,
  );
  const started = performance.now();
  const database = await openServerDatabase(target);
  // On PostgreSQL the load runs on one dedicated connection (session settings such as
  // maintenance_work_mem must stay in effect); PGlite has a single connection anyway.
  let loader: pg.Client | undefined;
  try {
    log(`migrations: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (target.databaseUrl) {
      await database.close();
      loader = new pg.Client({ connectionString: target.databaseUrl });
      await loader.connect();
    }
    const client: RawClient = loader ?? rawClient(database);
    const frequentLexemes = async () => {
      // The load's own connection stays open (and idle); the refresh runs through the server's pool.
      const server = loader ? await openServerDatabase(target) : database;
      try {
        const lexemes = await importServer<LexemesModule>('server/src/modules/search/search.lexemes.ts');
        const report = await lexemes.refreshFrequentLexemes(server.db, {});
        return report.skipped ?? `${report.readied.length} frequent words; bits set on ${report.updatedIssues} issues`;
      } finally {
        if (loader) await server.close();
      }
    };
    const timings = await generate(client, scale, { chunk: database.kind === 'pglite' ? 10_000 : 200_000, frequentLexemes });
    const total = (performance.now() - started) / 1000;
    log(`total: ${total.toFixed(1)} s`);
    timings.set('total', total * 1000);
    const counts = await client.query(
      `SELECT (SELECT count(*) FROM issues)::int AS issues, (SELECT count(*) FROM issue_comments)::int AS comments,
              (SELECT count(*) FROM issue_labels)::int AS issue_labels, (SELECT count(*) FROM issue_assignees)::int AS assignees,
              (SELECT count(*) FROM issue_mentions)::int AS mentions, (SELECT count(*) FROM labels)::int AS labels,
              (SELECT count(*) FROM milestones)::int AS milestones, (SELECT count(*) FROM collaborators)::int AS collaborators,
              (SELECT count(*) FROM org_memberships)::int AS memberships,
              pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    log(`rows: ${JSON.stringify(counts.rows[0])}`);
    return timings;
  } finally {
    if (loader) await loader.end();
    else await database.close();
  }
}

if (import.meta.main) {
  const command = parseGenerateArgs(process.argv.slice(2));
  await generateFresh(command);
}
