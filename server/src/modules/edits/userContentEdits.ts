import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { UserContentEditRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';

/** What has an edit history: an issue's (or pull request's) body, or a comment's. */
export type EditedSubject = 'issue' | 'comment';

/** A body's opaque version (`bodyVersion`): the first 20 hex digits of its SHA-256. */
export function bodyVersionOf(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 20);
}

/**
 * Refuses an edit that started from another version of the body than the stored one: someone
 * saved in between. Nothing is written; the client keeps the text typed. No version given: the edit
 * applies whatever the body is now (GitHub's public API has no version).
 */
export function assertCurrentVersion(storedBody: string, bodyVersion: string | null | undefined): void {
  if (bodyVersion == null || bodyVersion === bodyVersionOf(storedBody)) return;
  throw new DomainError(
    'UNPROCESSABLE',
    'Someone else edited this since you started: your changes were not saved. Copy your text, reload, and edit again.',
    { reason: 'STALE_BODY' },
  );
}

export interface EditedContent {
  type: EditedSubject;
  id: number;
  /** The author, who made the version as created. */
  authorId: number | null;
  createdAt: Date;
  /** The body before this edit. */
  previousBody: string;
}

/**
 * Records a body edit in the caller's transaction: the first edit also records the version as
 * created (by its author, at creation), so the history starts there (`includesCreatedEdit`).
 */
export async function recordEditIn(tx: DbOrTx, subject: EditedContent, editorId: number, body: string): Promise<void> {
  const [existing] = await tx
    .select({ id: t.userContentEdits.id })
    .from(t.userContentEdits)
    .where(and(eq(t.userContentEdits.subjectType, subject.type), eq(t.userContentEdits.subjectId, subject.id)))
    .limit(1);
  const rows: (typeof t.userContentEdits.$inferInsert)[] = [];
  if (!existing) {
    rows.push({
      subjectType: subject.type,
      subjectId: subject.id,
      editorId: subject.authorId,
      body: subject.previousBody,
      editedAt: subject.createdAt,
      createdAt: subject.createdAt,
    });
  }
  rows.push({ subjectType: subject.type, subjectId: subject.id, editorId, body });
  await tx.insert(t.userContentEdits).values(rows);
}

/** Forgets a deleted subject's history, in the caller's transaction. */
export async function deleteEditsIn(tx: DbOrTx, type: EditedSubject, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(t.userContentEdits).where(and(eq(t.userContentEdits.subjectType, type), inArray(t.userContentEdits.subjectId, [...ids])));
}

/** The edit histories of several subjects of one type, newest first (GitHub's order), for a DataLoader. */
export async function editsOf(db: Db, type: EditedSubject, ids: readonly number[]): Promise<UserContentEditRow[][]> {
  const rows = await db
    .select()
    .from(t.userContentEdits)
    .where(and(eq(t.userContentEdits.subjectType, type), inArray(t.userContentEdits.subjectId, [...ids])))
    .orderBy(desc(t.userContentEdits.editedAt), desc(t.userContentEdits.id));
  const byId = new Map<number, UserContentEditRow[]>();
  for (const row of rows) {
    const list = byId.get(row.subjectId);
    if (list) list.push(row);
    else byId.set(row.subjectId, [row]);
  }
  return ids.map((id) => byId.get(id) ?? []);
}

/** One edit by id (`node`), its read rule applied by the caller. */
export async function userContentEditById(db: Db, id: number): Promise<UserContentEditRow | null> {
  const [row] = await db.select().from(t.userContentEdits).where(eq(t.userContentEdits.id, id));
  return row ?? null;
}
