import type { CommentPlan, Coverage, IssuePlan, PlanUser, ReactionContent, ReactionPlan, RepoContext } from './planTypes.ts';
import { DAY, HOUR, MINUTE, REFERENCE_TIME, type Random } from './random.ts';
import { commentBody, reviewCommentBody, type IssueCategory, type TextContext } from './text.ts';

/** The latest time an event may have: just before the reference time. */
export const LATEST = REFERENCE_TIME - 5 * MINUTE;

export function clampTime(time: number): number {
  return Math.min(time, LATEST);
}

/** A blank plan for the given basics; planners fill in the rest. */
export function emptyPlan(
  ctx: RepoContext,
  number: number,
  kind: IssuePlan['kind'],
  category: IssueCategory,
  createdAt: number,
): IssuePlan {
  return {
    repoId: ctx.repoId,
    number,
    kind,
    category,
    title: '',
    body: '',
    authorId: null,
    authorLogin: null,
    viaAppId: null,
    state: 'open',
    stateReason: null,
    closedAt: null,
    closedById: null,
    locked: false,
    activeLockReason: null,
    milestoneId: null,
    milestonePriority: null,
    issueTypeId: null,
    duplicateOf: null,
    parent: null,
    subIssuePosition: null,
    isDraft: false,
    merged: false,
    mergedAt: null,
    mergedById: null,
    isInMergeQueue: false,
    reviewDecision: null,
    headRefName: null,
    baseRefName: null,
    commit: null,
    createdAt,
    updatedAt: createdAt,
    labelIds: [],
    assigneeIds: [],
    comments: [],
    reactions: [],
    events: [],
    fieldValues: [],
    blockedBy: [],
    closes: [],
    reviews: [],
    reviewRequests: [],
    mentionIds: [],
    teamMentionIds: [],
    subscriptions: [],
    reads: [],
  };
}

export function textContext(ctx: RepoContext, rng: Random, authorLogin: string | null, maxNumber: number): TextContext {
  return {
    rng,
    vocabulary: ctx.vocabulary,
    members: ctx.maintainers.map((user) => user.login),
    teams: ctx.teams.map((team) => team.handle),
    authorLogin,
    maxNumber,
  };
}

/** How long an item stays open: mostly days, sometimes hours, sometimes months. */
export function openDuration(rng: Random): number {
  return rng.weighted<() => number>([
    [() => rng.int(1, 20) * HOUR, 20],
    [() => rng.int(1, 14) * DAY + rng.int(0, 23) * HOUR, 50],
    [() => rng.int(15, 200) * DAY, 30],
  ])();
}

const reactionWeights: readonly (readonly [ReactionContent, number])[] = [
  ['THUMBS_UP', 40],
  ['HEART', 14],
  ['HOORAY', 10],
  ['ROCKET', 10],
  ['EYES', 10],
  ['LAUGH', 7],
  ['CONFUSED', 5],
  ['THUMBS_DOWN', 5],
];

/** Reactions from distinct people; some give two different emojis. */
export function planReactions(rng: Random, people: readonly PlanUser[], from: number, maxReactors: number): ReactionPlan[] {
  const reactions: ReactionPlan[] = [];
  const reactors = rng.sample(people, rng.int(1, Math.max(1, maxReactors)));
  for (const user of reactors) {
    const contents = new Set<ReactionContent>([rng.weighted(reactionWeights)]);
    if (rng.chance(0.2)) contents.add(rng.weighted(reactionWeights));
    for (const content of contents) {
      reactions.push({ userId: user.id, content, createdAt: clampTime(from + rng.int(1, 72) * HOUR) });
    }
  }
  return reactions;
}

const commentCountWeights: readonly (readonly [number, number])[] = [
  [0, 24],
  [1, 18],
  [2, 15],
  [3, 12],
  [4, 9],
  [5, 8],
  [6, 6],
  [7, 4],
  [8, 4],
];

const minimizedReasons = ['off-topic', 'outdated', 'resolved', 'duplicate', 'spam'];

/** 0–8 comments between creation and a little after closing, from the repository's people. */
export function planComments(ctx: RepoContext, rng: Random, plan: IssuePlan, authorLogin: string | null): CommentPlan[] {
  const count = rng.weighted(commentCountWeights);
  if (count === 0) return [];
  const end = clampTime(plan.closedAt !== null ? plan.closedAt + rng.int(0, 3) * DAY : LATEST);
  const start = plan.createdAt + 10 * MINUTE;
  const times = Array.from({ length: count }, () => rng.timeBetween(start, Math.max(start, end))).sort((a, b) => a - b);
  const text = textContext(ctx, rng, authorLogin, plan.number - 1);
  const people = ctx.participants;
  return times.map((createdAt) => {
    // About a quarter of the replies come from the issue's own author.
    const byIssueAuthor = plan.authorId !== null && rng.chance(0.25);
    const authorId = byIssueAuthor ? plan.authorId : rng.pick(people).id;
    const body = plan.kind === 'pull_request' && rng.chance(0.5) ? reviewCommentBody(text) : commentBody(text);
    const reactions = rng.chance(0.2) ? planReactions(rng, people, createdAt, 4) : [];
    return {
      authorId: rng.chance(0.01) ? null : authorId,
      body,
      createdAt,
      lastEditedAt: rng.chance(0.1) ? clampTime(createdAt + rng.int(5, 600) * MINUTE) : null,
      minimizedReason: rng.chance(0.02) ? rng.pick(minimizedReasons) : null,
      reactions,
    };
  });
}

export function labelIdsByName(ctx: RepoContext): Map<string, number> {
  return new Map(ctx.labels.map((label) => [label.name.toLowerCase(), label.id]));
}

/** Appends a label (by name) when the repository has it, keeping at most four. */
export function addLabel(plan: IssuePlan, labels: ReadonlyMap<string, number>, name: string): void {
  const id = labels.get(name.toLowerCase());
  if (id !== undefined && !plan.labelIds.includes(id) && plan.labelIds.length < 4) plan.labelIds.push(id);
}

/** Every check state, commit status and review decision, to be used by the first pull requests. */
export function newCoverage(mergeQueue: number): Coverage {
  return {
    checks: [
      { status: 'queued', conclusion: null },
      { status: 'in_progress', conclusion: null },
      { status: 'waiting', conclusion: null },
      { status: 'requested', conclusion: null },
      { status: 'pending', conclusion: null },
      ...(
        ['success', 'failure', 'neutral', 'cancelled', 'skipped', 'timed_out', 'action_required', 'stale', 'startup_failure'] as const
      ).map((conclusion) => ({
        status: 'completed' as const,
        conclusion,
      })),
    ],
    statuses: ['success', 'failure', 'pending', 'error', 'expected'],
    reviewDecisions: ['approved', 'changes_requested', 'review_required', null],
    mergeQueue,
  };
}
