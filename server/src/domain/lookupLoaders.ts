import DataLoader from 'dataloader';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AccountRow, IssueRow, RepositoryRow, TeamRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';

/** A team found by its handle, with whether the viewer belongs to it (the team read rule needs both). */
export interface TeamLookup {
  team: TeamRow;
  viewerIsMember: boolean;
}

/** `(a, b) IN ((…), …)` for pairs of values. */
function pairsIn(left: SQL, pairs: readonly (readonly [unknown, unknown])[]): SQL {
  return sql`${left} IN (${sql.join(
    pairs.map(([a, b]) => sql`(${a}, ${b})`),
    sql`, `,
  )})`;
}

/** Splits `a/b` keys (as the callers build them, lower-cased) into pairs. */
function splitKeys(keys: readonly string[], separator: string): [string, string][] {
  return keys.map((key) => {
    const at = key.indexOf(separator);
    return [key.slice(0, at), key.slice(at + separator.length)];
  });
}

/**
 * Look-ups by name rather than id, as text names things (`owner/repo#12`, `@login`, `@org/team`):
 * one statement per batch whatever the number of names. They find rows whoever may read them;
 * callers apply the read rules (`access.ts`) to what they found. Keys are lower-cased.
 */
export function createLookupLoaders(db: Db, viewer: AccountRow) {
  return {
    /** Repositories by `owner/name`. */
    repositoryByPath: new DataLoader<string, RepositoryRow | null>(async (keys) => {
      const rows = await db
        .select({ repo: t.repositories, path: sql<string>`lower(${t.accounts.login}) || '/' || lower(${t.repositories.name})` })
        .from(t.repositories)
        .innerJoin(t.accounts, eq(t.accounts.id, t.repositories.ownerId))
        .where(pairsIn(sql`(lower(${t.accounts.login}), lower(${t.repositories.name}))`, splitKeys(keys, '/')));
      const map = new Map(rows.map((row) => [row.path, row.repo]));
      return keys.map((key) => map.get(key) ?? null);
    }),
    /** Issues and pull requests by `{repoId}#{number}`. */
    issueByNumber: new DataLoader<string, IssueRow | null>(async (keys) => {
      const pairs = splitKeys(keys, '#').map(([repoId, number]) => [Number(repoId), Number(number)] as const);
      const rows = await db
        .select()
        .from(t.issues)
        .where(pairsIn(sql`(${t.issues.repoId}, ${t.issues.number})`, pairs));
      const map = new Map(rows.map((row) => [`${row.repoId}#${row.number}`, row]));
      return keys.map((key) => map.get(key) ?? null);
    }),
    /** Accounts (users, bots, organizations) by login. */
    accountByLogin: new DataLoader<string, AccountRow | null>(async (keys) => {
      const rows = await db
        .select()
        .from(t.accounts)
        .where(inArray(sql`lower(${t.accounts.login})`, [...keys]));
      const map = new Map(rows.map((row) => [row.login.toLowerCase(), row]));
      return keys.map((key) => map.get(key) ?? null);
    }),
    /** Teams by `org/slug`. */
    teamByPath: new DataLoader<string, TeamLookup | null>(async (keys) => {
      const rows = await db
        .select({
          team: t.teams,
          path: sql<string>`lower(${t.accounts.login}) || '/' || lower(${t.teams.slug})`,
          member: sql<boolean>`EXISTS (SELECT 1 FROM ${t.teamMembers} WHERE ${and(eq(t.teamMembers.teamId, t.teams.id), eq(t.teamMembers.userId, viewer.id))})`,
        })
        .from(t.teams)
        .innerJoin(t.accounts, eq(t.accounts.id, t.teams.orgId))
        .where(pairsIn(sql`(lower(${t.accounts.login}), lower(${t.teams.slug}))`, splitKeys(keys, '/')));
      const map = new Map(rows.map((row) => [row.path, { team: row.team, viewerIsMember: row.member === true }]));
      return keys.map((key) => map.get(key) ?? null);
    }),
  };
}
