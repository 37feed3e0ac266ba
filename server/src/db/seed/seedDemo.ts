import { DEMO_LOGIN, DEMO_PASSWORD } from '../../auth/demo.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../client.ts';
import { insertDemoAccounts } from './demoAccounts.ts';
import { insertSavedViews, planPins, planProjects, writePinsAndItems } from './demoExtras.ts';
import { insertDemoRepositories, type OrgPlanning } from './demoRepositories.ts';
import { insertAcmePlanning, insertDefaultIssueTypes } from './orgPlanning.ts';
import { persistPlans } from './persistPlans.ts';
import { newCoverage } from './planHelpers.ts';
import type { IssuePlan } from './planTypes.ts';
import { Random } from './random.ts';
import { planRepository } from './repoPlanner.ts';
import type { SeedSummary } from './summary.ts';

/** The demo always uses this seed, so every install shows the same issues. */
export const DEMO_SEED = 20261120;

/**
 * Loads the demo data (organizations, people, repositories, 3,000 issues and 300 pull requests
 * with their activity) in one transaction. Meant for an empty database: logins and names are
 * fixed, so a second run fails on the unique indexes and rolls back.
 */
export async function seedDemo(db: Db): Promise<SeedSummary> {
  // argon2id costs tens of milliseconds per hash: every demo user shares the one password and hash.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const people = await insertDemoAccounts(tx, passwordHash);
    const accountId = (login: string) => {
      const id = people.idByLogin.get(login);
      if (id === undefined) throw new Error(`Seed account ${login} is missing`);
      return id;
    };
    const acme = await insertAcmePlanning(tx, accountId('acme'));
    const planning = new Map<string, OrgPlanning>([
      ['octo-org', { types: await insertDefaultIssueTypes(tx, accountId('octo-org')), fields: null }],
      ['acme', acme],
    ]);
    const { repos, labels, milestones } = await insertDemoRepositories(tx, people, planning, newCoverage(2));

    const rng = new Random(DEMO_SEED);
    const plansByRepo = new Map<number, IssuePlan[]>();
    for (const repo of repos) plansByRepo.set(repo.repoId, planRepository(repo.context, rng.fork(repo.context.fullName)));

    const demoUserId = accountId(DEMO_LOGIN);
    const pins = repos
      .filter((repo) => repo.definition.pinned > 0)
      .map((repo) => planPins(repo.repoId, plansByRepo.get(repo.repoId) ?? [], repo.definition.pinned, demoUserId));
    const repoIdByName = new Map(repos.map((repo) => [repo.context.fullName, repo.repoId]));
    const projectPlans = await planProjects(tx, rng.fork('projects'), people.idByLogin, repoIdByName, plansByRepo);

    const counts = await persistPlans(tx, [...plansByRepo.values()].flat());
    await writePinsAndItems(tx, pins, projectPlans, demoUserId);
    await insertSavedViews(tx, demoUserId, repoIdByName.get('octo-org/hello-world') ?? 0);

    return {
      users: people.users,
      organizations: people.organizations,
      repositories: repos.length,
      issues: counts.issues,
      pullRequests: counts.pullRequests,
      comments: counts.comments,
      labels,
      milestones,
    };
  });
}
