import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, teams } from './accounts.ts';
import { reactionContent, subscriptionState } from './enums.ts';
import { issues, tsvector } from './issues.ts';

export const issueComments = pgTable(
  'issue_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    isMinimized: boolean('is_minimized').notNull().default(false),
    minimizedReason: text('minimized_reason'),
    lastEditedAt: timestamp('last_edited_at', { withTimezone: true }),
    editorId: integer('editor_id').references(() => accounts.id, { onDelete: 'set null' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL => sql`to_tsvector('simple', coalesce(${issueComments.body}, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('issue_comments_issue_idx').on(t.issueId, t.createdAt),
    index('issue_comments_author_idx').on(t.authorId, t.issueId),
    index('issue_comments_search_idx').using('gin', t.searchVector),
  ],
);

/** Reactions on issues, pull requests and comments; `subjectType` says which table `subjectId` is in. */
export const reactions = pgTable(
  'reactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subjectType: text('subject_type', { enum: ['issue', 'comment'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    content: reactionContent('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reactions_unique_idx').on(t.subjectType, t.subjectId, t.userId, t.content),
    index('reactions_subject_idx').on(t.subjectType, t.subjectId, t.content),
  ],
);

/** @-mentions of users in an issue's body or comments (`mentions:`, `involves:`). */
export const issueMentions = pgTable(
  'issue_mentions',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.userId] }), index('issue_mentions_user_idx').on(t.userId, t.issueId)],
);

/** @-mentions of teams (`team:org/slug`). */
export const issueTeamMentions = pgTable(
  'issue_team_mentions',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.teamId] }), index('issue_team_mentions_team_idx').on(t.teamId)],
);

/** Notification subscriptions; participants are subscribed automatically. */
export const issueSubscriptions = pgTable(
  'issue_subscriptions',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: subscriptionState('state').notNull().default('subscribed'),
    reason: text('reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.userId] }), index('issue_subscriptions_user_idx').on(t.userId)],
);

/**
 * The issue timeline: one row per event (`closed`, `labeled`, `milestoned`, `renamed`, …) named as
 * GitHub's timeline item types, with the event's details in `data`.
 */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('timeline_events_issue_idx').on(t.issueId, t.createdAt)],
);

/**
 * The edit history of an issue's or a comment's body (GitHub's `userContentEdits`): one row per
 * version, the first (written with the first edit) being the body as created, by its author
 * (`includesCreatedEdit`). `body` is the text of that version (GitHub's `diff`).
 */
export const userContentEdits = pgTable(
  'user_content_edits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subjectType: text('subject_type', { enum: ['issue', 'comment'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    editorId: integer('editor_id').references(() => accounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_content_edits_subject_idx').on(t.subjectType, t.subjectId, t.editedAt)],
);
