import { describe, expect, it } from 'vitest';
import {
  dueInfo,
  formatLongDate,
  formatShortDate,
  milestoneSearchHref,
  newIssueHref,
  overdueBy,
  progressPercent,
  relativeTime,
  toDateInputValue,
  toUtcMidnight,
  truncateTitle,
} from './milestoneFormat';

const now = new Date('2030-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('milestone formatting', () => {
  it('formats dates in UTC', () => {
    expect(formatShortDate('2030-03-05T00:00:00Z')).toBe('Mar 5, 2030');
    expect(formatLongDate('2030-03-05T00:00:00Z')).toBe('March 5, 2030');
    expect(formatShortDate('2030-12-31T23:59:59Z')).toBe('Dec 31, 2030');
  });

  it('sends a picked day as UTC midnight and reads it back', () => {
    expect(toUtcMidnight('2030-03-05')).toBe('2030-03-05T00:00:00.000Z');
    expect(toUtcMidnight('')).toBeNull();
    expect(toUtcMidnight('2030-02-30')).toBeNull();
    expect(toDateInputValue('2030-03-05T00:00:00Z')).toBe('2030-03-05');
    expect(toDateInputValue(null)).toBe('');
  });

  it.each([
    [0, null],
    [1, '1 day'],
    [29, '29 days'],
    [30, '1 month'],
    [59, '1 month'],
    [60, '2 months'],
    [359, '11 months'],
    [360, '1 year'],
    [800, '2 years'],
  ])('counts %i days overdue as %s', (days, text) => {
    expect(overdueBy(daysAgo(days), now)).toBe(text);
  });

  it('is not overdue before the due date', () => {
    expect(overdueBy('2030-07-01T00:00:00Z', now)).toBeNull();
  });

  it('words the due line', () => {
    expect(dueInfo(null, false, now)).toEqual({ text: 'No due date', overdue: false });
    expect(dueInfo('2030-07-01T00:00:00Z', false, now)).toEqual({ text: 'Due by July 1, 2030', overdue: false });
    expect(dueInfo(daysAgo(3).toISOString(), false, now)).toEqual({ text: 'Past due by 3 days', overdue: true });
    expect(dueInfo('2030-06-01T00:00:00Z', true, now)).toEqual({ text: 'Due by June 1, 2030', overdue: false });
  });

  it('rounds progress down', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(2, 1)).toBe(33);
    expect(progressPercent(1, 2)).toBe(66);
    expect(progressPercent(1, 199)).toBe(99);
    expect(progressPercent(0, 4)).toBe(100);
  });

  it('cuts breadcrumb titles at 30 characters with an ellipsis', () => {
    expect(truncateTitle('Short')).toBe('Short');
    expect(truncateTitle('x'.repeat(30))).toBe('x'.repeat(30));
    expect(truncateTitle('x'.repeat(31))).toBe(`${'x'.repeat(30)}…`);
  });

  it('words relative times', () => {
    expect(relativeTime(now, now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(daysAgo(1), now)).toBe('1 day ago');
    expect(relativeTime(daysAgo(400), now)).toBe('1 year ago');
  });

  it('links to issue searches for the milestone', () => {
    expect(milestoneSearchHref('o', 'r', 'v1 "beta"', 'open')).toBe(
      `/o/r/issues?q=${encodeURIComponent('is:open milestone:"v1 \\"beta\\""')}`,
    );
    expect(newIssueHref('o', 'r', 'v1 & more')).toBe('/o/r/issues/new?milestone=v1+%26+more');
  });
});
