import { DEMO_LOGIN } from '../../auth/demo.ts';
import type { DbOrTx } from '../client.ts';
import { pinnedIssues, projectItems, projectRepositories, projects, savedViews, type savedViewColor } from '../schema/index.ts';
import { insertRows, toDate } from './batch.ts';
import { clampTime } from './planHelpers.ts';
import type { IssuePlan } from './planTypes.ts';
import { DAY, HOUR, REFERENCE_TIME, type Random } from './random.ts';

/** Pinned issues, projects with items and saved views: the finishing touches of the demo. */

interface ProjectDefinition {
  owner: string;
  title: string;
  shortDescription: string | null;
  public: boolean;
  closed?: boolean;
  itemsLimit?: number;
  repos: readonly string[];
  items: number;
  pick: (plan: IssuePlan) => boolean;
}

const projectDefinitions: readonly ProjectDefinition[] = [
  {
    owner: 'octo-org',
    title: 'Roadmap',
    shortDescription: 'What we are building next',
    public: true,
    repos: ['octo-org/hello-world', 'octo-org/octo-api'],
    items: 120,
    pick: (plan) => plan.state === 'open' || (plan.closedAt ?? 0) > REFERENCE_TIME - 90 * DAY,
  },
  // A project at its item limit, so "hasReachedItemsLimit" shows in the project pickers.
  {
    owner: 'octo-org',
    title: 'Bug triage',
    shortDescription: 'Incoming bugs, sorted weekly',
    public: false,
    itemsLimit: 60,
    repos: ['octo-org/hello-world'],
    items: 60,
    pick: (plan) => plan.kind === 'issue' && plan.category === 'bug',
  },
  {
    owner: 'octo-org',
    title: '2025 planning',
    shortDescription: null,
    public: false,
    closed: true,
    repos: ['octo-org/hello-world'],
    items: 20,
    pick: (plan) => plan.state === 'closed',
  },
  {
    owner: 'acme',
    title: 'Storefront launch',
    shortDescription: 'Everything needed for the new storefront',
    public: true,
    repos: ['acme/storefront', 'acme/platform'],
    items: 80,
    pick: () => true,
  },
  {
    owner: 'primer-labs',
    title: 'Design system',
    shortDescription: 'Tokens and components',
    public: true,
    repos: ['primer-labs/css-kit', 'primer-labs/design-tokens'],
    items: 40,
    pick: () => true,
  },
  {
    owner: DEMO_LOGIN,
    title: "Mona's tasks",
    shortDescription: 'Personal to-do list',
    public: false,
    repos: [],
    items: 25,
    pick: (plan) => plan.state === 'open',
  },
];

export interface ProjectPlan {
  projectId: number;
  items: { plan: IssuePlan; createdAt: number; isArchived: boolean }[];
}

export interface PinPlan {
  repoId: number;
  issues: IssuePlan[];
}

/** The most discussed open issues of a repository, pinned in that order (at most three). */
export function planPins(repoId: number, plans: readonly IssuePlan[], count: number, pinnedBy: number): PinPlan {
  const candidates = plans.filter((plan) => plan.kind === 'issue' && plan.state === 'open' && !plan.locked);
  const score = (plan: IssuePlan) => plan.comments.length * 2 + plan.reactions.length;
  const issues = [...candidates].sort((a, b) => score(b) - score(a) || a.number - b.number).slice(0, Math.min(3, count));
  for (const plan of issues) {
    const at = clampTime(Math.max(plan.createdAt, REFERENCE_TIME - 20 * DAY));
    plan.events.push({ event: 'pinned', actorId: pinnedBy, createdAt: at, data: {} });
    plan.updatedAt = Math.max(plan.updatedAt, at);
  }
  return { repoId, issues };
}

