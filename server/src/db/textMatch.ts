import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** `text` with the LIKE pattern characters (`%`, `_`, `\`) escaped, to be matched literally. */
function literal(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&');
}

/** `column ILIKE '%text%'`, with the pattern characters of `text` (`%`, `_`, `\`) taken literally. */
export function containsText(column: Column | SQL, text: string): SQL {
  return ilike(column, `%${literal(text)}%`);
}

/** `column ILIKE 'text%'`, with the pattern characters of `text` taken literally. */
export function startsWithText(column: Column | SQL, text: string): SQL {
  return ilike(column, `${literal(text)}%`);
}

/** Any of `columns` contains `text` (case-insensitive, taken literally). */
export function anyContainsText(columns: (Column | SQL)[], text: string): SQL | undefined {
  return or(...columns.map((column) => containsText(column, text)));
}
