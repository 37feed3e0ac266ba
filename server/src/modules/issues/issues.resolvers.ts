import { refreshLoaders } from '../../domain/context.ts';
import { badInput, unresolvedId } from '../../domain/errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { liveTopic, payloadOf, type IssueChanged } from '../../live/liveEvents.ts';
import type { IssueRow } from '../../db/rows.ts';
import { canIssue, readableIssue } from '../../domain/access.ts';
import { optionalRefOf, refOf, refsOf } from '../../domain/ids.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';
import { createIssue } from './commands/issueCreate.ts';
import { lockIssue, unlockIssue, type LockReason } from './commands/issueLock.ts';
import { closeIssue, reopenIssue } from './commands/issueState.ts';
import { updateIssue } from './commands/issueUpdate.ts';
import { deleteIssue } from './commands/issueDelete.ts';
import { markIssueAsRead } from './commands/issueRead.ts';
import { subscriptionOf, updateSubscription, type SubscriptionState } from './commands/issueSubscription.ts';
import { transferIssue } from './commands/issueTransfer.ts';
import { bodyVersionOf } from '../edits/userContentEdits.ts';
import { editConnection } from '../edits/edits.resolvers.ts';
import { closingPullRequestIds, dependencyIds, issueByNumber, issueTombstone, participantIds, subIssueIds } from './issue.repository.ts';
import { issueCreationPermissions } from './issueCreation.ts';
import { issueConnection, issueGlobalId, relatedIssues, sharedIssueFields } from './issueFields.resolvers.ts';
import { visibleItemsOfIssue } from '../projects/project.repository.ts';

const closeReasons = { COMPLETED: 'completed', NOT_PLANNED: 'not_planned', DUPLICATE: 'duplicate' } as const;

/**
 * An issue's change events (`issue:{id}`, `live/liveEvents.ts`) until the subscriber leaves. With
 * `readSecondsAgo`, first the issue itself when it changed in that time (or the bus cannot tell):
 * asked once the bus subscription is in place, so no change falls between the two.
 */
async function* issueEvents(ctx: GraphQLContext, issue: IssueRow, readSecondsAgo: number | null): AsyncGenerator<IssueChanged> {
  const abort = new AbortController();
  const topic = liveTopic('issue', issue.id);
  const events = ctx.live.subscribe(topic, abort.signal);
  try {
    if (readSecondsAgo !== null && ctx.live.changedWithin(topic, readSecondsAgo * 1000) !== false) {
      yield { id: issue.id, repoId: issue.repoId, changes: [] };
    }
    for await (const event of events) yield payloadOf('issue', event);
  } finally {
    abort.abort();
  }
}

/** Transferred away: the issue where the number's issue lives now, if the viewer may read it there. */
async function movedIssue(ctx: GraphQLContext, repoId: number, number: number) {
  const movedTo = (await issueTombstone(ctx.db, repoId, number))?.movedTo ?? null;
  return movedTo === null ? null : readableIssue(ctx, movedTo);
}

