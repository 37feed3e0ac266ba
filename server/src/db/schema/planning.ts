import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, timestamps } from './accounts.ts';
import { issueFieldDataType, issueTypeColor, milestoneState } from './enums.ts';
import { issues } from './issues.ts';
import { repositories } from './repositories.ts';

export const labels = pgTable(
  'labels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repoId: integer('repo_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Six hex digits, lower case, without '#'. */
    color: text('color').notNull(),
    description: text('description'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('labels_repo_name_idx').on(t.repoId, sql`lower(${t.name})`),
    // Searches look labels up by name across every readable repository (`label:bug`).
    index('labels_name_repo_idx').on(sql`lower(${t.name})`, t.repoId),
    index('labels_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * One id per lower-cased label name ever used, across repositories: `issues.label_keys` holds
 * these, so `label:bug` is one small-array overlap on the issue row. Kept by the triggers of
 * migration 0005; rows are never removed (an unused name costs nothing).
 */
export const labelNameKeys = pgTable('label_name_keys', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('label_name_keys_name_key'),
});

/**
 * The frequent words of free-text search, each with its bit in `issues.lexeme_bits_N` (bit
 * `b` is bit `b % 64` of column `b / 64`). Chosen from a sample of the issues by
 * `refreshFrequentLexemes`; a word is used by searches only once `ready` (every issue's bit set).
 * Rows are never removed, so a bit never changes meaning.
 */
export const searchFrequentLexemes = pgTable('search_frequent_lexemes', {
  bit: smallint('bit').primaryKey(),
  lexeme: text('lexeme').notNull().unique('search_frequent_lexemes_lexeme_key'),
  ready: boolean('ready').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const milestones = pgTable(
  'milestones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repoId: integer('repo_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    state: milestoneState('state').notNull().default('open'),
    dueOn: timestamp('due_on', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    creatorId: integer('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('milestones_repo_number_idx').on(t.repoId, t.number),
    index('milestones_repo_state_idx').on(t.repoId, t.state),
    index('milestones_repo_title_idx').on(t.repoId, sql`lower(${t.title})`),
  ],
);

/** Issue types belong to an organization and apply to all of its repositories. */
export const issueTypes = pgTable(
  'issue_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    color: issueTypeColor('color').notNull().default('GRAY'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('issue_types_org_name_idx').on(t.orgId, sql`lower(${t.name})`)],
);

/** Organization issue fields (text, single select, date, number), searched as `field.{slug}:`. */
export const issueFields = pgTable(
  'issue_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer('org_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    dataType: issueFieldDataType('data_type').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('issue_fields_org_slug_idx').on(t.orgId, t.slug)],
);

export const issueFieldOptions = pgTable(
  'issue_field_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => issueFields.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('GRAY'),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('issue_field_options_field_name_idx').on(t.fieldId, sql`lower(${t.name})`)],
);

/** Fields shown with an issue type ("pinned fields"). */
export const issueTypePinnedFields = pgTable(
  'issue_type_pinned_fields',
  {
    issueTypeId: integer('issue_type_id')
      .notNull()
      .references(() => issueTypes.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => issueFields.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.issueTypeId, t.fieldId] })],
);

/** One value per issue and field; the column used depends on the field's data type. */
export const issueFieldValues = pgTable(
  'issue_field_values',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => issueFields.id, { onDelete: 'cascade' }),
    textValue: text('text_value'),
    numberValue: numeric('number_value'),
    dateValue: date('date_value'),
    optionId: integer('option_id').references(() => issueFieldOptions.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.fieldId] }), index('issue_field_values_field_idx').on(t.fieldId)],
);

/** Projects (v2) belong to a user or an organization and are numbered per owner. */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description'),
    closed: boolean('closed').notNull().default(false),
    public: boolean('public').notNull().default(false),
    creatorId: integer('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Items allowed in one project; `hasReachedItemsLimit` compares against it. */
    itemsLimit: integer('items_limit').notNull().default(50000),
    ...timestamps,
  },
  (t) => [uniqueIndex('projects_owner_number_idx').on(t.ownerId, t.number)],
);

/** Repositories linked to a project (it shows in their project pickers). */
export const projectRepositories = pgTable(
  'project_repositories',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    repoId: integer('repo_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.repoId] })],
);

export const projectItems = pgTable(
  'project_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    position: doublePrecision('position').notNull().default(0),
    isArchived: boolean('is_archived').notNull().default(false),
    creatorId: integer('creator_id').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_items_project_issue_idx').on(t.projectId, t.issueId), index('project_items_issue_idx').on(t.issueId)],
);

/** At most three pinned issues per repository, in `position` order. */
export const pinnedIssues = pgTable(
  'pinned_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repoId: integer('repo_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    pinnedById: integer('pinned_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pinned_issues_issue_idx').on(t.issueId), index('pinned_issues_repo_idx').on(t.repoId, t.position)],
);
