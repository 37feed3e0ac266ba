import { pickAuthor, planMilestone } from './issuePlanner.ts';
import {
  addLabel,
  clampTime,
  emptyPlan,
  labelIdsByName,
  LATEST,
  openDuration,
  planComments,
  planReactions,
  textContext,
} from './planHelpers.ts';
import type {
  CheckConclusion,
  CheckRunPlan,
  CheckStatus,
  CommitPlan,
  IssuePlan,
  PlanUser,
  RepoContext,
  ReviewDecision,
  StatusContextPlan,
  StatusState,
} from './planTypes.ts';
import { DAY, HOUR, MINUTE, type Random } from './random.ts';
import { dependabotBody, pullRequestTitle, reviewCommentBody, slugify, version, type IssueCategory } from './text.ts';

const categoryWeights: readonly (readonly [IssueCategory, number])[] = [
  ['bug', 35],
  ['feature', 30],
  ['task', 18],
  ['docs', 9],
  ['performance', 8],
];

/**
 * A pull request: author (people, Dependabot or the coding assistant), branch names, state, review
 * decision, head commit with checks, reviews and requests. Its body is written later, once the
 * issues it closes are chosen.
 */
export function planPullRequest(ctx: RepoContext, rng: Random, number: number, createdAt: number): IssuePlan {
  const labels = labelIdsByName(ctx);
  const byBot = ctx.dependabot !== null && rng.chance(0.12);
  const byCopilot = !byBot && ctx.copilot !== null && rng.chance(0.05);
  const plan = emptyPlan(ctx, number, 'pull_request', byBot ? 'task' : rng.weighted(categoryWeights), createdAt);
  let author: PlanUser | null;
  if (byBot && ctx.dependabot) {
    author = ctx.dependabot.user;
    plan.viaAppId = ctx.dependabot.appId;
    const dependency = rng.pick(ctx.vocabulary.dependencies);
    const from = version(rng).slice(1);
    const to = version(rng).slice(1);
    plan.title = `Bump ${dependency} from ${from} to ${to}`;
    plan.body = dependabotBody(dependency, from, to);
    plan.headRefName = `dependabot/npm_and_yarn/${dependency.replace(/^@/, '').replace('/', '-')}-${to}`;
    addLabel(plan, labels, 'dependencies');
  } else {
    author = byCopilot && ctx.copilot ? ctx.copilot : pickAuthor(ctx, rng);
    const text = textContext(ctx, rng, author?.login ?? null, number - 1);
    const title = pullRequestTitle(text, plan.category);
    plan.title = byCopilot ? `[WIP] ${title}` : title;
    plan.headRefName = byCopilot ? `copilot/fix-${number}` : `${author?.login ?? 'patch'}/${slugify(title)}`;
    addLabel(
      plan,
      labels,
      { bug: 'bug', feature: 'enhancement', docs: 'documentation', performance: 'type: performance' }[plan.category as string] ??
        'type: refactor',
    );
  }
  plan.authorId = author?.id ?? null;
  plan.authorLogin = author?.login ?? null;
  plan.baseRefName = ctx.defaultBranch;
  planPullRequestState(ctx, rng, plan, byCopilot);
  planMilestone(ctx, rng, plan);
  if (author && !byBot && rng.chance(0.5)) plan.assigneeIds = [author.id];
  plan.commit = planCommit(ctx, rng, plan, author?.id ?? null);
  planReviews(ctx, rng, plan);
  plan.comments = planComments(ctx, rng, plan, author?.login ?? null);
  if (rng.chance(0.3)) plan.reactions = planReactions(rng, ctx.participants, createdAt, 4);
  return plan;
}

