import type { ReactionContent } from './sort.ts';

/**
 * An issue or pull request as plain data: what `matches` evaluates a query against. It is the
 * reference semantics for the SQL compiler's tests, so every qualifier reads one field here.
 * Logins, label names, refs and titles compare case-insensitively.
 */
export interface SearchItem {
  kind: 'issue' | 'pull_request';
  number: number;
  repo: {
    owner: string;
    name: string;
    visibility: 'public' | 'private' | 'internal';
    archived: boolean;
    /** Primary language, for `language:`. */
    language?: string | null;
    orgId?: string | null;
  };
  title: string;
  body: string;
  comments: { author: string | null; body: string }[];
  /** Login of the author; null for a deleted (ghost) user. */
  author: string | null;
  /** Slug of the app that created it (`author:app/NAME`), if any. */
  authorApp?: string | null;
  assignees: string[];
  /** Users @-mentioned in the title, body or comments. */
  mentions: string[];
  /** Teams @-mentioned, as `org/slug`. */
  teamMentions?: string[];
  labels: string[];
  milestone: string | null;
  /** The milestone's number in its repository (`milestone-number:`); null or absent without a milestone. */
  milestoneNumber?: number | null;
  /** The item's place in its milestone's order, higher first (`sort:milestone-priority`); null when never placed. */
  milestonePriority?: number | null;
  /** Merged pull requests have state `closed` and `merged: true`. */
  state: 'open' | 'closed';
  stateReason: 'completed' | 'not_planned' | 'reopened' | 'duplicate' | null;
  locked: boolean;
  isDraft?: boolean;
  merged?: boolean;
  inMergeQueue?: boolean;
  /** ISO-8601 instants. */
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  mergedAt?: string | null;
  /** Number of comments (may differ from `comments.length` when comments are not all loaded). */
  commentsCount: number;
  /** Reaction counts by content (THUMBS_UP …); total reactions is their sum. */
  reactions: Partial<Record<ReactionContent, number>>;
  /** Name of the issue type (`Bug`), if any. */
  issueType: string | null;
  /** Issue field values by lower-cased field name (`priority`, `target date`); dates as YYYY-MM-DD. */
  fields?: Record<string, string | number | null>;
  /** Projects it is in, as `owner/number`. */
  projects: string[];
  /** Parent issue as `owner/repo#n`. */
  parent: string | null;
  subIssueCount: number;
  /** Issues blocking this one, as `owner/repo#n`. */
  blockedBy: string[];
  /** How many of `blockedBy` are open (`is:blocked` needs at least one). */
  openBlockerCount: number;
  /** Issues this one blocks, as `owner/repo#n`. */
  blocking: string[];
  /** Issue: a pull request will close it (`linked:pr`). */
  hasLinkedPullRequest?: boolean;
  /** Pull request: it closes an issue (`linked:issue`). */
  hasLinkedIssue?: boolean;
  reviewDecision?: 'APPROVED' | 'CHANGES_REQUESTED' | 'REVIEW_REQUIRED' | null;
  /** Users with a pending review request. */
  reviewRequested?: string[];
  /** Teams with a pending review request, as `org/slug`. */
  reviewRequestedTeams?: string[];
  reviewedBy?: string[];
  /** Combined commit status of the head: pending, success, failure (error counts as failure). */
  statusState?: 'pending' | 'success' | 'failure' | 'error' | null;
  headRef?: string | null;
  baseRef?: string | null;
  /** Commit SHAs of a pull request, for bare hex terms and `sha:`. */
  commitShas?: string[];
}

export interface MatchContext {
  /** The signed-in viewer (`@me`); null when anonymous: `@me` then matches nothing. */
  viewerLogin: string | null;
  /** Today, as `YYYY-MM-DD` or a Date (UTC), for `@today`. */
  today: string | Date;
  /** Teams (`org/slug`) each user belongs to, for `review-requested:` through a team. */
  teamsOf?: (login: string) => readonly string[];
}
