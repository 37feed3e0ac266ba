/**
 * Typed mappers for the rows of raw SQL (`queryRows`). Drivers differ in what they hand back for
 * the same column: PostgreSQL's `pg` gives `bigint` and `numeric` as strings and timestamps as
 * Dates, PGlite gives some of them as numbers or strings. A row shape states each column's type
 * once, converts what is safe to convert (a count as '12' → 12) and refuses the rest with an
 * error naming the column, so a wrong value cannot pass as a number further in.
 */

/** Turns one raw column value into its type, or throws `RowShapeError`. */
export type Decoder<T> = (value: unknown, column: string) => T;

/** A row of raw SQL that does not have the shape the code expects: a programming error, never user input. */
export class RowShapeError extends Error {
  constructor(column: string, expected: string, value: unknown) {
    super(`Column "${column}" should be ${expected}, got ${typeof value === 'string' ? JSON.stringify(value) : String(value)}.`);
    this.name = 'RowShapeError';
  }
}

/** A whole number that fits a JavaScript number exactly (ids, counts; `count(*)` arrives as a string from `pg`). */
export const int: Decoder<number> = (value, column) => {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw new RowShapeError(column, 'a whole number', value);
  return number;
};

/** A 64-bit integer kept whole (bit sets). */
export const bigInteger: Decoder<bigint> = (value, column) => {
  if (typeof value === 'bigint') return value;
  if ((typeof value === 'string' && /^-?\d+$/.test(value)) || (typeof value === 'number' && Number.isSafeInteger(value)))
    return BigInt(value);
  throw new RowShapeError(column, 'a 64-bit integer', value);
};

/** A finite number (`float8`, `numeric`). */
export const float: Decoder<number> = (value, column) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw new RowShapeError(column, 'a number', value);
  return number;
};

export const text: Decoder<string> = (value, column) => {
  if (typeof value !== 'string') throw new RowShapeError(column, 'text', value);
  return value;
};

export const bool: Decoder<boolean> = (value, column) => {
  if (typeof value === 'boolean') return value;
  if (value === 't' || value === 'f') return value === 't';
  throw new RowShapeError(column, 'true or false', value);
};

/** A point in time (`timestamptz`: a Date from `pg`, a Date or a string from PGlite). */
export const timestamp: Decoder<Date> = (value, column) => {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new RowShapeError(column, 'a timestamp', value);
  return date;
};

/** A JSON value as parsed by the driver (`jsonb`), or parsed here when it arrives as text. */
export const json: Decoder<unknown> = (value, column) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new RowShapeError(column, 'JSON', value);
  }
};

/** A JSON object (`jsonb` holding `{…}`). */
export const jsonObject: Decoder<Record<string, unknown>> = (value, column) => {
  const parsed = json(value, column);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new RowShapeError(column, 'a JSON object', value);
  return parsed as Record<string, unknown>;
};

/** Any value, as the driver gives it (for columns only passed on, such as a query plan). */
export const raw: Decoder<unknown> = (value) => value;

export function nullable<T>(decode: Decoder<T>): Decoder<T | null> {
  return (value, column) => (value === null || value === undefined ? null : decode(value, column));
}

/** One of a closed set of strings (an enum column). */
export function oneOf<T extends string>(...values: readonly T[]): Decoder<T> {
  const allowed = new Set<string>(values);
  return (value, column) => {
    if (typeof value !== 'string' || !allowed.has(value)) throw new RowShapeError(column, `one of ${values.join(', ')}`, value);
    return value as T;
  };
}

/** A PostgreSQL array (an array from the drivers, or its text form `{1,2}`). */
export function arrayOf<T>(decode: Decoder<T>): Decoder<T[]> {
  return (value, column) => {
    const items = typeof value === 'string' && /^\{.*\}$/s.test(value) ? (value === '{}' ? [] : value.slice(1, -1).split(',')) : value;
    if (!Array.isArray(items)) throw new RowShapeError(column, 'an array', value);
    return items.map((item: unknown, index) => decode(item, `${column}[${index}]`));
  };
}

/** Maps one raw row to its typed form. */
export type RowMapper<T> = (row: Record<string, unknown>) => T;

/** The typed row of a shape. */
export type RowOf<S extends Record<string, Decoder<unknown>>> = { [K in keyof S]: ReturnType<S[K]> };

/** A mapper from column decoders: every listed column is decoded, others are left out. */
export function rowShape<S extends Record<string, Decoder<unknown>>>(shape: S): RowMapper<RowOf<S>> {
  const columns = Object.entries(shape);
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const [column, decode] of columns) out[column] = decode(row[column], column);
    return out as RowOf<S>;
  };
}
