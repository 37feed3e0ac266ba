/** Milestones of the demo repositories: open and closed, with and without (past) due dates. */

export interface DemoMilestone {
  title: string;
  description?: string;
  state: 'open' | 'closed';
  /** Due date in days from the reference time (negative: in the past); null for none. */
  dueInDays: number | null;
  ageDays: number;
  /** Closed milestones: how many days before the reference time. */
  closedDaysAgo?: number;
}

/** Longer than 600 characters, so the milestone page collapses it behind "Show more". */
const longDescription = [
  'The 2.0 release replaces the search backend and the filter bar. Everything that changes how people find issues goes here.',
  '',
  '**In scope**',
  '',
  '- Full-text search with ranking (`sort:relevance`), phrase queries and `in:title,body,comments`.',
  '- The new filter bar with suggestions for labels, people, milestones and issue types.',
  '- Saved views on the dashboard, with icons and colours.',
  '- Performance: list queries under 100 ms at one million issues.',
  '',
  '**Out of scope**',
  '',
  '- Discussions search and code search.',
  '- Anything that needs a new database; we stay on PostgreSQL.',
  '',
  'Please keep issues in this milestone small enough to review in a day. If something grows, split it into sub-issues and link them from a tracking issue. Ping @octo-org/core for triage questions.',
].join('\n');

export const releaseMilestones = (prefix: string): DemoMilestone[] => [
  { title: `${prefix}1.0`, description: 'First stable release.', state: 'closed', dueInDays: -300, ageDays: 380, closedDaysAgo: 305 },
  { title: `${prefix}1.1`, state: 'closed', dueInDays: -120, ageDays: 290, closedDaysAgo: 110 },
  { title: `${prefix}1.2`, description: 'Polish and bug fixes.', state: 'open', dueInDays: 30, ageDays: 100 },
  { title: 'Backlog', state: 'open', dueInDays: null, ageDays: 360 },
];

export const helloWorldMilestones: readonly DemoMilestone[] = [
  { title: 'v1.0', description: 'First public release.', state: 'closed', dueInDays: -600, ageDays: 700, closedDaysAgo: 590 },
  { title: 'v1.1', description: 'Bug fixes after launch.', state: 'closed', dueInDays: -420, ageDays: 590, closedDaysAgo: 430 },
  { title: 'Accessibility sprint', state: 'closed', dueInDays: null, ageDays: 400, closedDaysAgo: 300 },
  { title: 'v1.2', state: 'closed', dueInDays: -200, ageDays: 420, closedDaysAgo: 195 },
  { title: 'v2.0 — Search overhaul', description: longDescription, state: 'open', dueInDays: 45, ageDays: 180 },
  { title: 'v2.1', description: 'Follow-ups that did not make 2.0.', state: 'open', dueInDays: null, ageDays: 60 },
  { title: 'Q3 cleanup', description: 'Tech debt we promised to pay down last quarter.', state: 'open', dueInDays: -20, ageDays: 140 },
  { title: 'Backlog', state: 'open', dueInDays: null, ageDays: 700 },
];
