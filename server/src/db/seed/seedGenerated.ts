import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../client.ts';
import { rowShape, text } from '../rowShape.ts';
import { insertGeneratedWorld, type GeneratedRepo, type GeneratedWorld } from './generatedSetup.ts';
import { persistPlans } from './persistPlans.ts';
import { newCoverage } from './planHelpers.ts';
import type { Coverage, IssuePlan, PlanUser, RepoContext } from './planTypes.ts';
import { Random } from './random.ts';
import { planRepositoryInSegments } from './repoPlanner.ts';
import type { SeedSummary } from './summary.ts';
import { vocabularies } from './words.ts';

export interface SeedGeneratedOptions {
  users: number;
  repos: number;
  /** Issues to create; pull requests come on top, one for every ten issues. */
  issues: number;
  seed: number;
  /**
   * Password hash for the generated users. Left out (null), they cannot sign in; a hash is
   * salted at random, so it is the one column that differs between two runs with the same seed.
   */
  passwordHash?: string | null;
}

/** Items planned and written per batch, so memory stays flat for a million issues. */
const SEGMENT_SIZE = 20_000;
const FLUSH_AT = 10_000;

function validate(options: SeedGeneratedOptions): void {
  for (const key of ['users', 'repos', 'issues'] as const) {
    if (!Number.isSafeInteger(options[key]) || options[key] < 0) throw new Error(`seed: --${key} must be a non-negative integer`);
  }
  if (!Number.isSafeInteger(options.seed) || options.seed < 0 || options.seed > 0xffffffff)
    throw new Error('seed: --seed must be an integer from 0 to 4294967295');
  if (options.issues > 0 && options.repos === 0) throw new Error('seed: issues need at least one repository (--repos)');
  if (options.issues > 0 && options.users === 0) throw new Error('seed: issues need at least one user (--users)');
}

/** Names are derived from the seed; a second run with the same seed would clash, so it stops early. */
async function assertSeedUnused(tx: DbOrTx, seed: number): Promise<void> {
  const rows = await queryRows(
    tx,
    sql`SELECT login FROM accounts WHERE lower(login) = ${`gen-${seed}`} OR lower(login) LIKE ${`user-${seed}-%`} LIMIT 1`,
    rowShape({ login: text }),
  );
  const clash = rows[0];
  if (clash)
    throw new Error(`seed: seed ${seed} was already used in this database (account "${clash.login}" exists); choose another --seed`);
}

function repoContext(world: GeneratedWorld, repo: GeneratedRepo, coverage: Coverage): RepoContext {
  const people = repo.people.flatMap((index) => {
    const user = world.users[index];
    return user ? [user] : [];
  });
  const asPlanUser = (user: { id: number; login: string }): PlanUser => ({ id: user.id, login: user.login });
  const maintainers = people.filter((user, position) => {
    const permission = repo.permissions[position];
    return user.isOrgAdmin || permission === 'write' || permission === 'maintain' || permission === 'admin';
  });
  const handle = `${world.orgLogin}/developers`;
  return {
    repoId: repo.id,
    fullName: `${world.orgLogin}/${repo.name}`,
    defaultBranch: 'main',
    createdAt: repo.createdAt,
    vocabulary: vocabularies[repo.vocabulary],
    issueCount: repo.issueCount,
    pullRequestCount: repo.pullRequestCount,
    authors: people.map((user, position) => [asPlanUser(user), repo.permissions[position] ? 3 : 1] as const),
    maintainers: (maintainers.length > 0 ? maintainers : people.slice(0, 1)).map(asPlanUser),
    participants: people.map(asPlanUser),
    teams: [{ id: world.teamId, handle }],
    labels: world.labelsByRepo.get(repo.id) ?? [],
    milestones: world.milestonesByRepo.get(repo.id) ?? [],
    issueTypes: world.issueTypes,
    issueTypeRate: 0.4,
    fields: null,
    dependabot: null,
    copilot: null,
    checksAppId: null,
    ghostRate: 0.003,
    readerIds: [],
    userIdsByLogin: new Map(people.map((user) => [user.login.toLowerCase(), user.id])),
    teamIdsByHandle: new Map([[handle, world.teamId]]),
    coverage,
  };
}

/**
 * Adds a deterministic data set for load tests and demos (`cli seed`): users `user-<seed>-<i>`,
 * an organization `gen-<seed>` with repositories `repo-<i>`, and issues and pull requests with the
 * same kinds of activity as the demo data. It may run on top of other data; the same options and
 * seed on an empty database give identical rows. Runs in one transaction.
 */
export async function seedGenerated(db: Db, options: SeedGeneratedOptions): Promise<SeedSummary> {
  validate(options);
  const { seed } = options;
  return db.transaction(async (tx) => {
    await assertSeedUnused(tx, seed);
    const rng = new Random(seed);
    const world = await insertGeneratedWorld(tx, rng.fork('world'), { ...options, passwordHash: options.passwordHash ?? null });
    const coverage = newCoverage(1);
    const totals = { issues: 0, pullRequests: 0, comments: 0 };
    let buffer: IssuePlan[] = [];
    const flush = async () => {
      if (buffer.length === 0) return;
      const counts = await persistPlans(tx, buffer);
      totals.issues += counts.issues;
      totals.pullRequests += counts.pullRequests;
      totals.comments += counts.comments;
      buffer = [];
    };
    for (const repo of world.repos) {
      await planRepositoryInSegments(repoContext(world, repo, coverage), rng.fork(`repo:${repo.name}`), SEGMENT_SIZE, async (plans) => {
        for (const plan of plans) buffer.push(plan);
        if (buffer.length >= FLUSH_AT) await flush();
      });
    }
    await flush();
    return {
      users: world.users.length,
      organizations: 1,
      repositories: world.repos.length,
      issues: totals.issues,
      pullRequests: totals.pullRequests,
      comments: totals.comments,
      labels: world.labelCount,
      milestones: world.milestoneCount,
    };
  });
}
