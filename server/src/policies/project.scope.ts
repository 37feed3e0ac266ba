import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { scopesReadProjects } from '../auth/scopes.ts';
import * as t from '../db/schema/index.ts';
import type { Actor } from './actor.ts';

/**
 * The projects a viewer may see, as a condition on `projects`: public ones, and any project of the
 * viewer or of an organization the viewer belongs to (site admins see all). A token without the
 * `repo`, `project` or `read:project` scope sees public projects only. The SQL form of
 * `canReadProject` (`project.policy.ts`).
 */
export function visibleProjects(viewer: Pick<Actor, 'id' | 'isSiteAdmin' | 'scopes'>): SQL | undefined {
  if (!scopesReadProjects(viewer.scopes)) return eq(t.projects.public, true);
  if (viewer.isSiteAdmin) return undefined;
  const member = sql`EXISTS (SELECT 1 FROM ${t.orgMemberships} WHERE ${and(
    eq(t.orgMemberships.orgId, t.projects.ownerId),
    eq(t.orgMemberships.userId, viewer.id),
  )})`;
  return or(eq(t.projects.public, true), eq(t.projects.ownerId, viewer.id), member);
}
