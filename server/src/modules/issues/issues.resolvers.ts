import { and, asc, eq, inArray } from 'drizzle-orm';
import { visibleProjects } from '../../policies/project.scope.ts';
import * as t from '../../db/schema/index.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { authorizeIssue, authorizeRepository, canIssue, canRepository, readableIssue, readableRepository } from '../../graphql/access.ts';
import { forbidden, unresolvedId } from '../../graphql/errors.ts';
import { idOfType } from '../../graphql/ids.ts';
import { connectionFromArray } from '../../graphql/pagination.ts';
import { closeIssue, createIssue, renameIssue, reopenIssue, updateBody } from './issue.commands.ts';
import { issueByNumber, issuesByIds, listIssues } from './issue.repository.ts';
import { closingPullRequestIds, dependencyIds, issueGlobalId, relatedIssues, sharedIssueFields, subIssueIds } from './issueFields.ts';
import { creationBody, creationMetadata, issueCreationPermissions, templateNamed } from './issueCreation.ts';
import {
  replaceAssignees,
  replaceLabels,
  resolveAssigneeIds,
  resolveIssueTypeId,
  resolveLabelIds,
  resolveMilestoneId,
  setIssueType,
  setMilestone,
} from './issueMetadata.ts';

const closeReasons = { COMPLETED: 'completed', NOT_PLANNED: 'not_planned', DUPLICATE: 'duplicate' } as const;

