import { planIssue } from './issuePlanner.ts';
import { clampTime, LATEST } from './planHelpers.ts';
import type { IssuePlan, RepoContext, SubscriptionPlan } from './planTypes.ts';
import { planPullRequest } from './pullRequestPlanner.ts';
import { DAY, HOUR, MINUTE, REFERENCE_TIME, type Random } from './random.ts';
import { linkRepository } from './relationsPlanner.ts';
import { findMentions } from './text.ts';

/**
 * Every issue and pull request of one repository, numbered in creation order from 1 (one shared
 * sequence), with their comments, reactions, timeline, links, subscriptions and read state.
 */
export function planRepository(ctx: RepoContext, rng: Random): IssuePlan[] {
  return [...segments(ctx, rng, Number.POSITIVE_INFINITY)].flat();
}

/**
 * Plans a repository in segments of `segmentSize` consecutive numbers and hands each segment to
 * `consume` before planning the next, so a repository with a million issues never sits in memory
 * whole. Links (duplicates, sub-issues, closing references) stay within a segment.
 */
export async function planRepositoryInSegments(
  ctx: RepoContext,
  rng: Random,
  segmentSize: number,
  consume: (plans: IssuePlan[]) => Promise<void>,
): Promise<void> {
  for (const segment of segments(ctx, rng, segmentSize)) await consume(segment);
}

function* segments(ctx: RepoContext, rng: Random, segmentSize: number): Generator<IssuePlan[]> {
  const total = ctx.issueCount + ctx.pullRequestCount;
  const from = ctx.createdAt + HOUR;
  const to = LATEST - HOUR;
  // Activity grows over a project's life, so creation times lean towards the present.
  const times = Array.from({ length: total }, () => rng.timeBetween(from, to, 1.6)).sort((a, b) => a - b);
  // Pull requests start after the first few issues, as in a young repository.
  const firstPullRequestSlot = Math.min(Math.floor(total * 0.05), total - ctx.pullRequestCount);
  const slots = Array.from({ length: total - firstPullRequestSlot }, (_, i) => i + firstPullRequestSlot);
  const pullRequestSlots = new Set(rng.sample(slots, ctx.pullRequestCount));
  for (let start = 0; start < total; start += segmentSize) {
    const end = Math.min(total, start + segmentSize);
    const plans = times.slice(start, end).map((createdAt, offset) => {
      const index = start + offset;
      const itemRng = rng.fork(`item:${index + 1}`);
      return pullRequestSlots.has(index)
        ? planPullRequest(ctx, itemRng, index + 1, createdAt)
        : planIssue(ctx, itemRng, index + 1, createdAt);
    });
    linkRepository(ctx, rng.fork(`links:${start}`), plans);
    const finalRng = rng.fork(`final:${start}`);
    for (const plan of plans) finalizePlan(ctx, finalRng, plan);
    yield plans;
  }
}

/** Derived state: mentions, subscriptions, `updatedAt` and the readers' last-read times. */
function finalizePlan(ctx: RepoContext, rng: Random, plan: IssuePlan): void {
  const userMentions = new Set<number>();
  const teamMentions = new Set<number>();
  for (const text of [plan.body, ...plan.comments.map((comment) => comment.body)]) {
    const found = findMentions(text);
    for (const login of found.users) {
      const id = ctx.userIdsByLogin.get(login);
      if (id !== undefined) userMentions.add(id);
    }
    for (const handle of found.teams) {
      const id = ctx.teamIdsByHandle.get(handle);
      if (id !== undefined) teamMentions.add(id);
    }
  }
  plan.mentionIds = [...userMentions];
  plan.teamMentionIds = [...teamMentions];

  const subscriptions = new Map<number, SubscriptionPlan>();
  const subscribe = (userId: number | null, reason: string) => {
    if (userId !== null && !subscriptions.has(userId)) subscriptions.set(userId, { userId, state: 'subscribed', reason });
  };
  subscribe(plan.authorId, 'author');
  for (const id of plan.assigneeIds) subscribe(id, 'assign');
  for (const request of plan.reviewRequests) subscribe(request.userId, 'review_requested');
  for (const comment of plan.comments) subscribe(comment.authorId, 'comment');
  for (const id of plan.mentionIds) subscribe(id, 'mention');
  for (const readerId of ctx.readerIds) {
    const existing = subscriptions.get(readerId);
    if (existing && rng.chance(0.03)) existing.state = 'unsubscribed';
    else if (!existing && rng.chance(0.02)) subscriptions.set(readerId, { userId: readerId, state: 'ignored', reason: 'manual' });
    else if (!existing && rng.chance(0.04)) subscriptions.set(readerId, { userId: readerId, state: 'subscribed', reason: 'manual' });
  }
  plan.subscriptions = [...subscriptions.values()];

  let updatedAt = Math.max(plan.createdAt, plan.closedAt ?? 0, plan.mergedAt ?? 0);
  for (const comment of plan.comments) updatedAt = Math.max(updatedAt, comment.lastEditedAt ?? comment.createdAt, comment.createdAt);
  for (const event of plan.events) updatedAt = Math.max(updatedAt, event.createdAt);
  for (const review of plan.reviews) updatedAt = Math.max(updatedAt, review.submittedAt);
  plan.updatedAt = clampTime(updatedAt);

  for (const readerId of ctx.readerIds) {
    if (plan.authorId === readerId) {
      plan.reads.push({ userId: readerId, lastReadAt: plan.updatedAt });
    } else if (rng.chance(0.4)) {
      // Most reads are current; the rest predate later activity, so the issue shows as unread.
      const stale = plan.updatedAt - plan.createdAt > 2 * MINUTE && rng.chance(0.3);
      const lastReadAt = stale
        ? rng.timeBetween(plan.createdAt + MINUTE, plan.updatedAt - MINUTE)
        : Math.min(plan.updatedAt + rng.int(1, 3 * 24 * 60) * MINUTE, REFERENCE_TIME);
      plan.reads.push({ userId: readerId, lastReadAt });
    }
  }
}

/** Creation time of a repository `ageDays` before the reference time. */
export function daysBeforeReference(ageDays: number): number {
  return REFERENCE_TIME - ageDays * DAY;
}
