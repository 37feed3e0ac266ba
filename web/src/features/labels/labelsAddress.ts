import { quote } from '@issues/search-query';
import { parsePageParam } from '../../lib/parseRouteNumber';

/** Spec 001 §9: label page size. */
export const LABELS_PAGE_SIZE = 30;

export type LabelSort = 'name-asc' | 'name-desc' | 'count-desc' | 'count-asc';
export type LabelSortField = 'name' | 'count';
export type LabelSortDirection = 'asc' | 'desc';

/** The default order (spec 001 §9): name, ascending. */
export const DEFAULT_LABEL_SORT: LabelSort = 'name-asc';

const SORTS: readonly LabelSort[] = ['name-asc', 'name-desc', 'count-desc', 'count-asc'];

/** The `sort` parameter, or the default when it is missing or not one of the four values. */
export function parseLabelSort(value: string | null): LabelSort {
  return SORTS.find((sort) => sort === value) ?? DEFAULT_LABEL_SORT;
}

export function splitLabelSort(sort: LabelSort): { field: LabelSortField; direction: LabelSortDirection } {
  const [field, direction] = sort.split('-') as [LabelSortField, LabelSortDirection];
  return { field, direction };
}

export function joinLabelSort(field: LabelSortField, direction: LabelSortDirection): LabelSort {
  return `${field}-${direction}`;
}

/** GitHub's `LabelOrder` for a sort value. */
export function labelOrder(sort: LabelSort): { field: 'NAME' | 'ISSUE_COUNT'; direction: 'ASC' | 'DESC' } {
  const { field, direction } = splitLabelSort(sort);
  return { field: field === 'name' ? 'NAME' : 'ISSUE_COUNT', direction: direction === 'asc' ? 'ASC' : 'DESC' };
}

/** The `page` parameter counts only when it is an integer above 1 (spec 001 §2.1). */
export const parseLabelPage = parsePageParam;

export interface LabelsAddress {
  q: string;
  sort: LabelSort;
  page: number;
}

/** Reads the labels page's parameters. */
export function readLabelsAddress(search: URLSearchParams): LabelsAddress {
  return { q: search.get('q') ?? '', sort: parseLabelSort(search.get('sort')), page: parseLabelPage(search.get('page')) };
}

/** The labels page's address; default values are left out so the plain address stays plain. */
export function labelsHref(owner: string, repo: string, { q, sort, page }: LabelsAddress): string {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (sort !== DEFAULT_LABEL_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return `/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/labels${text ? `?${text}` : ''}`;
}

export function labelsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LABELS_PAGE_SIZE));
}

/** `label:"{name}"`, as spec 001 §7 writes it (quoted always, quotes and backslashes escaped). */
export function labelQualifier(name: string): string {
  return `label:${quote(name)}`;
}

/** A repository issue search: `/{owner}/{repo}/issues?q=…`. */
export function issueSearchHref(owner: string, repo: string, query: string): string {
  return `/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues?${new URLSearchParams({ q: query }).toString()}`;
}

/** Where a label's chip and counts lead: its open issues and pull requests, its open issues, its open pull requests. */
export function labelSearchHrefs(owner: string, repo: string, name: string) {
  const label = labelQualifier(name);
  return {
    all: issueSearchHref(owner, repo, `is:open ${label}`),
    issues: issueSearchHref(owner, repo, `is:issue is:open ${label}`),
    pullRequests: issueSearchHref(owner, repo, `is:pr is:open ${label}`),
  };
}
