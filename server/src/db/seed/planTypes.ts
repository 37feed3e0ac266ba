/**
 * In-memory plans of the rows to write. The planners build these without touching the database,
 * so counters (comments, reactions) and timestamps are computed once, consistently, before one
 * batched write. Links between issues are object references, resolved to ids after the insert.
 */
import type {
  checkConclusion,
  checkStatus,
  issueKind,
  issueState,
  issueStateReason,
  lockReason,
  reactionContent,
  reviewDecision,
  reviewState,
  statusState,
  subscriptionState,
} from '../schema/index.ts';
import type { IssueCategory } from './text.ts';
import type { Vocabulary } from './words.ts';

export type IssueKind = (typeof issueKind.enumValues)[number];
export type IssueState = (typeof issueState.enumValues)[number];
export type StateReason = (typeof issueStateReason.enumValues)[number];
export type LockReason = (typeof lockReason.enumValues)[number];
export type ReviewDecision = (typeof reviewDecision.enumValues)[number];
export type ReviewState = (typeof reviewState.enumValues)[number];
export type ReactionContent = (typeof reactionContent.enumValues)[number];
export type CheckStatus = (typeof checkStatus.enumValues)[number];
export type CheckConclusion = (typeof checkConclusion.enumValues)[number];
export type StatusState = (typeof statusState.enumValues)[number];
export type SubscriptionState = (typeof subscriptionState.enumValues)[number];

/** Times are epoch milliseconds until written. */
export interface ReactionPlan {
  userId: number;
  content: ReactionContent;
  createdAt: number;
}

export interface CommentPlan {
  authorId: number | null;
  body: string;
  createdAt: number;
  lastEditedAt: number | null;
  minimizedReason: string | null;
  reactions: ReactionPlan[];
}

/**
 * A timeline event. `data` holds the event's details; `refs` names keys of `data` that receive the
 * id of another planned issue once it is known (e.g. `canonicalId` of `marked_as_duplicate`).
 */
export interface EventPlan {
  event: string;
  actorId: number | null;
  createdAt: number;
  data: Record<string, unknown>;
  refs?: Record<string, IssuePlan>;
}

export interface CheckRunPlan {
  name: string;
  appId: number | null;
  status: CheckStatus;
  conclusion: CheckConclusion | null;
  title: string | null;
  summary: string | null;
  detailsUrl: string | null;
  isRequired: boolean;
  startedAt: number | null;
  completedAt: number | null;
}

export interface StatusContextPlan {
  context: string;
  state: StatusState;
  description: string | null;
  targetUrl: string | null;
  createdAt: number;
}

export interface CommitPlan {
  oid: string;
  message: string;
  authorId: number | null;
  committedAt: number;
  checkRuns: CheckRunPlan[];
  statuses: StatusContextPlan[];
}

export interface ReviewPlan {
  authorId: number;
  state: ReviewState;
  body: string;
  submittedAt: number;
}

export interface ReviewRequestPlan {
  userId: number | null;
  teamId: number | null;
  createdAt: number;
}

export interface FieldValuePlan {
  fieldId: number;
  textValue: string | null;
  numberValue: string | null;
  dateValue: string | null;
  optionId: number | null;
}

export interface SubscriptionPlan {
  userId: number;
  state: SubscriptionState;
  reason: string;
}

export interface IssuePlan {
  /** Set by the writer after the insert. */
  id?: number;
  repoId: number;
  number: number;
  kind: IssueKind;
  category: IssueCategory;
  title: string;
  body: string;
  authorId: number | null;
  /** Not stored: the author's login, for texts that address them. */
  authorLogin: string | null;
  viaAppId: number | null;
  state: IssueState;
  stateReason: StateReason | null;
  closedAt: number | null;
  closedById: number | null;
  locked: boolean;
  activeLockReason: LockReason | null;
  milestoneId: number | null;
  milestonePriority: number | null;
  issueTypeId: number | null;
  duplicateOf: IssuePlan | null;
  parent: IssuePlan | null;
  subIssuePosition: number | null;
  isDraft: boolean;
  merged: boolean;
  mergedAt: number | null;
  mergedById: number | null;
  isInMergeQueue: boolean;
  reviewDecision: ReviewDecision | null;
  headRefName: string | null;
  baseRefName: string | null;
  commit: CommitPlan | null;
  createdAt: number;
  updatedAt: number;
  labelIds: number[];
  assigneeIds: number[];
  comments: CommentPlan[];
  reactions: ReactionPlan[];
  events: EventPlan[];
  fieldValues: FieldValuePlan[];
  blockedBy: IssuePlan[];
  closes: { issue: IssuePlan; userLinked: boolean }[];
  reviews: ReviewPlan[];
  reviewRequests: ReviewRequestPlan[];
  /** Filled by `finalizeIssue` from the texts and participants. */
  mentionIds: number[];
  teamMentionIds: number[];
  subscriptions: SubscriptionPlan[];
  reads: { userId: number; lastReadAt: number }[];
}

export interface PlanUser {
  id: number;
  login: string;
}

export interface LabelRef {
  id: number;
  name: string;
}

export interface MilestoneRef {
  id: number;
  state: 'open' | 'closed';
  createdAt: number;
  closedAt: number | null;
}

export interface IssueTypeRefs {
  bug: number;
  feature: number;
  task: number;
  epic: number | null;
}

export interface FieldRefs {
  priority: { fieldId: number; optionIds: number[] };
  customer: number;
  targetDate: number;
  estimate: number;
}

/** Check-run and status states that must appear at least once; consumed by the first PRs. */
export interface Coverage {
  checks: { status: CheckStatus; conclusion: CheckConclusion | null }[];
  statuses: StatusState[];
  reviewDecisions: (ReviewDecision | null)[];
  mergeQueue: number;
}

/** What the planners know about one repository and the people around it. */
export interface RepoContext {
  repoId: number;
  fullName: string;
  defaultBranch: string;
  createdAt: number;
  vocabulary: Vocabulary;
  issueCount: number;
  pullRequestCount: number;
  /** People who open issues, with relative weights (regulars file more). */
  authors: readonly (readonly [PlanUser, number])[];
  /** People with write access or more: they close, label, assign, review and merge. */
  maintainers: readonly PlanUser[];
  /** Everyone who comments and reacts. */
  participants: readonly PlanUser[];
  teams: readonly { id: number; handle: string }[];
  labels: readonly LabelRef[];
  milestones: readonly MilestoneRef[];
  issueTypes: IssueTypeRefs | null;
  /** Share of issues that get an issue type when the organization has types. */
  issueTypeRate: number;
  fields: FieldRefs | null;
  dependabot: { user: PlanUser; appId: number } | null;
  copilot: PlanUser | null;
  checksAppId: number | null;
  /** Share of issues whose author account was deleted (shown as the ghost user). */
  ghostRate: number;
  /** Users whose read state is recorded (the demo user), so some issues show as unread. */
  readerIds: readonly number[];
  userIdsByLogin: ReadonlyMap<string, number>;
  teamIdsByHandle: ReadonlyMap<string, number>;
  coverage: Coverage;
}
