import { eq, sql } from 'drizzle-orm';
import type { ProjectRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { authorizeRepository } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput, forbidden, unresolvedId } from '../../domain/errors.ts';
import { fromGlobalId, type Ref } from '../../domain/ids.ts';
import { inTransaction } from '../../domain/transaction.ts';

export interface CreateProjectInput {
  /** A user or organization, by global id. */
  owner: string;
  title: string;
  /** A repository to link the project to. */
  repository?: Ref | null;
}

/**
 * `createProjectV2`: a person creates projects for themselves, an organization's members (and
 * site administrators) for it; a linked repository needs push access. Numbers count up per owner.
 */
export async function createProject(ctx: DomainContext, input: CreateProjectInput): Promise<ProjectRow | null> {
  const decoded = fromGlobalId(input.owner);
  const owner = decoded && (decoded.type === 'User' || decoded.type === 'Organization') ? await ctx.loaders.account.load(decoded.id) : null;
  if (!owner) throw unresolvedId(input.owner);
  if (owner.kind === 'user' && owner.id !== ctx.actor.id) throw forbidden(ctx.actor.login, 'CreateProjectV2');
  if (owner.kind === 'organization' && (await ctx.loaders.orgRole.load(owner.id)) === null && !ctx.actor.isSiteAdmin)
    throw forbidden(ctx.actor.login, 'CreateProjectV2');
  const title = input.title.trim();
  if (title === '') throw badInput("Title can't be blank");
  const repo = input.repository ? await authorizeRepository(ctx, input.repository, 'push', 'CreateProjectV2') : null;
  return inTransaction(ctx, async ({ tx, actor }) => {
    const [max] = await tx
      .select({ n: sql<number>`coalesce(max(${t.projects.number}), 0)::int` })
      .from(t.projects)
      .where(eq(t.projects.ownerId, owner.id));
    const [row] = await tx
      .insert(t.projects)
      .values({ ownerId: owner.id, number: (max?.n ?? 0) + 1, title, creatorId: actor.id })
      .returning();
    if (row && repo) await tx.insert(t.projectRepositories).values({ projectId: row.id, repoId: repo.id });
    return row ?? null;
  });
}
