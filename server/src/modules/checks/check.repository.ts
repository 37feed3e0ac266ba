import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CheckRunRow, StatusContextRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';

/** A check run by id, or null. */
export async function checkRunById(db: Db, id: number): Promise<CheckRunRow | null> {
  const [row] = await db.select().from(t.checkRuns).where(eq(t.checkRuns.id, id));
  return row ?? null;
}

/** A commit status by id, or null. */
export async function statusContextById(db: Db, id: number): Promise<StatusContextRow | null> {
  const [row] = await db.select().from(t.statusContexts).where(eq(t.statusContexts.id, id));
  return row ?? null;
}
