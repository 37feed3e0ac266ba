import type { DbOrTx } from '../client.ts';
import { accounts, collaborators, orgMemberships, repositories, teamMembers, teams } from '../schema/index.ts';
import { insertRows, insertRowsReturningIds, toDate } from './batch.ts';
import { defaultLabels, extraLabel } from './labelCatalog.ts';
import { insertDefaultIssueTypes } from './orgPlanning.ts';
import type { IssueTypeRefs, LabelRef, MilestoneRef } from './planTypes.ts';
import { DAY, HOUR, REFERENCE_TIME, type Random } from './random.ts';
import { insertLabels, insertMilestones, type MilestoneSpec } from './repoScaffold.ts';
import type { VocabularyName } from './words.ts';

/** Accounts, organization and repositories of one generated data set (see seedGenerated). */

export interface GeneratedUser {
  id: number;
  login: string;
  /** The first tenth of the users administer the organization. */
  isOrgAdmin: boolean;
}

export interface GeneratedRepo {
  id: number;
  name: string;
  createdAt: number;
  issueCount: number;
  pullRequestCount: number;
  vocabulary: VocabularyName;
  /** Indexes into the user list: the people who work in this repository. */
  people: number[];
  /** `people[i]`'s permission for the first few; the rest have none (outside contributors). */
  permissions: ('read' | 'triage' | 'write' | 'maintain' | 'admin')[];
}

export interface GeneratedWorld {
  orgId: number;
  orgLogin: string;
  teamId: number;
  users: GeneratedUser[];
  repos: GeneratedRepo[];
  issueTypes: IssueTypeRefs;
  labelsByRepo: Map<number, LabelRef[]>;
  milestonesByRepo: Map<number, MilestoneRef[]>;
  labelCount: number;
  milestoneCount: number;
}

const vocabularyNames: readonly VocabularyName[] = ['webApp', 'api', 'design', 'tooling'];
const permissionCycle = ['admin', 'maintain', 'write', 'write', 'triage', 'read', 'write', 'read'] as const;
const repoExtraLabels = ['needs triage', 'priority: high', 'area: api', 'area: ui', 'type: refactor', 'type: performance'];

