import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { bool, int, rowShape, text, type RowMapper } from '../../db/rowShape.ts';

/**
 * Repairs the columns search reads instead of the rows they summarise: every issue's label keys,
 * assignee ids, comment words (migrations 0005 and 0008), comment and reaction counters and
 * frequent-word bits (0006), and every repository's open/closed counters. The triggers and
 * commands keep them exact; this recomputes them from the rows, for data written before a fix,
 * bulk loads that bypass the triggers, or hand edits, and says what differed.
 */

/** Derived columns of `issues`, named as in the database (`lexeme_bits` stands for `lexeme_bits_0..3`). */
export const ISSUE_COLUMNS = [
  'label_keys',
  'assignee_ids',
  'comments_vector',
  'comments_count',
  'reactions_count',
  'reaction_counts',
  'lexeme_bits',
] as const;
export type IssueColumn = (typeof ISSUE_COLUMNS)[number];

/** Derived columns of `repositories`. */
export const REPOSITORY_COLUMNS = [
  'open_issues_count',
  'closed_issues_count',
  'open_pull_requests_count',
  'closed_pull_requests_count',
] as const;
export type RepositoryColumn = (typeof REPOSITORY_COLUMNS)[number];

export interface ReindexOptions {
  /** Only this repository's issues and counters; every repository when absent. */
  repositoryId?: number;
  /** Issues per transaction (their rows stay locked until it commits). */
  issueBatch?: number;
  /** Repositories per transaction. */
  repositoryBatch?: number;
}

export interface FixedIssue {
  id: number;
  /** `owner/name#number`. */
  issue: string;
  columns: IssueColumn[];
}

export interface FixedRepository {
  id: number;
  /** `owner/name`. */
  repository: string;
  columns: RepositoryColumn[];
}

export interface ReindexReport {
  checked: { issues: number; repositories: number };
  /** How many rows each column was wrong in (and now is right in). */
  fixedByColumn: Record<IssueColumn | RepositoryColumn, number>;
  /** Every issue fixed, in id order, with the columns that differed. */
  issues: FixedIssue[];
  /** Every repository fixed, in id order. */
  repositories: FixedRepository[];
}

const DEFAULT_ISSUE_BATCH = 1_000;
const DEFAULT_REPOSITORY_BATCH = 100;

/**
 * Recomputes every derived search column from its source rows and writes the ones that differ.
 * Each batch is one transaction that first locks its rows (FOR NO KEY UPDATE, id order, as the
 * triggers do) and then computes in new statements, whose snapshots see every writer that held
 * the lock before; writers arriving later wait and apply their change on top. So it is safe to
 * run while the server is writing, and a second run finds nothing to fix.
 */
export async function reindexSearchColumns(db: Db, options: ReindexOptions = {}): Promise<ReindexReport> {
  const report: ReindexReport = {
    checked: { issues: 0, repositories: 0 },
    fixedByColumn: Object.fromEntries(
      [...ISSUE_COLUMNS, ...REPOSITORY_COLUMNS].map((column) => [column, 0]),
    ) as ReindexReport['fixedByColumn'],
    issues: [],
    repositories: [],
  };
  const inScope = (column: SQL) => (options.repositoryId === undefined ? sql`true` : sql`${column} = ${options.repositoryId}`);

  const issueBatch = options.issueBatch ?? DEFAULT_ISSUE_BATCH;
  const repositoryBatch = options.repositoryBatch ?? DEFAULT_REPOSITORY_BATCH;
  report.checked.issues = await collect(
    db,
    (after) =>
      sql`SELECT id FROM issues WHERE id > ${after} AND ${inScope(sql`repo_id`)} ORDER BY id LIMIT ${issueBatch} FOR NO KEY UPDATE`,
    fixIssues,
    report.issues,
    report.fixedByColumn,
  );
  report.checked.repositories = await collect(
    db,
    (after) =>
      sql`SELECT id FROM repositories WHERE id > ${after} AND ${inScope(sql`id`)} ORDER BY id LIMIT ${repositoryBatch} FOR NO KEY UPDATE`,
    fixRepositories,
    report.repositories,
    report.fixedByColumn,
  );
  return report;
}

