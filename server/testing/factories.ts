import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords.ts';
import type { Db } from '../src/db/client.ts';
import type { AccountRow, IssueRow, LabelRow, MilestoneRow, RepositoryRow } from '../src/db/rows.ts';
import * as t from '../src/db/schema/index.ts';
import { createAccessToken } from '../src/modules/admin/accessTokenCreator.ts';

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}`;

export async function buildUser(
  db: Db,
  overrides: Partial<typeof t.accounts.$inferInsert> & { password?: string } = {},
): Promise<AccountRow> {
  const { password, ...rest } = overrides;
  const [row] = await db
    .insert(t.accounts)
    .values({ kind: 'user', login: unique('user'), passwordHash: password ? await hashPassword(password) : null, ...rest })
    .returning();
  if (!row) throw new Error('user insert failed');
  return row;
}

export async function buildOrg(db: Db, overrides: Partial<typeof t.accounts.$inferInsert> = {}): Promise<AccountRow> {
  const [row] = await db
    .insert(t.accounts)
    .values({ kind: 'organization', login: unique('org'), ...overrides })
    .returning();
  if (!row) throw new Error('org insert failed');
  return row;
}

export async function addMember(db: Db, org: AccountRow, user: AccountRow, role: 'member' | 'admin' = 'member'): Promise<void> {
  await db.insert(t.orgMemberships).values({ orgId: org.id, userId: user.id, role });
}

export async function buildRepo(
  db: Db,
  owner: AccountRow,
  overrides: Partial<typeof t.repositories.$inferInsert> = {},
): Promise<RepositoryRow> {
  const [row] = await db
    .insert(t.repositories)
    .values({ ownerId: owner.id, name: unique('repo'), ...overrides })
    .returning();
  if (!row) throw new Error('repo insert failed');
  return row;
}

export async function grant(
  db: Db,
  repo: RepositoryRow,
  user: AccountRow,
  permission: 'read' | 'triage' | 'write' | 'maintain' | 'admin',
): Promise<void> {
  await db.insert(t.collaborators).values({ repoId: repo.id, userId: user.id, permission });
}

export async function buildLabel(db: Db, repo: RepositoryRow, overrides: Partial<typeof t.labels.$inferInsert> = {}): Promise<LabelRow> {
  const [row] = await db
    .insert(t.labels)
    .values({ repoId: repo.id, name: unique('label'), color: 'd73a4a', ...overrides })
    .returning();
  if (!row) throw new Error('label insert failed');
  return row;
}

export async function buildMilestone(
  db: Db,
  repo: RepositoryRow,
  overrides: Partial<typeof t.milestones.$inferInsert> = {},
): Promise<MilestoneRow> {
  const [seq] = await db
    .update(t.repositories)
    .set({ nextMilestoneNumber: sql`${t.repositories.nextMilestoneNumber} + 1` })
    .where(eq(t.repositories.id, repo.id))
    .returning({ n: sql<number>`${t.repositories.nextMilestoneNumber} - 1` });
  const [row] = await db
    .insert(t.milestones)
    .values({ repoId: repo.id, number: seq?.n ?? 1, title: unique('milestone'), ...overrides })
    .returning();
  if (!row) throw new Error('milestone insert failed');
  return row;
}

export async function buildIssue(
  db: Db,
  repo: RepositoryRow,
  author: AccountRow | null,
  overrides: Partial<typeof t.issues.$inferInsert> & { labels?: LabelRow[]; assignees?: AccountRow[] } = {},
): Promise<IssueRow> {
  const { labels = [], assignees = [], ...rest } = overrides;
  const [seq] = await db
    .update(t.repositories)
    .set({ nextIssueNumber: sql`${t.repositories.nextIssueNumber} + 1` })
    .where(eq(t.repositories.id, repo.id))
    .returning({ n: sql<number>`${t.repositories.nextIssueNumber} - 1` });
  const [row] = await db
    .insert(t.issues)
    .values({ repoId: repo.id, number: seq?.n ?? 1, title: unique('Issue'), authorId: author?.id ?? null, ...rest })
    .returning();
  if (!row) throw new Error('issue insert failed');
  if (labels.length) await db.insert(t.issueLabels).values(labels.map((l) => ({ issueId: row.id, labelId: l.id })));
  if (assignees.length) await db.insert(t.issueAssignees).values(assignees.map((a) => ({ issueId: row.id, userId: a.id })));
  return row;
}

export async function buildToken(db: Db, user: AccountRow): Promise<string> {
  const created = await createAccessToken(db, { login: user.login, note: 'test' });
  return created.token;
}
