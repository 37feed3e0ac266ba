import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { Actor } from '../../policies/actor.ts';
import { visibleRepositories } from '../../policies/repository.scope.ts';

type Affiliation = 'OWNER' | 'COLLABORATOR' | 'ORGANIZATION_MEMBER';

export interface RepositoryListArgs {
  affiliations?: readonly (Affiliation | null | undefined)[] | null;
  ownerAffiliations?: readonly (Affiliation | null | undefined)[] | null;
  isArchived?: boolean | null;
  /** There are no forks here: `isFork: true` lists nothing. */
  isFork?: boolean | null;
  isLocked?: boolean | null;
  hasIssuesEnabled?: boolean | null;
  orderBy?: { field: 'CREATED_AT' | 'UPDATED_AT' | 'PUSHED_AT' | 'NAME'; direction: 'ASC' | 'DESC' } | null;
  privacy?: 'PUBLIC' | 'PRIVATE' | null;
  visibility?: 'PUBLIC' | 'PRIVATE' | 'INTERNAL' | null;
}

/** Which repositories an account is affiliated with: an organization owns its; a user may also collaborate or belong. */
function affiliationCondition(account: AccountRow, args: RepositoryListArgs): SQL {
  if (account.kind === 'organization') return sql`${t.repositories.ownerId} = ${account.id}`;
  const wanted = new Set(
    (args.affiliations ?? args.ownerAffiliations ?? ['OWNER', 'COLLABORATOR']).filter((a): a is Affiliation => a != null),
  );
  const parts: SQL[] = [];
  if (wanted.has('OWNER')) parts.push(sql`${t.repositories.ownerId} = ${account.id}`);
  if (wanted.has('COLLABORATOR'))
    parts.push(sql`EXISTS (SELECT 1 FROM collaborators c WHERE c.repo_id = ${t.repositories.id} AND c.user_id = ${account.id})`);
  if (wanted.has('ORGANIZATION_MEMBER')) {
    parts.push(sql`EXISTS (SELECT 1 FROM org_memberships m WHERE m.org_id = ${t.repositories.ownerId} AND m.user_id = ${account.id})`);
  }
  return parts.length === 0 ? sql`FALSE` : sql`(${sql.join(parts, sql` OR `)})`;
}

function listWhere(actor: Actor, account: AccountRow, args: RepositoryListArgs): SQL | undefined {
  return and(
    affiliationCondition(account, args),
    visibleRepositories(actor),
    args.isArchived == null ? undefined : sql`${t.repositories.isArchived} = ${args.isArchived}`,
    args.isFork === true ? sql`FALSE` : undefined,
    args.isLocked == null ? undefined : sql`${t.repositories.isLocked} = ${args.isLocked}`,
    args.hasIssuesEnabled == null ? undefined : sql`${t.repositories.hasIssuesEnabled} = ${args.hasIssuesEnabled}`,
    args.privacy == null
      ? undefined
      : args.privacy === 'PUBLIC'
        ? sql`${t.repositories.visibility} = 'public'`
        : sql`${t.repositories.visibility} <> 'public'`,
    args.visibility == null ? undefined : sql`${t.repositories.visibility} = ${args.visibility.toLowerCase()}`,
  );
}

/** How many repositories an account is affiliated with that the viewer may read (`User.repositories`, `Organization.repositories`). */
export function countRepositories(db: Db, actor: Actor, account: AccountRow, args: RepositoryListArgs): Promise<number> {
  return db.$count(t.repositories, listWhere(actor, account, args));
}

/** One window of those repositories, in the order asked (creation by default), ties by id. */
export function repositoriesWindow(
  db: Db,
  actor: Actor,
  account: AccountRow,
  args: RepositoryListArgs,
  offset: number,
  limit: number,
): Promise<RepositoryRow[]> {
  const order = args.orderBy ?? { field: 'CREATED_AT', direction: 'ASC' };
  const dir = order.direction === 'DESC' ? desc : asc;
  const column = {
    CREATED_AT: t.repositories.createdAt,
    UPDATED_AT: t.repositories.updatedAt,
    PUSHED_AT: t.repositories.pushedAt,
    NAME: sql`lower(${t.repositories.name})`,
  }[order.field];
  return db
    .select()
    .from(t.repositories)
    .where(listWhere(actor, account, args))
    .orderBy(dir(column), dir(t.repositories.id))
    .limit(limit)
    .offset(offset);
}
