import type { IssueRow } from '../../db/rows.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { IssueTimelineItemsArgs, Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { pageWindow, toConnection } from '../../graphql/pagination.ts';
import { itemsSelected, presentItems } from './timelineItems.resolvers.ts';
import { commentOffset, countTimeline, timelineWindow, type TimelineFilter } from './timeline.repository.ts';

const CONNECTION = 'timelineItems';

function filterOf(args: Pick<IssueTimelineItemsArgs, 'itemTypes' | 'since'>): TimelineFilter {
  const since = args.since == null ? null : new Date(args.since);
  return { ...itemsSelected(args.itemTypes), since };
}

/**
 * `Issue.timelineItems`: comments and events in time order. `after`/`before` bound the list
 * (`filteredCount`), `skip` drops that many items from the start of the bounded list (how the issue
 * page asks for its pages of 150: items 16–115, then 116–165), then `first`/`last` take the page
 * (`pageCount`). Cursors are absolute
 * offsets, so a page fetched with `skip` continues with `after` alone.
 */
async function timelineItems(ctx: GraphQLContext, issue: IssueRow, args: IssueTimelineItemsArgs) {
  const filter = filterOf(args);
  const totalCount = await countTimeline(ctx.db, issue.id, filter);
  // The bounds `after`/`before` select: a zero-sized first (last) page starts (ends) at the bound.
  const start = pageWindow({ after: args.after, before: args.before, first: 0 }, CONNECTION, totalCount).offset;
  const end = pageWindow({ after: args.after, before: args.before, last: 0 }, CONNECTION, totalCount).offset;
  const from = Math.min(end, start + Math.max(0, args.skip ?? 0));
  const window = pageWindow({ first: args.first, last: args.last }, CONNECTION, end - from);
  const offset = from + window.offset;
  const rows = await timelineWindow(ctx.db, issue.id, filter, offset, window.limit);
  const items = await presentItems(ctx, issue, rows);
  const connection = toConnection(items, offset, totalCount, args, CONNECTION);
  return Object.assign(connection, { filteredCount: end - start, pageCount: items.length, updatedAt: issue.updatedAt });
}

const issueOrPullRequest = (row: IssueRow) => (row.kind === 'pull_request' ? 'PullRequest' : 'Issue');

export const timelineResolvers: Resolvers = {
  Issue: {
    timelineItems: (issue, args, ctx) => timelineItems(ctx, issue, args),
  },
  AddCommentPayload: {
    // The new comment's place in the issue's timeline (GitHub answers it for issues only).
    timelineEdge: async (payload, _args, ctx) => {
      const comment = payload.commentEdge?.node;
      const issue = comment ? await ctx.loaders.issue.load(comment.issueId) : null;
      if (!comment || issue?.kind !== 'issue') return null;
      const offset = await commentOffset(ctx.db, comment, filterOf({}));
      return toConnection([comment], offset, offset + 1).edges[0] ?? null;
    },
  },
  // Events carry their `__typename` (timeline.items.ts); comment rows do not.
  IssueTimelineItems: { __resolveType: (item) => ('__typename' in item && item.__typename ? item.__typename : 'IssueComment') },
  IssueTimelineItem: { __resolveType: (item) => ('__typename' in item && item.__typename ? item.__typename : 'IssueComment') },
  Closer: { __resolveType: (closer) => ('kind' in closer ? 'PullRequest' : 'oid' in closer ? 'Commit' : 'ProjectV2') },
  MilestoneItem: { __resolveType: issueOrPullRequest },
  RenamedTitleSubject: { __resolveType: issueOrPullRequest },
  ProjectV2Event: { __resolveType: (event) => event.__typename },
};
