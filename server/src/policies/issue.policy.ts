import type { IssueRow, RepositoryRow } from '../db/rows.ts';
import { atLeast, canOnRepository, mayParticipate, UNRESTRICTED, type Permission, type ViewerStanding } from './repository.policy.ts';

export type IssueAction =
  | 'read'
  | 'update'
  | 'close'
  | 'reopen'
  | 'comment'
  | 'react'
  | 'label'
  | 'assign'
  | 'setMilestone'
  | 'setType'
  | 'lock'
  | 'pin'
  | 'transfer'
  | 'delete';

export interface IssueSubject {
  issue: IssueRow;
  repo: RepositoryRow;
  permission: Permission | null;
  viewerId: number;
  /** Interaction limit and enterprise rule; unrestricted when left out. */
  standing?: ViewerStanding;
}

/** The issue actions a viewer's standing can refuse; the others need no standing loaded. */
export const STANDING_ISSUE_ACTIONS: ReadonlySet<IssueAction> = new Set(['comment', 'react']);

/**
 * GitHub's rules: authors may edit, close and reopen their own issues; triage and above manage
 * labels, assignees, milestones, types, state and locks; locked conversations take comments from
 * triagers only; administrators transfer and delete.
 */

export function canOnIssue(action: IssueAction, { issue, repo, permission, viewerId, standing = UNRESTRICTED }: IssueSubject): boolean {
  if (permission === null) return false;
  if (action === 'read') return true;
  const writable = !repo.isArchived && !repo.isDisabled && !repo.isLocked;
  if (!writable) return false;
  const isAuthor = issue.authorId === viewerId;
  switch (action) {
    case 'update':
    case 'close':
    case 'reopen':
      return isAuthor || atLeast(permission, 'triage');
    case 'comment':
    case 'react':
      return mayParticipate(standing) && (!issue.locked || atLeast(permission, 'triage'));
    case 'label':
    case 'assign':
    case 'setMilestone':
    case 'setType':
    case 'lock':
      return atLeast(permission, 'triage');
    case 'pin':
      return canOnRepository('pinIssues', repo, permission);
    case 'transfer':
    case 'delete':
      return atLeast(permission, 'admin');
  }
}
