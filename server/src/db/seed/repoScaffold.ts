import type { DbOrTx } from '../client.ts';
import { labels, milestones } from '../schema/index.ts';
import { insertRowsReturningIds, toDate, toDateOrNull } from './batch.ts';
import type { LabelDefinition } from './labelCatalog.ts';
import type { LabelRef, MilestoneRef } from './planTypes.ts';

export interface RepoLabels {
  repoId: number;
  definitions: readonly LabelDefinition[];
  defaultNames: ReadonlySet<string>;
  createdAt: number;
}

/** Labels of many repositories in few statements; returns each repository's labels. */
export async function insertLabels(tx: DbOrTx, repos: readonly RepoLabels[]): Promise<Map<number, LabelRef[]>> {
  const planned = repos.flatMap((repo) => repo.definitions.map((label) => ({ repo, label })));
  const ids = await insertRowsReturningIds(
    tx,
    labels,
    planned.map(({ repo, label }) => ({
      repoId: repo.repoId,
      name: label.name,
      color: label.color,
      description: label.description,
      isDefault: repo.defaultNames.has(label.name),
      createdAt: toDate(repo.createdAt),
      updatedAt: toDate(repo.createdAt),
    })),
  );
  const byRepo = new Map<number, LabelRef[]>();
  planned.forEach(({ repo, label }, index) => {
    const id = ids[index];
    if (id !== undefined) byRepo.set(repo.repoId, [...(byRepo.get(repo.repoId) ?? []), { id, name: label.name }]);
  });
  return byRepo;
}

export interface MilestoneSpec {
  repoId: number;
  number: number;
  title: string;
  description: string | null;
  state: 'open' | 'closed';
  dueOn: number | null;
  closedAt: number | null;
  createdAt: number;
  updatedAt: number;
  creatorId: number | null;
}

export async function insertMilestones(tx: DbOrTx, specs: readonly MilestoneSpec[]): Promise<Map<number, MilestoneRef[]>> {
  const ids = await insertRowsReturningIds(
    tx,
    milestones,
    specs.map((spec) => ({
      repoId: spec.repoId,
      number: spec.number,
      title: spec.title,
      description: spec.description,
      state: spec.state,
      dueOn: toDateOrNull(spec.dueOn),
      closedAt: toDateOrNull(spec.closedAt),
      creatorId: spec.creatorId,
      createdAt: toDate(spec.createdAt),
      updatedAt: toDate(spec.updatedAt),
    })),
  );
  const byRepo = new Map<number, MilestoneRef[]>();
  specs.forEach((spec, index) => {
    const id = ids[index];
    if (id === undefined) return;
    const ref: MilestoneRef = { id, state: spec.state, createdAt: spec.createdAt, closedAt: spec.closedAt };
    byRepo.set(spec.repoId, [...(byRepo.get(spec.repoId) ?? []), ref]);
  });
  return byRepo;
}
