import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';

/**
 * The projects a viewer may see, as a condition on `projects`: public ones, and any project of the
 * viewer or of an organization the viewer belongs to (site admins see all). The SQL form of
 * `canUseProject(…, write = false)` in the projects module.
 */
export function visibleProjects(viewer: Pick<AccountRow, 'id' | 'isSiteAdmin'>): SQL | undefined {
  if (viewer.isSiteAdmin) return undefined;
  const member = sql`EXISTS (SELECT 1 FROM ${t.orgMemberships} WHERE ${and(
    eq(t.orgMemberships.orgId, t.projects.ownerId),
    eq(t.orgMemberships.userId, viewer.id),
  )})`;
  return or(eq(t.projects.public, true), eq(t.projects.ownerId, viewer.id), member);
}
