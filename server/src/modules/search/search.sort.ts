import { sql, type SQL } from 'drizzle-orm';
import type { QualifierNode } from '@issues/search-query';
import { fail, I, type CompileContext } from './search.sql.ts';

/** The ORDER BY of a search: one key expression and a direction; ties break on the id. */
export interface SearchSort {
  key: SQL;
  direction: 'asc' | 'desc';
}

/** `sort:reactions-<emoji>` → the `reaction_counts` key (GitHub's ReactionContent names). */
const REACTIONS: Record<string, string> = {
  '+1': 'THUMBS_UP',
  '-1': 'THUMBS_DOWN',
  smile: 'LAUGH',
  laugh: 'LAUGH',
  tada: 'HOORAY',
  hooray: 'HOORAY',
  heart: 'HEART',
  thinking_face: 'CONFUSED',
  confused: 'CONFUSED',
  rocket: 'ROCKET',
  eyes: 'EYES',
};

function sortKey(name: string, ctx: CompileContext): SQL | null {
  switch (name) {
    case 'created':
      return sql`${I}.created_at`;
    case 'updated':
      return sql`${I}.updated_at`;
    case 'comments':
      return sql`${I}.comments_count`;
    case 'reactions':
      return sql`${I}.reactions_count`;
    case 'interactions':
      return sql`(${I}.comments_count + ${I}.reactions_count)`;
    case 'relevance': {
      if (ctx.rank.length === 0) return sql`${I}.created_at`;
      const ranks = ctx.rank.map((q) => sql`ts_rank(${I}.search_vector, ${q})`);
      return sql`(${sql.join(ranks, sql` + `)})`;
    }
  }
  if (name.startsWith('reactions-')) {
    const content = REACTIONS[name.slice('reactions-'.length)];
    if (content) return sql`COALESCE((${I}.reaction_counts ->> ${content})::int, 0)`;
  }
  return null;
}

export const DEFAULT_SORT_NAME = 'created';

/** Reads `sort:KEY[-asc|-desc]`; no sort means newest first. */
export function compileSort(node: QualifierNode | null, ctx: CompileContext): SearchSort {
  const fallback: SearchSort = { key: sql`${I}.created_at`, direction: 'desc' };
  const value = node?.values[node.values.length - 1];
  if (!node || !value) return fallback;
  let name = value.text.toLowerCase();
  let direction: 'asc' | 'desc' = 'desc';
  const suffix = /-(asc|desc)$/.exec(name);
  // `reactions--1` is the thumbs-down key, not "reactions-" with a direction.
  if (suffix && !/^reactions-[+-]1$/.test(name)) {
    direction = suffix[1] === 'asc' ? 'asc' : 'desc';
    name = name.slice(0, -suffix[0].length);
  }
  const key = sortKey(name, ctx);
  if (!key) {
    fail(
      ctx,
      value.span,
      `Unknown sort "${value.text}". Use created, updated, comments, reactions, reactions-<emoji>, interactions or relevance, optionally with -asc or -desc.`,
    );
    return fallback;
  }
  return { key, direction };
}
