import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';

/** GitHub's `CommentAuthorAssociation`, as REST spells it (and GraphQL's enum values). */
export type AuthorAssociation = 'OWNER' | 'MEMBER' | 'COLLABORATOR' | 'NONE';

/**
 * How each account stands to a repository, as GitHub labels an author: the repository's owner,
 * a member of the organization that owns it, a collaborator of the repository, or none of those.
 * (GitHub's CONTRIBUTOR and FIRST_TIME_CONTRIBUTOR come from commits, which this product does not
 * hold.) One query per call, whatever the number of accounts.
 */
export async function authorAssociations(
  db: DbOrTx,
  repo: RepositoryRow,
  accountIds: readonly (number | null)[],
): Promise<Map<number, AuthorAssociation>> {
  const ids = [...new Set(accountIds.filter((id): id is number => id !== null && id !== repo.ownerId))];
  const result = new Map<number, AuthorAssociation>();
  if (accountIds.includes(repo.ownerId)) result.set(repo.ownerId, 'OWNER');
  if (ids.length === 0) return result;
  const [members, collaborators] = await Promise.all([
    db
      .select({ id: t.orgMemberships.userId })
      .from(t.orgMemberships)
      .where(and(eq(t.orgMemberships.orgId, repo.ownerId), inArray(t.orgMemberships.userId, ids))),
    db
      .select({ id: t.collaborators.userId })
      .from(t.collaborators)
      .where(and(eq(t.collaborators.repoId, repo.id), inArray(t.collaborators.userId, ids))),
  ]);
  const memberIds = new Set(members.map((row) => row.id));
  const collaboratorIds = new Set(collaborators.map((row) => row.id));
  for (const id of ids) result.set(id, memberIds.has(id) ? 'MEMBER' : collaboratorIds.has(id) ? 'COLLABORATOR' : 'NONE');
  return result;
}
