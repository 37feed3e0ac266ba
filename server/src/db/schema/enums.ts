import { pgEnum } from 'drizzle-orm/pg-core';

/** Kinds of account sharing the one login namespace, as on GitHub. */
export const accountKind = pgEnum('account_kind', ['user', 'bot', 'organization']);
export const orgRole = pgEnum('org_role', ['member', 'admin']);
export const teamRole = pgEnum('team_role', ['member', 'maintainer']);
export const teamPrivacy = pgEnum('team_privacy', ['visible', 'secret']);
export const repoVisibility = pgEnum('repo_visibility', ['public', 'private', 'internal']);
/** Collaborator permission levels, weakest first (order matters for comparisons). */
export const repoPermission = pgEnum('repo_permission', ['read', 'triage', 'write', 'maintain', 'admin']);
export const repoLockReason = pgEnum('repo_lock_reason', [
  'billing',
  'migrating',
  'moving',
  'rename',
  'trade_restriction',
  'trade_restriction_with_exception',
]);
export const interactionLimit = pgEnum('interaction_limit', ['existing_users', 'contributors_only', 'collaborators_only']);
export const issueKind = pgEnum('issue_kind', ['issue', 'pull_request']);
export const issueState = pgEnum('issue_state', ['open', 'closed']);
export const issueStateReason = pgEnum('issue_state_reason', ['completed', 'not_planned', 'duplicate', 'reopened']);
export const lockReason = pgEnum('lock_reason', ['off_topic', 'resolved', 'spam', 'too_heated']);
export const reviewDecision = pgEnum('review_decision', ['approved', 'changes_requested', 'review_required']);
export const reviewState = pgEnum('review_state', ['pending', 'commented', 'approved', 'changes_requested', 'dismissed']);
export const checkStatus = pgEnum('check_status', ['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending']);
export const checkConclusion = pgEnum('check_conclusion', [
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'skipped',
  'stale',
  'startup_failure',
  'success',
  'timed_out',
]);
export const statusState = pgEnum('status_state', ['error', 'expected', 'failure', 'pending', 'success']);
export const milestoneState = pgEnum('milestone_state', ['open', 'closed']);
/** The spec's eight reaction emojis, under GitHub's ReactionContent names. */
export const reactionContent = pgEnum('reaction_content', [
  'THUMBS_UP',
  'THUMBS_DOWN',
  'LAUGH',
  'HOORAY',
  'CONFUSED',
  'HEART',
  'ROCKET',
  'EYES',
]);
export const issueTypeColor = pgEnum('issue_type_color', ['GRAY', 'BLUE', 'GREEN', 'YELLOW', 'ORANGE', 'RED', 'PINK', 'PURPLE']);
export const issueFieldDataType = pgEnum('issue_field_data_type', ['text', 'single_select', 'date', 'number']);
export const subscriptionState = pgEnum('subscription_state', ['subscribed', 'ignored', 'unsubscribed']);
export const savedViewColor = pgEnum('saved_view_color', ['GRAY', 'BLUE', 'GREEN', 'ORANGE', 'RED', 'PINK', 'PURPLE']);
export const searchType = pgEnum('search_type', ['ISSUES', 'PULL_REQUESTS', 'DISCUSSIONS']);
export const bulkJobState = pgEnum('bulk_job_state', ['pending', 'queued', 'started', 'success', 'error']);
export const bulkItemState = pgEnum('bulk_item_state', ['pending', 'done', 'error']);
