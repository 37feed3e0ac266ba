import { scopesWrite } from '../auth/scopes.ts';
import type { IssueCommentRow, IssueRow, RepositoryRow } from '../db/rows.ts';
import { canOnComment, canOnIssue, STANDING_ISSUE_ACTIONS, type CommentAction, type IssueAction } from '../policies/issue.policy.ts';
import {
  canOnRepository,
  STANDING_REPOSITORY_ACTIONS,
  UNRESTRICTED,
  type Permission,
  type RepositoryAction,
  type ViewerStanding,
} from '../policies/repository.policy.ts';
import type { DomainContext } from './context.ts';
import { forbidden, unresolvedId } from './errors.ts';
import type { Ref } from './ids.ts';

export interface RepoAccess {
  repo: RepositoryRow;
  permission: Permission | null;
}

/** The repository and the viewer's permission, or null when it does not exist or is unreadable. */
export async function readableRepository(ctx: DomainContext, repoId: number): Promise<RepoAccess | null> {
  const [repo, permission] = await Promise.all([ctx.loaders.repository.load(repoId), ctx.loaders.permission.load(repoId)]);
  if (!repo || permission === null) return null;
  return { repo, permission };
}

/**
 * The viewer's standing in a repository (interaction limit, enterprise rule) when the action is one
 * it can refuse; unrestricted otherwise, or when unknown, so other actions cost no lookup.
 */
async function standingFor(ctx: DomainContext, repoId: number, needed: boolean): Promise<ViewerStanding> {
  if (!needed) return UNRESTRICTED;
  return (await ctx.loaders.standing.load(repoId))?.standing ?? UNRESTRICTED;
}

/** A token writes only with a writing scope (`auth/scopes.ts`); reading needs none here. */
function scopesAllow(ctx: DomainContext, action: RepositoryAction | IssueAction): boolean {
  return action === 'read' || scopesWrite(ctx.actor.scopes);
}

export async function canRepository(ctx: DomainContext, repo: RepositoryRow, action: RepositoryAction): Promise<boolean> {
  if (!scopesAllow(ctx, action)) return false;
  const [permission, standing] = await Promise.all([
    ctx.loaders.permission.load(repo.id),
    standingFor(ctx, repo.id, STANDING_REPOSITORY_ACTIONS.has(action)),
  ]);
  return canOnRepository(action, repo, permission, standing);
}

/** An issue or pull request the viewer can read (hidden when its repository has issues disabled). */
export async function readableIssue(ctx: DomainContext, issueId: number): Promise<IssueRow | null> {
  const issue = await ctx.loaders.issue.load(issueId);
  if (!issue) return null;
  const access = await readableRepository(ctx, issue.repoId);
  if (!access) return null;
  if (issue.kind === 'issue' && !access.repo.hasIssuesEnabled) return null;
  return issue;
}

export async function canIssue(ctx: DomainContext, issue: IssueRow, action: IssueAction): Promise<boolean> {
  if (!scopesAllow(ctx, action)) return false;
  const [access, standing] = await Promise.all([
    readableRepository(ctx, issue.repoId),
    standingFor(ctx, issue.repoId, STANDING_ISSUE_ACTIONS.has(action)),
  ]);
  if (!access) return false;
  return canOnIssue(action, { issue, repo: access.repo, permission: access.permission, viewerId: ctx.viewer.id, standing });
}

/**
 * Resolves a ref to an issue (or pull request) the viewer may act on. Unreadable things answer
 * "could not resolve", exactly as missing ones, so their existence does not leak; `operation`
 * (GitHub's mutation name) goes into the refusal of a readable one.
 */
export async function authorizeIssue(ctx: DomainContext, ref: Ref, action: IssueAction, operation: string): Promise<IssueRow> {
  const issue = ref.id === null ? null : await readableIssue(ctx, ref.id);
  if (!issue) throw unresolvedId(ref.given);
  await assertCanIssue(ctx, issue, action, operation);
  return issue;
}

/** Refuses `operation` (GitHub's mutation name) on an issue the viewer reads but may not `action`. */
export async function assertCanIssue(ctx: DomainContext, issue: IssueRow, action: IssueAction, operation: string): Promise<void> {
  if (!(await canIssue(ctx, issue, action))) throw forbidden(ctx.actor.login, operation);
}

/** Whether the viewer may edit or delete a comment on `issue` (`policies/issue.policy.ts`). */
export async function canComment(ctx: DomainContext, issue: IssueRow, comment: IssueCommentRow, action: CommentAction): Promise<boolean> {
  if (!scopesWrite(ctx.actor.scopes)) return false;
  const [access, standing] = await Promise.all([readableRepository(ctx, issue.repoId), standingFor(ctx, issue.repoId, true)]);
  if (!access) return false;
  return canOnComment(action, comment, { issue, repo: access.repo, permission: access.permission, viewerId: ctx.viewer.id, standing });
}

/**
 * Resolves a ref to a comment on an issue the viewer may read, as `authorizeIssue` does, and
 * checks `action`: a comment action (edit, delete) or an issue action on its issue (hide).
 */
export async function authorizeComment(
  ctx: DomainContext,
  ref: Ref,
  action: CommentAction | 'minimizeComments',
  operation: string,
): Promise<{ comment: IssueCommentRow; issue: IssueRow }> {
  const comment = ref.id === null ? null : await ctx.loaders.comment.load(ref.id);
  const issue = comment ? await readableIssue(ctx, comment.issueId) : null;
  if (!comment || !issue) throw unresolvedId(ref.given);
  const allowed = action === 'minimizeComments' ? await canIssue(ctx, issue, action) : await canComment(ctx, issue, comment, action);
  if (!allowed) throw forbidden(ctx.actor.login, operation);
  return { comment, issue };
}

/** Resolves a ref to a repository the viewer may act on, as `authorizeIssue` does for issues. */
export async function authorizeRepository(
  ctx: DomainContext,
  ref: Ref,
  action: RepositoryAction,
  operation: string,
): Promise<RepositoryRow> {
  const access = ref.id === null ? null : await readableRepository(ctx, ref.id);
  if (!access) throw unresolvedId(ref.given);
  if (!(await canRepository(ctx, access.repo, action))) throw forbidden(ctx.actor.login, operation);
  return access.repo;
}

/** The repository of a row that belongs to one (a foreign key guarantees it exists). */
export async function repositoryOf(ctx: DomainContext, repoId: number): Promise<RepositoryRow> {
  const repo = await ctx.loaders.repository.load(repoId);
  if (!repo) throw new Error(`Repository ${repoId} does not exist`);
  return repo;
}

export async function repositoryPath(ctx: DomainContext, repo: RepositoryRow): Promise<string> {
  const owner = await ctx.loaders.account.load(repo.ownerId);
  return `/${owner?.login ?? 'ghost'}/${repo.name}`;
}

export async function issuePath(ctx: DomainContext, issue: IssueRow): Promise<string> {
  const repo = await ctx.loaders.repository.load(issue.repoId);
  const base = repo ? await repositoryPath(ctx, repo) : '/ghost/unknown';
  return `${base}/${issue.kind === 'pull_request' ? 'pull' : 'issues'}/${issue.number}`;
}
