import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
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
