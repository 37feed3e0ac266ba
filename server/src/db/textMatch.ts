import { ilike, type Column, type SQL } from 'drizzle-orm';

/** `column ILIKE '%text%'`, with the pattern characters of `text` (`%`, `_`, `\`) taken literally. */
export function containsText(column: Column | SQL, text: string): SQL {
  return ilike(column, `%${text.replace(/[%_\\]/g, '\\$&')}%`);
}
