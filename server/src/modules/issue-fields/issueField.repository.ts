import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** One issue field as the filter bar's suggestions read it (`GET /_filter/issue_fields`). */
export interface IssueFieldJson {
  id: number;
  name: string;
  name_slug: string;
  data_type: 'text' | 'single_select' | 'date' | 'number';
  options: { id: number; name: string; color: string; description: string | null }[];
}

/** The issue fields of the given organizations with their options, by name; grouped per organization. */
export async function issueFieldsOf(db: Db, orgIds: readonly number[]): Promise<Map<number, IssueFieldJson[]>> {
  const byOrg = new Map<number, IssueFieldJson[]>(orgIds.map((id) => [id, []]));
  if (orgIds.length === 0) return byOrg;
  const fields = await db
    .select()
    .from(t.issueFields)
    .where(inArray(t.issueFields.orgId, [...orgIds]))
    .orderBy(asc(t.issueFields.name));
  const options =
    fields.length === 0
      ? []
      : await db
          .select()
          .from(t.issueFieldOptions)
          .where(
            inArray(
              t.issueFieldOptions.fieldId,
              fields.map((field) => field.id),
            ),
          )
          .orderBy(asc(t.issueFieldOptions.position), asc(t.issueFieldOptions.id));
  for (const field of fields) {
    byOrg.get(field.orgId)?.push({
      id: field.id,
      name: field.name,
      name_slug: field.slug,
      data_type: field.dataType,
      options: options
        .filter((option) => option.fieldId === field.id)
        .map((option) => ({ id: option.id, name: option.name, color: option.color, description: option.description })),
    });
  }
  return byOrg;
}

/** The organizations a person belongs to, by login. */
export function memberOrganizations(db: Db, userId: number): Promise<{ id: number; login: string }[]> {
  return db
    .select({ id: t.accounts.id, login: t.accounts.login })
    .from(t.orgMemberships)
    .innerJoin(t.accounts, and(eq(t.accounts.id, t.orgMemberships.orgId), eq(t.accounts.kind, 'organization')))
    .where(eq(t.orgMemberships.userId, userId))
    .orderBy(asc(t.accounts.login));
}
