import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ReactionRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { ReactionContentValue } from './reactionGroups.ts';

type SubjectType = ReactionRow['subjectType'];

function ofSubject(subjectType: SubjectType, subjectId: number, content: ReactionContentValue | null) {
  return and(
    eq(t.reactions.subjectType, subjectType),
    eq(t.reactions.subjectId, subjectId),
    content ? eq(t.reactions.content, content) : undefined,
  );
}

/**
 * One window of the reactions on an issue or a comment, in the order they were given (REST's
 * `GET …/reactions`), of one content only when it is given, and how many there are in all.
 */
export async function reactionsPage(
  db: Db,
  subject: { type: SubjectType; id: number },
  options: { content: ReactionContentValue | null; offset: number; limit: number },
): Promise<{ rows: ReactionRow[]; total: number }> {
  const where = ofSubject(subject.type, subject.id, options.content);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(t.reactions)
      .where(where)
      .orderBy(asc(t.reactions.createdAt), asc(t.reactions.id))
      .limit(options.limit)
      .offset(options.offset),
    db.$count(t.reactions, where),
  ]);
  return { rows, total };
}

/** A user's reaction of one content on an issue or a comment, or null. */
export async function reactionBy(
  db: Db,
  subject: { type: SubjectType; id: number },
  userId: number,
  content: ReactionContentValue,
): Promise<ReactionRow | null> {
  const [row] = await db
    .select()
    .from(t.reactions)
    .where(and(ofSubject(subject.type, subject.id, content), eq(t.reactions.userId, userId)));
  return row ?? null;
}
