/**
 * What goes into a new issue besides its title: the viewer's creation permissions (spec 000 §3),
 * the template or issue form named by `issueTemplate`, and the metadata both may carry. GitHub
 * silently drops metadata the author may not set, so this does too.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { canRepository } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput } from '../../domain/errors.ts';
import { resolveRefs, type Ref } from '../../domain/ids.ts';
import type { Actor } from '../../policies/actor.ts';
import { visibleProjects } from '../../policies/project.scope.ts';
import type { IssueForm, MarkdownTemplate } from '../issue-templates/issueTemplates.parse.ts';
import { enabledIssueTypeNamed, labelsNamed, usersWithLogins } from '../issue-templates/issueTemplates.repository.ts';
import { repoTemplates } from '../issue-templates/repositoryTemplates.ts';
import { resolveAssignees } from './commands/issueAssignees.ts';
import { resolveLabels } from './commands/issueLabels.ts';
import { resolveMilestone } from './commands/issueMilestone.ts';
import { resolveIssueType } from './commands/issueType.ts';
import { issueFormBody, type IssueFormFieldValue } from './issueForm.body.ts';

export interface IssueCreationPermissions {
  labelable: boolean;
  milestoneable: boolean;
  assignable: boolean;
  triageable: boolean;
  typeable: boolean;
  canSetIssueFields: boolean;
}

/** Setting metadata on creation needs triage, as on GitHub; types and fields also need an organization that has them. */
export async function issueCreationPermissions(ctx: DomainContext, repo: RepositoryRow): Promise<IssueCreationPermissions> {
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
export async function templateNamed(ctx: DomainContext, repo: RepositoryRow, name: string): Promise<NamedTemplate> {
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
export function creationBody(
  template: NamedTemplate | null,
  input: { body?: string | null; issueFormFieldValues?: readonly IssueFormFieldValue[] | null },
): string {
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

/** What a client asks a new issue to carry, each part as refs. */
export interface RequestedMetadata {
  labels?: readonly Ref[];
  assignees?: readonly Ref[];
  milestone?: Ref | null;
  issueType?: Ref | null;
  projects?: readonly Ref[];
}

/** Visible projects named `owner/number`, as templates list them. */
async function projectsNamed(tx: DbOrTx, actor: Actor, names: readonly string[]): Promise<number[]> {
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
        visibleProjects(actor),
      ),
    );
  return rows.filter((row) => wanted.some((w) => w.owner === row.owner && w.number === row.number)).map((row) => row.id);
}

/** Projects given by ref: each must exist and be visible to the viewer. */
function resolveProjects(tx: DbOrTx, actor: Actor, refs: readonly Ref[]): Promise<number[]> {
  return resolveRefs(refs, (ids) =>
    tx
      .select({ id: t.projects.id })
      .from(t.projects)
      .where(and(inArray(t.projects.id, ids), visibleProjects(actor))),
  );
}

const union = (...lists: number[][]) => [...new Set(lists.flat())];

/**
 * The labels, assignees, milestone, type and projects of a new issue: the client's and the
 * template's together, each only when the viewer may set it.
 */
export async function creationMetadata(
  tx: DbOrTx,
  actor: Actor,
  repo: RepositoryRow,
  input: RequestedMetadata,
  can: IssueCreationPermissions,
  template: NamedTemplate | null,
): Promise<CreationMetadata> {
  const fromTemplate = template?.template;
  const labelIds = can.labelable
    ? union(
        await resolveLabels(tx, repo, input.labels ?? []),
        (await labelsNamed(tx, repo.id, fromTemplate?.labels ?? [])).map((label) => label.id),
      )
    : [];
  const assigneeIds = can.assignable
    ? union(
        await resolveAssignees(tx, input.assignees ?? []),
        (await usersWithLogins(tx, fromTemplate?.assignees ?? [])).map((user) => user.id),
      )
    : [];
  const milestoneId = can.milestoneable && input.milestone ? await resolveMilestone(tx, repo, input.milestone) : null;
  let issueTypeId: number | null = null;
  if (can.typeable && input.issueType) issueTypeId = await resolveIssueType(tx, repo, input.issueType);
  else if (can.typeable && fromTemplate?.type) issueTypeId = (await enabledIssueTypeNamed(tx, repo.ownerId, fromTemplate.type))?.id ?? null;
  const projectIds = can.triageable
    ? union(await resolveProjects(tx, actor, input.projects ?? []), await projectsNamed(tx, actor, fromTemplate?.projects ?? []))
    : [];
  return { labelIds, assigneeIds, milestoneId, issueTypeId, projectIds };
}
