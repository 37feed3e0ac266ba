import { scopesReadPrivate, type GrantedScopes } from '../auth/scopes.ts';
import type { RepositoryRow } from '../db/rows.ts';

export type Permission = 'read' | 'triage' | 'write' | 'maintain' | 'admin';

const rank: Record<Permission, number> = { read: 1, triage: 2, write: 3, maintain: 4, admin: 5 };

export function atLeast(permission: Permission | null, needed: Permission): boolean {
  return permission !== null && rank[permission] >= rank[needed];
}

export function strongest(...permissions: (Permission | null | undefined)[]): Permission | null {
  let best: Permission | null = null;
  for (const p of permissions) if (p && (best === null || rank[p] > rank[best])) best = p;
  return best;
}

/** What a viewer's permission on a repository is decided from (one row of `permission` loads). */
export interface RepositoryGrants {
  ownerId: number;
  visibility: string;
  /** The viewer's collaborator permission, if any. */
  collaborator: Permission | null;
  /** The strongest permission of the viewer's teams, if any. */
  team: Permission | null;
  /** The viewer's role in the owning organization, if a member. */
  orgRole: string | null;
  /** The owner is an organization that requires single sign-on. */
  ownerSsoRequired: boolean;
  /** The viewer holds a live single sign-on session with the owner. */
  ssoSession: boolean;
}

/**
 * Single sign-on: a non-public repository of an organization that requires SSO is hidden from
 * anyone without a live SSO session with it (members, outside collaborators and site admins
 * alike), on every read path. `repository.scope.ts` (`ssoHiddenRepository`) is the SQL form.
 */
export function hiddenBySso(grants: Pick<RepositoryGrants, 'visibility' | 'ownerSsoRequired' | 'ssoSession'>): boolean {
  return grants.visibility !== 'public' && grants.ownerSsoRequired && !grants.ssoSession;
}

/**
 * The viewer's effective permission on a repository, or null when they may not read it: the
 * owner, organization admins and site admins administer; collaborator and team grants apply;
 * organization members read its repositories (GitHub's default base permission); everyone reads
 * public ones. Hidden by the SSO rule above, and non-public repositories are unreadable with a
 * token lacking the `repo` scope. `repository.scope.ts` (`readableRepositories`) is the SQL form.
 */
export function effectivePermission(
  grants: RepositoryGrants,
  viewer: { id: number; isSiteAdmin: boolean; scopes: GrantedScopes },
): Permission | null {
  if (hiddenBySso(grants)) return null;
  if (grants.visibility !== 'public' && !scopesReadPrivate(viewer.scopes)) return null;
  const owner = grants.ownerId === viewer.id || grants.orgRole === 'admin' || viewer.isSiteAdmin ? 'admin' : null;
  const member = grants.orgRole === 'member' ? 'read' : null;
  const publicRead = grants.visibility === 'public' ? 'read' : null;
  return strongest(owner, grants.collaborator, grants.team, member, publicRead);
}

/** Everything a viewer may do to a repository; a typo here fails the type check. */
export type RepositoryAction =
  'read' | 'createIssue' | 'triage' | 'push' | 'administer' | 'pinIssues' | 'manageLabels' | 'manageMilestones';

/**
 * What keeps a viewer who may read a repository from taking part in it, apart from permission:
 * an active interaction limit that applies to them (`interactionLimits.ts`), or being an
 * enterprise-managed user in a repository whose owner is not enterprise-managed.
 */
export interface ViewerStanding {
  interactionLimited: boolean;
  enterpriseBlocked: boolean;
}

export const UNRESTRICTED: ViewerStanding = { interactionLimited: false, enterpriseBlocked: false };

/** The repository actions a viewer's standing can refuse; the others need no standing loaded. */
export const STANDING_REPOSITORY_ACTIONS: ReadonlySet<RepositoryAction> = new Set(['createIssue']);

/** Whether the viewer may open issues, comment and react, as far as their standing goes. */
export function mayParticipate(standing: ViewerStanding): boolean {
  return !standing.interactionLimited && !standing.enterpriseBlocked;
}

/**
 * Decides a repository action from the viewer's effective permission. Archived, disabled and
 * locked repositories are read-only for everyone; issues disabled blocks issue creation, and so
 * does a standing that keeps the viewer from taking part (interaction limit, enterprise rule).
 */
export function canOnRepository(
  action: RepositoryAction,
  repo: RepositoryRow,
  permission: Permission | null,
  standing: ViewerStanding = UNRESTRICTED,
): boolean {
  if (action === 'read') return permission !== null;
  const writable = !repo.isArchived && !repo.isDisabled && !repo.isLocked;
  switch (action) {
    case 'createIssue':
      return permission !== null && writable && repo.hasIssuesEnabled && mayParticipate(standing);
    case 'triage':
      return writable && atLeast(permission, 'triage');
    case 'push':
    case 'manageLabels':
    case 'manageMilestones':
    case 'pinIssues':
      return writable && atLeast(permission, 'write');
    case 'administer':
      return atLeast(permission, 'admin');
  }
}