/**
 * Runs `fix` over every locked batch, adds what it fixed to `fixed` and its columns to `byColumn`,
 * and answers how many rows were checked.
 */
async function collect<T extends { columns: readonly Column[] }, Column extends string>(
  db: Db,
  lock: (after: number) => SQL,
  fix: (tx: DbOrTx, ids: number[]) => Promise<T[]>,
  fixed: T[],
  byColumn: Record<Column, number>,
): Promise<number> {
  let checked = 0;
  for await (const batch of lockedBatches(db, lock, fix)) {
    checked += batch.ids.length;
    for (const row of batch.fixed) {
      fixed.push(row);
      for (const column of row.columns) byColumn[column] += 1;
    }
  }
  return checked;
}

/**
 * One transaction per batch, in id order: `lock(after)` is a `SELECT id … FOR NO KEY UPDATE` run
 * as a statement of its own, so the statements of `fix` take newer snapshots, which see every
 * transaction that held one of those rows before.
 */
async function* lockedBatches<T>(
  db: Db,
  lock: (after: number) => SQL,
  fix: (tx: DbOrTx, ids: number[]) => Promise<T[]>,
): AsyncGenerator<{ ids: number[]; fixed: T[] }> {
  for (let after = 0; ;) {
    const batch = await db.transaction(async (tx) => {
      const ids = (await queryRows(tx, lock(after), rowShape({ id: int }))).map((row) => row.id);
      return { ids, fixed: ids.length === 0 ? [] : await fix(tx, ids) };
    });
    const last = batch.ids.at(-1);
    if (last === undefined) return;
    yield batch;
    after = last;
  }
}

/** A rewritten row: its id, its name (the `nameColumn`) and the columns whose `{column}_differ` flag is set. */
function differingRow<C extends string>(nameColumn: string, columns: readonly C[]): RowMapper<{ id: number; name: string; columns: C[] }> {
  return (row) => ({
    id: int(row.id, 'id'),
    name: text(row[nameColumn], nameColumn),
    columns: columns.filter((column) => bool(row[`${column}_differ`], `${column}_differ`)),
  });
}

/** The issue's true values, compared with the stored ones; the differing rows are rewritten. */
async function fixIssues(tx: DbOrTx, ids: number[]): Promise<FixedIssue[]> {
  const list = sql`${sql.param(ids)}::int[]`;
  // Label names never seen get their key first, as the triggers do (issues_refresh_label_keys).
  await tx.execute(
    sql`INSERT INTO label_name_keys (name)
      SELECT DISTINCT lower(l.name) FROM issue_labels il JOIN labels l ON l.id = il.label_id WHERE il.issue_id = ANY (${list})
      ORDER BY 1 ON CONFLICT (name) DO NOTHING`,
  );
  const rows = await queryRows(
    tx,
    sql`WITH expected AS MATERIALIZED (
        SELECT i.id, issues_label_keys_of(i.id) AS label_keys, issues_assignee_ids_of(i.id) AS assignee_ids,
          issues_comments_vector(i.id) AS comments_vector,
          (SELECT count(*)::int FROM issue_comments c WHERE c.issue_id = i.id) AS comments_count,
          r.total AS reactions_count, r.counts AS reaction_counts
        FROM issues i
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(g.n), 0)::int AS total, coalesce(jsonb_object_agg(g.content, g.n), '{}'::jsonb) AS counts
          FROM (SELECT content::text AS content, count(*)::int AS n FROM reactions
                WHERE subject_type = 'issue' AND subject_id = i.id GROUP BY content) g) r
        WHERE i.id = ANY (${list})
      ), compared AS MATERIALIZED (
        SELECT e.*, i.repo_id, i.number,
          i.label_keys IS DISTINCT FROM e.label_keys AS label_keys_differ,
          i.assignee_ids IS DISTINCT FROM e.assignee_ids AS assignee_ids_differ,
          i.comments_vector IS DISTINCT FROM e.comments_vector AS comments_vector_differ,
          i.comments_count IS DISTINCT FROM e.comments_count AS comments_count_differ,
          i.reactions_count IS DISTINCT FROM e.reactions_count AS reactions_count_differ,
          i.reaction_counts IS DISTINCT FROM e.reaction_counts AS reaction_counts_differ,
          -- The words the bits trigger (0006) reads: title, body and the true comment words.
          ARRAY[i.lexeme_bits_0, i.lexeme_bits_1, i.lexeme_bits_2, i.lexeme_bits_3] IS DISTINCT FROM issues_lexeme_bits(
            to_tsvector('simple', coalesce(i.title, '')) || to_tsvector('simple', coalesce(i.body, '')) || e.comments_vector
          ) AS lexeme_bits_differ
        FROM expected e JOIN issues i ON i.id = e.id
      ), changed AS MATERIALIZED (
        SELECT * FROM compared
        WHERE label_keys_differ OR assignee_ids_differ OR comments_vector_differ OR comments_count_differ
          OR reactions_count_differ OR reaction_counts_differ OR lexeme_bits_differ
      ), written AS (
        -- Runs to completion though nothing reads it (PostgreSQL runs every data-modifying WITH).
        -- Naming lexeme_bits_0 fires the bits trigger, which sets all four from the new words.
        UPDATE issues i SET label_keys = c.label_keys, assignee_ids = c.assignee_ids, comments_vector = c.comments_vector,
          comments_count = c.comments_count, reactions_count = c.reactions_count, reaction_counts = c.reaction_counts,
          lexeme_bits_0 = i.lexeme_bits_0
        FROM changed c WHERE i.id = c.id
      )
      SELECT c.id, o.login || '/' || r.name || '#' || c.number AS issue,
        c.label_keys_differ, c.assignee_ids_differ, c.comments_vector_differ, c.comments_count_differ,
        c.reactions_count_differ, c.reaction_counts_differ, c.lexeme_bits_differ
      FROM changed c JOIN repositories r ON r.id = c.repo_id JOIN accounts o ON o.id = r.owner_id
      ORDER BY c.id`,
    differingRow('issue', ISSUE_COLUMNS),
  );
  return rows.map(({ id, name, columns }) => ({ id, issue: name, columns }));
}

