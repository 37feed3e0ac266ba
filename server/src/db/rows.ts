import type * as s from './schema/index.ts';

/** Row types of the tables, as Drizzle selects them; GraphQL resolvers map from these. */
export type AccountRow = typeof s.accounts.$inferSelect;
export type RepositoryRow = typeof s.repositories.$inferSelect;
export type IssueRow = typeof s.issues.$inferSelect;
export type LabelRow = typeof s.labels.$inferSelect;
export type MilestoneRow = typeof s.milestones.$inferSelect;
export type IssueCommentRow = typeof s.issueComments.$inferSelect;
export type IssueTypeRow = typeof s.issueTypes.$inferSelect;
export type ProjectRow = typeof s.projects.$inferSelect;
export type ProjectItemRow = typeof s.projectItems.$inferSelect;
export type PinnedIssueRow = typeof s.pinnedIssues.$inferSelect;
export type ReactionRow = typeof s.reactions.$inferSelect;
export type CommitRow = typeof s.commits.$inferSelect;
export type CheckRunRow = typeof s.checkRuns.$inferSelect;
export type StatusContextRow = typeof s.statusContexts.$inferSelect;
export type TeamRow = typeof s.teams.$inferSelect;
export type UserContentEditRow = typeof s.userContentEdits.$inferSelect;
export type IssueTombstoneRow = typeof s.issueTombstones.$inferSelect;
