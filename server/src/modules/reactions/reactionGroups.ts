import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { DomainContext } from '../../domain/context.ts';
import type { ReactionCounts } from '../../db/schema/index.ts';

export const REACTION_CONTENTS = ['THUMBS_UP', 'THUMBS_DOWN', 'LAUGH', 'HOORAY', 'CONFUSED', 'HEART', 'ROCKET', 'EYES'] as const;
export type ReactionContentValue = (typeof REACTION_CONTENTS)[number];

/** One group per reaction content, in GitHub's order, resolved lazily against the reactions table. */
export interface ReactionGroupValue {
  subjectType: 'issue' | 'comment';
  subjectId: number;
  content: ReactionContentValue;
  count: number;
}

/** Reactions on one subject, counted by content (`{ THUMBS_UP: 2 }`). */
export async function reactionCountsOf(db: DbOrTx, subjectType: 'issue' | 'comment', subjectId: number): Promise<ReactionCounts> {
  const rows = await db
    .select({ content: t.reactions.content, n: sql<number>`count(*)::int` })
    .from(t.reactions)
    .where(and(eq(t.reactions.subjectType, subjectType), eq(t.reactions.subjectId, subjectId)))
    .groupBy(t.reactions.content);
  return Object.fromEntries(rows.map((r) => [r.content, r.n]));
}

export function reactionGroups(subjectType: 'issue' | 'comment', subjectId: number, counts: ReactionCounts): ReactionGroupValue[] {
  return REACTION_CONTENTS.map((content) => ({ subjectType, subjectId, content, count: counts[content] ?? 0 }));
}

/** Whether the viewer reacted with the group's content (one query per request for every subject shown). */
export async function viewerHasReacted(ctx: DomainContext, group: ReactionGroupValue): Promise<boolean> {
  if (group.count === 0) return false;
  return (await ctx.loaders.viewerReactions.load(`${group.subjectType}:${group.subjectId}`)).has(group.content);
}