/** Inserts the demo projects (numbered per owner) and picks their items from the planned issues. */
export async function planProjects(
  tx: DbOrTx,
  rng: Random,
  idByLogin: ReadonlyMap<string, number>,
  repoIdByName: ReadonlyMap<string, number>,
  plansByRepo: ReadonlyMap<number, IssuePlan[]>,
): Promise<ProjectPlan[]> {
  const demoUserId = idByLogin.get(DEMO_LOGIN) ?? null;
  const numbers = new Map<string, number>();
  const rows = await tx
    .insert(projects)
    .values(
      projectDefinitions.map((definition) => {
        const number = (numbers.get(definition.owner) ?? 0) + 1;
        numbers.set(definition.owner, number);
        return {
          ownerId: idByLogin.get(definition.owner) ?? 0,
          number,
          title: definition.title,
          shortDescription: definition.shortDescription,
          closed: definition.closed ?? false,
          public: definition.public,
          creatorId: demoUserId,
          itemsLimit: definition.itemsLimit ?? 50000,
          createdAt: toDate(REFERENCE_TIME - 300 * DAY),
          updatedAt: toDate(REFERENCE_TIME - 2 * DAY),
        };
      }),
    )
    .returning({ id: projects.id });
  const links = projectDefinitions.flatMap((definition, index) =>
    definition.repos.map((name) => ({ projectId: rows[index]?.id ?? 0, repoId: repoIdByName.get(name) ?? 0 })),
  );
  if (links.length > 0) await tx.insert(projectRepositories).values(links);

  return projectDefinitions.map((definition, index) => {
    const projectId = rows[index]?.id ?? 0;
    const pool =
      definition.repos.length > 0
        ? definition.repos.flatMap((name) => plansByRepo.get(repoIdByName.get(name) ?? 0) ?? [])
        : [...plansByRepo.values()].flat().filter((plan) => demoUserId !== null && plan.assigneeIds.includes(demoUserId));
    const chosen = rng.sample(pool.filter(definition.pick), definition.items).sort((a, b) => a.createdAt - b.createdAt);
    const items = chosen.map((plan) => ({
      plan,
      createdAt: clampTime(plan.createdAt + rng.int(1, 72) * HOUR),
      isArchived: plan.state === 'closed' && rng.chance(0.2),
    }));
    for (const item of items) {
      item.plan.events.push({ event: 'added_to_project_v2', actorId: demoUserId, createdAt: item.createdAt, data: { projectId } });
      item.plan.updatedAt = Math.max(item.plan.updatedAt, item.createdAt);
    }
    return { projectId, items };
  });
}

/** Writes pins and project items; run after the plans were persisted (they need issue ids). */
export async function writePinsAndItems(
  tx: DbOrTx,
  pins: readonly PinPlan[],
  projectPlans: readonly ProjectPlan[],
  pinnedBy: number,
): Promise<void> {
  const pinRows = pins.flatMap((pin) =>
    pin.issues.map((plan, index) => ({
      repoId: pin.repoId,
      issueId: plan.id ?? 0,
      position: index + 1,
      pinnedById: pinnedBy,
      createdAt: toDate(REFERENCE_TIME - (10 - index) * DAY),
    })),
  );
  if (pinRows.length > 0) await tx.insert(pinnedIssues).values(pinRows);
  const itemRows = projectPlans.flatMap((project) =>
    project.items.map((item, index) => ({
      projectId: project.projectId,
      issueId: item.plan.id ?? 0,
      position: (index + 1) * 1024,
      isArchived: item.isArchived,
      creatorId: pinnedBy,
      createdAt: toDate(item.createdAt),
      updatedAt: toDate(item.createdAt),
    })),
  );
  await insertRows(tx, projectItems, itemRows);
}

type ViewColor = (typeof savedViewColor.enumValues)[number];

/** Saved views of the demo user, using icons and colours from the spec's lists. */
export async function insertSavedViews(tx: DbOrTx, userId: number, helloWorldId: number): Promise<void> {
  const views: { name: string; query: string; description: string | null; icon: string; color: ViewColor; scopingRepoId: number | null }[] =
    [
      {
        name: 'Needs triage',
        query: 'is:issue state:open label:"needs triage" sort:created-asc',
        description: 'New issues waiting for a first look',
        icon: 'ALERT',
        color: 'ORANGE',
        scopingRepoId: helloWorldId,
      },
      {
        name: 'My open pull requests',
        query: 'is:pr state:open author:@me sort:updated-desc',
        description: null,
        icon: 'GIT_PULL_REQUEST',
        color: 'BLUE',
        scopingRepoId: null,
      },
      {
        name: 'Good first issues',
        query: 'is:issue state:open label:"good first issue" archived:false',
        description: 'Easy wins for new contributors',
        icon: 'SMILEY',
        color: 'GREEN',
        scopingRepoId: null,
      },
      {
        name: 'ACME urgent bugs',
        query: 'is:issue state:open org:acme type:Bug field.priority:P0,P1 sort:updated-desc',
        description: 'P0 and P1 bugs across ACME',
        icon: 'BUG',
        color: 'RED',
        scopingRepoId: null,
      },
      {
        name: 'Search overhaul',
        query: 'is:issue state:open milestone:"v2.0 — Search overhaul"',
        description: null,
        icon: 'ROCKET',
        color: 'PURPLE',
        scopingRepoId: helloWorldId,
      },
      {
        name: 'Blocked work',
        query: 'is:issue state:open is:blocked involves:@me',
        description: 'Waiting on something else',
        icon: 'CLOCK',
        color: 'GRAY',
        scopingRepoId: null,
      },
      {
        name: 'Copilot assignments',
        query: 'is:issue state:open assignee:copilot',
        description: null,
        icon: 'ZAP',
        color: 'PINK',
        scopingRepoId: null,
      },
    ];
  await tx.insert(savedViews).values(
    views.map((view, position) => ({
      userId,
      ...view,
      searchType: 'ISSUES' as const,
      position,
      createdAt: toDate(REFERENCE_TIME - (40 - position) * DAY),
      updatedAt: toDate(REFERENCE_TIME - (20 - position) * DAY),
    })),
  );
}
