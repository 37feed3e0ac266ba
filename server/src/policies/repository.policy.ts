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
 * Decides a repository action from the viewer's effective permission. Archived, disabled and
 * locked repositories are read-only for everyone; issues disabled blocks issue creation.
 */
export function canOnRepository(action: RepositoryAction, repo: RepositoryRow, permission: Permission | null): boolean {
  if (action === 'read') return permission !== null;
  const writable = !repo.isArchived && !repo.isDisabled && !repo.isLocked;
  switch (action) {
    case 'createIssue':
      return permission !== null && writable && repo.hasIssuesEnabled;
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
