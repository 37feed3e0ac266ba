import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { IssueCommentRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';

/** One page of comments and how many there are in all (for a page's `Link`). */
export interface CommentPage {
  rows: IssueCommentRow[];
  total: number;
}

/**
 * One window of an issue's comments, oldest first (REST's `GET …/issues/{n}/comments`), those
 * updated at or after `since` only when it is given.
 */
export async function issueCommentsPage(
  db: Db,
  issueId: number,
  options: { since: Date | null; offset: number; limit: number },
): Promise<CommentPage> {
  const where = and(eq(t.issueComments.issueId, issueId), options.since ? gte(t.issueComments.updatedAt, options.since) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(t.issueComments)
      .where(where)
      .orderBy(asc(t.issueComments.createdAt), asc(t.issueComments.id))
      .limit(options.limit)
      .offset(options.offset),
    db.$count(t.issueComments, where),
  ]);
  return { rows, total };
}

export interface RepositoryCommentsOptions {
  /** Comments updated at or after this time only. */
  since: Date | null;
  sort: 'created' | 'updated';
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * One window of the comments on a repository's issues and pull requests (REST's
 * `GET /repos/{owner}/{repo}/issues/comments`). Comments on issues are left out when the
 * repository has its issues turned off (they cannot be read then); pull requests' stay.
 */
export async function repositoryCommentsPage(db: Db, repo: RepositoryRow, options: RepositoryCommentsOptions): Promise<CommentPage> {
  const where = and(
    eq(t.issues.repoId, repo.id),
    repo.hasIssuesEnabled ? undefined : eq(t.issues.kind, 'pull_request'),
    options.since ? gte(t.issueComments.updatedAt, options.since) : undefined,
  );
  const order = options.direction === 'asc' ? asc : desc;
  const column = options.sort === 'updated' ? t.issueComments.updatedAt : t.issueComments.createdAt;
  const orderBy: SQL[] = [order(column), order(t.issueComments.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ comment: t.issueComments })
      .from(t.issueComments)
      .innerJoin(t.issues, eq(t.issues.id, t.issueComments.issueId))
      .where(where)
      .orderBy(...orderBy)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(t.issueComments).innerJoin(t.issues, eq(t.issues.id, t.issueComments.issueId)).where(where),
  ]);
  return { rows: rows.map((row) => row.comment), total: counted?.n ?? 0 };
}
