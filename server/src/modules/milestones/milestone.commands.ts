import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AccountRow, MilestoneRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';

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

export async function createMilestone(
  tx: DbOrTx,
  repo: RepositoryRow,
  creator: AccountRow,
  input: MilestoneInput,
): Promise<{ milestone: MilestoneRow | null; errors: UserError[] }> {
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
      creatorId: creator.id,
    })
    .returning();
  return { milestone: milestone ?? null, errors: [] };
}

export async function updateMilestone(
  tx: DbOrTx,
  milestone: MilestoneRow,
  input: MilestoneInput,
): Promise<{ milestone: MilestoneRow | null; errors: UserError[] }> {
  const { errors, values } = validateMilestone(input, false);
  if (values.title && (await titleTaken(tx, milestone.repoId, values.title, milestone.id)))
    errors.push({ message: 'Title has already been taken', path: ['title'] });
  if (errors.length > 0) return { milestone: null, errors };
  if (values.state === 'closed' && milestone.state === 'closed') delete values.closedAt;
  const [updated] = await tx
    .update(t.milestones)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(t.milestones.id, milestone.id))
    .returning();
  return { milestone: updated ?? milestone, errors: [] };
}

/** Deleting a milestone leaves its issues in place, only without a milestone. */
export async function deleteMilestone(tx: DbOrTx, milestone: MilestoneRow): Promise<void> {
  await tx.update(t.issues).set({ milestoneId: null, milestonePriority: null }).where(eq(t.issues.milestoneId, milestone.id));
  await tx.delete(t.milestones).where(eq(t.milestones.id, milestone.id));
}
