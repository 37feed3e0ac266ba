import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { RepositoryRow } from '../../db/rows.ts';
import { int, rowShape } from '../../db/rowShape.ts';
import { anyContainsText, startsWithText } from '../../db/textMatch.ts';

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

/** The people of a repository a list is about: who can be assigned, or who can be mentioned. */
export type RepositoryPeople = 'assignable' | 'mentionable';

function peopleWhere(repo: RepositoryRow, people: RepositoryPeople, query: string | null | undefined): { where: SQL; text: string } {
  const text = query?.trim() ?? '';
  const ids = people === 'assignable' ? assignableIds(repo) : mentionableIds(repo);
  const where = sql`a.kind = 'user' AND a.id IN (${ids})
    ${text ? sql`AND ${anyContainsText([sql`a.login`, sql`a.name`], text)}` : sql``}`;
  return { where, text };
}

/** How many of the repository's assignable (or mentionable) users have `query` in their login or name. */
export async function countPeople(db: Db, repo: RepositoryRow, people: RepositoryPeople, query?: string | null): Promise<number> {
  const { where } = peopleWhere(repo, people, query);
  const [row] = await queryRows(db, sql`SELECT count(*)::int AS n FROM accounts a WHERE ${where}`, rowShape({ n: int }));
  return row?.n ?? 0;
}

/** One window of those users' ids: logins that start with the text first, then the rest, each by login. */
export async function peopleWindow(
  db: Db,
  repo: RepositoryRow,
  people: RepositoryPeople,
  query: string | null | undefined,
  offset: number,
  limit: number,
): Promise<number[]> {
  const { where, text } = peopleWhere(repo, people, query);
  const rows = await queryRows(
    db,
    sql`SELECT a.id FROM accounts a WHERE ${where}
      ORDER BY ${text ? sql`(${startsWithText(sql`a.login`, text)}) DESC,` : sql``} lower(a.login)
      LIMIT ${limit} OFFSET ${offset}`,
    rowShape({ id: int }),
  );
  return rows.map((row) => row.id);
}
