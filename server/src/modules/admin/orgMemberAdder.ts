import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orgMemberships } from '../../db/schema/index.ts';
import { AdminError } from './admin.errors.ts';
import { requireOrganization, requireUserOrBot } from './accountLookup.ts';

export type OrgRole = (typeof orgMemberships.$inferSelect)['role'];
export const ORG_ROLES: readonly OrgRole[] = orgMemberships.role.enumValues;

export interface AddOrgMemberInput {
  org: string;
  login: string;
  role: OrgRole;
}

export interface OrgMembershipResult {
  org: string;
  login: string;
  role: OrgRole;
  /** The role before this call; null when the user was not a member. */
  previousRole: OrgRole | null;
}

/** Adds a user to an organization, or changes the role of an existing member. */
export async function addOrgMember(db: DbOrTx, input: AddOrgMemberInput): Promise<OrgMembershipResult> {
  return db.transaction(async (tx) => {
    const org = await requireOrganization(tx, input.org);
    const user = await requireUserOrBot(tx, input.login);
    // As on GitHub, bots act through app installations, never as organization members.
    if (user.kind === 'bot') {
      throw new AdminError('WRONG_ACCOUNT_KIND', `'${user.login}' is a bot; only users can be organization members.`);
    }
    const [existing] = await tx
      .select({ role: orgMemberships.role })
      .from(orgMemberships)
      .where(and(eq(orgMemberships.orgId, org.id), eq(orgMemberships.userId, user.id)))
      .for('update');
    await tx
      .insert(orgMemberships)
      .values({ orgId: org.id, userId: user.id, role: input.role })
      .onConflictDoUpdate({ target: [orgMemberships.orgId, orgMemberships.userId], set: { role: input.role } });
    return { org: org.login, login: user.login, role: input.role, previousRole: existing?.role ?? null };
  });
}
