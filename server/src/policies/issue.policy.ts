import type { IssueRow, RepositoryRow } from '../db/rows.ts';
import { atLeast, canOnRepository, mayParticipate, UNRESTRICTED, type Permission, type ViewerStanding } from './repository.policy.ts';

export type IssueAction =
  | 'read'
  | 'update'
  | 'relate'
  | 'close'
  | 'reopen'
  | 'comment'
  | 'react'
  | 'label'
  | 'assign'
  | 'setMilestone'
  | 'setType'
  | 'setProjects'
  | 'subscribe'
  | 'minimizeComments'
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
 * GitHub's rules: authors may edit, close and reopen their own issues and change their relationships
 * ('relate': parent, sub-issues, blockers; filing one issue under another needs it on both); write
 * and above edit anyone's;
 * triage and above manage labels, assignees, milestones, types, projects, state, locks and hide
 * comments; locked conversations take comments from triagers only; administrators transfer and
 * delete. Anyone who can read an issue may subscribe to it, archived repository or not.
 */

/** Whether the repository takes changes at all (not archived, disabled or locked). */
function takesChanges(repo: RepositoryRow): boolean {
  return !repo.isArchived && !repo.isDisabled && !repo.isLocked;
}

export function canOnIssue(action: IssueAction, { issue, repo, permission, viewerId, standing = UNRESTRICTED }: IssueSubject): boolean {
  if (permission === null) return false;
  if (action === 'read' || action === 'subscribe') return true;
  if (!takesChanges(repo)) return false;
  const isAuthor = issue.authorId === viewerId;
  switch (action) {
    case 'update':
      return isAuthor || atLeast(permission, 'write');
    case 'relate':
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
    case 'setProjects':
    case 'minimizeComments':
    case 'lock':
      return atLeast(permission, 'triage');
    case 'pin':
      return canOnRepository('pinIssues', repo, permission);
    case 'transfer':
    case 'delete':
      return atLeast(permission, 'admin');
  }
}

export type CommentAction = 'update' | 'delete';

/**
 * A comment's author may edit or delete it while they may still comment on the issue (GitHub keeps
 * a locked conversation's comments to collaborators); write and above edit and delete anyone's.
 */
export function canOnComment(_action: CommentAction, comment: { authorId: number | null }, subject: IssueSubject): boolean {
  if (subject.permission === null || !takesChanges(subject.repo)) return false;
  if (comment.authorId !== null && comment.authorId === subject.viewerId) return canOnIssue('comment', subject);
  return atLeast(subject.permission, 'write');
}