export const issuesResolvers: Resolvers = {
  Repository: {
    // A repository with issues turned off shows none (their rows stay, unreadable: `readableIssue`).
    issues: (repo, args, ctx) =>
      !repo.hasIssuesEnabled
        ? connectionFromArray([], args, 'issues')
        : issueConnection(
            ctx,
            { repoId: repo.id, kind: 'issue', states: args.states, labels: args.labels, filterBy: args.filterBy, orderBy: args.orderBy },
            args,
            'issues',
          ),
    issue: async (repo, { number }, ctx) => {
      if (!repo.hasIssuesEnabled) return null;
      const issue = await issueByNumber(ctx.db, repo.id, number);
      if (issue) return issue.kind === 'issue' ? issue : null;
      return movedIssue(ctx, repo.id, number);
    },
    deletedIssue: async (repo, { number }, ctx) => {
      if (!repo.hasIssuesEnabled) return null;
      const tombstone = await issueTombstone(ctx.db, repo.id, number);
      return tombstone?.deletedAt ? { number: tombstone.number, deletedAt: tombstone.deletedAt } : null;
    },
    viewerIssueCreationPermissions: (repo, _args, ctx) => issueCreationPermissions(ctx, repo),
    // As `issues`: a repository with pull requests turned off lists none.
    pullRequests: (repo, args, ctx) =>
      !repo.hasPullRequestsEnabled
        ? connectionFromArray([], args, 'pullRequests')
        : issueConnection(
            ctx,
            { repoId: repo.id, kind: 'pull_request', states: args.states, labels: args.labels, orderBy: args.orderBy },
            args,
            'pullRequests',
          ),
    pullRequest: async (repo, { number }, ctx) => {
      const issue = await issueByNumber(ctx.db, repo.id, number);
      return issue?.kind === 'pull_request' ? issue : null;
    },
    issueOrPullRequest: async (repo, { number }, ctx) => {
      const issue = await issueByNumber(ctx.db, repo.id, number);
      if (issue?.kind === 'issue' && !repo.hasIssuesEnabled) return null;
      if (issue || !repo.hasIssuesEnabled) return issue;
      return movedIssue(ctx, repo.id, number);
    },
  },
  Issue: {
    ...sharedIssueFields,
    id: (i) => issueGlobalId(i),
    state: (i) => (i.state === 'open' ? 'OPEN' : 'CLOSED'),
    stateReason: (i) => {
      // GitHub reports REOPENED on open issues that were reopened; other reasons only when closed.
      if (i.stateReason === 'reopened') return i.state === 'open' ? 'REOPENED' : null;
      if (i.state !== 'closed' || !i.stateReason) return null;
      return i.stateReason.toUpperCase() as 'COMPLETED' | 'NOT_PLANNED' | 'DUPLICATE';
    },
    duplicateOf: (i, _args, ctx) => (i.duplicateOfId === null ? null : readableIssue(ctx, i.duplicateOfId)),
    isPinned: (i, _args, ctx) => ctx.loaders.pinnedIssueIds.load(i.id),
    issueType: (i, _args, ctx) => (i.issueTypeId === null ? null : ctx.loaders.issueType.load(i.issueTypeId)),
    parent: (i, _args, ctx) => (i.parentId === null ? null : readableIssue(ctx, i.parentId)),
    subIssues: async (i, args, ctx) => relatedIssues(ctx, await subIssueIds(ctx.db, i.id), args, 'subIssues'),
    subIssuesSummary: (i) => i,
    issueDependenciesSummary: (i) => i,
    blockedBy: async (i, args, ctx) => relatedIssues(ctx, await dependencyIds(ctx.db, i.id, 'blockedBy'), args, 'blockedBy'),
    blocking: async (i, args, ctx) => relatedIssues(ctx, await dependencyIds(ctx.db, i.id, 'blocking'), args, 'blocking'),
    closedByPullRequestsReferences: async (i, args, ctx) =>
      relatedIssues(
        ctx,
        await closingPullRequestIds(ctx.db, i.id, args.includeClosedPrs ?? false, args.userLinkedOnly ?? false),
        args,
        'closedByPullRequestsReferences',
      ),
    projectItems: async (i, args, ctx) =>
      connectionFromArray(await visibleItemsOfIssue(ctx.db, ctx.actor, i.id, args.includeArchived !== false), args, 'projectItems'),
    viewerCanSetIssueType: (i, _args, ctx) => canIssue(ctx, i, 'setType'),
    viewerCanSetProjects: (i, _args, ctx) => canIssue(ctx, i, 'setProjects'),
    viewerCanSubscribe: (i, _args, ctx) => canIssue(ctx, i, 'subscribe'),
    viewerSubscription: async (i, _args, ctx) => (await subscriptionOf(ctx, i)).toUpperCase() as Uppercase<SubscriptionState>,
    bodyVersion: (i) => bodyVersionOf(i.body),
    editor: (i, _args, ctx) => (i.editorId === null ? null : ctx.loaders.account.load(i.editorId)),
    lastEditedAt: (i) => i.lastEditedAt,
    includesCreatedEdit: async (i, _args, ctx) => (await ctx.loaders.issueEdits.load(i.id)).length > 0,
    userContentEdits: async (i, args, ctx) => editConnection(await ctx.loaders.issueEdits.load(i.id), args),
    participants: async (i, args, ctx) => {
      const accounts = await Promise.all((await participantIds(ctx.db, i.id)).map((id) => ctx.loaders.account.load(id)));
      return connectionFromArray(
        accounts.flatMap((a) => (a?.kind === 'user' ? [a] : [])),
        args,
        'participants',
      );
    },
    viewerCanPin: (i, _args, ctx) => canIssue(ctx, i, 'pin'),
    viewerCanTransfer: (i, _args, ctx) => canIssue(ctx, i, 'transfer'),
    viewerCanDelete: (i, _args, ctx) => canIssue(ctx, i, 'delete'),
  },
  SubIssuesSummary: {
    total: async (i, _args, ctx) => (await ctx.loaders.subIssueCounts.load(i.id)).total,
    completed: async (i, _args, ctx) => (await ctx.loaders.subIssueCounts.load(i.id)).completed,
    percentCompleted: async (i, _args, ctx) => {
      const { total, completed } = await ctx.loaders.subIssueCounts.load(i.id);
      return total === 0 ? 0 : Math.floor((completed * 100) / total);
    },
  },
  IssueDependenciesSummary: {
    blockedBy: async (i, _args, ctx) => (await ctx.loaders.dependencyCounts.load(i.id)).blockedBy,
    totalBlockedBy: async (i, _args, ctx) => (await ctx.loaders.dependencyCounts.load(i.id)).totalBlockedBy,
    blocking: async (i, _args, ctx) => (await ctx.loaders.dependencyCounts.load(i.id)).blocking,
    totalBlocking: async (i, _args, ctx) => (await ctx.loaders.dependencyCounts.load(i.id)).totalBlocking,
  },
  IssueOrPullRequest: { __resolveType: (i) => (i.kind === 'pull_request' ? 'PullRequest' : 'Issue') },
  Subscription: {
    issueUpdated: {
      subscribe: async (_root, { id, readSecondsAgo }, ctx) => {
        if (readSecondsAgo != null && readSecondsAgo < 0) throw badInput('readSecondsAgo must be 0 or more.');
        const ref = refOf(id, 'Issue');
        const issue = ref.id === null ? null : await readableIssue(ctx, ref.id);
        if (!issue) throw unresolvedId(id);
        return issueEvents(ctx, issue, readSecondsAgo ?? null);
      },
      resolve: async (event: unknown, _args: unknown, ctx: GraphQLContext) => {
        // A subscription's context lives long: read the issue afresh, with the subscriber's rights, for every event.
        refreshLoaders(ctx);
        return readableIssue(ctx, payloadOf('issue', event).id);
      },
    },
  },
  Mutation: {
    createIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      issue: await createIssue(ctx, {
        repository: refOf(input.repositoryId, 'Repository'),
        title: input.title,
        body: input.body,
        labels: refsOf(input.labelIds, 'Label'),
        assignees: refsOf(input.assigneeIds, 'User', 'Bot'),
        milestone: optionalRefOf(input.milestoneId, 'Milestone'),
        issueType: optionalRefOf(input.issueTypeId, 'IssueType'),
        projects: refsOf(input.projectV2Ids ?? input.projectIds, 'ProjectV2'),
        parentIssue: optionalRefOf(input.parentIssueId, 'Issue'),
        issueTemplate: input.issueTemplate,
        issueFormFieldValues: input.issueFormFieldValues,
      }),
    }),
    updateIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      actor: ctx.viewer,
      issue: await updateIssue(ctx, {
        issue: refOf(input.id, 'Issue'),
        title: input.title,
        body: input.body,
        bodyVersion: input.bodyVersion,
        labels: input.labelIds == null ? undefined : refsOf(input.labelIds, 'Label'),
        assignees: input.assigneeIds == null ? undefined : refsOf(input.assigneeIds, 'User', 'Bot'),
        milestone: optionalRefOf(input.milestoneId, 'Milestone'),
        issueType: optionalRefOf(input.issueTypeId, 'IssueType'),
        projects: input.projectIds == null ? undefined : refsOf(input.projectIds, 'ProjectV2'),
        state: input.state === 'CLOSED' ? 'closed' : input.state === 'OPEN' ? 'open' : null,
      }),
    }),
    closeIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      issue: await closeIssue(ctx, {
        issue: refOf(input.issueId, 'Issue'),
        stateReason: input.stateReason ? closeReasons[input.stateReason] : null,
        duplicateOf: optionalRefOf(input.duplicateIssueId, 'Issue'),
      }),
    }),
    reopenIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      issue: await reopenIssue(ctx, { issue: refOf(input.issueId, 'Issue') }),
    }),
    lockLockable: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      actor: ctx.viewer,
      lockedRecord: await lockIssue(ctx, {
        lockable: refOf(input.lockableId, 'Issue', 'PullRequest'),
        lockReason: input.lockReason ? (input.lockReason.toLowerCase() as LockReason) : null,
      }),
    }),
    unlockLockable: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      actor: ctx.viewer,
      unlockedRecord: await unlockIssue(ctx, { lockable: refOf(input.lockableId, 'Issue', 'PullRequest') }),
    }),
    transferIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      issue: await transferIssue(ctx, {
        issue: refOf(input.issueId, 'Issue'),
        repository: refOf(input.repositoryId, 'Repository'),
        createLabelsIfMissing: input.createLabelsIfMissing,
      }),
    }),
    deleteIssue: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      repository: await deleteIssue(ctx, { issue: refOf(input.issueId, 'Issue') }),
    }),
    updateSubscription: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      subscribable: await updateSubscription(ctx, {
        issue: refOf(input.subscribableId, 'Issue'),
        state: input.state.toLowerCase() as SubscriptionState,
      }),
    }),
    markIssueAsRead: async (_root, { input }, ctx) => ({
      clientMutationId: input.clientMutationId,
      issue: await markIssueAsRead(ctx, { issue: refOf(input.id, 'Issue', 'PullRequest') }),
    }),
  },
};