/** Each repository's counters against a count of its issues; the differing rows are rewritten. */
async function fixRepositories(tx: DbOrTx, ids: number[]): Promise<FixedRepository[]> {
  const rows = await queryRows(
    tx,
    sql`WITH counted AS MATERIALIZED (
        SELECT r.id, o.login || '/' || r.name AS repository, n.*,
          r.open_issues_count <> n.open_issues AS open_issues_count_differ,
          r.closed_issues_count <> n.closed_issues AS closed_issues_count_differ,
          r.open_pull_requests_count <> n.open_pull_requests AS open_pull_requests_count_differ,
          r.closed_pull_requests_count <> n.closed_pull_requests AS closed_pull_requests_count_differ
        FROM repositories r JOIN accounts o ON o.id = r.owner_id
        CROSS JOIN LATERAL (
          SELECT count(*) FILTER (WHERE kind = 'issue' AND state = 'open')::int AS open_issues,
            count(*) FILTER (WHERE kind = 'issue' AND state = 'closed')::int AS closed_issues,
            count(*) FILTER (WHERE kind = 'pull_request' AND state = 'open')::int AS open_pull_requests,
            count(*) FILTER (WHERE kind = 'pull_request' AND state = 'closed')::int AS closed_pull_requests
          FROM issues WHERE repo_id = r.id) n
        WHERE r.id = ANY (${sql.param(ids)}::int[])
      ), changed AS MATERIALIZED (
        SELECT * FROM counted
        WHERE open_issues_count_differ OR closed_issues_count_differ OR open_pull_requests_count_differ OR closed_pull_requests_count_differ
      ), written AS (
        UPDATE repositories r SET open_issues_count = c.open_issues, closed_issues_count = c.closed_issues,
          open_pull_requests_count = c.open_pull_requests, closed_pull_requests_count = c.closed_pull_requests
        FROM changed c WHERE r.id = c.id
      )
      SELECT c.id, c.repository, c.open_issues_count_differ, c.closed_issues_count_differ,
        c.open_pull_requests_count_differ, c.closed_pull_requests_count_differ
      FROM changed c
      ORDER BY c.id`,
    differingRow('repository', REPOSITORY_COLUMNS),
  );
  return rows.map(({ id, name, columns }) => ({ id, repository: name, columns }));
}