/** Splits `total` over `weights` in whole numbers that add up exactly (largest remainder). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (sum === 0 ? 0 : (total * weight) / sum));
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, index] of order) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left--;
  }
  return counts;
}

export async function insertGeneratedWorld(
  tx: DbOrTx,
  rng: Random,
  options: { users: number; repos: number; issues: number; seed: number; passwordHash: string | null },
): Promise<GeneratedWorld> {
  const { seed } = options;
  const orgLogin = `gen-${seed}`;
  const [orgId] = await insertRowsReturningIds(tx, accounts, [
    {
      kind: 'organization',
      login: orgLogin,
      name: `Generated org ${seed}`,
      bio: `Sample data generated with seed ${seed}.`,
      email: null,
      createdAt: toDate(REFERENCE_TIME - 800 * DAY),
      updatedAt: toDate(REFERENCE_TIME - 800 * DAY),
    },
  ]);
  if (orgId === undefined) throw new Error('Could not create the generated organization');

  const userRng = rng.fork('users');
  const userRows = Array.from({ length: options.users }, (_, index) => {
    const createdAt = REFERENCE_TIME - userRng.int(30, 790) * DAY;
    return {
      kind: 'user' as const,
      login: `user-${seed}-${index + 1}`,
      name: `User ${index + 1}`,
      email: `user-${seed}-${index + 1}@example.com`,
      passwordHash: options.passwordHash,
      createdAt: toDate(createdAt),
      updatedAt: toDate(createdAt),
    };
  });
  const userIds = await insertRowsReturningIds(tx, accounts, userRows);
  const adminCount = Math.max(1, Math.ceil(options.users / 10));
  const users = userIds.map((id, index) => ({ id, login: userRows[index]?.login ?? '', isOrgAdmin: index < adminCount }));
  await insertRows(
    tx,
    orgMemberships,
    users.map((user) => ({
      orgId,
      userId: user.id,
      role: user.isOrgAdmin ? ('admin' as const) : ('member' as const),
      createdAt: toDate(REFERENCE_TIME - 700 * DAY),
    })),
  );
  const [teamId] = await insertRowsReturningIds(tx, teams, [
    {
      orgId,
      slug: 'developers',
      name: 'Developers',
      description: 'Everyone who writes code here',
      privacy: 'visible',
      createdAt: toDate(REFERENCE_TIME - 600 * DAY),
      updatedAt: toDate(REFERENCE_TIME - 600 * DAY),
    },
  ]);
  if (teamId === undefined) throw new Error('Could not create the generated team');
  await insertRows(
    tx,
    teamMembers,
    users
      .slice(0, 10)
      .map((user, index) => ({ teamId, userId: user.id, role: index === 0 ? ('maintainer' as const) : ('member' as const) })),
  );
  const issueTypes = await insertDefaultIssueTypes(tx, orgId);

  // Issues spread over repositories unevenly, as in real organizations: a few busy ones, a long tail.
  const weights = Array.from({ length: options.repos }, (_, index) => 1 / Math.pow(index + 1, 0.8));
  const issueCounts = apportion(options.issues, weights);
  const pullRequestCounts = apportion(Math.floor(options.issues / 10), weights);
  const repoRng = rng.fork('repos');
  const repos: GeneratedRepo[] = Array.from({ length: options.repos }, (_, index) => {
    const people = options.users === 0 ? [] : repoRng.distinctIndexes(options.users, Math.min(options.users, 40));
    return {
      id: 0,
      name: `repo-${index + 1}`,
      createdAt: REFERENCE_TIME - repoRng.int(200, 700) * DAY,
      issueCount: issueCounts[index] ?? 0,
      pullRequestCount: pullRequestCounts[index] ?? 0,
      vocabulary: repoRng.pick(vocabularyNames),
      people,
      permissions: people.slice(0, permissionCycle.length).map((_, position) => permissionCycle[position] ?? 'read'),
    };
  });
  const repoIds = await insertRowsReturningIds(
    tx,
    repositories,
    repos.map((repo, index) => ({
      ownerId: orgId,
      name: repo.name,
      description: `Generated repository ${index + 1} (seed ${seed}).`,
      primaryLanguage: { webApp: 'TypeScript', api: 'Go', design: 'SCSS', tooling: 'Shell' }[repo.vocabulary],
      visibility: index % 4 === 3 ? ('private' as const) : ('public' as const),
      nextIssueNumber: repo.issueCount + repo.pullRequestCount + 1,
      nextMilestoneNumber: 4,
      pushedAt: toDate(REFERENCE_TIME - (index + 1) * HOUR),
      createdAt: toDate(repo.createdAt),
      updatedAt: toDate(REFERENCE_TIME - (index + 1) * HOUR),
    })),
  );
  repos.forEach((repo, index) => {
    repo.id = repoIds[index] ?? 0;
  });
  await insertRows(
    tx,
    collaborators,
    repos.flatMap((repo) =>
      repo.permissions.map((permission, position) => ({
        repoId: repo.id,
        userId: users[repo.people[position] ?? 0]?.id ?? 0,
        permission,
        createdAt: toDate(repo.createdAt + DAY),
      })),
    ),
  );

  const defaultNames = new Set(defaultLabels.map((label) => label.name));
  const extras = repoExtraLabels.map(extraLabel);
  const labels = await insertLabels(
    tx,
    repos.map((repo) => ({ repoId: repo.id, definitions: [...defaultLabels, ...extras], defaultNames, createdAt: repo.createdAt })),
  );
  const milestoneSpecs: MilestoneSpec[] = repos.flatMap((repo) => {
    const creatorId = users[0]?.id ?? null;
    const closedAt = REFERENCE_TIME - 60 * DAY;
    return [
      {
        repoId: repo.id,
        number: 1,
        title: 'v1.0',
        description: 'First release.',
        state: 'closed' as const,
        dueOn: closedAt - 5 * DAY,
        closedAt,
        createdAt: repo.createdAt + DAY,
        updatedAt: closedAt,
        creatorId,
      },
      {
        repoId: repo.id,
        number: 2,
        title: 'v1.1',
        description: null,
        state: 'open' as const,
        dueOn: REFERENCE_TIME + 30 * DAY,
        closedAt: null,
        createdAt: closedAt,
        updatedAt: closedAt,
        creatorId,
      },
      {
        repoId: repo.id,
        number: 3,
        title: 'Backlog',
        description: null,
        state: 'open' as const,
        dueOn: null,
        closedAt: null,
        createdAt: repo.createdAt + DAY,
        updatedAt: repo.createdAt + DAY,
        creatorId,
      },
    ];
  });
  const milestones = await insertMilestones(tx, milestoneSpecs);
  return {
    orgId,
    orgLogin,
    teamId,
    users,
    repos,
    issueTypes,
    labelsByRepo: labels,
    milestonesByRepo: milestones,
    labelCount: [...labels.values()].reduce((sum, list) => sum + list.length, 0),
    milestoneCount: [...milestones.values()].reduce((sum, list) => sum + list.length, 0),
  };
}