export const issuesResolvers: Resolvers = {
  Repository: {
    // A repository with issues turned off shows none (their rows stay, unreadable: `readableIssue`).
    issues: (repo, args, ctx) =>
      !repo.hasIssuesEnabled
        ? connectionFromArray([], args, 'issues')
        : listIssues(
            ctx,
            { repoId: repo.id, kind: 'issue', states: args.states, labels: args.labels, filterBy: args.filterBy, orderBy: args.orderBy },
            args,
            'issues',
          ),
    issue: async (repo, { number }, ctx) => {
      if (!repo.hasIssuesEnabled) return null;
      const issue = await issueByNumber(ctx, repo.id, number);
      return issue?.kind === 'issue' ? issue : null;
    },
    viewerIssueCreationPermissions: (repo, _args, ctx) => issueCreationPermissions(ctx, repo),
    pullRequest: async (repo, { number }, ctx) => {
      const issue = await issueByNumber(ctx, repo.id, number);
      return issue?.kind === 'pull_request' ? issue : null;
    },
    issueOrPullRequest: async (repo, { number }, ctx) => {
      const issue = await issueByNumber(ctx, repo.id, number);
      if (issue?.kind === 'issue' && !repo.hasIssuesEnabled) return null;
      return issue;
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
    subIssues: async (i, args, ctx) => relatedIssues(ctx, await subIssueIds(ctx, i), args, 'subIssues'),
    subIssuesSummary: (i) => i,
    issueDependenciesSummary: (i) => i,
    blockedBy: async (i, args, ctx) => relatedIssues(ctx, await dependencyIds(ctx, i, 'blockedBy'), args, 'blockedBy'),
    blocking: async (i, args, ctx) => relatedIssues(ctx, await dependencyIds(ctx, i, 'blocking'), args, 'blocking'),
    closedByPullRequestsReferences: async (i, args, ctx) =>
      relatedIssues(
        ctx,
        await closingPullRequestIds(ctx, i, args.includeClosedPrs ?? false, args.userLinkedOnly ?? false),
        args,
        'closedByPullRequestsReferences',
      ),
    projectItems: async (i, args, ctx) => {
      // Items of projects the viewer cannot see are left out (a private project's title is not the issue's to show).
      const rows = await ctx.db
        .select({ item: t.projectItems })
        .from(t.projectItems)
        .innerJoin(t.projects, eq(t.projects.id, t.projectItems.projectId))
        .where(
          and(
            eq(t.projectItems.issueId, i.id),
            args.includeArchived === false ? eq(t.projectItems.isArchived, false) : undefined,
            visibleProjects(ctx.actor),
          ),
        )
        .orderBy(asc(t.projectItems.id));
      return connectionFromArray(
        rows.map((row) => row.item),
        args,
        'projectItems',
      );
    },
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
  Mutation: {
    createIssue: async (_root, { input }, ctx) => {
      const repo = await authorizeRepository(ctx, input.repositoryId, 'read', 'CreateIssue');
      if (!(await canRepository(ctx, repo, 'createIssue'))) throw forbidden(ctx.viewer.login, 'CreateIssue');
      const can = await issueCreationPermissions(ctx, repo);
      const template = input.issueTemplate ? await templateNamed(ctx, repo, input.issueTemplate) : null;
      const body = creationBody(template, input);
      const issue = await ctx.db.transaction(async (tx) => {
        const parentId = input.parentIssueId ? idOfType(input.parentIssueId, 'Issue') : null;
        if (input.parentIssueId && (parentId === null || !(await readableIssue(ctx, parentId)))) throw unresolvedId(input.parentIssueId);
        const metadata = await creationMetadata(tx, ctx, repo, input, can, template);
        return createIssue(tx, { repo, author: ctx.viewer, title: input.title, body, parentIssueId: parentId, ...metadata });
      });
      return { clientMutationId: input.clientMutationId, issue };
    },
    updateIssue: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.id, 'update', 'UpdateIssue');
      const access = await readableRepository(ctx, issue.repoId);
      if (!access) throw unresolvedId(input.id);
      const triage = await canIssue(ctx, issue, 'label');
      const wantsMetadata =
        input.labelIds != null || input.assigneeIds != null || input.milestoneId !== undefined || input.issueTypeId !== undefined;
      if (wantsMetadata && !triage) throw forbidden(ctx.viewer.login, 'UpdateIssue');
      const actor = ctx.viewer.id;
      await ctx.db.transaction(async (tx) => {
        const current = issue;
        if (input.title != null) await renameIssue(tx, current, input.title, actor);
        if (input.body != null) await updateBody(tx, current, input.body);
        if (input.labelIds != null) await replaceLabels(tx, current, await resolveLabelIds(tx, access.repo, input.labelIds), actor);
        if (input.assigneeIds != null) await replaceAssignees(tx, current, await resolveAssigneeIds(tx, input.assigneeIds), actor);
        if (input.milestoneId !== undefined)
          await setMilestone(tx, current, input.milestoneId ? await resolveMilestoneId(tx, access.repo, input.milestoneId) : null, actor);
        if (input.issueTypeId !== undefined)
          await setIssueType(tx, current, input.issueTypeId ? await resolveIssueTypeId(tx, access.repo, input.issueTypeId) : null, actor);
        const [fresh] = await issuesByIdsTx(tx, current.id);
        if (input.state === 'CLOSED' && fresh)
          await closeIssue(tx, { issue: fresh, actor: ctx.viewer, stateReason: 'completed', duplicateOfId: null });
        if (input.state === 'OPEN' && fresh) await reopenIssue(tx, fresh, ctx.viewer);
      });
      ctx.loaders.issue.clear(issue.id);
      return { clientMutationId: input.clientMutationId, actor: ctx.viewer, issue: await ctx.loaders.issue.load(issue.id) };
    },
    closeIssue: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.issueId, 'close', 'CloseIssue');
      let duplicateOfId: number | null = null;
      if (input.duplicateIssueId) {
        duplicateOfId = idOfType(input.duplicateIssueId, 'Issue');
        if (duplicateOfId === null || !(await readableIssue(ctx, duplicateOfId))) throw unresolvedId(input.duplicateIssueId);
      }
      const stateReason = duplicateOfId !== null ? 'duplicate' : closeReasons[input.stateReason ?? 'COMPLETED'];
      const closed = await ctx.db.transaction((tx) => closeIssue(tx, { issue, actor: ctx.viewer, stateReason, duplicateOfId }));
      ctx.loaders.issue.clear(issue.id).prime(issue.id, closed);
      return { clientMutationId: input.clientMutationId, issue: closed };
    },
    reopenIssue: async (_root, { input }, ctx) => {
      const issue = await authorizeIssue(ctx, input.issueId, 'reopen', 'ReopenIssue');
      const reopened = await ctx.db.transaction((tx) => reopenIssue(tx, issue, ctx.viewer));
      ctx.loaders.issue.clear(issue.id).prime(issue.id, reopened);
      return { clientMutationId: input.clientMutationId, issue: reopened };
    },
  },
};

async function issuesByIdsTx(tx: Parameters<typeof renameIssue>[0], id: number) {
  return tx
    .select()
    .from(t.issues)
    .where(inArray(t.issues.id, [id]));
}

export { issuesByIds };
