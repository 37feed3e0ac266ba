import type { IssueCommentRow, IssueRow, ProjectRow } from '../../db/rows.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { ResolversParentTypes } from '../../graphql/__generated__/resolvers.ts';
import { issuePath, readableIssue, readableRepository } from '../../domain/access.ts';
import { joinGlobalId, splitGlobalId } from '../../domain/ids.ts';
import { TIMELINE_EVENTS, type TimelineEventName } from './timeline.events.ts';
import { commentsByIds, timelineEventById, visibleProjectsByIds, type TimelineRow } from './timeline.repository.ts';

/** A timeline item as the resolvers hand it on: a comment row, or an event with its fields loaded. */
export type TimelineItem = ResolversParentTypes['IssueTimelineItems'];
type EventTypename = NonNullable<Exclude<TimelineItem, IssueCommentRow>['__typename']>;
type ItemType = 'ISSUE_COMMENT' | `${string}_EVENT`;

/** The events an issue timeline shows, each a GraphQL type of the schema (`timeline.events.ts`). */
const EVENTS = TIMELINE_EVENTS satisfies Record<TimelineEventName, { typename: EventTypename; itemType: ItemType }>;

type EventName = keyof typeof EVENTS;
const EVENT_NAMES = Object.keys(EVENTS) as EventName[];

function isEventName(name: string): name is EventName {
  return Object.hasOwn(EVENTS, name);
}

/** What an `itemTypes` argument selects: comments or not, and which recorded events. */
export function itemsSelected(itemTypes: readonly string[] | null | undefined): { comments: boolean; events: EventName[] } {
  if (!itemTypes || itemTypes.length === 0) return { comments: true, events: EVENT_NAMES };
  const wanted = new Set(itemTypes);
  return { comments: wanted.has('ISSUE_COMMENT'), events: EVENT_NAMES.filter((name) => wanted.has(EVENTS[name].itemType)) };
}

/** Global ids of events: GitHub-style type prefix and the opaque payload `graphql/ids.ts` uses. */
function eventId(name: EventName, id: number): string {
  return joinGlobalId(EVENTS[name].prefix, id);
}

const eventByPrefix = new Map<string, EventName>(EVENT_NAMES.map((name) => [EVENTS[name].prefix, name]));

/** Decodes an event's global id (`CE_…`, `LE_…`): the recorded event's name and row id, or null. */
export function fromEventGlobalId(globalId: string): { event: EventName; id: number } | null {
  const split = splitGlobalId(globalId);
  const event = split ? eventByPrefix.get(split.prefix) : undefined;
  return split && event ? { event, id: split.id } : null;
}

/**
 * The timeline event a global id names (`node(id:)`), presented as in the timeline, or null when
 * it does not exist, is of another type, or its issue is unreadable.
 */
export async function loadEventNode(ctx: GraphQLContext, globalId: string): Promise<Exclude<TimelineItem, IssueCommentRow> | null> {
  const decoded = fromEventGlobalId(globalId);
  if (!decoded) return null;
  const row = await timelineEventById(ctx.db, decoded.id);
  if (!row || row.event !== decoded.event) return null;
  const issue = await readableIssue(ctx, row.issueId);
  if (!issue) return null;
  const [item] = await presentItems(ctx, issue, [row]);
  return item && '__typename' in item ? item : null;
}

