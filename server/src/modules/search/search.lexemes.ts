import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { bool, int, json, nullable, rowShape, text } from '../../db/rowShape.ts';

const countRow = rowShape({ n: int });
const frequentLexemeRow = rowShape({ bit: int, lexeme: text, ready: bool });

/**
 * Frequent words of free-text search. A word in a sixth of the issues matches tens of thousands
 * of them across everything a person reads; through the GIN index every match is then a table
 * row to visit (~70 ms at a million issues on PostgreSQL 15). So the most frequent words of the
 * issues get a bit each (`search_frequent_lexemes`, at most 256), a trigger keeps the bits of
 * every issue (`issues.lexeme_bits_0..3`, migration 0006), and the covering indexes carry them:
 * the engine answers `crash` on the index entries alone. Rarer words stay on the GIN index, where
 * their few matches are cheap.
 */
export const MAX_FREQUENT_LEXEMES = 256;

export interface FrequentLexemeOptions {
  /** Below this many issues the GIN index answers every word quickly: nothing is chosen. */
  minIssues?: number;
  /** Share of the sampled issues a word must be in (0.01: one issue in a hundred). */
  minShare?: number;
  /** Sampled issues a word must be in, so one odd issue of a small sample does not count. */
  minSampleIssues?: number;
  /** About this many issues are sampled (whole pages, `TABLESAMPLE SYSTEM`). */
  sampleIssues?: number;
  /** Issue ids per backfill statement (each its own transaction). */
  batch?: number;
  /** How long to wait for transactions older than the new words before giving up (retried next time). */
  waitMs?: number;
}

export interface FrequentLexemeReport {
  /** Words given a bit by this run. */
  added: string[];
  /** Words made usable by this run (added now or left unfinished by an earlier run). */
  readied: string[];
  /** Issues whose bits this run rewrote. */
  updatedIssues: number;
  /** Why nothing was done, when nothing was. */
  skipped?: string;
}

const defaults: Required<FrequentLexemeOptions> = {
  minIssues: 20_000,
  minShare: 0.01,
  minSampleIssues: 20,
  sampleIssues: 30_000,
  batch: 20_000,
  waitMs: 60_000,
};

/**
 * Chooses new frequent words from a sample of the issues, gives each a free bit and makes it
 * usable once every issue's bit is set. Safe to run while issues are written:
 * 1. the new words are committed (not ready): from then on every write sets their bits;
 * 2. it waits until every transaction that started before is over (one that began earlier could
 *    still write an issue without them, as CREATE INDEX CONCURRENTLY waits);
 * 3. every issue whose bits differ is rewritten, in batches (the trigger computes the bits);
 * 4. the words are marked ready: only then do searches use them.
 * Words already chosen keep their bits; an interrupted run is finished by the next one.
 */
