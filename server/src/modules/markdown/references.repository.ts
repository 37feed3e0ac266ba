import type { IssueRow, RepositoryRow } from '../../db/rows.ts';
import { readableIssue, readableRepository } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { canReadTeam } from '../../policies/team.policy.ts';
import { candidateKey, type IssueLinkState, type ReferenceCandidate, type ResolvedReference } from './references.ts';

function issueState(issue: IssueRow): IssueLinkState {
  if (issue.kind === 'pull_request') {
    if (issue.merged) return 'merged';
    if (issue.state === 'closed') return 'closed';
    return issue.isDraft ? 'draft' : 'open';
  }
  if (issue.state === 'open') return 'open';
  return issue.stateReason === 'not_planned' || issue.stateReason === 'duplicate' ? 'not_planned' : 'closed';
}

/** `owner/name` of a repository as stored. */
export async function repositoryName(ctx: DomainContext, repo: RepositoryRow): Promise<string> {
  const owner = await ctx.loaders.account.load(repo.ownerId);
  return `${owner?.login ?? 'ghost'}/${repo.name}`;
}

async function resolveIssue(
  ctx: DomainContext,
  candidate: Extract<ReferenceCandidate, { kind: 'issue' }>,
  context: RepositoryRow | null,
): Promise<ResolvedReference | null> {
  const repo = candidate.repository === null ? context : await ctx.loaders.repositoryByPath.load(candidate.repository.toLowerCase());
  if (!repo || !(await readableRepository(ctx, repo.id))) return null;
  const found = await ctx.loaders.issueByNumber.load(`${repo.id}#${candidate.number}`);
  if (!found) return null;
  ctx.loaders.issue.prime(found.id, found);
  // The issue as the rest of the request sees it, through the read rule (issues disabled hides issues).
  const issue = await readableIssue(ctx, found.id);
  if (!issue) return null;
  const repository = await repositoryName(ctx, repo);
  return {
    kind: 'issue',
    type: issue.kind,
    repository,
    number: issue.number,
    href: `/${repository}/${issue.kind === 'pull_request' ? 'pull' : 'issues'}/${issue.number}`,
    title: issue.title,
    state: issueState(issue),
  };
}

async function resolveCandidate(
  ctx: DomainContext,
  candidate: ReferenceCandidate,
  context: RepositoryRow | null,
): Promise<ResolvedReference | null> {
  switch (candidate.kind) {
    case 'issue':
      return resolveIssue(ctx, candidate, context);
    case 'user': {
      const account = await ctx.loaders.accountByLogin.load(candidate.login.toLowerCase());
      if (!account) return null;
      return { kind: 'user', href: account.kind === 'bot' ? `/apps/${account.login.replace(/\[bot\]$/, '')}` : `/${account.login}` };
    }
    case 'team': {
      const found = await ctx.loaders.teamByPath.load(`${candidate.organization}/${candidate.slug}`.toLowerCase());
      if (!found) return null;
      const orgRole = await ctx.loaders.orgRole.load(found.team.orgId);
      if (!canReadTeam(found.team, ctx.actor, { orgRole, isTeamMember: found.viewerIsMember })) return null;
      const org = await ctx.loaders.account.load(found.team.orgId);
      return { kind: 'team', href: `/orgs/${org?.login ?? 'ghost'}/teams/${found.team.slug}` };
    }
  }
}

/**
 * What the candidates of a document name, as the viewer may see them: an issue or pull request of
 * a repository they can read (`readableIssue`: grants, token scopes, the single sign-on rule), an
 * account that exists, a team they may see (`canReadTeam`). Anything else is left out, so its text
 * stays as written and reveals nothing. Every look-up goes through the request's DataLoaders, so
 * the documents of a page (a timeline's comments) are resolved together in a few statements.
 * `#123` means an issue of `context` (checked like any other repository).
 */
export async function resolveReferences(
  ctx: DomainContext,
  candidates: readonly ReferenceCandidate[],
  context: RepositoryRow | null,
): Promise<Map<string, ResolvedReference>> {
  const resolved = await Promise.all(candidates.map((candidate) => resolveCandidate(ctx, candidate, context)));
  const map = new Map<string, ResolvedReference>();
  candidates.forEach((candidate, index) => {
    const subject = resolved[index];
    if (subject) map.set(candidateKey(candidate), subject);
  });
  return map;
}
