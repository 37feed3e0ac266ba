import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { badInput, unresolvedId } from '../../graphql/errors.ts';
import { recordEvent } from './issue.events.ts';
import { addAssignees, addLabels, setIssueType, setMilestone } from './issueMetadata.ts';

export const MAX_TITLE_LENGTH = 256;
export const MAX_BODY_LENGTH = 65536;

export function validateTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw badInput("Title can't be blank");
  if (trimmed.length > MAX_TITLE_LENGTH) throw badInput(`Title is too long (maximum is ${MAX_TITLE_LENGTH} characters)`);
  return trimmed;
}

export function validateBody(body: string): string {
  if (body.length > MAX_BODY_LENGTH) throw badInput(`Body is too long (maximum is ${MAX_BODY_LENGTH} characters)`);
  return body;
}

/** Logins @-mentioned in markdown, outside code spans and blocks. */
export function mentionedLogins(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
  const logins = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^\w@/])@([a-zA-Z0-9](?:[a-zA-Z0-9]|-(?=[a-zA-Z0-9])){0,38})(?![\w/])/g)) {
    if (match[1]) logins.add(match[1].toLowerCase());
  }
  return [...logins];
}

export async function recordMentions(tx: DbOrTx, issueId: number, markdown: string): Promise<void> {
  const logins = mentionedLogins(markdown);
  if (logins.length === 0) return;
  const users = await tx
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(sql`lower(${t.accounts.login}) IN ${logins} AND ${t.accounts.kind} <> 'organization'`);
  if (users.length === 0) return;
  await tx
    .insert(t.issueMentions)
    .values(users.map((u) => ({ issueId, userId: u.id })))
    .onConflictDoNothing();
}

export interface CreateIssueCommand {
  repo: RepositoryRow;
  author: AccountRow;
  title: string;
  body: string;
  labelIds: number[];
  assigneeIds: number[];
  milestoneId: number | null;
  issueTypeId: number | null;
  parentIssueId: number | null;
  projectIds: number[];
}

/**
 * Creates an issue with its metadata and their timeline events; the number comes from the
 * repository's shared sequence. Run it in one transaction: a failing step leaves nothing behind.
 */
export async function createIssue(tx: DbOrTx, command: CreateIssueCommand): Promise<IssueRow> {
  const title = validateTitle(command.title);
  const body = validateBody(command.body);
  const [seq] = await tx
    .update(t.repositories)
    .set({ nextIssueNumber: sql`${t.repositories.nextIssueNumber} + 1` })
    .where(eq(t.repositories.id, command.repo.id))
    .returning({ number: sql<number>`${t.repositories.nextIssueNumber} - 1` });
  if (!seq) throw new Error(`Repository ${command.repo.id} vanished`);
  const [issue] = await tx
    .insert(t.issues)
    .values({ repoId: command.repo.id, number: seq.number, title, body, authorId: command.author.id })
    .returning();
  if (!issue) throw new Error('Issue insert returned nothing');
  const actor = command.author.id;
  await addLabels(tx, issue, command.labelIds, actor);
  await addAssignees(tx, issue, command.assigneeIds, actor);
  if (command.milestoneId !== null) await setMilestone(tx, issue, command.milestoneId, actor);
  if (command.issueTypeId !== null) await setIssueType(tx, issue, command.issueTypeId, actor);
  if (command.parentIssueId !== null) await attachToParent(tx, issue, command.parentIssueId, actor);
  if (command.projectIds.length > 0) {
    const items = await tx
      .insert(t.projectItems)
      .values(command.projectIds.map((projectId) => ({ projectId, issueId: issue.id, creatorId: actor })))
      .onConflictDoNothing()
      .returning({ projectId: t.projectItems.projectId });
    for (const { projectId } of items) await recordEvent(tx, issue.id, actor, 'added_to_project_v2', { projectId });
  }
  await recordMentions(tx, issue.id, body);
  await tx.insert(t.issueSubscriptions).values({ issueId: issue.id, userId: actor, reason: 'author' }).onConflictDoNothing();
  const [fresh] = await tx.select().from(t.issues).where(eq(t.issues.id, issue.id));
  return fresh ?? issue;
}

export const MAX_SUB_ISSUES = 100;

