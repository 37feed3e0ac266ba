import { and, eq } from 'drizzle-orm';
import { projectReadable } from '../../graphql/readRules.ts';
import { canWriteProject } from '../../policies/project.policy.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { IssueRow, ProjectItemRow, ProjectRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { unprocessable } from '../../graphql/errors.ts';
import { recordEvent } from '../issues/issue.events.ts';

/**
 * Whether the viewer may see (`write` false) or change a project: the project policy
 * (`policies/project.policy.ts`), with the viewer's membership of the owner from the request's
 * loader. Lists filter with the read rule's SQL form (`policies/project.scope.ts`).
 */
export async function canUseProject(ctx: GraphQLContext, project: ProjectRow, write: boolean): Promise<boolean> {
  if (!write) return projectReadable(ctx, project);
  const member = project.ownerId !== ctx.viewer.id && (await ctx.loaders.orgRole.load(project.ownerId)) !== null;
  return canWriteProject(project, ctx.actor, member);
}

/** Adds the issue to the project (at the end) unless it is there already; the project's item limit holds. */
export async function addIssueToProject(tx: DbOrTx, project: ProjectRow, issue: IssueRow, actorId: number): Promise<ProjectItemRow> {
  const [existing] = await tx
    .select()
    .from(t.projectItems)
    .where(and(eq(t.projectItems.projectId, project.id), eq(t.projectItems.issueId, issue.id)));
  if (existing) return existing;
  const count = await tx.$count(t.projectItems, eq(t.projectItems.projectId, project.id));
  if (count >= project.itemsLimit) throw unprocessable('The project has reached its item limit.');
  const [row] = await tx
    .insert(t.projectItems)
    .values({ projectId: project.id, issueId: issue.id, position: count + 1, creatorId: actorId })
    .returning();
  if (!row) throw new Error('The project item was not written');
  await recordEvent(tx, issue.id, actorId, 'added_to_project_v2', { projectId: project.id });
  return row;
}

/** Takes the issue out of the project, if it is in it. */
export async function removeIssueFromProject(tx: DbOrTx, project: ProjectRow, issue: IssueRow, actorId: number): Promise<void> {
  const removed = await tx
    .delete(t.projectItems)
    .where(and(eq(t.projectItems.projectId, project.id), eq(t.projectItems.issueId, issue.id)))
    .returning({ id: t.projectItems.id });
  if (removed.length > 0) await recordEvent(tx, issue.id, actorId, 'removed_from_project_v2', { projectId: project.id });
}
