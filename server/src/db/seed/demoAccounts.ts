import type { DbOrTx } from '../client.ts';
import { accounts, apps, orgMemberships, teamMembers, teams } from '../schema/index.ts';
import { toDate, updateFromValues } from './batch.ts';
import { demoApps, demoOrgs, demoTeams, demoUsers } from './demoPeople.ts';
import { DAY, REFERENCE_TIME } from './random.ts';

export interface DemoAccounts {
  idByLogin: Map<string, number>;
  appIdBySlug: Map<string, number>;
  /** Team ids by `org/slug` handle. */
  teamIdByHandle: Map<string, number>;
  users: number;
  organizations: number;
}

function ago(days: number): Date {
  return toDate(REFERENCE_TIME - days * DAY);
}

/** Users, bots, organizations, apps, memberships and teams of the demo. */
export async function insertDemoAccounts(tx: DbOrTx, passwordHash: string): Promise<DemoAccounts> {
  const accountRows = [
    ...demoUsers.map((user) => ({
      kind: user.kind,
      login: user.login,
      name: user.name,
      email: user.kind === 'user' ? `${user.login}@example.com` : null,
      bio: user.bio ?? null,
      passwordHash: user.kind === 'user' ? passwordHash : null,
      isSiteAdmin: user.isSiteAdmin ?? false,
      isEnterpriseManaged: user.isEnterpriseManaged ?? false,
      isCopilot: user.isCopilot ?? false,
      createdAt: ago(user.ageDays),
      updatedAt: ago(Math.max(0, user.ageDays - 30)),
    })),
    ...demoOrgs.map((org) => ({
      kind: 'organization' as const,
      login: org.login,
      name: org.name,
      bio: org.bio,
      email: `hello@${org.login}.example.com`,
      ssoRequired: org.ssoRequired ?? false,
      isEnterpriseManaged: org.isEnterpriseManaged ?? false,
      createdAt: ago(org.ageDays),
      updatedAt: ago(Math.max(0, org.ageDays - 60)),
    })),
  ];
  const inserted = await tx.insert(accounts).values(accountRows).returning({ id: accounts.id, login: accounts.login });
  const idByLogin = new Map(inserted.map((row) => [row.login, row.id]));
  const id = (login: string): number => {
    const found = idByLogin.get(login);
    if (found === undefined) throw new Error(`Seed account ${login} is missing`);
    return found;
  };

  const appRows = await tx
    .insert(apps)
    .values(demoApps.map((app) => ({ slug: app.slug, name: app.name, botId: id(app.botLogin), createdAt: ago(900), updatedAt: ago(900) })))
    .returning({ id: apps.id, slug: apps.slug });
  const appIdBySlug = new Map(appRows.map((row) => [row.slug, row.id]));

  await tx.insert(orgMemberships).values(
    demoOrgs.flatMap((org) =>
      org.members.map(([login, role], index) => ({
        orgId: id(org.login),
        userId: id(login),
        role,
        createdAt: ago(org.ageDays - index * 10),
      })),
    ),
  );

  const teamRows = await tx
    .insert(teams)
    .values(
      demoTeams.map((team) => ({
        orgId: id(team.org),
        slug: team.slug,
        name: team.name,
        description: team.description,
        privacy: team.privacy,
        createdAt: ago(500),
        updatedAt: ago(100),
      })),
    )
    .returning({ id: teams.id });
  const teamIdByHandle = new Map<string, number>();
  demoTeams.forEach((team, index) => {
    const row = teamRows[index];
    if (row) teamIdByHandle.set(`${team.org}/${team.slug}`, row.id);
  });
  const parentRows = demoTeams.flatMap((team) => {
    const teamId = teamIdByHandle.get(`${team.org}/${team.slug}`);
    const parentId = team.parent ? teamIdByHandle.get(`${team.org}/${team.parent}`) : undefined;
    return teamId !== undefined && parentId !== undefined ? [[teamId, parentId] as const] : [];
  });
  await updateFromValues(tx, 'teams', [['parent_team_id', 'int']], parentRows);
  await tx
    .insert(teamMembers)
    .values(
      demoTeams.flatMap((team) =>
        team.members.map(([login, role]) => ({ teamId: teamIdByHandle.get(`${team.org}/${team.slug}`) ?? 0, userId: id(login), role })),
      ),
    );

  return {
    idByLogin,
    appIdBySlug,
    teamIdByHandle,
    users: demoUsers.length,
    organizations: demoOrgs.length,
  };
}
