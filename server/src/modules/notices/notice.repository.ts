import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { bool, int, rowShape, text } from '../../db/rowShape.ts';
import * as t from '../../db/schema/index.ts';

/** The notices a viewer can dismiss; anything else is refused. */
export const KNOWN_NOTICES = ['first_time_contributor_issues_banner'] as const;

export type NoticeName = (typeof KNOWN_NOTICES)[number];

export const FIRST_TIME_CONTRIBUTOR_BANNER: NoticeName = 'first_time_contributor_issues_banner';

export function isKnownNotice(notice: string): notice is NoticeName {
  return (KNOWN_NOTICES as readonly string[]).includes(notice);
}

/**
 * Whether the user counts as a contributor to the repository: they authored an issue, a pull
 * request or a commit in it. Comments and reactions do not count, as on GitHub, where the banner
 * speaks to people who have not yet opened anything.
 */
function contributedSql(userId: number, repoId: number) {
  return sql`(
    exists (select 1 from ${t.issues} where ${t.issues.repoId} = ${repoId} and ${t.issues.authorId} = ${userId})
    or exists (select 1 from ${t.commits} where ${t.commits.repoId} = ${repoId} and ${t.commits.authorId} = ${userId})
  )`;
}

/** Whether the user dismissed the notice for this repository or for all repositories. */
function dismissedSql(userId: number, repoId: number, notice: NoticeName) {
  return sql`exists (
    select 1 from ${t.dismissedNotices}
    where ${t.dismissedNotices.userId} = ${userId}
      and ${t.dismissedNotices.notice} = ${notice}
      and (${t.dismissedNotices.repoId} = ${repoId} or ${t.dismissedNotices.repoId} is null)
  )`;
}

/** True when the user has neither contributed to the repository nor dismissed the banner (one statement). */
export async function isFirstTimeContributor(db: DbOrTx, userId: number, repoId: number): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select not (${contributedSql(userId, repoId)} or ${dismissedSql(userId, repoId, FIRST_TIME_CONTRIBUTOR_BANNER)}) as shown`,
    rowShape({ shown: bool }),
  );
  return row?.shown === true;
}

/** Open issues (not pull requests) of the repository labelled 'good first issue', in any letter case. */
export async function countGoodFirstIssues(db: DbOrTx, repoId: number): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as count
        from ${t.issues}
        join ${t.issueLabels} on ${t.issueLabels.issueId} = ${t.issues.id}
        join ${t.labels} on ${t.labels.id} = ${t.issueLabels.labelId}
        where ${t.issues.repoId} = ${repoId}
          and ${t.issues.kind} = 'issue'
          and ${t.issues.state} = 'open'
          and ${t.labels.repoId} = ${repoId}
          and lower(${t.labels.name}) = 'good first issue'`,
    rowShape({ count: int }),
  );
  return row?.count ?? 0;
}

const CONTRIBUTING_PATH = String.raw`^(\.github/|docs/)?contributing(\.[a-z]+)?$`;

/**
 * The repository's contributing guidelines file: CONTRIBUTING (any letter case, with or without an
 * extension) in `.github/`, the root or `docs/`, the first found in that order, as GitHub looks.
 */
export async function findContributingFile(db: DbOrTx, repoId: number): Promise<{ path: string; content: string } | null> {
  const [row] = await queryRows(
    db,
    sql`select ${t.repositoryFiles.path} as path, ${t.repositoryFiles.content} as content
        from ${t.repositoryFiles}
        where ${t.repositoryFiles.repoId} = ${repoId}
          and ${t.repositoryFiles.path} ~* ${CONTRIBUTING_PATH}
        order by case
          when lower(${t.repositoryFiles.path}) like '.github/%' then 0
          when lower(${t.repositoryFiles.path}) like 'docs/%' then 2
          else 1 end, ${t.repositoryFiles.path}
        limit 1`,
    rowShape({ path: text, content: text }),
  );
  return row ?? null;
}

/**
 * Records that the user dismissed the notice, for one repository or (`repoId` null) for all of
 * them. Dismissing again changes nothing: the unique index on user, notice and repository holds.
 */
export async function dismissNotice(db: Db, userId: number, notice: NoticeName, repoId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(t.dismissedNotices).values({ userId, notice, repoId }).onConflictDoNothing();
  });
}
