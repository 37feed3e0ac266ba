import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { LabelRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { authorizeRepository, readableRepository } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput, forbidden, unprocessable, unresolvedId } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { inTransaction, type Unit } from '../../domain/transaction.ts';
import { repositoryChanged } from '../../live/liveEvents.ts';
import { canOnRepository } from '../../policies/repository.policy.ts';
import { isUniqueViolation } from '../admin/admin.errors.ts';

export const MAX_LABEL_NAME_LENGTH = 50;
export const MAX_LABEL_DESCRIPTION_LENGTH = 100;

/** The spec's rules: name required, at most 50 characters; colour 3 or 6 hex digits (an optional '#'). */
export function normaliseLabelInput(input: { name?: string | null; color?: string | null; description?: string | null }) {
  const out: { name?: string; color?: string; description?: string | null } = {};
  if (input.name != null) {
    const name = input.name.trim();
    if (name === '') throw badInput('Name is required');
    if (name.length > MAX_LABEL_NAME_LENGTH) throw badInput(`Name is too long (maximum is ${MAX_LABEL_NAME_LENGTH} characters)`);
    out.name = name;
  }
  if (input.color != null) {
    const match = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.exec(input.color.trim());
    if (!match?.[1]) throw badInput('Color is invalid');
    const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
    out.color = hex.toLowerCase();
  }
  if (input.description !== undefined) {
    const description = input.description?.trim() ?? '';
    if (description.length > MAX_LABEL_DESCRIPTION_LENGTH)
      throw badInput(`Description is too long (maximum is ${MAX_LABEL_DESCRIPTION_LENGTH} characters)`);
    out.description = description === '' ? null : description;
  }
  return out;
}

const nameTaken = () => unprocessable('Name has already been taken');

/** A concurrent write can take the name between the check and the write: the unique index decides. */
async function takingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function assertNameFree(tx: DbOrTx, repoId: number, name: string, exceptId?: number): Promise<void> {
  const rows = await tx
    .select({ id: t.labels.id })
    .from(t.labels)
    .where(
      and(
        eq(t.labels.repoId, repoId),
        eq(sql`lower(${t.labels.name})`, name.toLowerCase()),
        exceptId ? ne(t.labels.id, exceptId) : undefined,
      ),
    );
  if (rows.length > 0) throw nameTaken();
}

/** Creates a label in the unit's transaction (name and colour checked, the name free in the repository). */
async function createLabelIn(unit: Unit, repo: RepositoryRow, input: LabelInput): Promise<LabelRow> {
  const { name, color, description = null } = normaliseLabelInput(input);
  if (!name) throw badInput('Name is required');
  if (!color) throw badInput('Color is invalid');
  await assertNameFree(unit.tx, repo.id, name);
  const [label] = await takingName(() => unit.tx.insert(t.labels).values({ repoId: repo.id, name, color, description }).returning());
  if (!label) throw new Error('Label insert returned nothing');
  unit.emit(repositoryChanged(repo.id, 'labels'));
  return label;
}

export interface LabelInput {
  name?: string | null;
  color?: string | null;
  description?: string | null;
}

/** The label a ref names, when the viewer may manage its repository's labels. */
async function authorizeLabel(ctx: DomainContext, ref: Ref, operation: string): Promise<LabelRow> {
  const label = ref.id === null ? null : await ctx.loaders.label.load(ref.id);
  const access = label ? await readableRepository(ctx, label.repoId) : null;
  if (!label || !access) throw unresolvedId(ref.given);
  if (!canOnRepository('manageLabels', access.repo, access.permission)) throw forbidden(ctx.actor.login, operation);
  return label;
}

/** `createLabel`: whoever may push to the repository. */
export async function createLabel(ctx: DomainContext, input: LabelInput & { repository: Ref }): Promise<LabelRow> {
  const repo = await authorizeRepository(ctx, input.repository, 'manageLabels', 'CreateLabel');
  return inTransaction(ctx, (unit) => createLabelIn(unit, repo, input));
}

/** `updateLabel`: a new name must be free in the repository (any letter case). */
export async function updateLabel(ctx: DomainContext, input: LabelInput & { label: Ref }): Promise<LabelRow> {
  const label = await authorizeLabel(ctx, input.label, 'UpdateLabel');
  return inTransaction(ctx, async (unit) => {
    const values = normaliseLabelInput(input);
    if (values.name) await assertNameFree(unit.tx, label.repoId, values.name, label.id);
    const [updated] = await takingName(() =>
      unit.tx
        .update(t.labels)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(t.labels.id, label.id))
        .returning(),
    );
    unit.emit(repositoryChanged(label.repoId, 'labels'));
    return updated ?? label;
  });
}

/** `deleteLabel`: the label comes off every issue too (the foreign key cascades). */
export async function deleteLabel(ctx: DomainContext, input: { label: Ref }): Promise<void> {
  const label = await authorizeLabel(ctx, input.label, 'DeleteLabel');
  await inTransaction(ctx, async (unit) => {
    await unit.tx.delete(t.labels).where(eq(t.labels.id, label.id));
    unit.emit(repositoryChanged(label.repoId, 'labels'));
  });
}