export async function refreshFrequentLexemes(db: Db, options: FrequentLexemeOptions = {}): Promise<FrequentLexemeReport> {
  const o = { ...defaults, ...options };
  const report: FrequentLexemeReport = { added: [], readied: [], updatedIssues: 0 };
  const [count] = await queryRows(db, sql`SELECT count(*) AS issues FROM issues`, rowShape({ issues: int }));
  const issues = count?.issues ?? 0;
  if (issues < o.minIssues) return { ...report, skipped: `${issues} issues, fewer than ${o.minIssues}` };

  const assigned = await queryRows(db, sql`SELECT bit, lexeme, ready FROM search_frequent_lexemes ORDER BY bit`, frequentLexemeRow);
  const used = new Set(assigned.map((row) => row.bit));
  const free = [...Array(MAX_FREQUENT_LEXEMES).keys()].filter((bit) => !used.has(bit));
  if (free.length > 0) {
    const percent = Math.min(100, (100 * o.sampleIssues) / Math.max(1, issues));
    const candidates = await queryRows(
      db,
      sql`WITH sample AS MATERIALIZED (SELECT search_vector FROM issues TABLESAMPLE SYSTEM (${percent}::real) REPEATABLE (7))
        SELECT w AS lexeme, count(*) AS docs, (SELECT count(*) FROM sample) AS total
        FROM sample, unnest(tsvector_to_array(search_vector)) AS w
        WHERE NOT EXISTS (SELECT 1 FROM search_frequent_lexemes f WHERE f.lexeme = w)
        GROUP BY w ORDER BY count(*) DESC, w LIMIT ${free.length}`,
      rowShape({ lexeme: text, docs: int, total: int }),
    );
    const chosen = candidates.filter((row) => row.docs >= o.minSampleIssues && row.docs >= row.total * o.minShare);
    if (chosen.length > 0) {
      const rows = chosen.map((row, n) => sql`(${free[n] ?? 0}::smallint, ${row.lexeme})`);
      // One statement, so one transaction: from its commit on, every write sets these bits.
      await db.execute(sql`INSERT INTO search_frequent_lexemes (bit, lexeme) VALUES ${sql.join(rows, sql`, `)} ON CONFLICT DO NOTHING`);
      report.added = chosen.map((row) => row.lexeme);
    }
  }

  const pending = await queryRows(
    db,
    sql`SELECT bit, lexeme, ready FROM search_frequent_lexemes WHERE NOT ready ORDER BY bit`,
    frequentLexemeRow,
  );
  if (pending.length === 0) return report;
  if (!(await waitForOlderTransactions(db, o.waitMs))) {
    return { ...report, skipped: 'a transaction older than the new words is still running; the next run finishes them' };
  }
  report.updatedIssues = await rewriteLexemeBits(db, o.batch);
  await db.execute(
    sql`UPDATE search_frequent_lexemes SET ready = true WHERE bit IN (${sql.join(
      pending.map((row) => sql`${row.bit}::smallint`),
      sql`, `,
    )})`,
  );
  report.readied = pending.map((row) => row.lexeme);
  return report;
}

