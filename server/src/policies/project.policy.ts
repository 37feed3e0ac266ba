import { scopesReadProjects } from '../auth/scopes.ts';
import type { ProjectRow } from '../db/rows.ts';
import type { Actor } from './actor.ts';

/**
 * Who may see a project: anyone when it is public; its owner, members of its owning organization
 * and site admins when it is private (and then only with a scope that reads projects). Changing
 * it takes the owner or a member. `project.scope.ts` (`visibleProjects`) is the SQL form.
 */
export function canReadProject(
  project: Pick<ProjectRow, 'ownerId' | 'public'>,
  actor: Pick<Actor, 'id' | 'isSiteAdmin' | 'scopes'>,
  isOwnerMember: boolean,
): boolean {
  if (project.public) return true;
  if (!scopesReadProjects(actor.scopes)) return false;
  return project.ownerId === actor.id || actor.isSiteAdmin || isOwnerMember;
}
