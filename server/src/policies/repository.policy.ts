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
