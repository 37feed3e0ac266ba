import type { DbOrTx } from '../client.ts';
import {
  checkRuns,
  closingReferences,
  commits,
  issueAssignees,
  issueComments,
  issueDependencies,
  issueFieldValues,
  issueLabels,
  issueMentions,
  issueReads,
  issues,
  issueSubscriptions,
  issueTeamMentions,
  reactions,
  reviewRequests,
  reviews,
  statusContexts,
  timelineEvents,
} from '../schema/index.ts';
import { insertRows, insertRowsReturningIds, toDate, toDateOrNull, updateFromValues } from './batch.ts';
import type { CommitPlan, IssuePlan, ReactionContent, ReactionPlan } from './planTypes.ts';

export interface PersistCounts {
  issues: number;
  pullRequests: number;
  comments: number;
}

function idOf(plan: IssuePlan): number {
  if (plan.id === undefined) throw new Error(`Seed plan ${plan.repoId}#${plan.number} has no id yet`);
  return plan.id;
}

function reactionCounts(list: readonly ReactionPlan[]): Partial<Record<ReactionContent, number>> {
  const counts: Partial<Record<ReactionContent, number>> = {};
  for (const reaction of list) counts[reaction.content] = (counts[reaction.content] ?? 0) + 1;
  return counts;
}

/**
 * Writes planned issues and pull requests with everything hanging off them, in multi-row
 * statements. Run inside the caller's transaction; sets `plan.id` on every plan.
 */
export async function persistPlans(tx: DbOrTx, plans: readonly IssuePlan[]): Promise<PersistCounts> {
  const commitIds = await persistCommits(tx, plans);

  const issueIds = await insertRowsReturningIds(
    tx,
    issues,
    plans.map((plan) => ({
      repoId: plan.repoId,
      number: plan.number,
      kind: plan.kind,
      title: plan.title,
      body: plan.body,
      authorId: plan.authorId,
      viaAppId: plan.viaAppId,
      state: plan.state,
      stateReason: plan.stateReason,
      closedAt: toDateOrNull(plan.closedAt),
      closedById: plan.closedById,
      locked: plan.locked,
      activeLockReason: plan.activeLockReason,
      milestoneId: plan.milestoneId,
      milestonePriority: plan.milestonePriority,
      issueTypeId: plan.issueTypeId,
      isDraft: plan.isDraft,
      merged: plan.merged,
      mergedAt: toDateOrNull(plan.mergedAt),
      mergedById: plan.mergedById,
      isInMergeQueue: plan.isInMergeQueue,
      reviewDecision: plan.reviewDecision,
      headRefName: plan.headRefName,
      baseRefName: plan.baseRefName,
      headCommitId: plan.commit ? (commitIds.get(plan.commit) ?? null) : null,
      commentsCount: plan.comments.length,
      reactionsCount: plan.reactions.length,
      reactionCounts: reactionCounts(plan.reactions),
      createdAt: toDate(plan.createdAt),
      updatedAt: toDate(plan.updatedAt),
    })),
    1000,
  );
  plans.forEach((plan, index) => {
    plan.id = issueIds[index];
  });

  const parents = plans
    .filter((plan) => plan.parent !== null)
    .map((plan) => [idOf(plan), plan.parent ? idOf(plan.parent) : null, plan.subIssuePosition] as const);
  await updateFromValues(
    tx,
    'issues',
    [
      ['parent_id', 'int'],
      ['sub_issue_position', 'float8'],
    ],
    parents,
  );
  const duplicates = plans
    .filter((plan) => plan.duplicateOf !== null)
    .map((plan) => [idOf(plan), plan.duplicateOf ? idOf(plan.duplicateOf) : null] as const);
  await updateFromValues(tx, 'issues', [['duplicate_of_id', 'int']], duplicates);

  await persistLinks(tx, plans);
  await persistPullRequestReviews(tx, plans);
  await persistTimeline(tx, plans);
  const comments = await persistComments(tx, plans);

  return {
    issues: plans.filter((plan) => plan.kind === 'issue').length,
    pullRequests: plans.filter((plan) => plan.kind === 'pull_request').length,
    comments,
  };
}

async function persistCommits(tx: DbOrTx, plans: readonly IssuePlan[]): Promise<Map<CommitPlan, number>> {
  const planned = plans.flatMap((plan) => (plan.commit ? [{ plan, commit: plan.commit }] : []));
  const rows = await insertRowsReturningIds(
    tx,
    commits,
    planned.map(({ plan, commit }) => ({
      repoId: plan.repoId,
      oid: commit.oid,
      message: commit.message,
      authorId: commit.authorId,
      committedAt: toDate(commit.committedAt),
    })),
  );
  const ids = new Map<CommitPlan, number>();
  planned.forEach(({ commit }, index) => {
    const id = rows[index];
    if (id !== undefined) ids.set(commit, id);
  });
  const commitId = (commit: CommitPlan) => ids.get(commit) ?? 0;
  await insertRows(
    tx,
    checkRuns,
    planned.flatMap(({ commit }) =>
      commit.checkRuns.map((run) => ({
        commitId: commitId(commit),
        appId: run.appId,
        name: run.name,
        status: run.status,
        conclusion: run.conclusion,
        title: run.title,
        summary: run.summary,
        detailsUrl: run.detailsUrl,
        isRequired: run.isRequired,
        startedAt: toDateOrNull(run.startedAt),
        completedAt: toDateOrNull(run.completedAt),
      })),
    ),
  );
  await insertRows(
    tx,
    statusContexts,
    planned.flatMap(({ commit }) =>
      commit.statuses.map((status) => ({
        commitId: commitId(commit),
        context: status.context,
        state: status.state,
        description: status.description,
        targetUrl: status.targetUrl,
        createdAt: toDate(status.createdAt),
      })),
    ),
  );
  return ids;
}

