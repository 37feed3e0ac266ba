export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_PULL_REQUEST_PAGE_SIZE = 50;

export interface PageParams {
  page: number;
  pageSize: number;
  offset: number;
}

function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return null;
}

/**
 * Reads `page` and `pageSize` from an address: the page size is a non-negative integer capped at 100
 * (50 for pull requests), otherwise 25; a page above 1 gives offset (page − 1) × page size, anything
 * else page 1 and offset 0.
 */
export function pageParams(page: unknown, pageSize: unknown, options: { pullRequests?: boolean } = {}): PageParams {
  const cap = options.pullRequests ? MAX_PULL_REQUEST_PAGE_SIZE : MAX_PAGE_SIZE;
  const size = toInteger(pageSize);
  const resolvedSize = size !== null && size >= 0 ? Math.min(size, cap) : Math.min(DEFAULT_PAGE_SIZE, cap);
  const number = toInteger(page);
  if (number !== null && number > 1 && Number.isSafeInteger(number)) {
    return { page: number, pageSize: resolvedSize, offset: (number - 1) * resolvedSize };
  }
  return { page: 1, pageSize: resolvedSize, offset: 0 };
}
