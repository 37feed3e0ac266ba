import { parseRouteNumber } from '../../lib/parseRouteNumber';

/** Spec 001 §2.1: at most 20 projects in a new-issue link. */
export const MAX_PREFILL_PROJECTS = 20;

/** What a new-issue address asks to prefill (spec 000 §5, spec 001 §2.1), before permissions apply. */
export interface NewIssuePrefill {
  title: string;
  body: string;
  /** A template's file name (or its name), as `?template=` gives it. */
  template: string | null;
  labels: string[];
  assignees: string[];
  /** Project numbers of the repository owner's projects. */
  projects: number[];
  milestone: string | null;
  type: string | null;
  /** The discussion the issue is created from; 0 when none or not an integer. */
  createdFromDiscussionNumber: number;
}

/** A comma-separated list: trimmed, empty entries dropped, repeats (without case) dropped. */
export function commaList(value: string | null): string[] {
  if (value === null) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of value.split(',')) {
    const text = entry.trim();
    if (text === '' || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out;
}

/**
 * `projects=owner/number,…`: only entries whose owner is the repository's owner (without case) and
 * whose number is a non-negative integer are kept, at most 20 (spec 001 §2.1).
 */
export function parseProjectsParam(value: string | null, repositoryOwner: string): number[] {
  const numbers: number[] = [];
  for (const entry of commaList(value)) {
    const slash = entry.lastIndexOf('/');
    if (slash <= 0) continue;
    const owner = entry.slice(0, slash).trim();
    const number = entry.slice(slash + 1).trim();
    if (owner.toLowerCase() !== repositoryOwner.toLowerCase() || !/^\d+$/.test(number)) continue;
    const parsed = Number(number);
    if (!Number.isSafeInteger(parsed) || numbers.includes(parsed)) continue;
    numbers.push(parsed);
    if (numbers.length === MAX_PREFILL_PROJECTS) break;
  }
  return numbers;
}

/** `created_from_discussion_number`: an integer, otherwise 0 (spec 001 §2.1). */
export function parseDiscussionNumber(value: string | null): number {
  if (value === null) return 0;
  return Math.max(0, parseRouteNumber(value));
}

function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Reads a new-issue address's parameters. Permissions and existence are checked by the server. */
export function readPrefill(search: URLSearchParams, repositoryOwner: string): NewIssuePrefill {
  return {
    title: search.get('title') ?? '',
    body: search.get('body') ?? '',
    template: text(search.get('template')),
    labels: commaList(search.get('labels')),
    assignees: commaList(search.get('assignees')).map((login) => login.replace(/^@/, '')),
    projects: parseProjectsParam(search.get('projects'), repositoryOwner),
    milestone: text(search.get('milestone')),
    type: text(search.get('type')),
    createdFromDiscussionNumber: parseDiscussionNumber(search.get('created_from_discussion_number')),
  };
}
