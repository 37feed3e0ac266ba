import { DEMO_LOGIN } from '../../auth/demo.ts';
import type { DbOrTx } from '../client.ts';
import { collaborators, repositories, repositoryFiles, teamRepositories } from '../schema/index.ts';
import { toDate } from './batch.ts';
import type { DemoAccounts } from './demoAccounts.ts';
import { demoOrgs, demoTeams } from './demoPeople.ts';
import { demoRepos, type DemoRepo, type Permission } from './demoRepos.ts';
import { defaultLabels, extraLabel } from './labelCatalog.ts';
import type { Coverage, FieldRefs, IssueTypeRefs, PlanUser, RepoContext } from './planTypes.ts';
import { DAY, HOUR, REFERENCE_TIME } from './random.ts';
import { repoFiles } from './repoFiles.ts';
import { insertLabels, insertMilestones, type MilestoneSpec } from './repoScaffold.ts';
import { vocabularies } from './words.ts';

export interface OrgPlanning {
  types: IssueTypeRefs | null;
  fields: FieldRefs | null;
}

export interface DemoRepoResult {
  definition: DemoRepo;
  repoId: number;
  context: RepoContext;
}

const rank: Record<Permission, number> = { read: 0, triage: 1, write: 2, maintain: 3, admin: 4 };

/** Who can do what in a repository: owner, org admins and members, collaborators, teams. */
function effectiveAccess(repo: DemoRepo): Map<string, number> {
  const access = new Map<string, number>();
  const grant = (login: string, level: number) => access.set(login, Math.max(access.get(login) ?? -1, level));
  const org = demoOrgs.find((candidate) => candidate.login === repo.owner);
  if (!org) grant(repo.owner, rank.admin);
  for (const [login, role] of org?.members ?? []) {
    if (role === 'admin') grant(login, rank.admin);
    // Organization members read every non-private repository (the default base permission).
    else if (repo.visibility !== 'private') grant(login, rank.read);
  }
  for (const [login, permission] of repo.collaborators) grant(login, rank[permission]);
  for (const team of demoTeams) {
    if (team.org !== repo.owner) continue;
    const permission = team.repos.find(([name]) => name === repo.name)?.[1];
    if (permission) for (const [login] of team.members) grant(login, rank[permission]);
  }
  return access;
}

function buildContext(
  repo: DemoRepo,
  repoId: number,
  people: DemoAccounts,
  planning: OrgPlanning | undefined,
  coverage: Coverage,
): Omit<RepoContext, 'labels' | 'milestones'> {
  const user = (login: string): PlanUser => ({ id: people.idByLogin.get(login) ?? 0, login });
  const access = effectiveAccess(repo);
  const authors = new Map<string, number>();
  for (const [login, level] of access) authors.set(login, level >= rank.write ? 4 : level >= rank.triage ? 2 : 1);
  if (repo.visibility === 'public') for (const login of repo.contributors ?? []) if (!authors.has(login)) authors.set(login, 1);
  // The demo user files more, so "Created by me" and "Recent activity" have plenty to show.
  if (authors.has(DEMO_LOGIN)) authors.set(DEMO_LOGIN, 5);
  const maintainers = [...access].filter(([, level]) => level >= rank.write).map(([login]) => user(login));
  const isOrg = demoOrgs.some((org) => org.login === repo.owner);
  const dependabotApp = people.appIdBySlug.get('dependabot');
  const orgTeams = demoTeams.filter((team) => team.org === repo.owner && team.repos.some(([name]) => name === repo.name));
  return {
    repoId,
    fullName: `${repo.owner}/${repo.name}`,
    defaultBranch: repo.defaultBranch ?? 'main',
    createdAt: REFERENCE_TIME - repo.ageDays * DAY,
    vocabulary: vocabularies[repo.vocabulary],
    issueCount: repo.issues,
    pullRequestCount: repo.pullRequests,
    authors: [...authors].map(([login, weight]) => [user(login), weight] as const),
    maintainers,
    participants: [...authors.keys()].map(user),
    teams: orgTeams.map((team) => ({ id: people.teamIdByHandle.get(`${team.org}/${team.slug}`) ?? 0, handle: `${team.org}/${team.slug}` })),
    issueTypes: repo.issueTypesEnabled === false ? null : (planning?.types ?? null),
    issueTypeRate: repo.issueTypeRate ?? 0.5,
    fields: planning?.fields ?? null,
    dependabot:
      isOrg && repo.language !== null && dependabotApp !== undefined ? { user: user('dependabot[bot]'), appId: dependabotApp } : null,
    copilot: repo.owner === 'octo-org' || repo.owner === 'acme' ? user('copilot') : null,
    checksAppId: people.appIdBySlug.get('github-actions') ?? null,
    ghostRate: repo.ghostRate ?? 0,
    readerIds: [people.idByLogin.get(DEMO_LOGIN) ?? 0],
    userIdsByLogin: new Map([...people.idByLogin].map(([login, id]) => [login.toLowerCase(), id])),
    teamIdsByHandle: people.teamIdByHandle,
    coverage,
  };
}

