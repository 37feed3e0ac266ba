import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
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

export function reactionGroups(
  _ctx: GraphQLContext,
  subjectType: 'issue' | 'comment',
  subjectId: number,
  counts: ReactionCounts,
): ReactionGroupValue[] {
  return REACTION_CONTENTS.map((content) => ({ subjectType, subjectId, content, count: counts[content] ?? 0 }));
}

export async function viewerHasReacted(ctx: GraphQLContext, group: ReactionGroupValue): Promise<boolean> {
  if (group.count === 0) return false;
  const rows = await ctx.db
    .select({ id: t.reactions.id })
    .from(t.reactions)
    .where(
      and(
        eq(t.reactions.subjectType, group.subjectType),
        eq(t.reactions.subjectId, group.subjectId),
        eq(t.reactions.content, group.content),
        eq(t.reactions.userId, ctx.viewer.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