function planPullRequestState(ctx: RepoContext, rng: Random, plan: IssuePlan, byCopilot: boolean): void {
  const recent = LATEST - plan.createdAt < 30 * DAY;
  const open = rng.chance(recent ? 0.6 : 0.12);
  const maintainer = rng.pick(ctx.maintainers);
  if (open) {
    plan.isDraft = byCopilot || rng.chance(0.25);
    const decision = nextDecision(ctx, rng, plan.isDraft);
    plan.reviewDecision = decision;
    if (!plan.isDraft && decision === 'approved' && (ctx.coverage.mergeQueue > 0 || rng.chance(0.25))) {
      ctx.coverage.mergeQueue = Math.max(0, ctx.coverage.mergeQueue - 1);
      plan.isInMergeQueue = true;
    }
    if (!plan.isDraft && rng.chance(0.2)) {
      plan.events.push({
        event: 'ready_for_review',
        actorId: plan.authorId,
        createdAt: clampTime(plan.createdAt + rng.int(1, 48) * HOUR),
        data: {},
      });
    }
    return;
  }
  const closedAt = clampTime(plan.createdAt + Math.min(openDuration(rng), 40 * DAY));
  plan.state = 'closed';
  plan.closedAt = closedAt;
  plan.closedById = maintainer.id;
  if (rng.chance(0.8)) {
    plan.merged = true;
    plan.mergedAt = closedAt;
    plan.mergedById = maintainer.id;
    plan.reviewDecision = rng.chance(0.85) ? 'approved' : null;
    plan.events.push({ event: 'merged', actorId: maintainer.id, createdAt: closedAt, data: { baseRefName: plan.baseRefName } });
    plan.events.push({ event: 'closed', actorId: maintainer.id, createdAt: closedAt, data: {} });
    if (rng.chance(0.7))
      plan.events.push({ event: 'head_ref_deleted', actorId: plan.authorId, createdAt: clampTime(closedAt + MINUTE), data: {} });
    return;
  }
  plan.reviewDecision = rng.weighted<ReviewDecision | null>([
    ['changes_requested', 40],
    ['review_required', 40],
    [null, 20],
  ]);
  plan.events.push({ event: 'closed', actorId: maintainer.id, createdAt: closedAt, data: {} });
}

/** Every review decision (and none) appears on the first open pull requests, then at random. */
function nextDecision(ctx: RepoContext, rng: Random, isDraft: boolean): ReviewDecision | null {
  if (!isDraft && ctx.coverage.reviewDecisions.length > 0) return ctx.coverage.reviewDecisions.shift() ?? null;
  if (isDraft) return rng.chance(0.6) ? 'review_required' : null;
  return rng.weighted<ReviewDecision | null>([
    ['approved', 35],
    ['changes_requested', 20],
    ['review_required', 35],
    [null, 10],
  ]);
}

const checkNames = [
  'build',
  'test (ubuntu-latest, 22)',
  'test (windows-latest, 22)',
  'lint',
  'typecheck',
  'CodeQL',
  'e2e',
  'deploy-preview',
];

type CheckOutcome = { status: CheckStatus; conclusion: CheckConclusion | null };

function randomOutcome(rng: Random, plan: IssuePlan): CheckOutcome {
  const done = (conclusion: CheckConclusion): CheckOutcome => ({ status: 'completed', conclusion });
  if (plan.merged)
    return rng.weighted([
      [done('success'), 90],
      [done('skipped'), 6],
      [done('neutral'), 4],
    ] as const);
  if (plan.state === 'closed') {
    return rng.weighted([
      [done('failure'), 40],
      [done('cancelled'), 20],
      [done('success'), 30],
      [done('timed_out'), 5],
      [done('stale'), 5],
    ] as const);
  }
  return rng.weighted([
    [done('success'), 58],
    [done('failure'), 14],
    [{ status: 'in_progress', conclusion: null }, 8],
    [{ status: 'queued', conclusion: null }, 6],
    [done('neutral'), 3],
    [done('skipped'), 3],
    [done('cancelled'), 2],
    [done('timed_out'), 1],
    [done('action_required'), 1],
    [done('startup_failure'), 1],
    [{ status: 'pending', conclusion: null }, 1],
    [{ status: 'waiting', conclusion: null }, 1],
  ] as const);
}

const checkTitles: Partial<Record<CheckConclusion, string>> = {
  success: 'All checks passed',
  failure: 'Some tests failed',
  cancelled: 'The run was cancelled',
  timed_out: 'The job exceeded the maximum time limit',
  action_required: 'Approval is required to run this workflow',
  neutral: 'Nothing to check',
  skipped: 'Skipped: no relevant changes',
  stale: 'The run went stale',
  startup_failure: 'The workflow could not start',
};

function planCommit(ctx: RepoContext, rng: Random, plan: IssuePlan, authorId: number | null): CommitPlan {
  const committedAt = clampTime(plan.createdAt + rng.int(0, 20) * MINUTE);
  const commit: CommitPlan = { oid: rng.hex(40), message: plan.title, authorId, committedAt, checkRuns: [], statuses: [] };
  // Some repositories and pull requests have no CI at all.
  if (rng.chance(0.8)) {
    for (const name of rng.sample(checkNames, rng.int(1, 6))) {
      const covered = plan.state === 'open' ? ctx.coverage.checks.shift() : undefined;
      const outcome = covered ?? randomOutcome(rng, plan);
      commit.checkRuns.push(checkRun(ctx, rng, name, outcome, committedAt));
    }
  }
  if (rng.chance(0.3)) {
    for (const context of rng.sample(
      ['ci/circleci: build', 'continuous-integration/jenkins/pr-merge', 'netlify/deploy-preview', 'license/cla'],
      rng.int(1, 2),
    )) {
      commit.statuses.push(statusContext(ctx, rng, context, plan, committedAt));
    }
  }
  return commit;
}