/** A positive integer recorded in the event's data, or null. */
function idIn(data: Record<string, unknown>, key: string): number | null {
  const value = data[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

const upper = <T extends string>(value: unknown): T | null =>
  typeof value === 'string' && value !== '' ? (value.toUpperCase() as T) : null;

/** The event with the fields GitHub gives it, backed by the recorded row; null when a required object vanished. */
async function presentEvent(
  ctx: GraphQLContext,
  issue: IssueRow,
  row: TimelineRow & { event: EventName },
  projects: Map<number, ProjectRow>,
): Promise<TimelineItem | null> {
  const { data } = row;
  const base = {
    id: eventId(row.event, row.id),
    createdAt: row.createdAt,
    actor: row.actorId === null ? null : await ctx.loaders.account.load(row.actorId),
  };
  const readable = (key: string) => {
    const id = idIn(data, key);
    return id === null ? null : readableIssue(ctx, id);
  };
  switch (row.event) {
    case 'closed': {
      const [closer, duplicateOf, path] = await Promise.all([
        readable('closingPullRequestId'),
        readable('duplicateOfId'),
        issuePath(ctx, issue),
      ]);
      return {
        __typename: 'ClosedEvent',
        ...base,
        closable: issue,
        closer: closer?.kind === 'pull_request' ? closer : null,
        duplicateOf,
        stateReason: upper(data.stateReason),
        resourcePath: `${path}#event-${row.id}`,
        url: `${ctx.baseUrl}${path}#event-${row.id}`,
      };
    }
    case 'reopened':
      return { __typename: 'ReopenedEvent', ...base, closable: issue, stateReason: 'REOPENED' };
    case 'labeled':
    case 'unlabeled': {
      const labelId = idIn(data, 'labelId');
      const label = labelId === null ? null : await ctx.loaders.label.load(labelId);
      if (!label) return null;
      return { __typename: row.event === 'labeled' ? 'LabeledEvent' : 'UnlabeledEvent', ...base, label, labelable: issue };
    }
    case 'assigned':
    case 'unassigned': {
      const assigneeId = idIn(data, 'assigneeId');
      const assignee = assigneeId === null ? null : await ctx.loaders.account.load(assigneeId);
      return { __typename: row.event === 'assigned' ? 'AssignedEvent' : 'UnassignedEvent', ...base, assignee, assignable: issue };
    }
    case 'milestoned':
    case 'demilestoned': {
      const milestoneId = idIn(data, 'milestoneId');
      const milestone = milestoneId === null ? null : await ctx.loaders.milestone.load(milestoneId);
      if (!milestone) return null;
      // The milestone's current title: events record the milestone, not its title at the time.
      const event = { ...base, milestoneTitle: milestone.title, subject: issue };
      return row.event === 'milestoned' ? { __typename: 'MilestonedEvent', ...event } : { __typename: 'DemilestonedEvent', ...event };
    }
    case 'renamed_title':
      return {
        __typename: 'RenamedTitleEvent',
        ...base,
        previousTitle: typeof data.from === 'string' ? data.from : '',
        currentTitle: typeof data.to === 'string' ? data.to : '',
        subject: issue,
      };
    case 'marked_as_duplicate': {
      // Whether the original is in another repository is told only of an original the viewer may read.
      const canonical = await readable('canonicalId');
      return {
        __typename: 'MarkedAsDuplicateEvent',
        ...base,
        canonical,
        duplicate: issue,
        isCrossRepository: canonical !== null && canonical.repoId !== issue.repoId,
      };
    }
    case 'pinned':
      return { __typename: 'PinnedEvent', ...base, issue };
    case 'unpinned':
      return { __typename: 'UnpinnedEvent', ...base, issue };
    case 'sub_issue_added':
      return { __typename: 'SubIssueAddedEvent', ...base, subIssue: await readable('subIssueId') };
    case 'sub_issue_removed':
      return { __typename: 'SubIssueRemovedEvent', ...base, subIssue: await readable('subIssueId') };
    case 'parent_issue_added':
      return { __typename: 'ParentIssueAddedEvent', ...base, parent: await readable('parentId') };
    case 'parent_issue_removed':
      return { __typename: 'ParentIssueRemovedEvent', ...base, parent: await readable('parentId') };
    case 'blocked_by_added':
      return { __typename: 'BlockedByAddedEvent', ...base, blockingIssue: await readable('blockingIssueId') };
    case 'blocked_by_removed':
      return { __typename: 'BlockedByRemovedEvent', ...base, blockingIssue: await readable('blockingIssueId') };
    case 'blocking_added':
      return { __typename: 'BlockingAddedEvent', ...base, blockedIssue: await readable('blockedIssueId') };
    case 'issue_type_added':
    case 'issue_type_changed':
    case 'issue_type_removed': {
      // `setIssueType` records `{ from, to }`; the demo data records `{ issueTypeId }` on additions.
      const typeOf = (id: number | null) => (id === null ? null : ctx.loaders.issueType.load(id));
      const [from, to] = await Promise.all([typeOf(idIn(data, 'from')), typeOf(idIn(data, 'to') ?? idIn(data, 'issueTypeId'))]);
      if (row.event === 'issue_type_added') return { __typename: 'IssueTypeAddedEvent', ...base, issueType: to };
      if (row.event === 'issue_type_removed') return { __typename: 'IssueTypeRemovedEvent', ...base, issueType: from };
      return { __typename: 'IssueTypeChangedEvent', ...base, issueType: to, prevIssueType: from };
    }
    case 'added_to_project_v2':
    case 'removed_from_project_v2': {
      const projectId = idIn(data, 'projectId');
      return {
        __typename: row.event === 'added_to_project_v2' ? 'AddedToProjectV2Event' : 'RemovedFromProjectV2Event',
        ...base,
        project: projectId === null ? null : (projects.get(projectId) ?? null),
        wasAutomated: false,
      };
    }
    case 'locked':
      return { __typename: 'LockedEvent', ...base, lockReason: upper(data.lockReason), lockable: issue };
    case 'unlocked':
      return { __typename: 'UnlockedEvent', ...base, lockable: issue };
    case 'comment_deleted': {
      const authorId = idIn(data, 'deletedCommentAuthorId');
      return {
        __typename: 'CommentDeletedEvent',
        ...base,
        databaseId: row.id,
        deletedCommentAuthor: authorId === null ? null : await ctx.loaders.account.load(authorId),
      };
    }
    case 'transferred': {
      // The repository it came from, told only to a viewer who may read it.
      const fromId = idIn(data, 'fromRepositoryId');
      const from = fromId === null ? null : await readableRepository(ctx, fromId);
      return { __typename: 'TransferredEvent', ...base, fromRepository: from?.repo ?? null, issue };
    }
  }
}

/**
 * One page of the timeline, presented: comments come from one query, projects from one, and every
 * other object through the request's DataLoaders, so a page costs a fixed number of queries.
 */
export async function presentItems(ctx: GraphQLContext, issue: IssueRow, rows: TimelineRow[]): Promise<(TimelineItem | null)[]> {
  const commentIds = rows.filter((row) => row.event === null).map((row) => row.id);
  const projectIds = rows.flatMap((row) =>
    row.event === 'added_to_project_v2' || row.event === 'removed_from_project_v2' ? [idIn(row.data, 'projectId') ?? 0] : [],
  );
  const [comments, projects] = await Promise.all([
    commentsByIds(ctx.db, commentIds),
    visibleProjectsByIds(ctx.db, ctx.actor, [...new Set(projectIds)]),
  ]);
  return Promise.all(
    rows.map((row) => {
      if (row.event === null) return comments.get(row.id) ?? null;
      const event = row.event;
      return isEventName(event) ? presentEvent(ctx, issue, { ...row, event }, projects) : null;
    }),
  );
}
