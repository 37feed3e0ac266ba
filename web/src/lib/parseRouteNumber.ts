/**
 * Reads a number from a route segment as spec 001 §2.1 says: an integer with optional surrounding
 * whitespace and sign is accepted, anything else becomes 0. Callers treat values below 1 as "no such
 * item", since issues and milestones are numbered from 1.
 */
export function parseRouteNumber(segment: string | undefined): number {
  if (segment === undefined || !/^\s*[+-]?\d+\s*$/.test(segment)) return 0;
  const value = Number(segment.trim());
  return Number.isSafeInteger(value) ? value : 0;
}

/** A `page` parameter: it counts only as an integer above 1 (spec 001 §2.1); anything else is page 1. */
export function parsePageParam(value: string | null): number {
  const page = value === null ? 0 : parseRouteNumber(value);
  return page > 1 ? page : 1;
}
