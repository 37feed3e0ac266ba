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
import type { FieldValuePlan, IssuePlan, LockReason, PlanUser, RepoContext } from './planTypes.ts';
import { DAY, HOUR, isoDate, MINUTE, REFERENCE_TIME, type Random } from './random.ts';
import { issueBody, issueTitle, type IssueCategory } from './text.ts';
import { customers } from './words.ts';

const categoryWeights: readonly (readonly [IssueCategory, number])[] = [
  ['bug', 30],
  ['feature', 22],
  ['task', 14],
  ['docs', 8],
  ['question', 10],
  ['tracking', 3],
  ['performance', 6],
];

const lockReasons: readonly LockReason[] = ['off_topic', 'resolved', 'spam', 'too_heated'];

export function pickAuthor(ctx: RepoContext, rng: Random): PlanUser | null {
  if (rng.chance(ctx.ghostRate)) return null;
  return rng.weighted(ctx.authors);
}

/** A plain issue: content, state, labels, people, planning fields and the matching timeline. */
export function planIssue(ctx: RepoContext, rng: Random, number: number, createdAt: number): IssuePlan {
  const category = rng.weighted(categoryWeights);
  const plan = emptyPlan(ctx, number, 'issue', category, createdAt);
  const author = pickAuthor(ctx, rng);
  plan.authorId = author?.id ?? null;
  plan.authorLogin = author?.login ?? null;
  const text = textContext(ctx, rng, author?.login ?? null, number - 1);
  plan.title = issueTitle(text, category);
  plan.body = issueBody(text, category);

  planState(ctx, rng, plan);
  planLabels(ctx, rng, plan);
  planAssignees(ctx, rng, plan);
  planMilestone(ctx, rng, plan);
  planIssueType(ctx, rng, plan);
  planFieldValues(ctx, rng, plan);
  planLock(ctx, rng, plan);
  plan.comments = planComments(ctx, rng, plan, author?.login ?? null);
  const popularity = rng.weighted<number>([
    [0, 55],
    [3, 30],
    [8, 12],
    [16, 3],
  ]);
  if (popularity > 0) plan.reactions = planReactions(rng, ctx.participants, createdAt, popularity);
  return plan;
}

function maintainer(ctx: RepoContext, rng: Random): PlanUser {
  return rng.pick(ctx.maintainers);
}

/** Older issues are more likely closed; questions get answered and closed sooner. */
function planState(ctx: RepoContext, rng: Random, plan: IssuePlan): void {
  const span = Math.max(DAY, REFERENCE_TIME - ctx.createdAt);
  const age = (REFERENCE_TIME - plan.createdAt) / span;
  const closedShare = 0.3 + 0.6 * age + (plan.category === 'question' ? 0.15 : 0);
  if (rng.chance(closedShare)) {
    const closedAt = clampTime(plan.createdAt + openDuration(rng));
    if (closedAt <= plan.createdAt) return;
    plan.state = 'closed';
    plan.closedAt = closedAt;
    plan.stateReason = rng.weighted([
      ['completed', 78],
      ['not_planned', 14],
      ['duplicate', 8],
    ] as const);
    const closer = rng.chance(0.25) && plan.authorId !== null ? plan.authorId : maintainer(ctx, rng).id;
    plan.closedById = closer;
    // The duplicate's own event is added once its canonical issue is chosen (relations planner).
    if (plan.stateReason !== 'duplicate') {
      plan.events.push({ event: 'closed', actorId: closer, createdAt: closedAt, data: { stateReason: plan.stateReason } });
    }
    return;
  }
  // A few open issues were closed once and reopened: GitHub reports them with reason REOPENED.
  if (rng.chance(0.03) && LATEST - plan.createdAt > 2 * DAY) {
    const closedAt = rng.timeBetween(plan.createdAt + HOUR, LATEST - DAY);
    const reopenedAt = rng.timeBetween(closedAt + 10 * MINUTE, LATEST);
    const closer = maintainer(ctx, rng).id;
    plan.stateReason = 'reopened';
    plan.events.push({ event: 'closed', actorId: closer, createdAt: closedAt, data: { stateReason: 'completed' } });
    plan.events.push({ event: 'reopened', actorId: plan.authorId ?? closer, createdAt: reopenedAt, data: {} });
  }
}

function planLabels(ctx: RepoContext, rng: Random, plan: IssuePlan): void {
  const labels = labelIdsByName(ctx);
  const primary: Record<IssueCategory, string> = {
    bug: 'bug',
    feature: 'enhancement',
    task: 'type: refactor',
    docs: 'documentation',
    question: 'question',
    tracking: 'epic',
    performance: 'type: performance',
  };
  if (rng.chance(0.8)) addLabel(plan, labels, primary[plan.category]);
  if (plan.state === 'open' && (plan.category === 'bug' || plan.category === 'docs') && rng.chance(0.15))
    addLabel(plan, labels, 'good first issue');
  if (plan.state === 'open' && rng.chance(0.07)) addLabel(plan, labels, 'help wanted');
  if (plan.state === 'open' && rng.chance(0.12)) addLabel(plan, labels, 'needs triage');
  if (plan.stateReason === 'not_planned') addLabel(plan, labels, rng.pick(['wontfix', 'invalid', 'wontfix']));
  if (plan.stateReason === 'duplicate') addLabel(plan, labels, 'duplicate');
  const extras = ctx.labels.filter((label) => !plan.labelIds.includes(label.id));
  const extraCount = rng.weighted<number>([
    [0, 50],
    [1, 35],
    [2, 15],
  ]);
  for (const label of rng.sample(extras, extraCount)) addLabel(plan, labels, label.name);
  const labeledBy = plan.authorId !== null && rng.chance(0.3) ? plan.authorId : maintainer(ctx, rng).id;
  for (const id of plan.labelIds) {
    const name = ctx.labels.find((label) => label.id === id)?.name ?? '';
    plan.events.push({
      event: 'labeled',
      actorId: labeledBy,
      createdAt: clampTime(plan.createdAt + rng.int(1, 120) * MINUTE),
      data: { labelId: id, name },
    });
  }
}

