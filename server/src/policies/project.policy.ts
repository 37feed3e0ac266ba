import { scopesReadProjects } from '../auth/scopes.ts';
import type { ProjectRow } from '../db/rows.ts';
import type { Actor } from './actor.ts';

/**
 * Who may change a project (and see it, private or not): its owner, members of its owning
 * organization and site admins.
 */
export function canWriteProject(
  project: Pick<ProjectRow, 'ownerId'>,
  actor: Pick<Actor, 'id' | 'isSiteAdmin'>,
  isOwnerMember: boolean,
): boolean {
  return project.ownerId === actor.id || actor.isSiteAdmin || isOwnerMember;
}

/**
 * Who may see a project: anyone when it is public; those who may change it when it is private
 * (and then only with a scope that reads projects). `project.scope.ts` (`visibleProjects`) is the
 * SQL form.
 */
export function canReadProject(
  project: Pick<ProjectRow, 'ownerId' | 'public'>,
  actor: Pick<Actor, 'id' | 'isSiteAdmin' | 'scopes'>,
  isOwnerMember: boolean,
): boolean {
  if (project.public) return true;
  return scopesReadProjects(actor.scopes) && canWriteProject(project, actor, isOwnerMember);
}
