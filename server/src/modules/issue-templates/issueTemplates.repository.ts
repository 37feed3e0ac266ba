import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AccountRow, IssueTypeRow, LabelRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { TEMPLATE_DIR } from './issueTemplates.parse.ts';

export interface StoredFile {
  path: string;
  content: string;
}

/** Community files the chooser links to: `.github/`, the root or `docs/`, any letter case. */
const COMMUNITY_PATH = String.raw`^(\.github/|docs/)?(security|support|code_of_conduct)(\.[a-z]+)?$`;

/** The repository's issue template files and community files (security, support, code of conduct). */
export async function templateAndCommunityFiles(db: DbOrTx, repoId: number): Promise<StoredFile[]> {
  return db
    .select({ path: t.repositoryFiles.path, content: t.repositoryFiles.content })
    .from(t.repositoryFiles)
    .where(
      and(
        eq(t.repositoryFiles.repoId, repoId),
        or(like(t.repositoryFiles.path, `${TEMPLATE_DIR}%`), sql`${t.repositoryFiles.path} ~* ${COMMUNITY_PATH}`),
      ),
    )
    .orderBy(asc(t.repositoryFiles.path));
}

/** The repository's labels with these names (compared case-insensitively). */
export async function labelsNamed(db: DbOrTx, repoId: number, names: readonly string[]): Promise<LabelRow[]> {
  if (names.length === 0) return [];
  return db
    .select()
    .from(t.labels)
    .where(and(eq(t.labels.repoId, repoId), inArray(sql`lower(${t.labels.name})`, [...new Set(names.map((n) => n.toLowerCase()))])));
}

/** The users with these logins (compared case-insensitively), in the order given. */
export async function usersWithLogins(db: DbOrTx, logins: readonly string[]): Promise<AccountRow[]> {
  if (logins.length === 0) return [];
  const rows = await db
    .select()
    .from(t.accounts)
    .where(and(eq(t.accounts.kind, 'user'), inArray(sql`lower(${t.accounts.login})`, [...new Set(logins.map((l) => l.toLowerCase()))])));
  const byLogin = new Map(rows.map((row) => [row.login.toLowerCase(), row]));
  return [...new Set(logins.map((l) => l.toLowerCase()))].flatMap((login) => byLogin.get(login) ?? []);
}

/** The owner organization's enabled issue type with this name, or null. */
export async function enabledIssueTypeNamed(db: DbOrTx, orgId: number, name: string): Promise<IssueTypeRow | null> {
  const [row] = await db
    .select()
    .from(t.issueTypes)
    .where(and(eq(t.issueTypes.orgId, orgId), eq(sql`lower(${t.issueTypes.name})`, name.toLowerCase()), eq(t.issueTypes.isEnabled, true)));
  return row ?? null;
}
