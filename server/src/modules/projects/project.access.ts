import type { ProjectRow } from '../../db/rows.ts';
import type { DomainContext } from '../../domain/context.ts';
import { projectReadable } from '../../domain/readRules.ts';
import { canWriteProject } from '../../policies/project.policy.ts';

/**
 * Whether the viewer may see (`write` false) or change a project: the project policy
 * (`policies/project.policy.ts`), with the viewer's membership of the owner from the request's
 * loader. Lists filter with the read rule's SQL form (`policies/project.scope.ts`).
 */
export async function canUseProject(ctx: DomainContext, project: ProjectRow, write: boolean): Promise<boolean> {
  if (!write) return projectReadable(ctx, project);
  const member = project.ownerId !== ctx.actor.id && (await ctx.loaders.orgRole.load(project.ownerId)) !== null;
  return canWriteProject(project, ctx.actor, member);
}
