import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../client.ts';
import { int, rowShape } from '../rowShape.ts';

/**
 * Bulk writes for the seed. Rows go to the database as ONE JSON parameter per statement, expanded
 * with `jsonb_to_recordset`: on PGlite this is about three times faster than a multi-row
 * `INSERT … VALUES` with one bind parameter per value, and it has no 65,535-parameter limit.
 * Rows stay typed as the table's insert type; column names and SQL types come from the schema.
 */

/** Rows per statement: large enough for few round trips, small enough to keep each JSON modest. */
const ROWS_PER_STATEMENT = 2000;

type InsertRow<T extends PgTable> = T['$inferInsert'];

function insertStatement<T extends PgTable>(table: T, rows: readonly InsertRow<T>[], returning: boolean): SQL {
  const first = rows[0];
  if (!first) throw new Error('insertStatement needs rows');
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // Every row must carry the same keys: a missing key would insert NULL instead of the default.
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const names = keys.map((key) => `"${columns[key]?.name ?? key}"`);
  const definitions = keys.map((key) => `"${columns[key]?.name ?? key}" ${columns[key]?.getSQLType() ?? 'text'}`);
  const payload = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]?.name ?? key, (row as Record<string, unknown>)[key] ?? null]))),
  );
  return sql`INSERT INTO ${sql.raw(`"${getTableName(table)}"`)} (${sql.raw(names.join(', '))}) SELECT ${sql.raw(names.join(', '))} FROM jsonb_to_recordset(${payload}::jsonb) AS x(${sql.raw(definitions.join(', '))})${returning ? sql` RETURNING id` : sql``}`;
}

/** Inserts rows in statements of `rowsPerStatement`. */
export async function insertRows<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: readonly InsertRow<T>[],
  rowsPerStatement = ROWS_PER_STATEMENT,
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await tx.execute(insertStatement(table, rows.slice(start, start + rowsPerStatement), false));
  }
}

/**
 * Inserts rows and returns their generated ids in the order of `rows`: an INSERT … SELECT from
 * a function scan inserts, and returns, rows in the function's order.
 */
export async function insertRowsReturningIds<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: readonly InsertRow<T>[],
  rowsPerStatement = ROWS_PER_STATEMENT,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const returned = await queryRows(tx, insertStatement(table, chunk, true), rowShape({ id: int }));
    if (returned.length !== chunk.length)
      throw new Error(`Seed insert into ${getTableName(table)} returned ${returned.length} rows for ${chunk.length}`);
    for (const row of returned) ids.push(row.id);
  }
  return ids;
}

/**
 * Sets columns of existing rows from a VALUES list, e.g. the parent and duplicate links that need
 * ids known only after the issues were inserted. `columns` are `[name, sqlType]`; each row is
 * `[id, ...values]`.
 */
export async function updateFromValues(
  db: DbOrTx,
  table: string,
  columns: readonly (readonly [string, string])[],
  rows: readonly (readonly (number | string | null)[])[],
): Promise<void> {
  const names = ['id', ...columns.map(([name]) => name)];
  const definitions = names.map((name, index) => `"${name}" ${index === 0 ? 'int' : (columns[index - 1]?.[1] ?? 'text')}`);
  const assignments = columns.map(([name]) => `"${name}" = v."${name}"`).join(', ');
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const payload = JSON.stringify(
      rows
        .slice(start, start + ROWS_PER_STATEMENT)
        .map((row) => Object.fromEntries(names.map((name, index) => [name, row[index] ?? null]))),
    );
    await db.execute(
      sql`UPDATE ${sql.raw(`"${table}"`)} AS t SET ${sql.raw(assignments)} FROM jsonb_to_recordset(${payload}::jsonb) AS v(${sql.raw(definitions.join(', '))}) WHERE t.id = v.id`,
    );
  }
}

export function toDate(time: number): Date {
  return new Date(time);
}

export function toDateOrNull(time: number | null): Date | null {
  return time === null ? null : new Date(time);
}
