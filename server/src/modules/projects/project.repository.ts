import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ProjectItemRow, ProjectRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { containsText } from '../../db/textMatch.ts';
import type { Actor } from '../../policies/actor.ts';
import { visibleProjects } from '../../policies/project.scope.ts';
import { readableIssues } from '../../policies/repository.scope.ts';

/** Which projects a list is about: an owner's, or those linked to a repository. */
export type ProjectScope = { ownerId: number } | { repoId: number };

function scopeCondition(scope: ProjectScope): SQL {
  return 'ownerId' in scope
    ? eq(t.projects.ownerId, scope.ownerId)
    : sql`${t.projects.id} IN (SELECT ${t.projectRepositories.projectId} FROM ${t.projectRepositories} WHERE ${t.projectRepositories.repoId} = ${scope.repoId})`;
}

/** The projects of a scope the viewer may see (`visibleProjects`), newest number first, optionally matching a title. */
export function visibleProjectsOf(db: Db, actor: Actor, scope: ProjectScope, query?: string | null): Promise<ProjectRow[]> {
  return db
    .select()
    .from(t.projects)
    .where(and(scopeCondition(scope), query ? containsText(t.projects.title, query) : undefined, visibleProjects(actor)))
    .orderBy(sql`${t.projects.number} DESC`);
}

/** An owner's project by number, when the viewer may see it. */
export async function visibleProjectByNumber(db: Db, actor: Actor, ownerId: number, number: number): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(t.projects)
    .where(and(eq(t.projects.ownerId, ownerId), eq(t.projects.number, number), visibleProjects(actor)));
  return row ?? null;
}

/** The items of a project whose issue or pull request the viewer may read. */
function readableItemsOf(actor: Actor, projectId: number): SQL | undefined {
  const readable = readableIssues(actor, sql.raw('pi_issue'));
  return and(
    eq(t.projectItems.projectId, projectId),
    sql`EXISTS (SELECT 1 FROM issues pi_issue WHERE pi_issue.id = ${t.projectItems.issueId} AND ${readable})`,
  );
}

/** How many of a project's items the viewer may read (the others are neither listed nor counted). */
export function countReadableItems(db: Db, actor: Actor, projectId: number): Promise<number> {
  return db.$count(t.projectItems, readableItemsOf(actor, projectId));
}

/** One window of a project's readable items, in the project's order. */
export function readableItemsWindow(db: Db, actor: Actor, projectId: number, offset: number, limit: number): Promise<ProjectItemRow[]> {
  return db
    .select()
    .from(t.projectItems)
    .where(readableItemsOf(actor, projectId))
    .orderBy(asc(t.projectItems.position), asc(t.projectItems.id))
    .limit(limit)
    .offset(offset);
}

/** An issue's items in the projects the viewer may see (a private project's title is not the issue's to show). */
export async function visibleItemsOfIssue(db: Db, actor: Actor, issueId: number, includeArchived: boolean): Promise<ProjectItemRow[]> {
  const rows = await db
    .select({ item: t.projectItems })
    .from(t.projectItems)
    .innerJoin(t.projects, eq(t.projects.id, t.projectItems.projectId))
    .where(
      and(eq(t.projectItems.issueId, issueId), includeArchived ? undefined : eq(t.projectItems.isArchived, false), visibleProjects(actor)),
    )
    .orderBy(asc(t.projectItems.id));
  return rows.map((row) => row.item);
}

/** A project item by id, or null. */
export async function projectItemById(db: Db, id: number): Promise<ProjectItemRow | null> {
  const [row] = await db.select().from(t.projectItems).where(eq(t.projectItems.id, id));
  return row ?? null;
}
