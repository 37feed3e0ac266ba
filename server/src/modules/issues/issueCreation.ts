/**
 * What goes into a new issue besides its title: the viewer's creation permissions (spec 000 §3),
 * the template or issue form named by `issueTemplate`, and the metadata both may carry. GitHub
 * silently drops metadata the author may not set, so this does too.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { CreateIssueInput } from '../../graphql/__generated__/resolvers.ts';
import { canRepository } from '../../graphql/access.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { badInput, unresolvedId } from '../../graphql/errors.ts';
import { idOfType } from '../../graphql/ids.ts';
import { visibleProjects } from '../../policies/project.scope.ts';
import type { IssueForm, MarkdownTemplate } from '../issue-templates/issueTemplates.parse.ts';
import { enabledIssueTypeNamed, labelsNamed, usersWithLogins } from '../issue-templates/issueTemplates.repository.ts';
import { repoTemplates } from '../issue-templates/issueTemplates.resolvers.ts';
import { issueFormBody } from './issueForm.body.ts';
import { resolveAssigneeIds, resolveIssueTypeId, resolveLabelIds, resolveMilestoneId } from './issueMetadata.ts';

export interface IssueCreationPermissions {
  labelable: boolean;
  milestoneable: boolean;
  assignable: boolean;
  triageable: boolean;
  typeable: boolean;
  canSetIssueFields: boolean;
}

/** Setting metadata on creation needs triage, as on GitHub; types and fields also need an organization that has them. */
export async function issueCreationPermissions(ctx: GraphQLContext, repo: RepositoryRow): Promise<IssueCreationPermissions> {
  const triageable = await canRepository(ctx, repo, 'triage');
  const owner = triageable ? await ctx.loaders.account.load(repo.ownerId) : null;
  const inOrg = owner?.kind === 'organization';
  const hasFields = inOrg && (await ctx.db.$count(t.issueFields, eq(t.issueFields.orgId, repo.ownerId))) > 0;
  return {
    labelable: triageable,
    milestoneable: triageable,
    assignable: triageable,
    triageable,
    typeable: inOrg && repo.issueTypesEnabled,
    canSetIssueFields: hasFields,
  };
}

export type NamedTemplate = { kind: 'markdown'; template: MarkdownTemplate } | { kind: 'form'; template: IssueForm };

/** The template or form `issueTemplate` names, by file name first, then by name (any letter case). */
export async function templateNamed(ctx: GraphQLContext, repo: RepositoryRow, name: string): Promise<NamedTemplate> {
  const parsed = await repoTemplates(ctx, repo.id);
  const all: NamedTemplate[] = [
    ...parsed.templates.map((template): NamedTemplate => ({ kind: 'markdown', template })),
    ...parsed.forms.map((template): NamedTemplate => ({ kind: 'form', template })),
  ];
  const found =
    all.find((entry) => entry.template.filename === name) ??
    all.find((entry) => entry.template.name === name) ??
    all.find((entry) => entry.template.name.toLowerCase() === name.toLowerCase());
  if (!found) throw badInput(`Template '${name}' does not exist.`);
  return found;
}

/** The body to store: assembled from the form's answers when they are sent for a form, else the client's. */
export function creationBody(template: NamedTemplate | null, input: Pick<CreateIssueInput, 'body' | 'issueFormFieldValues'>): string {
  const answers = input.issueFormFieldValues;
  if (answers == null) return input.body ?? '';
  if (template?.kind !== 'form') throw badInput("'issueFormFieldValues' needs 'issueTemplate' to name an issue form.");
  const result = issueFormBody(template.template, answers);
  if (!result.ok) throw badInput(result.errors.join(' '));
  return result.body;
}

export interface CreationMetadata {
  labelIds: number[];
  assigneeIds: number[];
  milestoneId: number | null;
  issueTypeId: number | null;
  projectIds: number[];
}

/** Visible projects named `owner/number`, as templates list them. */
async function projectsNamed(tx: DbOrTx, ctx: GraphQLContext, names: readonly string[]): Promise<number[]> {
  const wanted = names.flatMap((name) => {
    const match = /^([^/\s]+)\/(\d+)$/.exec(name.trim());
    return match?.[1] && match[2] ? [{ owner: match[1].toLowerCase(), number: Number(match[2]) }] : [];
  });
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: t.projects.id, owner: sql<string>`lower(${t.accounts.login})`, number: t.projects.number })
    .from(t.projects)
    .innerJoin(t.accounts, eq(t.accounts.id, t.projects.ownerId))
    .where(
      and(
        inArray(
          sql`lower(${t.accounts.login})`,
          wanted.map((w) => w.owner),
        ),
        visibleProjects(ctx.actor),
      ),
    );
  return rows.filter((row) => wanted.some((w) => w.owner === row.owner && w.number === row.number)).map((row) => row.id);
}

/** Projects given by global id: each must exist and be visible to the viewer. */
async function resolveProjectIds(tx: DbOrTx, ctx: GraphQLContext, globalIds: readonly string[]): Promise<number[]> {
  const ids = globalIds.map((gid) => {
    const id = idOfType(gid, 'ProjectV2');
    if (id === null) throw unresolvedId(gid);
    return id;
  });
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: t.projects.id })
    .from(t.projects)
    .where(and(inArray(t.projects.id, ids), visibleProjects(ctx.actor)));
  const found = new Set(rows.map((row) => row.id));
  const missing = globalIds.find((_gid, i) => !found.has(ids[i] ?? 0));
  if (missing) throw unresolvedId(missing);
  return ids;
}

const union = (...lists: number[][]) => [...new Set(lists.flat())];

/**
 * The labels, assignees, milestone, type and projects of a new issue: the client's and the
 * template's together, each only when the viewer may set it.
 */
export async function creationMetadata(
  tx: DbOrTx,
  ctx: GraphQLContext,
  repo: RepositoryRow,
  input: CreateIssueInput,
  can: IssueCreationPermissions,
  template: NamedTemplate | null,
): Promise<CreationMetadata> {
  const fromTemplate = template?.template;
  const labelIds = can.labelable
    ? union(
        await resolveLabelIds(tx, repo, input.labelIds ?? []),
        (await labelsNamed(tx, repo.id, fromTemplate?.labels ?? [])).map((label) => label.id),
      )
    : [];
  const assigneeIds = can.assignable
    ? union(
        await resolveAssigneeIds(tx, input.assigneeIds ?? []),
        (await usersWithLogins(tx, fromTemplate?.assignees ?? [])).map((user) => user.id),
      )
    : [];
  const milestoneId = can.milestoneable && input.milestoneId ? await resolveMilestoneId(tx, repo, input.milestoneId) : null;
  let issueTypeId: number | null = null;
  if (can.typeable && input.issueTypeId) issueTypeId = await resolveIssueTypeId(tx, repo, input.issueTypeId);
  else if (can.typeable && fromTemplate?.type) issueTypeId = (await enabledIssueTypeNamed(tx, repo.ownerId, fromTemplate.type))?.id ?? null;
  const projectIds = can.triageable
    ? union(
        await resolveProjectIds(tx, ctx, input.projectV2Ids ?? input.projectIds ?? []),
        await projectsNamed(tx, ctx, fromTemplate?.projects ?? []),
      )
    : [];
  return { labelIds, assigneeIds, milestoneId, issueTypeId, projectIds };
}
