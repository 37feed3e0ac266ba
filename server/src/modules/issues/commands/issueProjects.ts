import { and, eq } from 'drizzle-orm';
import type { IssueRow, ProjectItemRow, ProjectRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import { forbidden, unprocessable, unresolvedId } from '../../../domain/errors.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction, type Unit } from '../../../domain/transaction.ts';
import { issueChanged } from '../../../live/liveEvents.ts';
import { canUseProject } from '../../projects/project.access.ts';
import { recordEvent } from '../issue.events.ts';

/** Adds the issue to the project (at the end) unless it is there already; the project's item limit holds. */
export async function addToProjectIn(unit: Unit, project: ProjectRow, issue: IssueRow): Promise<ProjectItemRow> {
  const { tx, actor } = unit;
  const [existing] = await tx
    .select()
    .from(t.projectItems)
    .where(and(eq(t.projectItems.projectId, project.id), eq(t.projectItems.issueId, issue.id)));
  if (existing) return existing;
  const count = await tx.$count(t.projectItems, eq(t.projectItems.projectId, project.id));
  if (count >= project.itemsLimit) throw unprocessable('The project has reached its item limit.');
  const [row] = await tx
    .insert(t.projectItems)
    .values({ projectId: project.id, issueId: issue.id, position: count + 1, creatorId: actor.id })
    .returning();
  if (!row) throw new Error('The project item was not written');
  await recordEvent(tx, issue.id, actor.id, 'added_to_project_v2', { projectId: project.id });
  unit.emit(issueChanged(issue, 'projects'));
  return row;
}

/** Takes the issue out of the project, if it is in it. */
export async function removeFromProjectIn(unit: Unit, project: ProjectRow, issue: IssueRow): Promise<void> {
  const removed = await unit.tx
    .delete(t.projectItems)
    .where(and(eq(t.projectItems.projectId, project.id), eq(t.projectItems.issueId, issue.id)))
    .returning({ id: t.projectItems.id });
  if (removed.length === 0) return;
  await recordEvent(unit.tx, issue.id, unit.actor.id, 'removed_from_project_v2', { projectId: project.id });
  unit.emit(issueChanged(issue, 'projects'));
}

/**
 * Adds projects to a new issue (template or client projects already checked visible), each with
 * its `added_to_project_v2` event.
 */
export async function addToProjectsIn(unit: Unit, issue: IssueRow, projectIds: readonly number[]): Promise<void> {
  if (projectIds.length === 0) return;
  const items = await unit.tx
    .insert(t.projectItems)
    .values(projectIds.map((projectId) => ({ projectId, issueId: issue.id, creatorId: unit.actor.id })))
    .onConflictDoNothing()
    .returning({ projectId: t.projectItems.projectId });
  for (const { projectId } of items) await recordEvent(unit.tx, issue.id, unit.actor.id, 'added_to_project_v2', { projectId });
  if (items.length > 0) unit.emit(issueChanged(issue, 'projects'));
}

/** `addProjectV2ItemById`: a project the viewer may change, and an issue or pull request it may read. */
export async function addProjectItem(ctx: DomainContext, input: { project: Ref; content: Ref }): Promise<ProjectItemRow> {
  const project = input.project.id === null ? null : await ctx.loaders.project.load(input.project.id);
  if (!project || !(await canUseProject(ctx, project, false))) throw unresolvedId(input.project.given);
  if (!(await canUseProject(ctx, project, true))) throw forbidden(ctx.actor.login, 'AddProjectV2ItemById');
  const issue = await authorizeIssue(ctx, input.content, 'read', 'AddProjectV2ItemById');
  return inTransaction(ctx, (unit) => addToProjectIn(unit, project, issue));
}

/** The projects `refs` name, each one the viewer may add items to; unreadable ones do not resolve. */
export async function resolveProjects(ctx: DomainContext, refs: readonly Ref[]): Promise<ProjectRow[]> {
  const projects: ProjectRow[] = [];
  for (const ref of refs) {
    const project = ref.id === null ? null : await ctx.loaders.project.load(ref.id);
    if (!project || !(await canUseProject(ctx, project, false))) throw unresolvedId(ref.given);
    if (!(await canUseProject(ctx, project, true))) throw forbidden(ctx.actor.login, 'UpdateIssue');
    if (!projects.some((p) => p.id === project.id)) projects.push(project);
  }
  return projects;
}

/**
 * The projects of `issue` that the viewer may change, for `replaceProjectsIn`: a project the viewer
 * cannot write to (or see) keeps the issue whatever the new set says.
 */
export async function changeableProjectsOf(ctx: DomainContext, issue: IssueRow): Promise<ProjectRow[]> {
  const items = await ctx.db
    .select({ projectId: t.projectItems.projectId })
    .from(t.projectItems)
    .where(eq(t.projectItems.issueId, issue.id));
  const projects: ProjectRow[] = [];
  for (const { projectId } of items) {
    const project = await ctx.loaders.project.load(projectId);
    if (project && (await canUseProject(ctx, project, true))) projects.push(project);
  }
  return projects;
}

/** Makes `wanted` the issue's projects among `changeable` ones (its current, changeable projects), with the events. */
export async function replaceProjectsIn(
  unit: Unit,
  issue: IssueRow,
  changeable: readonly ProjectRow[],
  wanted: readonly ProjectRow[],
): Promise<void> {
  for (const project of changeable) if (!wanted.some((p) => p.id === project.id)) await removeFromProjectIn(unit, project, issue);
  for (const project of wanted) await addToProjectIn(unit, project, issue);
}
