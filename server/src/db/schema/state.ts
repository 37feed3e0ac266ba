import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, timestamps } from './accounts.ts';
import { bulkItemState, bulkJobState, savedViewColor, searchType } from './enums.ts';
import { issues } from './issues.ts';
import { repositories } from './repositories.ts';

/** Saved views (GitHub's dashboard search shortcuts), at most 25 per user. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    description: text('description'),
    /** One of the spec's 32 Octicon names, e.g. BOOKMARK. */
    icon: text('icon').notNull().default('BOOKMARK'),
    color: savedViewColor('color').notNull().default('GRAY'),
    searchType: searchType('search_type').notNull().default('ISSUES'),
    scopingRepoId: integer('scoping_repo_id').references(() => repositories.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('saved_views_user_idx').on(t.userId, t.position)],
);

/** When a viewer last read an issue; `isReadByViewer` compares it with the issue's `updatedAt`. */
export const issueReads = pgTable(
  'issue_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.issueId] })],
);

/** Dismissed notices, e.g. the first-time-contributor banner; `repoId` null means everywhere. */
export const dismissedNotices = pgTable(
  'dismissed_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    notice: text('notice').notNull(),
    repoId: integer('repo_id').references(() => repositories.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dismissed_notices_unique_idx').on(t.userId, t.notice, sql`coalesce(${t.repoId}, 0)`)],
);

/** A bulk update of at most 1,000 issues, run by a pg-boss worker. */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    repoId: integer('repo_id').references(() => repositories.id, { onDelete: 'cascade' }),
    /** The requested change: state, stateReason, label/assignee/project ids, milestone, type. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    state: bulkJobState('state').notNull().default('pending'),
    percentage: integer('percentage').notNull().default(0),
    total: integer('total').notNull(),
    ...timestamps,
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('bulk_jobs_user_idx').on(t.userId, t.createdAt)],
);

/** One row per issue of a bulk job: a resumed job skips `done` items, so none is changed twice. */
export const bulkJobItems = pgTable(
  'bulk_job_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    state: bulkItemState('state').notNull().default('pending'),
    errorMessage: text('error_message'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.issueId] }), index('bulk_job_items_state_idx').on(t.jobId, t.state, t.position)],
);

/** Browser sessions; the cookie holds a random token whose SHA-256 is `tokenHash`. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Personal access tokens for API clients, stored as SHA-256 hashes. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Last four characters, to tell tokens apart in a list. */
    lastFour: text('last_four').notNull(),
    note: text('note'),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_hash_idx').on(t.tokenHash), index('access_tokens_user_idx').on(t.userId)],
);

/** An organization's OpenID Connect identity provider for single sign-on. */
export const ssoProviders = pgTable('sso_providers', {
  orgId: integer('org_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  ...timestamps,
});

/** A member's single sign-on session with an organization that requires SSO. */
export const ssoSessions = pgTable(
  'sso_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_sessions_user_org_idx').on(t.userId, t.orgId, t.expiresAt)],
);

/** Feature flags (global_sso_banner, record_sso_banner_metrics, …), global or per account. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    name: text('name').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [uniqueIndex('feature_flags_name_account_idx').on(t.name, sql`coalesce(${t.accountId}, 0)`)],
);
