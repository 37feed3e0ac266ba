import { sql, type SQL } from 'drizzle-orm';
import { parseSortValue, type QualifierNode, type SortSpec } from '@issues/search-query';
import { fail, I, type CompileContext } from './search.sql.ts';

/** The ORDER BY of a search: one key expression and a direction; ties break on the id. */
export interface SearchSort {
  key: SQL;
  direction: 'asc' | 'desc';
}

function sortKey(spec: SortSpec, ctx: CompileContext): SQL {
  if (spec.reaction) return sql`COALESCE((${I}.reaction_counts ->> ${spec.reaction})::int, 0)`;
  switch (spec.key) {
    case 'updated':
      return sql`${I}.updated_at`;
    case 'comments':
      return sql`${I}.comments_count`;
    case 'reactions':
      return sql`${I}.reactions_count`;
    case 'interactions':
      return sql`(${I}.comments_count + ${I}.reactions_count)`;
    case 'milestone-priority':
      // Null (never placed) sorts last descending and first ascending, as the engine orders
      // nulls; ties break on the id, matching the reprioritizer's order (milestoneOrder).
      return sql`${I}.milestone_priority`;
    case 'relevance': {
      if (ctx.rank.length === 0) return sql`${I}.created_at`;
      const ranks = ctx.rank.map((q) => sql`ts_rank(${I}.search_vector, ${q})`);
      return sql`(${sql.join(ranks, sql` + `)})`;
    }
    default:
      return sql`${I}.created_at`;
  }
}

/**
 * Reads `sort:KEY[-asc|-desc]` with the language package's rules (relevance and per-reaction
 * sorts are always descending); no sort means newest first.
 */
export function compileSort(node: QualifierNode | null, ctx: CompileContext): SearchSort {
  const fallback: SearchSort = { key: sql`${I}.created_at`, direction: 'desc' };
  const value = node?.values[node.values.length - 1];
  if (!node || !value) return fallback;
  const spec = parseSortValue(value.text);
  if (!spec) {
    fail(
      ctx,
      value.span,
      `Unknown sort "${value.text}". Use created, updated, comments, reactions, reactions-<emoji>, interactions, relevance or milestone-priority, optionally with -asc or -desc.`,
    );
    return fallback;
  }
  return { key: sortKey(spec, ctx), direction: spec.direction };
}
