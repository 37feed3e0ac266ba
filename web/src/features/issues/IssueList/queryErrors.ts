import { parse, validate } from '@issues/search-query';

/** Problems with a query in words (positions included), as the server would report them. */
export function queryErrors(query: string): string[] {
  const parsed = parse(query);
  const errors = parsed.errors.length > 0 ? parsed.errors : validate(query, parsed.root).errors;
  return errors.map((error) => error.message);
}