async function persistLinks(tx: DbOrTx, plans: readonly IssuePlan[]): Promise<void> {
  await insertRows(
    tx,
    issueLabels,
    plans.flatMap((plan) => plan.labelIds.map((labelId) => ({ issueId: idOf(plan), labelId, createdAt: toDate(plan.createdAt) }))),
  );
  await insertRows(
    tx,
    issueAssignees,
    plans.flatMap((plan) => plan.assigneeIds.map((userId) => ({ issueId: idOf(plan), userId, createdAt: toDate(plan.createdAt) }))),
  );
  await insertRows(
    tx,
    issueMentions,
    plans.flatMap((plan) => plan.mentionIds.map((userId) => ({ issueId: idOf(plan), userId, createdAt: toDate(plan.createdAt) }))),
  );
  await insertRows(
    tx,
    issueTeamMentions,
    plans.flatMap((plan) => plan.teamMentionIds.map((teamId) => ({ issueId: idOf(plan), teamId }))),
  );
  await insertRows(
    tx,
    issueSubscriptions,
    plans.flatMap((plan) =>
      plan.subscriptions.map((subscription) => ({
        issueId: idOf(plan),
        userId: subscription.userId,
        state: subscription.state,
        reason: subscription.reason,
        updatedAt: toDate(plan.createdAt),
      })),
    ),
  );
  await insertRows(
    tx,
    issueReads,
    plans.flatMap((plan) => plan.reads.map((read) => ({ issueId: idOf(plan), userId: read.userId, lastReadAt: toDate(read.lastReadAt) }))),
  );
  await insertRows(
    tx,
    issueFieldValues,
    plans.flatMap((plan) => plan.fieldValues.map((value) => ({ issueId: idOf(plan), ...value, updatedAt: toDate(plan.createdAt) }))),
  );
  await insertRows(
    tx,
    issueDependencies,
    plans.flatMap((plan) =>
      plan.blockedBy.map((blocker) => ({ issueId: idOf(plan), blockingIssueId: idOf(blocker), createdAt: toDate(plan.createdAt) })),
    ),
  );
  await insertRows(
    tx,
    closingReferences,
    plans.flatMap((plan) =>
      plan.closes.map((ref) => ({
        pullRequestId: idOf(plan),
        issueId: idOf(ref.issue),
        userLinked: ref.userLinked,
        createdAt: toDate(plan.createdAt),
      })),
    ),
  );
}

async function persistPullRequestReviews(tx: DbOrTx, plans: readonly IssuePlan[]): Promise<void> {
  await insertRows(
    tx,
    reviewRequests,
    plans.flatMap((plan) =>
      plan.reviewRequests.map((request) => ({
        pullRequestId: idOf(plan),
        userId: request.userId,
        teamId: request.teamId,
        createdAt: toDate(request.createdAt),
      })),
    ),
  );
  await insertRows(
    tx,
    reviews,
    plans.flatMap((plan) =>
      plan.reviews.map((review) => ({
        pullRequestId: idOf(plan),
        authorId: review.authorId,
        state: review.state,
        body: review.body,
        submittedAt: toDate(review.submittedAt),
      })),
    ),
  );
}

async function persistTimeline(tx: DbOrTx, plans: readonly IssuePlan[]): Promise<void> {
  await insertRows(
    tx,
    timelineEvents,
    plans.flatMap((plan) =>
      plan.events.map((event) => {
        const data: Record<string, unknown> = { ...event.data };
        for (const [key, target] of Object.entries(event.refs ?? {})) data[key] = idOf(target);
        return { issueId: idOf(plan), actorId: event.actorId, event: event.event, data, createdAt: toDate(event.createdAt) };
      }),
    ),
  );
}

async function persistComments(tx: DbOrTx, plans: readonly IssuePlan[]): Promise<number> {
  const planned = plans.flatMap((plan) => plan.comments.map((comment) => ({ plan, comment })));
  const ids = await insertRowsReturningIds(
    tx,
    issueComments,
    planned.map(({ plan, comment }) => ({
      issueId: idOf(plan),
      authorId: comment.authorId,
      body: comment.body,
      isMinimized: comment.minimizedReason !== null,
      minimizedReason: comment.minimizedReason,
      lastEditedAt: toDateOrNull(comment.lastEditedAt),
      createdAt: toDate(comment.createdAt),
      updatedAt: toDate(comment.lastEditedAt ?? comment.createdAt),
    })),
  );
  const reactionRow = (subjectType: 'issue' | 'comment', subjectId: number, reaction: ReactionPlan) => ({
    subjectType,
    subjectId,
    userId: reaction.userId,
    content: reaction.content,
    createdAt: toDate(reaction.createdAt),
  });
  await insertRows(tx, reactions, [
    ...plans.flatMap((plan) => plan.reactions.map((reaction) => reactionRow('issue', idOf(plan), reaction))),
    ...planned.flatMap(({ comment }, index) => comment.reactions.map((reaction) => reactionRow('comment', ids[index] ?? 0, reaction))),
  ]);
  return planned.length;
}
