/** Pure helpers for milestone dates, progress and titles (spec 001 §2.2–§2.4, §9). Dates are UTC. */
import { formatShortDate } from '../issues/IssueList/listAddress';

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Milestones per page on the list (spec §9). */
export const MILESTONE_PAGE_SIZE = 50;
/** Issues per page on the milestone page (spec §9). */
export const MILESTONE_ISSUES_PAGE_SIZE = 25;
/** Reordering is offered only below this many issues (spec §5, §9). */
export const MAX_PRIORITIZABLE_ITEMS = 1000;
/** Longer descriptions are collapsed behind Show more (spec §9). */
export const DESCRIPTION_COLLAPSE_LENGTH = 600;
/** The breadcrumb shows this many characters of the title (spec §9). */
export const BREADCRUMB_TITLE_LENGTH = 30;

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 'MMM d, yyyy' in UTC, e.g. 'Mar 5, 2030': the list rows' short date. */
export { formatShortDate };

/** 'MMMM d, yyyy' in UTC, e.g. 'March 5, 2030'. */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  return `${MONTHS_LONG[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A date input's value ('yyyy-mm-dd') as the UTC-midnight timestamp the server stores; null when empty or invalid. */
export function toUtcMidnight(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) return null;
  return date.toISOString();
}

/** A timestamp as a date input's value ('yyyy-mm-dd', UTC); '' for none. */
export function toDateInputValue(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long ago a due date passed, as the overdue notice words it: days under 30, then months of 30
 * days under 12, then years (of 12 such months). Null when the date has not passed.
 */
export function overdueBy(dueOn: string | Date, now: Date): string | null {
  const due = toDate(dueOn).getTime();
  const elapsed = now.getTime() - due;
  if (elapsed <= 0) return null;
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 1) return null;
  if (days < 30) return plural(days, 'day');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(months, 'month');
  return plural(Math.floor(months / 12), 'year');
}

export interface DueInfo {
  text: string;
  overdue: boolean;
}

/**
 * The due line of a milestone: 'No due date', 'Due by March 5, 2030', or for an open milestone past
 * its date 'Past due by 3 days'. A closed milestone is never overdue.
 */
export function dueInfo(dueOn: string | null | undefined, closed: boolean, now: Date): DueInfo {
  if (!dueOn) return { text: 'No due date', overdue: false };
  const late = closed ? null : overdueBy(dueOn, now);
  if (late) return { text: `Past due by ${late}`, overdue: true };
  return { text: `Due by ${formatLongDate(dueOn)}`, overdue: false };
}

/** The percentage complete, rounded down (spec §9); 0 for a milestone without issues. */
export function progressPercent(openCount: number, closedCount: number): number {
  const total = openCount + closedCount;
  return total === 0 ? 0 : Math.floor((closedCount * 100) / total);
}

/** A milestone title for the breadcrumb: at most 30 characters, then an ellipsis. */
export function truncateTitle(title: string, length = BREADCRUMB_TITLE_LENGTH): string {
  const chars = Array.from(title);
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : title;
}

/** 'just now', '5 minutes ago', '3 days ago', '2 months ago', '1 year ago'. */
export function relativeTime(value: string | Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - toDate(value).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${plural(days, 'day')} ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${plural(months, 'month')} ago`;
  return `${plural(Math.floor(months / 12), 'year')} ago`;
}

/** The issue search of a milestone's open or closed items: `/{owner}/{repo}/issues?q=…`. */
export function milestoneSearchHref(owner: string, repo: string, title: string, state: 'open' | 'closed'): string {
  const q = `is:${state} milestone:"${title.replace(/"/g, '\\"')}"`;
  return `/${owner}/${repo}/issues?q=${encodeURIComponent(q)}`;
}

/** The new-issue link from a milestone: it preselects the milestone by title. */
export function newIssueHref(owner: string, repo: string, title: string): string {
  return `/${owner}/${repo}/issues/new?${new URLSearchParams({ milestone: title }).toString()}`;
}
