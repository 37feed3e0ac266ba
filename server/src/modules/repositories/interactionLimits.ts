import type { RepositoryRow } from '../../db/rows.ts';
import { escapeHtml } from '../../domain/escapeHtml.ts';

/** The stored limit values, as the `interaction_limit` enum holds them. */
export type InteractionLimitValue = 'existing_users' | 'contributors_only' | 'collaborators_only';

/** GitHub's `RepositoryInteractionLimitExpiry`, with the length each one means. */
export const EXPIRY_DAYS = { ONE_DAY: 1, THREE_DAYS: 3, ONE_WEEK: 7, ONE_MONTH: 30, SIX_MONTHS: 180 } as const;
export type InteractionLimitExpiry = keyof typeof EXPIRY_DAYS;

/** A new account is one younger than this (GitHub's "existing users" limit). */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export interface ActiveLimit {
  limit: InteractionLimitValue;
  expiresAt: Date | null;
}

/** The repository's limit when it is set and has not expired; null otherwise. */
export function activeInteractionLimit(
  repo: Pick<RepositoryRow, 'interactionLimit' | 'interactionLimitExpiresAt'>,
  now: Date = new Date(),
): ActiveLimit | null {
  if (!repo.interactionLimit) return null;
  const expiresAt = repo.interactionLimitExpiresAt;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return null;
  return { limit: repo.interactionLimit, expiresAt };
}

/** The viewer facts a limit is decided on. */
export interface LimitSubject {
  /** Owner, organization member, collaborator (directly or through a team) or site administrator. */
  exempt: boolean;
  accountCreatedAt: Date;
  /** Authored a merged pull request in the repository: our record of commits to its default branch. */
  contributed: boolean;
}

/**
 * GitHub's rules: collaborators and members are never limited; "existing users" limits accounts
 * younger than 24 hours that have not contributed, "contributors only" everyone who has not
 * contributed, "collaborators only" everyone else.
 */
export function limitApplies(limit: InteractionLimitValue, subject: LimitSubject, now: Date = new Date()): boolean {
  if (subject.exempt) return false;
  switch (limit) {
    case 'existing_users':
      return !subject.contributed && now.getTime() - subject.accountCreatedAt.getTime() < NEW_ACCOUNT_MS;
    case 'contributors_only':
      return !subject.contributed;
    case 'collaborators_only':
      return true;
  }
}

const AUDIENCE: Record<InteractionLimitValue, string> = {
  existing_users: 'users whose accounts are more than 24 hours old',
  contributors_only: 'users that have contributed to this repository in the past',
  collaborators_only: 'collaborators of this repository',
};

const expiryDate = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * Why a limited viewer cannot take an action, as HTML: who the limit admits, the owner's own
 * reason when they gave one (`ownerReasonHTML`: their markdown, rendered and sanitised), and when
 * the limit ends.
 */
export function interactionLimitReasonHTML(active: ActiveLimit, action: string, ownerReasonHTML: string | null): string {
  const parts = [`<p>An owner of this repository has limited the ability to ${escapeHtml(action)} to ${AUDIENCE[active.limit]}.</p>`];
  if (ownerReasonHTML) parts.push(ownerReasonHTML);
  if (active.expiresAt)
    parts.push(
      `<p>The limit ends on <relative-time datetime="${active.expiresAt.toISOString()}">${expiryDate(active.expiresAt)}</relative-time>.</p>`,
    );
  return parts.join('');
}

/** When a limit set now with the given expiry ends (GitHub's default is one day). */
export function expiryFrom(expiry: InteractionLimitExpiry | null | undefined, now: Date = new Date()): Date {
  return new Date(now.getTime() + EXPIRY_DAYS[expiry ?? 'ONE_DAY'] * 24 * 60 * 60 * 1000);
}
