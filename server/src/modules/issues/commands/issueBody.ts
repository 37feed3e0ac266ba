import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { IssueRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { badInput } from '../../../domain/errors.ts';
import type { Unit } from '../../../domain/transaction.ts';
import { issueChanged } from '../../../live/liveEvents.ts';
import { assertCurrentVersion, recordEditIn } from '../../edits/userContentEdits.ts';

export const MAX_BODY_LENGTH = 65536;

/** A body (of an issue or a comment) as stored: at most 65,536 characters (GitHub's limit). */
export function validateBody(body: string): string {
  if (body.length > MAX_BODY_LENGTH) throw badInput(`Body is too long (maximum is ${MAX_BODY_LENGTH} characters)`);
  return body;
}

/** Logins @-mentioned in markdown, outside code spans and blocks. */
export function mentionedLogins(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
  const logins = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^\w@/])@([a-zA-Z0-9](?:[a-zA-Z0-9]|-(?=[a-zA-Z0-9])){0,38})(?![\w/])/g)) {
    if (match[1]) logins.add(match[1].toLowerCase());
  }
  return [...logins];
}

/** Records the people a body mentions (`mentions:`), in the caller's transaction. */
export async function recordMentions(tx: DbOrTx, issueId: number, markdown: string): Promise<void> {
  const logins = mentionedLogins(markdown);
  if (logins.length === 0) return;
  const users = await tx
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(sql`lower(${t.accounts.login}) IN ${logins} AND ${t.accounts.kind} <> 'organization'`);
  if (users.length === 0) return;
  await tx
    .insert(t.issueMentions)
    .values(users.map((u) => ({ issueId, userId: u.id })))
    .onConflictDoNothing();
}

/**
 * Replaces the issue's body in the unit's transaction: refused when `bodyVersion` names another
 * version than the stored one (read under a row lock, so two saves cannot both pass); `body` is the
 * new body, or how to make it from the stored one (a task tick). Records the edit in the history,
 * the editor and its mentions. The same body changes nothing.
 */
export async function editIssueBodyIn(
  unit: Unit,
  issue: IssueRow,
  body: string | ((stored: string) => string),
  bodyVersion?: string | null,
): Promise<void> {
  // A body given whole is checked before the row is locked; one made from the stored body once read.
  const given = typeof body === 'string' ? validateBody(body) : body;
  const [stored] = await unit.tx.select({ body: t.issues.body }).from(t.issues).where(eq(t.issues.id, issue.id)).for('update');
  const current = stored?.body ?? issue.body;
  assertCurrentVersion(current, bodyVersion);
  const next = typeof given === 'string' ? given : validateBody(given(current));
  if (next === current) return;
  await unit.tx
    .update(t.issues)
    .set({ body: next, lastEditedAt: sql`now()`, editorId: unit.actor.id, updatedAt: sql`now()` })
    .where(eq(t.issues.id, issue.id));
  await recordEditIn(
    unit.tx,
    { type: 'issue', id: issue.id, authorId: issue.authorId, createdAt: issue.createdAt, previousBody: current },
    unit.actor.id,
    next,
  );
  await recordMentions(unit.tx, issue.id, next);
  unit.emit(issueChanged(issue, 'body'));
}
