import {
  GitMergeIcon,
  GitMergeQueueIcon,
  GitPullRequestClosedIcon,
  GitPullRequestDraftIcon,
  GitPullRequestIcon,
  IssueClosedIcon,
  IssueOpenedIcon,
  SkipIcon,
  type Icon,
} from '@primer/octicons-react';

export type StateItem =
  | { kind: 'issue'; state: string; stateReason: string | null | undefined }
  | { kind: 'pullRequest'; state: string; isDraft: boolean; isInMergeQueue: boolean };

export interface StateVisual {
  icon: Icon;
  /** The accessible name, e.g. 'Closed issue (not planned)'. */
  label: string;
  /** A Primer foreground color token. */
  color: string;
}

/**
 * The icon of an issue or pull request (spec §4): issues open, closed as completed, not planned or
 * duplicate; pull requests in merge queue first, then draft when open, otherwise their state.
 */
export function stateVisual(item: StateItem): StateVisual {
  if (item.kind === 'issue') {
    if (item.state === 'OPEN') return { icon: IssueOpenedIcon, label: 'Open issue', color: 'var(--fgColor-open)' };
    if (item.stateReason === 'NOT_PLANNED') return { icon: SkipIcon, label: 'Closed issue (not planned)', color: 'var(--fgColor-muted)' };
    if (item.stateReason === 'DUPLICATE') return { icon: SkipIcon, label: 'Duplicate', color: 'var(--fgColor-muted)' };
    return { icon: IssueClosedIcon, label: 'Closed issue (completed)', color: 'var(--fgColor-done)' };
  }
  if (item.isInMergeQueue) return { icon: GitMergeQueueIcon, label: 'Pull request in merge queue', color: 'var(--fgColor-attention)' };
  if (item.isDraft && item.state === 'OPEN')
    return { icon: GitPullRequestDraftIcon, label: 'Draft pull request', color: 'var(--fgColor-muted)' };
  switch (item.state) {
    case 'OPEN':
      return { icon: GitPullRequestIcon, label: 'Open pull request', color: 'var(--fgColor-open)' };
    case 'MERGED':
      return { icon: GitMergeIcon, label: 'Merged pull request', color: 'var(--fgColor-done)' };
    case 'CLOSED':
      return { icon: GitPullRequestClosedIcon, label: 'Closed pull request', color: 'var(--fgColor-closed)' };
    default:
      throw new Error('Invalid pull request state');
  }
}

/** The state icon, named for screen readers. */
export function IssueStateIcon({ item }: { item: StateItem }) {
  const visual = stateVisual(item);
  const StateIcon = visual.icon;
  return <StateIcon aria-label={visual.label} fill={visual.color} />;
}
