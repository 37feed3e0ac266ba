import { scopesReadOrg } from '../auth/scopes.ts';
import type { TeamRow } from '../db/rows.ts';
import type { Actor } from './actor.ts';

/**
 * Who may see a team (GitHub's rule): its members, the organization's owners and site admins see
 * every team; the organization's other members see its visible teams; nobody else sees any. A
 * token reads teams only with an organization scope (`read:org` and up).
 */
export function canReadTeam(
  team: Pick<TeamRow, 'privacy'>,
  actor: Pick<Actor, 'isSiteAdmin' | 'scopes'>,
  viewer: { orgRole: string | null; isTeamMember: boolean },
): boolean {
  if (!scopesReadOrg(actor.scopes)) return false;
  if (actor.isSiteAdmin || viewer.orgRole === 'admin' || viewer.isTeamMember) return true;
  return team.privacy === 'visible' && viewer.orgRole !== null;
}
