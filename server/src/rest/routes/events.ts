/**
 * An issue's events over REST (`GET …/issues/{n}/events`, and with its comments
 * `GET …/issues/{n}/timeline`), from the timeline the issue page shows:
 * the recorded events GitHub's REST lists, each with the details REST gives it (`label`, `assignee`,
 * `milestone`, `rename`, `lock_reason`, `state_reason`). Events that name another issue or a
 * project (sub-issues, dependencies, projects) are left out: REST's issue events carry no field for
 * them, and the other issue may not be readable.
 */
import type { IssueRow } from '../../db/rows.ts';
import { joinGlobalId } from '../../domain/ids.ts';
import { TIMELINE_EVENTS, type TimelineEventName } from '../../modules/timeline/timeline.events.ts';
import {
  commentsByIds,
  countTimeline,
  timelineWindow,
  type TimelineFilter,
  type TimelineRow,
} from '../../modules/timeline/timeline.repository.ts';
import { commentsJson } from '../commentJson.ts';
import { linkHeader, pageRequest } from '../pagination.ts';
import type { RestAnswer, RestCall, RestRoute } from '../restCall.ts';
import { LOCK_REASONS, timestamp, userJson } from '../restJson.ts';
import { issueOr404 } from './lookups.ts';

/** The recorded events REST lists, with REST's name for each. */
const REST_EVENTS = {
  closed: 'closed',
  reopened: 'reopened',
  labeled: 'labeled',
  unlabeled: 'unlabeled',
  assigned: 'assigned',
  unassigned: 'unassigned',
  milestoned: 'milestoned',
  demilestoned: 'demilestoned',
  renamed_title: 'renamed',
  locked: 'locked',
  unlocked: 'unlocked',
  pinned: 'pinned',
  unpinned: 'unpinned',
  transferred: 'transferred',
  marked_as_duplicate: 'marked_as_duplicate',
  comment_deleted: 'comment_deleted',
  issue_type_added: 'issue_type_added',
  issue_type_changed: 'issue_type_changed',
  issue_type_removed: 'issue_type_removed',
} as const satisfies Partial<Record<TimelineEventName, string>>;

type RestEventName = keyof typeof REST_EVENTS;

export const EVENTS_FILTER: TimelineFilter = { comments: false, events: Object.keys(REST_EVENTS), since: null };

function isRestEvent(name: string | null): name is RestEventName {
  return name !== null && Object.hasOwn(REST_EVENTS, name);
}

const numberIn = (data: Record<string, unknown>, key: string): number | null => (typeof data[key] === 'number' ? data[key] : null);

/** One recorded event as REST answers it; `repo` is `owner/name`. */
export async function eventJson(call: RestCall, repo: string, row: TimelineRow): Promise<Record<string, unknown> | null> {
  if (!isRestEvent(row.event)) return null;
  const { loaders } = call.ctx;
  const actor = row.actorId === null ? null : await loaders.account.load(row.actorId);
  const json: Record<string, unknown> = {
    id: row.id,
    node_id: joinGlobalId(TIMELINE_EVENTS[row.event].prefix, row.id),
    url: `${call.api}/repos/${repo}/issues/events/${row.id}`,
    actor: userJson(call, actor ?? null),
    event: REST_EVENTS[row.event],
    commit_id: null,
    commit_url: null,
    created_at: timestamp(row.createdAt),
    performed_via_github_app: null,
  };
  const labelId = numberIn(row.data, 'labelId');
  if (labelId !== null) {
    const label = await loaders.label.load(labelId);
    json.label = { name: label?.name ?? '', color: label?.color ?? 'ededed' };
  }
  const assigneeId = numberIn(row.data, 'assigneeId');
  if (assigneeId !== null) {
    json.assignee = userJson(call, (await loaders.account.load(assigneeId)) ?? null);
    json.assigner = json.actor;
  }
  const milestoneId = numberIn(row.data, 'milestoneId');
  if (milestoneId !== null) json.milestone = { title: (await loaders.milestone.load(milestoneId))?.title ?? '' };
  if (row.event === 'renamed_title') json.rename = { from: row.data.from ?? '', to: row.data.to ?? '' };
  if (row.event === 'locked') {
    const reason = row.data.lockReason;
    json.lock_reason =
      typeof reason === 'string' && Object.hasOwn(LOCK_REASONS, reason) ? LOCK_REASONS[reason as keyof typeof LOCK_REASONS] : null;
  }
  if (row.event === 'closed') json.state_reason = typeof row.data.stateReason === 'string' ? row.data.stateReason : null;
  return json;
}

/** A page of the issue's events, oldest first, with the `Link` header. */
async function listIssueEvents(call: RestCall): Promise<RestAnswer> {
  const { issue, name } = await issueOr404(call);
  return eventsPage(call, issue, name);
}

async function eventsPage(call: RestCall, issue: IssueRow, name: string, filter: TimelineFilter = EVENTS_FILTER): Promise<RestAnswer> {
  const page = pageRequest(call);
  const [total, rows] = await Promise.all([
    countTimeline(call.ctx.db, issue.id, filter),
    timelineWindow(call.ctx.db, issue.id, filter, page.offset, page.perPage),
  ]);
  const comments = await commentsByIds(
    call.ctx.db,
    rows.filter((row) => row.event === null).map((row) => row.id),
  );
  const commentJson = new Map(
    (await commentsJson(call, [...comments.values()])).map((json) => [json.id, { ...json, event: 'commented', actor: json.user }]),
  );
  const items = await Promise.all(rows.map((row) => (row.event === null ? (commentJson.get(row.id) ?? null) : eventJson(call, name, row))));
  return { body: items.filter((item) => item !== null), headers: linkHeader(call, page, total) };
}

/** `GET …/timeline`: the issue's comments (`event: "commented"`) and events, oldest first. */
async function listIssueTimeline(call: RestCall): Promise<RestAnswer> {
  const { issue, name } = await issueOr404(call);
  return eventsPage(call, issue, name, { ...EVENTS_FILTER, comments: true });
}

export const eventRoutes: RestRoute[] = [
  { method: 'GET', url: '/repos/:owner/:repo/issues/:issue_number/events', resource: 'IssueEvent', handler: listIssueEvents },
  { method: 'GET', url: '/repos/:owner/:repo/issues/:issue_number/timeline', resource: 'IssueEvent', handler: listIssueTimeline },
];
