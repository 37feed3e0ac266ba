import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountKind, orgRole, teamPrivacy, teamRole } from './enums.ts';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Users, bots and organizations share one login namespace (as on GitHub), so they share a table;
 * `kind` tells them apart. Columns that only make sense for one kind are null for the others.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: accountKind('kind').notNull(),
    login: text('login').notNull(),
    name: text('name'),
    email: text('email'),
    bio: text('bio'),
    passwordHash: text('password_hash'),
    isSiteAdmin: boolean('is_site_admin').notNull().default(false),
    /** Enterprise-managed user (EMU) or, for organizations, owned by a managed enterprise. */
    isEnterpriseManaged: boolean('is_enterprise_managed').notNull().default(false),
    /** Organizations only: members must hold an SSO session to see its private results. */
    ssoRequired: boolean('sso_required').notNull().default(false),
    /** Bots only: the AI coding assistant shows as `isCopilot`. */
    isCopilot: boolean('is_copilot').notNull().default(false),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('accounts_login_lower_idx').on(sql`lower(${t.login})`), index('accounts_kind_idx').on(t.kind)],
);

/** GitHub Apps; each acts through its bot account (`author:app/{slug}`). */
export const apps = pgTable(
  'apps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    botId: integer('bot_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('apps_slug_idx').on(sql`lower(${t.slug})`)],
);

export const orgMemberships = pgTable(
  'org_memberships',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: orgRole('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('org_memberships_user_idx').on(t.userId)],
);

export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    parentTeamId: integer('parent_team_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    privacy: teamPrivacy('privacy').notNull().default('visible'),
    ...timestamps,
  },
  (t) => [uniqueIndex('teams_org_slug_idx').on(t.orgId, sql`lower(${t.slug})`)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: teamRole('role').notNull().default('member'),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);
