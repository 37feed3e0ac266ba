import { and, eq, sql } from 'drizzle-orm';
import type { RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { DomainContext } from '../../domain/context.ts';
import { readableRepository } from '../../domain/access.ts';

/** A repository by owner login and name (case-insensitive), or null when missing or unreadable. */
export async function findRepository(ctx: DomainContext, owner: string, name: string): Promise<RepositoryRow | null> {
  // No login or repository name holds a NUL character, and PostgreSQL cannot compare one.
  if (owner.includes('\u0000') || name.includes('\u0000')) return null;
  const [row] = await ctx.db
    .select({ repo: t.repositories })
    .from(t.repositories)
    .innerJoin(t.accounts, eq(t.accounts.id, t.repositories.ownerId))
    .where(and(eq(sql`lower(${t.accounts.login})`, owner.toLowerCase()), eq(sql`lower(${t.repositories.name})`, name.toLowerCase())))
    .limit(1);
  if (!row) return null;
  ctx.loaders.repository.prime(row.repo.id, row.repo);
  return (await readableRepository(ctx, row.repo.id))?.repo ?? null;
}
