import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { MilestoneRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { authorizeRepository, readableRepository } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { forbidden, unresolvedId } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { inTransaction } from '../../domain/transaction.ts';
import { milestoneChanged, repositoryChanged } from '../../live/liveEvents.ts';
import { canOnRepository } from '../../policies/repository.policy.ts';

export interface MilestoneInput {
  title?: string | null;
  description?: string | null;
  dueOn?: Date | string | null;
  state?: 'OPEN' | 'CLOSED' | null;
}

/** Field errors in the payload (`errors[].message`), as the milestone forms expect. */
export interface UserError {
  message: string;
  path: string[];
}

export function validateMilestone(
  input: MilestoneInput,
  creating: boolean,
): { errors: UserError[]; values: Partial<typeof t.milestones.$inferInsert> } {
  const errors: UserError[] = [];
  const values: Partial<typeof t.milestones.$inferInsert> = {};
  if (input.title != null || creating) {
    const title = (input.title ?? '').trim();
    if (title === '') errors.push({ message: 'Title cannot be empty', path: ['title'] });
    else if (title.length > 255) errors.push({ message: 'Title is too long (maximum is 255 characters)', path: ['title'] });
    values.title = title;
  }
  if (input.description !== undefined) values.description = input.description?.trim() || null;
  if (input.dueOn !== undefined) {
    if (input.dueOn === null) values.dueOn = null;
    else {
      const due = new Date(input.dueOn);
      if (Number.isNaN(due.getTime())) errors.push({ message: 'Due date is invalid', path: ['dueOn'] });
      // Due dates are whole days: stored as UTC midnight, as the forms send them.
      else values.dueOn = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate()));
    }
  }
  if (input.state) {
    values.state = input.state === 'CLOSED' ? 'closed' : 'open';
    values.closedAt = input.state === 'CLOSED' ? new Date() : null;
  }
  return { errors, values };
}

async function titleTaken(tx: DbOrTx, repoId: number, title: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: t.milestones.id })
    .from(t.milestones)
    .where(
      sql`${t.milestones.repoId} = ${repoId} AND lower(${t.milestones.title}) = ${title.toLowerCase()} AND ${t.milestones.id} <> ${exceptId ?? 0}`,
    );
  return rows.length > 0;
}

/** The milestone a ref names, when the viewer may manage its repository's milestones. */
export async function authorizeMilestone(ctx: DomainContext, ref: Ref, operation: string): Promise<MilestoneRow> {
  const milestone = ref.id === null ? null : await ctx.loaders.milestone.load(ref.id);
  const access = milestone ? await readableRepository(ctx, milestone.repoId) : null;
  if (!milestone || !access) throw unresolvedId(ref.given);
  if (!canOnRepository('manageMilestones', access.repo, access.permission)) throw forbidden(ctx.actor.login, operation);
  return milestone;
}

/** A milestone written, or the field errors that kept it from being written (the forms show them under the fields). */
export interface MilestoneResult {
  milestone: MilestoneRow | null;
  errors: UserError[];
}

/** `createMilestone`: whoever may push to the repository; the number comes from the repository's sequence. */
export async function createMilestone(ctx: DomainContext, input: MilestoneInput & { repository: Ref }): Promise<MilestoneResult> {
  const repo = await authorizeRepository(ctx, input.repository, 'manageMilestones', 'CreateMilestone');
  return inTransaction(ctx, async (unit) => {
    const { tx, actor } = unit;
    const { errors, values } = validateMilestone(input, true);
    if (values.title && (await titleTaken(tx, repo.id, values.title)))
      errors.push({ message: 'Title has already been taken', path: ['title'] });
    if (errors.length > 0) return { milestone: null, errors };
    const [seq] = await tx
      .update(t.repositories)
      .set({ nextMilestoneNumber: sql`${t.repositories.nextMilestoneNumber} + 1` })
      .where(eq(t.repositories.id, repo.id))
      .returning({ number: sql<number>`${t.repositories.nextMilestoneNumber} - 1` });
    const [milestone] = await tx
      .insert(t.milestones)
      .values({
        repoId: repo.id,
        number: seq?.number ?? 1,
        title: values.title ?? '',
        description: values.description ?? null,
        dueOn: values.dueOn ?? null,
        // REST creates one closed when asked (`state: closed`); the forms create open ones.
        state: values.state ?? 'open',
        closedAt: values.closedAt ?? null,
        creatorId: actor.id,
      })
      .returning();
    unit.emit(repositoryChanged(repo.id, 'milestones'));
    return { milestone: milestone ?? null, errors: [] };
  });
}

/** `updateMilestone`: title, description, due date and state; a title must stay free in the repository. */
export async function updateMilestone(ctx: DomainContext, input: MilestoneInput & { milestone: Ref }): Promise<MilestoneResult> {
  const milestone = await authorizeMilestone(ctx, input.milestone, 'UpdateMilestone');
  return inTransaction(ctx, async (unit) => {
    const { errors, values } = validateMilestone(input, false);
    if (values.title && (await titleTaken(unit.tx, milestone.repoId, values.title, milestone.id)))
      errors.push({ message: 'Title has already been taken', path: ['title'] });
    if (errors.length > 0) return { milestone: null, errors };
    if (values.state === 'closed' && milestone.state === 'closed') delete values.closedAt;
    const [updated] = await unit.tx
      .update(t.milestones)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(t.milestones.id, milestone.id))
      .returning();
    unit.emit(milestoneChanged(milestone, 'updated'));
    unit.emit(repositoryChanged(milestone.repoId, 'milestones'));
    return { milestone: updated ?? milestone, errors: [] };
  });
}

/** `deleteMilestone`: its issues stay, without a milestone. Answers the deleted milestone. */
export async function deleteMilestone(ctx: DomainContext, input: { milestone: Ref }): Promise<MilestoneRow> {
  const milestone = await authorizeMilestone(ctx, input.milestone, 'DeleteMilestone');
  await inTransaction(ctx, async (unit) => {
    await unit.tx.update(t.issues).set({ milestoneId: null, milestonePriority: null }).where(eq(t.issues.milestoneId, milestone.id));
    await unit.tx.delete(t.milestones).where(eq(t.milestones.id, milestone.id));
    // One event for the milestone and its repository, however many issues it held.
    unit.emit(milestoneChanged(milestone, 'deleted'));
    unit.emit(repositoryChanged(milestone.repoId, 'milestones'));
  });
  return milestone;
}
