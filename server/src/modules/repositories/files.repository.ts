import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export interface RepositoryFile {
  path: string;
  content: string;
}

/** Git's blob object id: SHA-1 of `blob {byte length}\0{content}`, as `git hash-object` prints it. */
export function gitBlobOid(content: string): string {
  const bytes = Buffer.from(content, 'utf8');
  return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
}

/** The default branch's file at exactly this path (Git paths are case-sensitive), or null. */
export async function findFileByPath(db: DbOrTx, repoId: number, path: string): Promise<RepositoryFile | null> {
  const [file] = await db
    .select({ path: t.repositoryFiles.path, content: t.repositoryFiles.content })
    .from(t.repositoryFiles)
    .where(and(eq(t.repositoryFiles.repoId, repoId), eq(t.repositoryFiles.path, path)));
  return file ?? null;
}

/**
 * The first file (by path) whose blob id is `oid`. Ids are not stored, so the repository's files are
 * hashed here; a repository keeps only a handful (community files and issue templates).
 */
export async function findFileByOid(db: DbOrTx, repoId: number, oid: string): Promise<RepositoryFile | null> {
  const wanted = oid.toLowerCase();
  const files = await db
    .select({ path: t.repositoryFiles.path, content: t.repositoryFiles.content })
    .from(t.repositoryFiles)
    .where(eq(t.repositoryFiles.repoId, repoId))
    .orderBy(asc(t.repositoryFiles.path));
  return files.find((file) => gitBlobOid(file.content) === wanted) ?? null;
}

/**
 * The repository's README as GitHub picks it: a file named README (any letter case, with or
 * without an extension) at the root first, then in `.github/`, then in `docs/`; null when none.
 */
export async function findReadme(db: DbOrTx, repoId: number): Promise<RepositoryFile | null> {
  const files = await db
    .select({ path: t.repositoryFiles.path, content: t.repositoryFiles.content })
    .from(t.repositoryFiles)
    .where(and(eq(t.repositoryFiles.repoId, repoId), sql`${t.repositoryFiles.path} ~* '^(\\.github/|docs/)?readme(\\.[a-z0-9]+)?$'`))
    .orderBy(asc(t.repositoryFiles.path));
  const rank = (path: string) => (path.includes('/') ? (path.toLowerCase().startsWith('.github/') ? 1 : 2) : 0);
  return files.sort((a, b) => rank(a.path) - rank(b.path) || (a.path.toLowerCase().endsWith('.md') ? -1 : 1))[0] ?? null;
}
