import type { TimelineEvent } from '../issues/issue.events.ts';

/**
 * The events an issue timeline shows: the recorded event name (`timeline_events.event`), its GraphQL
 * type, its `IssueTimelineItemsItemType` and the type prefix of its global id (GitHub's style). The
 * demo data also records `blocking_added`; cross references (`connected`,
 * `cross-referenced`) are not items yet, since their `source` is a non-null subject that may not
 * be readable.
 */
export const TIMELINE_EVENTS = {
  closed: { typename: 'ClosedEvent', itemType: 'CLOSED_EVENT', prefix: 'CE' },
  reopened: { typename: 'ReopenedEvent', itemType: 'REOPENED_EVENT', prefix: 'REE' },
  labeled: { typename: 'LabeledEvent', itemType: 'LABELED_EVENT', prefix: 'LE' },
  unlabeled: { typename: 'UnlabeledEvent', itemType: 'UNLABELED_EVENT', prefix: 'UNLE' },
  assigned: { typename: 'AssignedEvent', itemType: 'ASSIGNED_EVENT', prefix: 'AE' },
  unassigned: { typename: 'UnassignedEvent', itemType: 'UNASSIGNED_EVENT', prefix: 'UAE' },
  milestoned: { typename: 'MilestonedEvent', itemType: 'MILESTONED_EVENT', prefix: 'MIE' },
  demilestoned: { typename: 'DemilestonedEvent', itemType: 'DEMILESTONED_EVENT', prefix: 'DEME' },
  renamed_title: { typename: 'RenamedTitleEvent', itemType: 'RENAMED_TITLE_EVENT', prefix: 'RTE' },
  marked_as_duplicate: { typename: 'MarkedAsDuplicateEvent', itemType: 'MARKED_AS_DUPLICATE_EVENT', prefix: 'MADE' },
  pinned: { typename: 'PinnedEvent', itemType: 'PINNED_EVENT', prefix: 'PE' },
  unpinned: { typename: 'UnpinnedEvent', itemType: 'UNPINNED_EVENT', prefix: 'UPE' },
  sub_issue_added: { typename: 'SubIssueAddedEvent', itemType: 'SUB_ISSUE_ADDED_EVENT', prefix: 'SIAE' },
  sub_issue_removed: { typename: 'SubIssueRemovedEvent', itemType: 'SUB_ISSUE_REMOVED_EVENT', prefix: 'SIRE' },
  parent_issue_added: { typename: 'ParentIssueAddedEvent', itemType: 'PARENT_ISSUE_ADDED_EVENT', prefix: 'PIAE' },
  parent_issue_removed: { typename: 'ParentIssueRemovedEvent', itemType: 'PARENT_ISSUE_REMOVED_EVENT', prefix: 'PIRE' },
  blocked_by_added: { typename: 'BlockedByAddedEvent', itemType: 'BLOCKED_BY_ADDED_EVENT', prefix: 'BBAE' },
  blocked_by_removed: { typename: 'BlockedByRemovedEvent', itemType: 'BLOCKED_BY_REMOVED_EVENT', prefix: 'BBRE' },
  blocking_added: { typename: 'BlockingAddedEvent', itemType: 'BLOCKING_ADDED_EVENT', prefix: 'BAE' },
  issue_type_added: { typename: 'IssueTypeAddedEvent', itemType: 'ISSUE_TYPE_ADDED_EVENT', prefix: 'ITAE' },
  issue_type_changed: { typename: 'IssueTypeChangedEvent', itemType: 'ISSUE_TYPE_CHANGED_EVENT', prefix: 'ITCE' },
  issue_type_removed: { typename: 'IssueTypeRemovedEvent', itemType: 'ISSUE_TYPE_REMOVED_EVENT', prefix: 'ITRE' },
  added_to_project_v2: { typename: 'AddedToProjectV2Event', itemType: 'ADDED_TO_PROJECT_V2_EVENT', prefix: 'ATPVTE' },
  removed_from_project_v2: { typename: 'RemovedFromProjectV2Event', itemType: 'REMOVED_FROM_PROJECT_V2_EVENT', prefix: 'RFPVTE' },
  locked: { typename: 'LockedEvent', itemType: 'LOCKED_EVENT', prefix: 'LOE' },
  unlocked: { typename: 'UnlockedEvent', itemType: 'UNLOCKED_EVENT', prefix: 'UNLOE' },
  comment_deleted: { typename: 'CommentDeletedEvent', itemType: 'COMMENT_DELETED_EVENT', prefix: 'CDE' },
  transferred: { typename: 'TransferredEvent', itemType: 'TRANSFERRED_EVENT', prefix: 'TE' },
} as const satisfies Record<TimelineEvent | 'blocking_added', { typename: string; itemType: `${string}_EVENT`; prefix: string }>;

export type TimelineEventName = keyof typeof TIMELINE_EVENTS;