function planAssignees(ctx: RepoContext, rng: Random, plan: IssuePlan): void {
  const count = rng.weighted<number>(
    plan.state === 'closed' && plan.stateReason === 'completed'
      ? [
          [0, 30],
          [1, 60],
          [2, 10],
        ]
      : [
          [0, 50],
          [1, 38],
          [2, 8],
          [3, 4],
        ],
  );
  const people = rng.sample(ctx.maintainers, count).map((user) => user.id);
  if (ctx.copilot && plan.state === 'open' && rng.chance(0.03)) people.splice(0, 1, ctx.copilot.id);
  plan.assigneeIds = [...new Set(people)];
  const actor = maintainer(ctx, rng).id;
  for (const assigneeId of plan.assigneeIds) {
    plan.events.push({
      event: 'assigned',
      actorId: actor,
      createdAt: clampTime(plan.createdAt + rng.int(1, 72) * HOUR),
      data: { assigneeId },
    });
  }
}

/** Open issues go to open milestones; closed ones to any milestone that existed by then. */
export function planMilestone(ctx: RepoContext, rng: Random, plan: IssuePlan): void {
  if (ctx.milestones.length === 0 || !rng.chance(0.4)) return;
  const candidates = ctx.milestones.filter((milestone) =>
    plan.state === 'open'
      ? milestone.state === 'open'
      : milestone.createdAt <= (plan.closedAt ?? LATEST) && (milestone.closedAt === null || plan.createdAt <= milestone.closedAt),
  );
  if (candidates.length === 0) return;
  const milestone = rng.pick(candidates);
  plan.milestoneId = milestone.id;
  plan.milestonePriority = rng.int(1, 1_000_000) / 1000;
  const at = clampTime(Math.max(plan.createdAt, milestone.createdAt) + rng.int(1, 48) * HOUR);
  plan.events.push({ event: 'milestoned', actorId: maintainer(ctx, rng).id, createdAt: at, data: { milestoneId: milestone.id } });
}

function planIssueType(ctx: RepoContext, rng: Random, plan: IssuePlan): void {
  const types = ctx.issueTypes;
  if (!types || !rng.chance(ctx.issueTypeRate)) return;
  const byCategory: Record<IssueCategory, number> = {
    bug: types.bug,
    feature: types.feature,
    task: types.task,
    docs: types.task,
    question: types.task,
    tracking: types.epic ?? types.feature,
    performance: types.bug,
  };
  plan.issueTypeId = byCategory[plan.category];
  plan.events.push({
    event: 'issue_type_added',
    actorId: plan.authorId ?? maintainer(ctx, rng).id,
    createdAt: plan.createdAt + MINUTE,
    data: { issueTypeId: plan.issueTypeId },
  });
}

function planFieldValues(ctx: RepoContext, rng: Random, plan: IssuePlan): void {
  const fields = ctx.fields;
  if (!fields) return;
  const values: FieldValuePlan[] = [];
  const blank = { textValue: null, numberValue: null, dateValue: null, optionId: null };
  if (rng.chance(0.6)) {
    const optionId = rng.weighted(fields.priority.optionIds.map((id, index) => [id, [5, 20, 45, 30][index] ?? 10] as const));
    values.push({ ...blank, fieldId: fields.priority.fieldId, optionId });
  }
  if (rng.chance(0.2)) values.push({ ...blank, fieldId: fields.customer, textValue: rng.pick(customers) });
  if (rng.chance(0.25)) values.push({ ...blank, fieldId: fields.targetDate, dateValue: isoDate(plan.createdAt + rng.int(7, 120) * DAY) });
  if (rng.chance(0.3))
    values.push({ ...blank, fieldId: fields.estimate, numberValue: rng.pick(['0.5', '1', '2', '3', '5', '8', '13', '2.5', '-1']) });
  plan.fieldValues = values;
}

function planLock(ctx: RepoContext, rng: Random, plan: IssuePlan): void {
  if (!rng.chance(0.012)) return;
  const reason = plan.state === 'closed' ? 'resolved' : rng.pick(lockReasons);
  plan.locked = true;
  plan.activeLockReason = reason;
  const at = clampTime((plan.closedAt ?? plan.createdAt) + rng.int(1, 10) * DAY);
  plan.events.push({ event: 'locked', actorId: maintainer(ctx, rng).id, createdAt: at, data: { lockReason: reason } });
}
