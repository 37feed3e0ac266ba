import type {
  CheckRunRow,
  CommitRow,
  IssueCommentRow,
  UserContentEditRow,
  IssueRow,
  IssueTypeRow,
  LabelRow,
  MilestoneRow,
  PinnedIssueRow,
  ProjectItemRow,
  ProjectRow,
  ReactionRow,
  RepositoryRow,
  StatusContextRow,
} from '../db/rows.ts';
import { canReadProject } from '../policies/project.policy.ts';
import { readableIssue, readableRepository } from './access.ts';
import type { DomainContext } from './context.ts';

/**
 * The read rule of every GraphQL type that holds data not everyone may see, keyed by type name.
 * `readGuard.ts` applies them to every field that can return such a type, `node`/`nodes` among
 * them. Each rule rests on the repository policy (`effectivePermission`: grants, token scopes,
 * single sign-on) through the request's DataLoaders, or on the project policy.
 */
interface ReadRules {
  Repository: (ctx: DomainContext, row: RepositoryRow) => Promise<boolean>;
  Issue: (ctx: DomainContext, row: IssueRow) => Promise<boolean>;
  PullRequest: (ctx: DomainContext, row: IssueRow) => Promise<boolean>;
  IssueComment: (ctx: DomainContext, row: IssueCommentRow) => Promise<boolean>;
  Label: (ctx: DomainContext, row: LabelRow) => Promise<boolean>;
  Milestone: (ctx: DomainContext, row: MilestoneRow) => Promise<boolean>;
  PinnedIssue: (ctx: DomainContext, row: PinnedIssueRow) => Promise<boolean>;
  Reaction: (ctx: DomainContext, row: ReactionRow) => Promise<boolean>;
  IssueType: (ctx: DomainContext, row: IssueTypeRow) => Promise<boolean>;
  ProjectV2: (ctx: DomainContext, row: ProjectRow) => Promise<boolean>;
  ProjectV2Item: (ctx: DomainContext, row: ProjectItemRow) => Promise<boolean>;
  Commit: (ctx: DomainContext, row: CommitRow) => Promise<boolean>;
  StatusCheckRollup: (ctx: DomainContext, row: CommitRow) => Promise<boolean>;
  CheckRun: (ctx: DomainContext, row: CheckRunRow) => Promise<boolean>;
  StatusContext: (ctx: DomainContext, row: StatusContextRow) => Promise<boolean>;
  UserContentEdit: (ctx: DomainContext, row: UserContentEditRow) => Promise<boolean>;
}

export type GuardedTypeName = keyof ReadRules;

/** Whether a type has a read rule. */
export function isGuardedType(name: string): name is GuardedTypeName {
  return Object.hasOwn(READ_RULES, name);
}

async function repositoryReadable(ctx: DomainContext, repoId: number): Promise<boolean> {
  return (await readableRepository(ctx, repoId)) !== null;
}

async function issueReadable(ctx: DomainContext, issueId: number): Promise<boolean> {
  return (await readableIssue(ctx, issueId)) !== null;
}

async function commentReadable(ctx: DomainContext, commentId: number): Promise<boolean> {
  const comment = await ctx.loaders.comment.load(commentId);
  return comment !== null && issueReadable(ctx, comment.issueId);
}

async function commitReadable(ctx: DomainContext, commitId: number): Promise<boolean> {
  const commit = await ctx.loaders.commit.load(commitId);
  return commit !== null && repositoryReadable(ctx, commit.repoId);
}

/** A project the viewer may see (`canReadProject`). */
export async function projectReadable(ctx: DomainContext, project: ProjectRow): Promise<boolean> {
  const member = project.public || project.ownerId === ctx.viewer.id ? false : (await ctx.loaders.orgRole.load(project.ownerId)) !== null;
  return canReadProject(project, ctx.actor, member);
}

/**
 * An organization's issue types are seen by its members and by whoever sees one of its
 * repositories (an outsider of an organization with only private repositories sees none).
 */
export async function issueTypeReadable(ctx: DomainContext, issueType: Pick<IssueTypeRow, 'orgId'>): Promise<boolean> {
  if ((await ctx.loaders.orgRole.load(issueType.orgId)) !== null) return true;
  return ctx.loaders.seesRepositoryOf.load(issueType.orgId);
}

export const READ_RULES: ReadRules = {
  Repository: (ctx, row) => repositoryReadable(ctx, row.id),
  Issue: (ctx, row) => issueReadable(ctx, row.id),
  PullRequest: (ctx, row) => issueReadable(ctx, row.id),
  IssueComment: (ctx, row) => issueReadable(ctx, row.issueId),
  Label: (ctx, row) => repositoryReadable(ctx, row.repoId),
  Milestone: (ctx, row) => repositoryReadable(ctx, row.repoId),
  PinnedIssue: (ctx, row) => issueReadable(ctx, row.issueId),
  Reaction: (ctx, row) => (row.subjectType === 'issue' ? issueReadable(ctx, row.subjectId) : commentReadable(ctx, row.subjectId)),
  IssueType: issueTypeReadable,
  ProjectV2: projectReadable,
  ProjectV2Item: async (ctx, row) => {
    const project = await ctx.loaders.project.load(row.projectId);
    return project !== null && projectReadable(ctx, project);
  },
  Commit: (ctx, row) => repositoryReadable(ctx, row.repoId),
  StatusCheckRollup: (ctx, row) => repositoryReadable(ctx, row.repoId),
  CheckRun: (ctx, row) => commitReadable(ctx, row.commitId),
  StatusContext: (ctx, row) => commitReadable(ctx, row.commitId),
  UserContentEdit: (ctx, row) => (row.subjectType === 'issue' ? issueReadable(ctx, row.subjectId) : commentReadable(ctx, row.subjectId)),
};