/** Makes `issue` a sub-issue of `parentId`, last among its siblings. */
export async function attachToParent(tx: DbOrTx, issue: IssueRow, parentId: number, actorId: number): Promise<void> {
  if (parentId === issue.id) throw badInput('An issue cannot be its own sub-issue.');
  // Walk up from the parent: the new child must not be one of its ancestors.
  const ancestors = await tx.execute(
    sql`WITH RECURSIVE up(id, parent_id) AS (SELECT id, parent_id FROM issues WHERE id = ${parentId}
          UNION SELECT i.id, i.parent_id FROM issues i JOIN up ON i.id = up.parent_id) SELECT id FROM up`,
  );
  if ((ancestors as unknown as { rows: { id: number }[] }).rows.some((r) => Number(r.id) === issue.id)) {
    throw badInput('Adding this sub-issue would create a cycle.');
  }
  const [stats] = await tx
    .select({ n: sql<number>`count(*)::int`, max: sql<number | null>`max(${t.issues.subIssuePosition})` })
    .from(t.issues)
    .where(eq(t.issues.parentId, parentId));
  if ((stats?.n ?? 0) >= MAX_SUB_ISSUES) throw badInput(`An issue can have at most ${MAX_SUB_ISSUES} sub-issues.`);
  await tx
    .update(t.issues)
    .set({ parentId, subIssuePosition: (stats?.max ?? 0) + 1 })
    .where(eq(t.issues.id, issue.id));
  await recordEvent(tx, parentId, actorId, 'sub_issue_added', { subIssueId: issue.id });
  await recordEvent(tx, issue.id, actorId, 'parent_issue_added', { parentId });
}

export interface CloseIssueCommand {
  issue: IssueRow;
  actor: AccountRow;
  stateReason: 'completed' | 'not_planned' | 'duplicate';
  duplicateOfId: number | null;
}

export async function closeIssue(tx: DbOrTx, { issue, actor, stateReason, duplicateOfId }: CloseIssueCommand): Promise<IssueRow> {
  if (duplicateOfId !== null) {
    if (duplicateOfId === issue.id) throw badInput('An issue cannot be a duplicate of itself.');
    const [target] = await tx.select({ id: t.issues.id }).from(t.issues).where(eq(t.issues.id, duplicateOfId));
    if (!target) throw unresolvedId(String(duplicateOfId));
  }
  const [updated] = await tx
    .update(t.issues)
    .set({
      state: 'closed',
      stateReason,
      duplicateOfId: stateReason === 'duplicate' ? duplicateOfId : null,
      closedAt: issue.state === 'closed' && issue.closedAt ? issue.closedAt : sql`now()`,
      closedById: actor.id,
      updatedAt: sql`now()`,
    })
    .where(eq(t.issues.id, issue.id))
    .returning();
  if (issue.state !== 'closed' || issue.stateReason !== stateReason) {
    await recordEvent(tx, issue.id, actor.id, 'closed', { stateReason, duplicateOfId }, { touch: false });
  }
  if (stateReason === 'duplicate' && duplicateOfId !== null)
    await recordEvent(tx, issue.id, actor.id, 'marked_as_duplicate', { canonicalId: duplicateOfId });
  return updated ?? issue;
}

export async function reopenIssue(tx: DbOrTx, issue: IssueRow, actor: AccountRow): Promise<IssueRow> {
  if (issue.state === 'open') return issue;
  if (issue.kind === 'pull_request' && issue.merged) throw badInput('A merged pull request cannot be reopened.');
  const [updated] = await tx
    .update(t.issues)
    .set({ state: 'open', stateReason: 'reopened', closedAt: null, closedById: null, duplicateOfId: null, updatedAt: sql`now()` })
    .where(eq(t.issues.id, issue.id))
    .returning();
  await recordEvent(tx, issue.id, actor.id, 'reopened', {}, { touch: false });
  return updated ?? issue;
}

export async function renameIssue(tx: DbOrTx, issue: IssueRow, title: string, actorId: number): Promise<void> {
  const next = validateTitle(title);
  if (next === issue.title) return;
  await tx.update(t.issues).set({ title: next }).where(eq(t.issues.id, issue.id));
  await recordEvent(tx, issue.id, actorId, 'renamed_title', { from: issue.title, to: next });
}

export async function updateBody(tx: DbOrTx, issue: IssueRow, body: string): Promise<void> {
  const next = validateBody(body);
  if (next === issue.body) return;
  await tx
    .update(t.issues)
    .set({ body: next, updatedAt: sql`now()` })
    .where(eq(t.issues.id, issue.id));
  await recordMentions(tx, issue.id, next);
}

export async function reloadIssues(tx: DbOrTx, ids: number[]): Promise<IssueRow[]> {
  return ids.length === 0 ? [] : tx.select().from(t.issues).where(inArray(t.issues.id, ids));
}
