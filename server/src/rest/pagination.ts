import type { PublicCall } from './restCall.ts';

/** GitHub's page size when `per_page` is not given, and the most a page holds. */
export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 100;

export interface PageRequest {
  perPage: number;
  page: number;
  /** Rows before the page. */
  offset: number;
}

function positiveInteger(text: string | undefined): number | null {
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * `per_page` and `page` as GitHub reads them: a page size past 100 is 100, and anything that is
 * not a positive whole number is the default (30 a page, the first page).
 */
export function pageRequest(call: Pick<PublicCall, 'query'>): PageRequest {
  const perPage = Math.min(MAX_PER_PAGE, positiveInteger(call.query.per_page) ?? DEFAULT_PER_PAGE);
  const page = Math.min(positiveInteger(call.query.page) ?? 1, Math.floor(Number.MAX_SAFE_INTEGER / MAX_PER_PAGE));
  return { perPage, page, offset: (page - 1) * perPage };
}

/**
 * GitHub's `Link` header for a page of `total` reachable rows: `next` and `last` while there are
 * later pages, `prev` and `first` past the first; none for a list that fits on one page. Each
 * address is the request's own with only `page` changed (and `per_page` kept as given).
 */
export function linkHeader(call: Pick<PublicCall, 'api' | 'request'>, page: PageRequest, total: number): Record<string, string> {
  const last = Math.max(1, Math.ceil(total / page.perPage));
  if (last === 1 && page.page === 1) return {};
  const url = new URL(call.request.url, 'http://api.invalid');
  const at = (number: number) => {
    url.searchParams.set('page', String(number));
    return `<${call.api}${url.pathname.replace(/^\/api\/v3/, '')}?${url.searchParams.toString()}>`;
  };
  const links: string[] = [];
  if (page.page > 1) links.push(`${at(Math.min(page.page - 1, last))}; rel="prev"`);
  if (page.page < last) links.push(`${at(page.page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
  if (page.page > 1) links.push(`${at(1)}; rel="first"`);
  return links.length > 0 ? { link: links.join(', ') } : {};
}
