import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { anyContainsText, startsWithText } from '../../db/textMatch.ts';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { paginate, type ConnectionArgs } from '../../graphql/pagination.ts';

/** Permissions that may be assigned issues (GitHub: triage and up). */
const ASSIGNING = sql`('triage', 'write', 'maintain', 'admin')`;

/**
 * Ids of the users who may be assigned the repository's issues: its owner, the owning
 * organization's admins, and collaborators and team members granted triage or more.
 */
function assignableIds(repo: RepositoryRow): SQL {
  return sql`SELECT ${repo.ownerId}::int AS id
    UNION SELECT m.user_id FROM org_memberships m WHERE m.org_id = ${repo.ownerId} AND m.role = 'admin'
    UNION SELECT c.user_id FROM collaborators c WHERE c.repo_id = ${repo.id} AND c.permission IN ${ASSIGNING}
    UNION SELECT tm.user_id FROM team_repositories tr JOIN team_members tm ON tm.team_id = tr.team_id
      WHERE tr.repo_id = ${repo.id} AND tr.permission IN ${ASSIGNING}`;
}

/**
 * Ids of the users who can be mentioned: the assignable users, every collaborator, team member and
 * organization member with access, and everyone who wrote an issue or a comment in the repository.
 */
function mentionableIds(repo: RepositoryRow): SQL {
  return sql`${assignableIds(repo)}
    UNION SELECT m.user_id FROM org_memberships m WHERE m.org_id = ${repo.ownerId}
    UNION SELECT c.user_id FROM collaborators c WHERE c.repo_id = ${repo.id}
    UNION SELECT tm.user_id FROM team_repositories tr JOIN team_members tm ON tm.team_id = tr.team_id WHERE tr.repo_id = ${repo.id}
    UNION SELECT i.author_id FROM issues i WHERE i.repo_id = ${repo.id} AND i.author_id IS NOT NULL
    UNION SELECT ic.author_id FROM issue_comments ic JOIN issues ci ON ci.id = ic.issue_id
      WHERE ci.repo_id = ${repo.id} AND ic.author_id IS NOT NULL`;
}

/** Users among `ids` whose login or name contains `query`, by login, as a connection. */
function peopleConnection(ctx: GraphQLContext, ids: SQL, args: ConnectionArgs & { query?: string | null }, connection: string) {
  const text = args.query?.trim() ?? '';
  const where = sql`a.kind = 'user' AND a.id IN (${ids})
    ${text ? sql`AND ${anyContainsText([sql`a.login`, sql`a.name`], text)}` : sql``}`;
  return paginate<AccountRow>(
    args,
    connection,
    async () => Number((await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM accounts a WHERE ${where}`))[0]?.n ?? 0),
    async (offset, limit) => {
      const rows = await queryRows<{ id: number }>(
        ctx.db,
        // Logins that start with the text first, then the rest, each by login.
        sql`SELECT a.id FROM accounts a WHERE ${where}
          ORDER BY ${text ? sql`(${startsWithText(sql`a.login`, text)}) DESC,` : sql``} lower(a.login)
          LIMIT ${limit} OFFSET ${offset}`,
      );
      const accounts = await ctx.loaders.account.loadMany(rows.map((row) => row.id));
      return accounts.filter((account): account is AccountRow => Boolean(account) && !(account instanceof Error));
    },
  );
}

/** GitHub's `Repository.assignableUsers(query)`. */
export function assignableUsers(ctx: GraphQLContext, repo: RepositoryRow, args: ConnectionArgs & { query?: string | null }) {
  return peopleConnection(ctx, assignableIds(repo), args, 'assignableUsers');
}

/** GitHub's `Repository.mentionableUsers(query)`. */
export function mentionableUsers(ctx: GraphQLContext, repo: RepositoryRow, args: ConnectionArgs & { query?: string | null }) {
  return peopleConnection(ctx, mentionableIds(repo), args, 'mentionableUsers');
}