/** Repositories with their files, access, labels and milestones, and a planning context each. */
export async function insertDemoRepositories(
  tx: DbOrTx,
  people: DemoAccounts,
  planningByOrg: ReadonlyMap<string, OrgPlanning>,
  coverage: Coverage,
): Promise<{ repos: DemoRepoResult[]; labels: number; milestones: number }> {
  const ownerId = (login: string) => people.idByLogin.get(login) ?? 0;
  const rows = await tx
    .insert(repositories)
    .values(
      demoRepos.map((repo) => ({
        ownerId: ownerId(repo.owner),
        name: repo.name,
        description: repo.description,
        homepageUrl: repo.homepageUrl ?? null,
        primaryLanguage: repo.language,
        defaultBranch: repo.defaultBranch ?? 'main',
        visibility: repo.visibility,
        isArchived: repo.isArchived ?? false,
        issueTypesEnabled: repo.issueTypesEnabled ?? true,
        showFirstTimeContributorBanner: repo.showFirstTimeContributorBanner ?? false,
        interactionLimit: repo.interactionLimit?.limit ?? null,
        interactionLimitReason: repo.interactionLimit?.reason ?? null,
        // Issues and pull requests are numbered 1..n in one sequence (see repoPlanner).
        nextIssueNumber: repo.issues + repo.pullRequests + 1,
        nextMilestoneNumber: repo.milestones.length + 1,
        pushedAt: toDate(REFERENCE_TIME - (repo.isArchived ? 200 * DAY : 3 * HOUR)),
        createdAt: toDate(REFERENCE_TIME - repo.ageDays * DAY),
        updatedAt: toDate(REFERENCE_TIME - (repo.isArchived ? 200 * DAY : 2 * HOUR)),
      })),
    )
    .returning({ id: repositories.id });
  const repoIds = rows.map((row) => row.id);
  const idOfRepo = (owner: string, name: string) => repoIds[demoRepos.findIndex((repo) => repo.owner === owner && repo.name === name)] ?? 0;

  const fileRows = demoRepos.flatMap((repo, index) => {
    const triager = repo.collaborators.find(([, permission]) => permission === 'maintain' || permission === 'triage')?.[0] ?? DEMO_LOGIN;
    return repoFiles({ owner: repo.owner, name: repo.name, triager }, repo.files).map((file) => ({
      repoId: repoIds[index] ?? 0,
      ...file,
      updatedAt: toDate(REFERENCE_TIME - 30 * DAY),
    }));
  });
  if (fileRows.length > 0) await tx.insert(repositoryFiles).values(fileRows);

  const collaboratorRows = demoRepos.flatMap((repo, index) =>
    repo.collaborators.map(([login, permission]) => ({
      repoId: repoIds[index] ?? 0,
      userId: ownerId(login),
      permission,
      createdAt: toDate(REFERENCE_TIME - (repo.ageDays - 5) * DAY),
    })),
  );
  await tx.insert(collaborators).values(collaboratorRows);
  await tx.insert(teamRepositories).values(
    demoTeams.flatMap((team) =>
      team.repos.map(([name, permission]) => ({
        teamId: people.teamIdByHandle.get(`${team.org}/${team.slug}`) ?? 0,
        repoId: idOfRepo(team.org, name),
        permission,
      })),
    ),
  );

  const defaultNames = new Set(defaultLabels.map((label) => label.name));
  const labelsByRepo = await insertLabels(
    tx,
    demoRepos.map((repo, index) => ({
      repoId: repoIds[index] ?? 0,
      definitions: [...defaultLabels, ...repo.extraLabels.map(extraLabel)],
      defaultNames,
      createdAt: REFERENCE_TIME - repo.ageDays * DAY,
    })),
  );

  const milestoneSpecs: MilestoneSpec[] = demoRepos.flatMap((repo, index) =>
    // Numbered in creation order, as GitHub does.
    [...repo.milestones]
      .sort((a, b) => b.ageDays - a.ageDays)
      .map((milestone, position) => {
        const createdAt = REFERENCE_TIME - milestone.ageDays * DAY;
        const closedAt = milestone.state === 'closed' ? REFERENCE_TIME - (milestone.closedDaysAgo ?? 1) * DAY : null;
        const dueOn = milestone.dueInDays === null ? null : Math.floor((REFERENCE_TIME + milestone.dueInDays * DAY) / DAY) * DAY + 7 * HOUR;
        return {
          repoId: repoIds[index] ?? 0,
          number: position + 1,
          title: milestone.title,
          description: milestone.description ?? null,
          state: milestone.state,
          dueOn,
          closedAt,
          createdAt,
          updatedAt: closedAt ?? Math.max(createdAt, REFERENCE_TIME - 2 * DAY),
          creatorId: ownerId(DEMO_LOGIN),
        };
      }),
  );
  const milestonesByRepo = await insertMilestones(tx, milestoneSpecs);

  const repos = demoRepos.map((definition, index) => {
    const repoId = repoIds[index] ?? 0;
    const context: RepoContext = {
      ...buildContext(definition, repoId, people, planningByOrg.get(definition.owner), coverage),
      labels: labelsByRepo.get(repoId) ?? [],
      milestones: milestonesByRepo.get(repoId) ?? [],
    };
    return { definition, repoId, context };
  });
  return { repos, labels: [...labelsByRepo.values()].reduce((sum, list) => sum + list.length, 0), milestones: milestoneSpecs.length };
}