/** Waits until no other session has a transaction that began before now. */
async function waitForOlderTransactions(db: Db, waitMs: number): Promise<boolean> {
  const [now] = await queryRows(db, sql`SELECT clock_timestamp()::text AS at`, rowShape({ at: text }));
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [row] = await queryRows(
      db,
      // Client sessions only: autovacuum and the like never write issues.
      sql`SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'
        AND xact_start < ${now?.at ?? 'now'}::timestamptz) AS busy`,
      rowShape({ busy: bool }),
    );
    if (!row?.busy) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Rewrites, batch by batch, every issue whose bits differ from its words (the trigger sets them). */
export async function rewriteLexemeBits(db: Db, batch = defaults.batch): Promise<number> {
  const [range] = await queryRows(
    db,
    sql`SELECT min(id) AS low, max(id) AS high FROM issues`,
    rowShape({ low: nullable(int), high: nullable(int) }),
  );
  if (range?.low === null || range?.low === undefined || range.high === null) return 0;
  let updated = 0;
  for (let low = range.low; low <= range.high; low += batch) {
    const rows = await queryRows(
      db,
      sql`WITH changed AS (UPDATE issues SET lexeme_bits_0 = lexeme_bits_0
          WHERE id >= ${low} AND id < ${low + batch} AND ${differs(sql`issues`)} RETURNING 1)
        SELECT count(*) AS n FROM changed`,
      countRow,
    );
    updated += rows[0]?.n ?? 0;
  }
  return updated;
}

/** Whether an issue row's bits differ from the ones its search vector calls for. */
function differs(alias: SQL): SQL {
  return sql`issues_lexeme_bits(${alias}.search_vector) IS DISTINCT FROM ARRAY[${alias}.lexeme_bits_0, ${alias}.lexeme_bits_1, ${alias}.lexeme_bits_2, ${alias}.lexeme_bits_3]`;
}

/** Issues whose bits are wrong (for tests and diagnostics: always 0 once a refresh is done). */
export async function countStaleLexemeBits(db: Db): Promise<number> {
  const [row] = await queryRows(db, sql`SELECT count(*) AS n FROM issues WHERE ${differs(sql`issues`)}`, countRow);
  return row?.n ?? 0;
}

/** The words of each input and the bits of those that are ready frequent words. */
export type LexemeBits = Map<string, { lexemes: number; bits: number[] }>;

/**
 * A scalar subquery giving, as JSON, the words of each input (`to_tsvector('simple', …)`) and the
 * bits of those that are ready frequent words; the engine adds it to the statement that looks the
 * repositories up, and reads it with parseLexemeBits.
 */
export function lexemeBitsJson(inputs: string[]): SQL {
  return sql`(SELECT json_agg(json_build_array(t.input, t.lexemes, t.bits)) FROM (
      SELECT x.input, count(w.lexeme) AS lexemes, array_remove(array_agg(f.bit ORDER BY f.bit), NULL) AS bits
      FROM unnest(${sql.param(inputs)}::text[]) AS x(input)
      LEFT JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', x.input))) AS w(lexeme) ON true
      LEFT JOIN search_frequent_lexemes f ON f.lexeme = w.lexeme AND f.ready
      GROUP BY x.input) t)`;
}

export function parseLexemeBits(json: unknown): LexemeBits {
  const found: LexemeBits = new Map();
  const list: unknown = typeof json === 'string' ? JSON.parse(json) : json;
  if (!Array.isArray(list)) return found;
  for (const entry of list as [string, number | string, (number | string)[] | null][]) {
    found.set(entry[0], { lexemes: Number(entry[1]), bits: (entry[2] ?? []).map(Number) });
  }
  return found;
}

/** The ready frequent words among the words of `inputs`, with their bits (one statement). */
export async function readyLexemeBits(db: Parameters<typeof queryRows>[0], inputs: string[]): Promise<LexemeBits> {
  if (inputs.length === 0) return new Map();
  const rows = await queryRows(db, sql`SELECT ${lexemeBitsJson(inputs)} AS words`, rowShape({ words: nullable(json) }));
  return parseLexemeBits(rows[0]?.words);
}

/**
 * An issue has every one of the bits: `(lexeme_bits_N & mask) = mask` per column. Masks are
 * integers computed here, written as literals so the planner can evaluate them.
 */
export function hasLexemeBits(alias: SQL, bits: number[]): SQL {
  const masks = new Map<number, bigint>();
  for (const bit of bits) masks.set(Math.floor(bit / 64), (masks.get(Math.floor(bit / 64)) ?? 0n) | (1n << BigInt(bit % 64)));
  const parts = [...masks].map(([column, mask]) => {
    const signed = BigInt.asIntN(64, mask).toString();
    return sql`(${alias}.${sql.raw(`lexeme_bits_${column}`)} & (${sql.raw(signed)})::bigint) = (${sql.raw(signed)})::bigint`;
  });
  return parts.length === 1 ? (parts[0] ?? sql`TRUE`) : sql`(${sql.join(parts, sql` AND `)})`;
}

/**
 * Runs refreshFrequentLexemes a minute after the server starts and then once a day (a sample and,
 * when words are added, a rewrite of the issues holding them). Failures are logged, never fatal;
 * the returned function stops the schedule.
 */
export function scheduleFrequentLexemes(
  db: Db,
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
  timing: { firstMs?: number; everyMs?: number } = {},
  options: FrequentLexemeOptions = {},
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const started = performance.now();
      const report = await refreshFrequentLexemes(db, options);
      if (report.added.length > 0 || report.readied.length > 0) {
        log.info({ ...report, ms: Math.round(performance.now() - started) }, 'search: frequent words refreshed');
      }
    } catch (error) {
      if (!stopped) log.error({ err: error }, 'search: refreshing the frequent words failed');
    }
    if (!stopped) timer = setTimeout(() => void run(), timing.everyMs ?? 24 * 60 * 60 * 1000).unref();
  };
  timer = setTimeout(() => void run(), timing.firstMs ?? 60_000).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
