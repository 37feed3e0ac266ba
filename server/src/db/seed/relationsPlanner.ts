import { clampTime, textContext } from './planHelpers.ts';
import type { IssuePlan, RepoContext } from './planTypes.ts';
import { HOUR, type Random } from './random.ts';
import { pullRequestBody } from './text.ts';

/**
 * Links between the items of one repository: duplicates, sub-issues, blocked-by dependencies and
 * pull requests that close issues. Runs after every item exists, since links point both ways.
 */
export function linkRepository(ctx: RepoContext, rng: Random, plans: IssuePlan[]): void {
  const issues = plans.filter((plan) => plan.kind === 'issue');
  linkDuplicates(rng, issues);
  linkSubIssues(rng, issues);
  linkDependencies(rng, issues);
  linkClosingReferences(ctx, rng, plans, issues);
}

/** Earlier items within a window before `plan` (plans are in number order). */
function earlier(items: readonly IssuePlan[], index: number, window: number): IssuePlan[] {
  return items.slice(Math.max(0, index - window), index);
}

function linkDuplicates(rng: Random, issues: IssuePlan[]): void {
  issues.forEach((plan, index) => {
    if (plan.stateReason !== 'duplicate' || plan.closedAt === null) return;
    const candidates = earlier(issues, index, 200).filter((other) => other.stateReason !== 'duplicate');
    const closer = plan.closedById;
    if (candidates.length === 0) {
      plan.stateReason = 'completed';
      plan.events.push({ event: 'closed', actorId: closer, createdAt: plan.closedAt, data: { stateReason: 'completed' } });
      return;
    }
    const canonical = rng.pick(candidates);
    plan.duplicateOf = canonical;
    plan.events.push({
      event: 'marked_as_duplicate',
      actorId: closer,
      createdAt: plan.closedAt,
      data: {},
      refs: { canonicalId: canonical },
    });
    plan.events.push({
      event: 'closed',
      actorId: closer,
      createdAt: plan.closedAt,
      data: { stateReason: 'duplicate' },
      refs: { duplicateOfId: canonical },
    });
    const comment = {
      authorId: closer,
      body: `Duplicate of #${canonical.number}`,
      createdAt: plan.closedAt,
      lastEditedAt: null,
      minimizedReason: null,
      reactions: [],
    };
    if (plan.comments.length >= 8) plan.comments[plan.comments.length - 1] = comment;
    else plan.comments.push(comment);
  });
}

/** Tracking issues get 2–6 later issues as sub-issues; a tracking issue may itself be a child. */
function linkSubIssues(rng: Random, issues: IssuePlan[]): void {
  issues.forEach((parent, index) => {
    if (parent.category !== 'tracking' || parent.stateReason === 'duplicate') return;
    const candidates = issues
      .slice(index + 1, index + 300)
      .filter((child) => child.parent === null && child.stateReason !== 'duplicate' && (child.category !== 'tracking' || rng.chance(0.3)));
    const children = rng.sample(candidates, rng.int(2, 6)).sort((a, b) => a.number - b.number);
    if (children.length === 0) return;
    const lines: string[] = [];
    children.forEach((child, position) => {
      child.parent = parent;
      child.subIssuePosition = (position + 1) * 1024;
      const at = clampTime(Math.max(parent.createdAt, child.createdAt) + rng.int(1, 48) * HOUR);
      parent.events.push({ event: 'sub_issue_added', actorId: parent.authorId, createdAt: at, data: {}, refs: { subIssueId: child } });
      child.events.push({ event: 'parent_issue_added', actorId: parent.authorId, createdAt: at, data: {}, refs: { parentId: parent } });
      lines.push(`- [${child.state === 'closed' ? 'x' : ' '}] #${child.number}`);
    });
    parent.body = `${parent.body}\n\n### Sub-issues\n\n${lines.join('\n')}`;
  });
}

function linkDependencies(rng: Random, issues: IssuePlan[]): void {
  issues.forEach((plan, index) => {
    if (plan.stateReason === 'duplicate' || !rng.chance(0.04)) return;
    const blockers = rng.sample(
      earlier(issues, index, 150).filter((other) => other.stateReason !== 'duplicate'),
      rng.int(1, 2),
    );
    for (const blocker of blockers) {
      plan.blockedBy.push(blocker);
      const at = clampTime(plan.createdAt + rng.int(1, 72) * HOUR);
      plan.events.push({ event: 'blocked_by_added', actorId: plan.authorId, createdAt: at, data: {}, refs: { blockingIssueId: blocker } });
      blocker.events.push({ event: 'blocking_added', actorId: plan.authorId, createdAt: at, data: {}, refs: { blockedIssueId: plan } });
    }
  });
}

/** Issues numbered in [from, to), by binary search over the number-ordered list. */
function issuesNumbered(issues: readonly IssuePlan[], from: number, to: number): IssuePlan[] {
  let low = 0;
  let high = issues.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((issues[middle]?.number ?? 0) < from) low = middle + 1;
    else high = middle;
  }
  const found: IssuePlan[] = [];
  for (let i = low; i < issues.length; i++) {
    const issue = issues[i];
    if (!issue || issue.number >= to) break;
    found.push(issue);
  }
  return found;
}

/**
 * Merged pull requests close issues that were closed as completed (their close moves to the merge
 * time); open pull requests point at open issues. Then each pull request's body is written.
 */
function linkClosingReferences(ctx: RepoContext, rng: Random, plans: IssuePlan[], issues: IssuePlan[]): void {
  const closedByPullRequest = new Set<IssuePlan>();
  const linked = new Set<IssuePlan>();
  for (const pr of plans) {
    if (pr.kind !== 'pull_request') continue;
    const isBot = pr.viaAppId !== null;
    const wanted = isBot
      ? 0
      : pr.merged
        ? rng.weighted<number>([
            [0, 35],
            [1, 50],
            [2, 15],
          ])
        : pr.state === 'open'
          ? rng.int(0, 1)
          : rng.chance(0.2)
            ? 1
            : 0;
    const before = issuesNumbered(issues, pr.number - 400, pr.number);
    const candidates = before.filter((issue) =>
      pr.merged
        ? issue.state === 'closed' && issue.stateReason === 'completed' && !closedByPullRequest.has(issue)
        : issue.state === 'open' && !linked.has(issue),
    );
    for (const issue of rng.sample(candidates, wanted)) {
      const userLinked = rng.chance(0.2);
      pr.closes.push({ issue, userLinked });
      linked.add(issue);
      issue.events.push({
        event: userLinked ? 'connected' : 'cross-referenced',
        actorId: pr.authorId,
        createdAt: pr.createdAt,
        data: {},
        refs: { sourceId: pr },
      });
      if (pr.merged && pr.mergedAt !== null) {
        closedByPullRequest.add(issue);
        issue.closedAt = pr.mergedAt;
        issue.closedById = pr.mergedById;
        const closed = issue.events.find((event) => event.event === 'closed');
        if (closed) {
          closed.createdAt = pr.mergedAt;
          closed.actorId = pr.mergedById;
          closed.refs = { closingPullRequestId: pr };
        }
      }
    }
    if (!isBot) {
      const text = textContext(ctx, rng, pr.authorLogin, pr.number - 1);
      const mentioned = pr.closes.filter((ref) => !ref.userLinked).map((ref) => ref.issue.number);
      pr.body = rng.chance(0.06) ? '' : pullRequestBody(text, mentioned);
    }
  }
}