function checkRun(ctx: RepoContext, rng: Random, name: string, outcome: CheckOutcome, committedAt: number): CheckRunPlan {
  const startedAt =
    outcome.status === 'queued' || outcome.status === 'waiting' || outcome.status === 'pending' || outcome.status === 'requested'
      ? null
      : clampTime(committedAt + rng.int(5, 120) * 1000);
  const completedAt = outcome.status === 'completed' && startedAt !== null ? clampTime(startedAt + rng.int(20, 1800) * 1000) : null;
  return {
    name,
    appId: ctx.checksAppId,
    status: outcome.status,
    conclusion: outcome.conclusion,
    title: outcome.conclusion ? (checkTitles[outcome.conclusion] ?? null) : outcome.status === 'in_progress' ? 'Running…' : null,
    summary: outcome.conclusion === 'failure' ? `${rng.int(1, 7)} of ${rng.int(200, 900)} tests failed.` : null,
    detailsUrl: `https://ci.example.com/${ctx.fullName}/runs/${rng.int(100000, 999999)}`,
    isRequired: name === 'build' || name.startsWith('test'),
    startedAt,
    completedAt,
  };
}

function statusContext(ctx: RepoContext, rng: Random, context: string, plan: IssuePlan, committedAt: number): StatusContextPlan {
  const state: StatusState =
    ctx.coverage.statuses.shift() ??
    (plan.merged
      ? 'success'
      : rng.weighted<StatusState>([
          ['success', 60],
          ['failure', 15],
          ['pending', 15],
          ['error', 5],
          ['expected', 5],
        ]));
  const descriptions: Record<StatusState, string> = {
    success: 'Your tests passed!',
    failure: 'Your tests failed',
    pending: 'Waiting for status to be reported',
    error: 'An error occurred while running the build',
    expected: 'Waiting for status to be reported',
  };
  return {
    context,
    state,
    description: descriptions[state],
    targetUrl: `https://ci.example.com/${ctx.fullName}/${rng.int(1000, 9999)}`,
    createdAt: clampTime(committedAt + rng.int(1, 30) * MINUTE),
  };
}

/** Reviews and review requests that agree with the review decision. */
function planReviews(ctx: RepoContext, rng: Random, plan: IssuePlan): void {
  const reviewers = ctx.maintainers.filter((user) => user.id !== plan.authorId);
  if (reviewers.length === 0) return;
  const text = textContext(ctx, rng, null, plan.number - 1);
  const end = plan.closedAt ?? LATEST;
  const at = () => Math.min(end, clampTime(plan.createdAt + rng.int(1, 96) * HOUR));
  const [first, second] = rng.sample(reviewers, 2);
  if (plan.reviewDecision === 'approved' && first) {
    plan.reviews.push({ authorId: first.id, state: 'approved', body: rng.chance(0.5) ? reviewCommentBody(text) : '', submittedAt: at() });
    if (second && rng.chance(0.3))
      plan.reviews.push({ authorId: second.id, state: 'commented', body: reviewCommentBody(text), submittedAt: at() });
  } else if (plan.reviewDecision === 'changes_requested' && first) {
    plan.reviews.push({
      authorId: first.id,
      state: 'changes_requested',
      body: 'A few things to fix before this can go in; see the inline comments.',
      submittedAt: at(),
    });
    if (second && rng.chance(0.2))
      plan.reviews.push({ authorId: second.id, state: 'dismissed', body: 'Outdated after the latest push.', submittedAt: at() });
  } else if (plan.reviewDecision === 'review_required') {
    for (const reviewer of rng.sample(reviewers, rng.int(1, 2)))
      plan.reviewRequests.push({ userId: reviewer.id, teamId: null, createdAt: at() });
    const team = ctx.teams[0];
    if (team && rng.chance(0.3)) plan.reviewRequests.push({ userId: null, teamId: team.id, createdAt: at() });
    if (first && plan.state === 'open' && rng.chance(0.15))
      plan.reviews.push({ authorId: first.id, state: 'pending', body: '', submittedAt: at() });
  }
  for (const request of plan.reviewRequests) {
    plan.events.push({
      event: 'review_requested',
      actorId: plan.authorId,
      createdAt: request.createdAt,
      data: request.userId !== null ? { reviewerId: request.userId } : { teamId: request.teamId },
    });
  }
}
