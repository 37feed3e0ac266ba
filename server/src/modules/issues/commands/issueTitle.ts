import { eq } from 'drizzle-orm';
import type { IssueRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { badInput } from '../../../domain/errors.ts';
import type { Unit } from '../../../domain/transaction.ts';
import { issueChanged } from '../../../live/liveEvents.ts';
import { recordEvent } from '../issue.events.ts';

export const MAX_TITLE_LENGTH = 256;

/** A title as stored: trimmed, not blank, at most 256 characters (GitHub's messages). */
export function validateTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw badInput("Title can't be blank");
  if (trimmed.length > MAX_TITLE_LENGTH) throw badInput(`Title is too long (maximum is ${MAX_TITLE_LENGTH} characters)`);
  return trimmed;
}

/** Renames the issue in the unit's transaction, with its `renamed_title` event; the same title changes nothing. */
export async function renameIssueIn(unit: Unit, issue: IssueRow, title: string): Promise<void> {
  const next = validateTitle(title);
  if (next === issue.title) return;
  await unit.tx.update(t.issues).set({ title: next }).where(eq(t.issues.id, issue.id));
  await recordEvent(unit.tx, issue.id, unit.actor.id, 'renamed_title', { from: issue.title, to: next });
  unit.emit(issueChanged(issue, 'title'));
}
