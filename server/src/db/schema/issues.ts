import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts, apps, teams } from './accounts.ts';
import {
  checkConclusion,
  checkStatus,
  issueKind,
  issueState,
  issueStateReason,
  lockReason,
  reviewDecision,
  reviewState,
  statusState,
} from './enums.ts';
import { issueTypes, labels, milestones } from './planning.ts';
import { commits, repositories } from './repositories.ts';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Counts of each reaction content, e.g. `{ "THUMBS_UP": 3 }`; kept in step with `reactions`. */
export type ReactionCounts = Partial<Record<string, number>>;

/**
 * Issues and pull requests in one table: they share a number sequence per repository, and every
 * list and search treats them alike. Pull-request-only columns are null/false for issues.
 */
export const issues = pgTable(
  'issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repoId: integer('repo_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    kind: issueKind('kind').notNull().default('issue'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Null when the author's account was deleted: shown as the ghost user. */
    authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Set when created through a GitHub App (`author:app/{slug}`). */
    viaAppId: integer('via_app_id').references(() => apps.id, { onDelete: 'set null' }),
    state: issueState('state').notNull().default('open'),
    /** Counts only when closed, except `reopened`, which GitHub reports on reopened issues. */
    stateReason: issueStateReason('state_reason'),
    duplicateOfId: integer('duplicate_of_id').references((): AnyPgColumn => issues.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the title or body was last edited (GitHub's `lastEditedAt`), with the editor. */
    lastEditedAt: timestamp('last_edited_at', { withTimezone: true }),
    editorId: integer('editor_id').references(() => accounts.id, { onDelete: 'set null' }),
    closedById: integer('closed_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    locked: boolean('locked').notNull().default(false),
    activeLockReason: lockReason('active_lock_reason'),
    milestoneId: integer('milestone_id').references(() => milestones.id, { onDelete: 'set null' }),
    /** Priority inside the milestone: higher first (`sort:milestone-priority-desc`). */
    milestonePriority: doublePrecision('milestone_priority'),
    issueTypeId: integer('issue_type_id').references(() => issueTypes.id, { onDelete: 'set null' }),
    /** Sub-issue link: the parent issue, and this issue's place among its siblings. */
    parentId: integer('parent_id').references((): AnyPgColumn => issues.id, { onDelete: 'set null' }),
    subIssuePosition: doublePrecision('sub_issue_position'),
    // Pull request columns
    isDraft: boolean('is_draft').notNull().default(false),
    merged: boolean('merged').notNull().default(false),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    mergedById: integer('merged_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    isInMergeQueue: boolean('is_in_merge_queue').notNull().default(false),
    reviewDecision: reviewDecision('review_decision'),
    headRefName: text('head_ref_name'),
    baseRefName: text('base_ref_name'),
    headCommitId: integer('head_commit_id').references(() => commits.id, { onDelete: 'set null' }),
    // Counters kept by the commands that change the counted rows (lists sort and show them)
    commentsCount: integer('comments_count').notNull().default(0),
    reactionsCount: integer('reactions_count').notNull().default(0),
    reactionCounts: jsonb('reaction_counts').$type<ReactionCounts>().notNull().default({}),
    // Kept by triggers (migration 0005) so search filters and counts read the issue row alone:
    /**
     * The issue's label names as `label_name_keys` ids, sorted (`label:`, `no:label`): small
     * integers compare fast and keep the covering index's rows short whatever the names.
     */
    labelKeys: integer('label_keys')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Account ids of the assignees, sorted (`no:assignee`, `assignee:*`). */
    assigneeIds: integer('assignee_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Words of all the issue's comments, for free text that searches comments. */
    commentsVector: tsvector('comments_vector')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * One bit per frequent word (`search_frequent_lexemes.bit`, 64 per column): set when the
     * word is in the search vector. Kept by a trigger (migration 0006) and in the covering
     * indexes, so a common word is tested on the index entry, not on thousands of table rows.
     */
    lexemeBits0: bigint('lexeme_bits_0', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lexemeBits1: bigint('lexeme_bits_1', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lexemeBits2: bigint('lexeme_bits_2', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lexemeBits3: bigint('lexeme_bits_3', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Title (weight A), body (B) and comments (C): one GIN index finds every free-text match. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(${issues.title}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${issues.body}, '')), 'B') || setweight(${issues.commentsVector}, 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('issues_repo_number_idx').on(t.repoId, t.number),
    index('issues_repo_state_created_idx').on(t.repoId, t.state, t.createdAt.desc()),
    index('issues_repo_kind_state_created_idx').on(t.repoId, t.kind, t.state, t.createdAt.desc()),
    index('issues_repo_state_updated_idx').on(t.repoId, t.state, t.updatedAt.desc()),
    index('issues_repo_kind_state_updated_idx').on(t.repoId, t.kind, t.state, t.updatedAt.desc()),
    index('issues_head_commit_idx').on(t.headCommitId),
    index('issues_created_idx').on(t.createdAt.desc()),
    index('issues_updated_idx').on(t.updatedAt.desc()),
    index('issues_author_idx').on(t.authorId, t.createdAt.desc()),
    index('issues_milestone_idx').on(t.milestoneId, t.state, t.milestonePriority.desc()),
    index('issues_type_idx').on(t.issueTypeId),
    index('issues_parent_idx').on(t.parentId, t.subIssuePosition),
    index('issues_search_idx').using('gin', t.searchVector),
    // Written in migration 0005 because Drizzle cannot declare INCLUDE columns or partial
    // covering indexes; searches across many repositories filter, count and sort from them alone
    // (index-only scans):
    // - `issues_search_cover_idx` (repo_id, state) INCLUDE (every column a structured qualifier
    //   or a sort reads, no text);
    // - `issues_search_pr_cover_idx`, the same over pull requests only (`is:pr` questions);
    // - `issues_repo_comments_idx` (repo_id, comments_count DESC NULLS LAST) INCLUDE (state, kind,
    //   created_at): `sort:comments` pages and `comments:>N` counts.
    index('issues_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const issueLabels = pgTable(
  'issue_labels',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.labelId] }), index('issue_labels_label_idx').on(t.labelId, t.issueId)],
);

export const issueAssignees = pgTable(
  'issue_assignees',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.userId] }), index('issue_assignees_user_idx').on(t.userId, t.issueId)],
);

/** "Blocked by": `issueId` cannot proceed until `blockingIssueId` is closed. */
export const issueDependencies = pgTable(
  'issue_dependencies',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    blockingIssueId: integer('blocking_issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.blockingIssueId] }), index('issue_dependencies_blocking_idx').on(t.blockingIssueId)],
);

/** A pull request that will close an issue when merged (`closedByPullRequestsReferences`). */
export const closingReferences = pgTable(
  'closing_references',
  {
    pullRequestId: integer('pull_request_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    userLinked: boolean('user_linked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pullRequestId, t.issueId] }), index('closing_references_issue_idx').on(t.issueId)],
);

export const checkRuns = pgTable(
  'check_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commitId: integer('commit_id')
      .notNull()
      .references(() => commits.id, { onDelete: 'cascade' }),
    appId: integer('app_id').references(() => apps.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: checkStatus('status').notNull().default('queued'),
    conclusion: checkConclusion('conclusion'),
    title: text('title'),
    summary: text('summary'),
    detailsUrl: text('details_url'),
    isRequired: boolean('is_required').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('check_runs_commit_idx').on(t.commitId)],
);

/** Commit statuses (the older status API); roll up together with check runs. */
export const statusContexts = pgTable(
  'status_contexts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commitId: integer('commit_id')
      .notNull()
      .references(() => commits.id, { onDelete: 'cascade' }),
    context: text('context').notNull(),
    state: statusState('state').notNull(),
    description: text('description'),
    targetUrl: text('target_url'),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_contexts_commit_idx').on(t.commitId)],
);

/** Review requests and reviews, for `review:`, `review-requested:` and `reviewed-by:`. */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pullRequestId: integer('pull_request_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => accounts.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_requests_pr_idx').on(t.pullRequestId),
    index('review_requests_user_idx').on(t.userId),
    index('review_requests_team_idx').on(t.teamId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pullRequestId: integer('pull_request_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    state: reviewState('state').notNull(),
    body: text('body').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_pr_idx').on(t.pullRequestId), index('reviews_author_idx').on(t.authorId)],
);

/**
 * Numbers that no longer hold an issue in their repository: a deleted issue (`issueId` null; the
 * address shows "This issue was deleted") or one transferred away (`issueId` is where it lives
 * now; the old address redirects). Numbers are never reused (`repositories.next_issue_number`).
 */
export const issueTombstones = pgTable(
  'issue_tombstones',
  {
    repoId: integer('repo_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    issueId: integer('issue_id').references(() => issues.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['deleted', 'transferred'] }).notNull(),
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.repoId, t.number] }), index('issue_tombstones_issue_idx').on(t.issueId)],
);
