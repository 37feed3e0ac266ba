import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IssueTypeRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';

export type IssueTypeOrder = { field: 'CREATED_AT' | 'NAME'; direction: 'ASC' | 'DESC' } | null | undefined;

/** An organization's issue types in the order asked (creation by default), ties by id. */
export function issueTypesOf(db: DbOrTx, orgId: number, order: IssueTypeOrder): Promise<IssueTypeRow[]> {
  const o = order ?? { field: 'CREATED_AT', direction: 'ASC' };
  const dir = o.direction === 'DESC' ? desc : asc;
  return db
    .select()
    .from(t.issueTypes)
    .where(eq(t.issueTypes.orgId, orgId))
    .orderBy(dir(o.field === 'NAME' ? sql`lower(${t.issueTypes.name})` : t.issueTypes.createdAt), dir(t.issueTypes.id));
}

/** The organization's issue type with this name (any letter case), enabled ones only when asked. */
export async function issueTypeNamed(db: DbOrTx, orgId: number, name: string, { enabledOnly = false } = {}): Promise<IssueTypeRow | null> {
  const [row] = await db
    .select()
    .from(t.issueTypes)
    .where(
      and(
        eq(t.issueTypes.orgId, orgId),
        eq(sql`lower(${t.issueTypes.name})`, name.toLowerCase()),
        enabledOnly ? eq(t.issueTypes.isEnabled, true) : undefined,
      ),
    );
  return row ?? null;
}
