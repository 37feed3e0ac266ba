import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, teams, timestamps } from './accounts.ts';
import { interactionLimit, repoLockReason, repoPermission, repoVisibility } from './enums.ts';

export const repositories = pgTable(
  'repositories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    homepageUrl: text('homepage_url'),
    primaryLanguage: text('primary_language'),
    defaultBranch: text('default_branch').notNull().default('main'),
    visibility: repoVisibility('visibility').notNull().default('public'),
    isArchived: boolean('is_archived').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    lockReason: repoLockReason('lock_reason'),
    hasIssuesEnabled: boolean('has_issues_enabled').notNull().default(true),
    hasPullRequestsEnabled: boolean('has_pull_requests_enabled').notNull().default(true),
    /** Issue types are defined per organization; a repository may opt out of them. */
    issueTypesEnabled: boolean('issue_types_enabled').notNull().default(true),
    slashCommandsEnabled: boolean('slash_commands_enabled').notNull().default(false),
    showFirstTimeContributorBanner: boolean('show_first_time_contributor_banner').notNull().default(false),
    /** Temporary interaction limit; the reason text is shown to restricted users as HTML. */
    interactionLimit: interactionLimit('interaction_limit'),
    interactionLimitReason: text('interaction_limit_reason'),
    interactionLimitExpiresAt: timestamp('interaction_limit_expires_at', { withTimezone: true }),
    /** Issues and pull requests share this number sequence; milestones have their own. */
    nextIssueNumber: integer('next_issue_number').notNull().default(1),
    nextMilestoneNumber: integer('next_milestone_number').notNull().default(1),
    // Issue and pull-request counts by state, kept by a trigger on `issues` (migration 0005):
    // searches that filter by nothing but type and state add these up instead of counting rows.
    openIssuesCount: integer('open_issues_count').notNull().default(0),
    closedIssuesCount: integer('closed_issues_count').notNull().default(0),
    openPullRequestsCount: integer('open_pull_requests_count').notNull().default(0),
    closedPullRequestsCount: integer('closed_pull_requests_count').notNull().default(0),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('repositories_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`),
    index('repositories_visibility_idx').on(t.visibility),
  ],
);

/**
 * Files of the default branch that the issues product reads, stored as GitHub keeps them:
 * `.github/ISSUE_TEMPLATE/*.md` (markdown templates), `*.yml` (issue forms), `config.yml`
 * (blank issues, contact links), and community files (SECURITY.md, CONTRIBUTING.md,
 * CODE_OF_CONDUCT.md, SUPPORT.md). Repository flags such as `isBlankIssuesEnabled` derive from them.
 */
export const repositoryFiles = pgTable(
  'repository_files',
  {
    repoId: integer('repo_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.repoId, t.path] })],
);

export const collaborators = pgTable(
  'collaborators',
  {
    repoId: integer('repo_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    permission: repoPermission('permission').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.repoId, t.userId] }), index('collaborators_user_idx').on(t.userId)],
);

/** Repository access granted to a whole team. */
export const teamRepositories = pgTable(
  'team_repositories',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    repoId: integer('repo_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    permission: repoPermission('permission').notNull().default('read'),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.repoId] }), index('team_repositories_repo_idx').on(t.repoId)],
);

/** Commits referenced by pull requests (head commits); enough for check status, not a git store. */
export const commits = pgTable(
  'commits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repoId: integer('repo_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    oid: text('oid').notNull(),
    message: text('message').notNull().default(''),
    authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('commits_repo_oid_idx').on(t.repoId, t.oid)],
);
