import DataLoader from 'dataloader';
import type { GrantedScopes } from '../auth/scopes.ts';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type {
  AccountRow,
  CommitRow,
  IssueCommentRow,
  IssueRow,
  IssueTypeRow,
  LabelRow,
  MilestoneRow,
  ProjectRow,
  RepositoryRow,
  UserContentEditRow,
} from '../db/rows.ts';
import { readableIssues, visibleRepositories } from '../policies/repository.scope.ts';
import { loadCheckSummaries, type CheckSummary } from '../modules/checks/checkSummary.ts';
import { milestoneIssueCounts } from '../modules/milestones/milestone.repository.ts';
import { editsOf } from '../modules/edits/userContentEdits.ts';
import { bool, int, nullable, oneOf, rowShape, text, timestamp } from '../db/rowShape.ts';
import * as t from '../db/schema/index.ts';
import { interactionLimit, repoPermission } from '../db/schema/enums.ts';
import { effectivePermission, type Permission, type RepositoryGrants, type ViewerStanding } from '../policies/repository.policy.ts';
import type { LiveEvent } from '../live/liveEvents.ts';
import { createLookupLoaders } from './lookupLoaders.ts';
import { activeInteractionLimit, limitApplies, type ActiveLimit } from '../modules/repositories/interactionLimits.ts';
import { authorAssociations, type AuthorAssociation } from '../modules/repositories/authorAssociation.repository.ts';

/** The viewer's standing in a repository, with the facts it was decided on. */
export interface RepositoryStanding {
  standing: ViewerStanding;
  /** The repository's interaction limit when it is active, whoever it applies to. */
  activeLimit: ActiveLimit | null;
  ownerEnterpriseManaged: boolean;
}

function byId<T extends { id: number }>(rows: T[], ids: readonly number[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

function groupBy<T>(rows: T[], key: (row: T) => number, ids: readonly number[]): T[][] {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return ids.map((id) => map.get(id) ?? []);
}

const permissionValue = oneOf(...repoPermission.enumValues);

/** What the viewer's permission on a repository is decided from (`effectivePermission`). */
const grantsRow = rowShape({
  id: int,
  owner_id: int,
  visibility: text,
  collab: nullable(permissionValue),
  team: nullable(permissionValue),
  org_role: nullable(text),
  sso_required: nullable(bool),
  sso_session: bool,
});

/** What the viewer's standing in a repository is decided from (interaction limit, enterprise rule). */
const standingRow = rowShape({
  id: int,
  interaction_limit: nullable(oneOf(...interactionLimit.enumValues)),
  interaction_limit_expires_at: nullable(timestamp),
  owner_emu: bool,
  exempt: bool,
  contributed: bool,
});

/** One DataLoader per relation, created per request so caches never cross viewers. */
export function createLoaders(db: Db, viewer: AccountRow, scopes: GrantedScopes = null) {
  const reader = { id: viewer.id, isSiteAdmin: viewer.isSiteAdmin, scopes };
  const readableIssueSql = (alias: SQL) => readableIssues(reader, alias);
  return {
    ...createLookupLoaders(db, viewer),
    account: new DataLoader<number, AccountRow | null>(async (ids) =>
      byId(
        await db
          .select()
          .from(t.accounts)
          .where(inArray(t.accounts.id, [...ids])),
        ids,
      ),
    ),
    repository: new DataLoader<number, RepositoryRow | null>(async (ids) =>
      byId(
        await db
          .select()
          .from(t.repositories)
          .where(inArray(t.repositories.id, [...ids])),
        ids,
      ),
    ),
    issue: new DataLoader<number, IssueRow | null>(async (ids) =>
      byId(
        await db
          .select()
          .from(t.issues)
          .where(inArray(t.issues.id, [...ids])),
        ids,
      ),
    ),
    label: new DataLoader<number, LabelRow | null>(async (ids) =>
      byId(
        await db
          .select()
          .from(t.labels)
          .where(inArray(t.labels.id, [...ids])),
        ids,
      ),
    ),
    milestone: new DataLoader<number, MilestoneRow | null>(async (ids) =>
      byId(
        await db
          .select()
          .from(t.milestones)
          .where(inArray(t.milestones.id, [...ids])),
        ids,
      ),
    ),
    issueType: new DataLoader<number, IssueTypeRow | null>(async (ids) =>
      byId(
        await db
          .select()
          .from(t.issueTypes)
          .where(inArray(t.issueTypes.id, [...ids])),
        ids,
      ),
    ),
    commit: new DataLoader<number, CommitRow | null>(async (ids) =>
      byId(
        await db
          .select()
          .from(t.commits)
          .where(inArray(t.commits.id, [...ids])),
        ids,
      ),
    ),
    project: new DataLoader<number, ProjectRow | null>(async (ids) =>
      byId(
        await db
          .select()
          .from(t.projects)
          .where(inArray(t.projects.id, [...ids])),
        ids,
      ),
    ),
    comment: new DataLoader<number, IssueCommentRow | null>(async (ids) =>
      byId(
        await db
          .select()
          .from(t.issueComments)
          .where(inArray(t.issueComments.id, [...ids])),
        ids,
      ),
    ),
    /** The viewer's role in each organization, or null when not a member. */
    orgRole: new DataLoader<number, string | null>(async (ids) => {
      const rows = await db
        .select({ orgId: t.orgMemberships.orgId, role: t.orgMemberships.role })
        .from(t.orgMemberships)
        .where(and(eq(t.orgMemberships.userId, viewer.id), inArray(t.orgMemberships.orgId, [...ids])));
      const map = new Map(rows.map((row) => [row.orgId, row.role as string]));
      return ids.map((id) => map.get(id) ?? null);
    }),
    /** Whether the viewer sees at least one repository of each owner (`visibleRepositories`). */
    seesRepositoryOf: new DataLoader<number, boolean>(async (ids) => {
      const rows = await queryRows(
        db,
        sql`SELECT DISTINCT r.owner_id FROM repositories r
            WHERE r.owner_id IN ${sql.raw(`(${ids.map(Number).join(',')})`)} AND ${visibleRepositories(reader, sql.raw('r'))}`,
        rowShape({ owner_id: int }),
      );
      const set = new Set(rows.map((row) => row.owner_id));
      return ids.map((id) => set.has(id));
    }),
    checkSummary: new DataLoader<number, CheckSummary>((ids) => loadCheckSummaries(db, ids)),
    /**
     * How each author stands to a repository (`authorAssociation`), keyed `repoId:accountId`: one
     * statement for the repositories, then `authorAssociations` once per repository.
     */
    authorAssociation: new DataLoader<`${number}:${number}`, AuthorAssociation>(async (keys) => {
      const wanted = keys.map((key) => {
        const [repoId, accountId] = key.split(':').map(Number) as [number, number];
        return { repoId, accountId };
      });
      const repos = await db
        .select()
        .from(t.repositories)
        .where(inArray(t.repositories.id, [...new Set(wanted.map((w) => w.repoId))]));
      const byRepo = new Map(
        await Promise.all(
          repos.map(
            async (repo) =>
              [
                repo.id,
                await authorAssociations(
                  db,
                  repo,
                  wanted.filter((w) => w.repoId === repo.id).map((w) => w.accountId),
                ),
              ] as const,
          ),
        ),
      );
      return wanted.map((w) => byRepo.get(w.repoId)?.get(w.accountId) ?? 'NONE');
    }),
    /** Body edit histories, newest first (`userContentEdits`, `includesCreatedEdit`). */
    issueEdits: new DataLoader<number, UserContentEditRow[]>((ids) => editsOf(db, 'issue', ids)),
    commentEdits: new DataLoader<number, UserContentEditRow[]>((ids) => editsOf(db, 'comment', ids)),
    /** Open and closed issues and pull requests of each milestone (one query for a page of milestones). */
    milestoneIssueCounts: new DataLoader<number, { open: number; closed: number }>(async (ids) => {
      const counts = await milestoneIssueCounts(db, ids);
      return ids.map((id) => counts.get(id) ?? { open: 0, closed: 0 });
    }),
    /** Reactions on each comment, counted by content (issues keep theirs on the row). */
    commentReactionCounts: new DataLoader<number, Partial<Record<string, number>>>(async (ids) => {
      const rows = await db
        .select({ subjectId: t.reactions.subjectId, content: t.reactions.content, n: sql<number>`count(*)::int` })
        .from(t.reactions)
        .where(and(eq(t.reactions.subjectType, 'comment'), inArray(t.reactions.subjectId, [...ids])))
        .groupBy(t.reactions.subjectId, t.reactions.content);
      return groupBy(rows, (row) => row.subjectId, ids).map((list) => Object.fromEntries(list.map((row) => [row.content, row.n])));
    }),
    /** The contents the viewer reacted with, per subject (`issue:12`, `comment:7`). */
    viewerReactions: new DataLoader<string, ReadonlySet<string>>(async (keys) => {
      const wanted = keys.map((key) => {
        const [type, id] = key.split(':');
        return { type: type === 'comment' ? ('comment' as const) : ('issue' as const), id: Number(id) };
      });
      const ofType = (type: 'issue' | 'comment') => wanted.filter((w) => w.type === type).map((w) => w.id);
      const rows = await db
        .select({ subjectType: t.reactions.subjectType, subjectId: t.reactions.subjectId, content: t.reactions.content })
        .from(t.reactions)
        .where(
          and(
            eq(t.reactions.userId, viewer.id),
            or(
              ...(['issue', 'comment'] as const).map((type) =>
                and(eq(t.reactions.subjectType, type), inArray(t.reactions.subjectId, ofType(type))),
              ),
            ),
          ),
        );
      const map = new Map<string, Set<string>>();
      for (const row of rows) {
        const key = `${row.subjectType}:${row.subjectId}`;
        const set = map.get(key) ?? new Set<string>();
        set.add(row.content);
        map.set(key, set);
      }
      return keys.map((key) => map.get(key) ?? new Set<string>());
    }),
    /** The viewer's effective permission on each repository, or null when it cannot read it (`effectivePermission`). */
    permission: new DataLoader<number, Permission | null>(async (ids) => {
      const rows = await queryRows(
        db,
        sql`SELECT r.id, r.owner_id, r.visibility,
              (SELECT c.permission FROM collaborators c WHERE c.repo_id = r.id AND c.user_id = ${viewer.id}) AS collab,
              (SELECT max(tr.permission) FROM team_repositories tr JOIN team_members tm ON tm.team_id = tr.team_id
                 WHERE tr.repo_id = r.id AND tm.user_id = ${viewer.id}) AS team,
              (SELECT m.role FROM org_memberships m WHERE m.org_id = r.owner_id AND m.user_id = ${viewer.id}) AS org_role,
              (SELECT o.sso_required FROM accounts o WHERE o.id = r.owner_id) AS sso_required,
              EXISTS (SELECT 1 FROM sso_sessions ss WHERE ss.user_id = ${viewer.id} AND ss.org_id = r.owner_id AND ss.expires_at > now()) AS sso_session
            FROM repositories r WHERE r.id IN ${sql.raw(`(${ids.map(Number).join(',')})`)}`,
        grantsRow,
      );
      const map = new Map(
        rows.map((row) => {
          const grants: RepositoryGrants = {
            ownerId: row.owner_id,
            visibility: row.visibility,
            collaborator: row.collab,
            team: row.team,
            orgRole: row.org_role,
            ownerSsoRequired: row.sso_required === true,
            ssoSession: row.sso_session,
          };
          return [row.id, effectivePermission(grants, reader)] as const;
        }),
      );
      return ids.map((id) => map.get(id) ?? null);
    }),
    /**
     * The viewer's standing in each repository (`policies/repository.policy.ts`): whether its
     * interaction limit applies to them and whether the enterprise-managed rule keeps them out.
     */
    standing: new DataLoader<number, RepositoryStanding | null>(async (ids) => {
      const rows = await queryRows(
        db,
        sql`SELECT r.id, r.interaction_limit, r.interaction_limit_expires_at, o.is_enterprise_managed AS owner_emu,
              (r.owner_id = ${viewer.id}
                OR EXISTS (SELECT 1 FROM collaborators c WHERE c.repo_id = r.id AND c.user_id = ${viewer.id})
                OR EXISTS (SELECT 1 FROM team_repositories tr JOIN team_members tm ON tm.team_id = tr.team_id
                             WHERE tr.repo_id = r.id AND tm.user_id = ${viewer.id})
                OR EXISTS (SELECT 1 FROM org_memberships m WHERE m.org_id = r.owner_id AND m.user_id = ${viewer.id})) AS exempt,
              EXISTS (SELECT 1 FROM issues i WHERE i.author_id = ${viewer.id} AND i.repo_id = r.id
                        AND i.kind = 'pull_request' AND i.merged) AS contributed
            FROM repositories r JOIN accounts o ON o.id = r.owner_id
            WHERE r.id IN ${sql.raw(`(${ids.map(Number).join(',')})`)}`,
        standingRow,
      );
      const now = new Date();
      const map = new Map(
        rows.map((row) => {
          const expires = row.interaction_limit_expires_at;
          const activeLimit = activeInteractionLimit({ interactionLimit: row.interaction_limit, interactionLimitExpiresAt: expires }, now);
          const subject = { exempt: row.exempt || viewer.isSiteAdmin, accountCreatedAt: viewer.createdAt, contributed: row.contributed };
          const standing: ViewerStanding = {
            interactionLimited: activeLimit !== null && limitApplies(activeLimit.limit, subject, now),
            enterpriseBlocked: viewer.isEnterpriseManaged && !row.owner_emu,
          };
          return [row.id, { standing, activeLimit, ownerEnterpriseManaged: row.owner_emu }] as const;
        }),
      );
      return ids.map((id) => map.get(id) ?? null);
    }),
    labelsByIssue: new DataLoader<number, LabelRow[]>(async (ids) => {
      const rows = await db
        .select({ issueId: t.issueLabels.issueId, label: t.labels })
        .from(t.issueLabels)
        .innerJoin(t.labels, eq(t.labels.id, t.issueLabels.labelId))
        .where(inArray(t.issueLabels.issueId, [...ids]))
        .orderBy(asc(t.issueLabels.createdAt), asc(t.labels.id));
      return groupBy(rows, (r) => r.issueId, ids).map((list) => list.map((r) => r.label));
    }),
    assigneesByIssue: new DataLoader<number, AccountRow[]>(async (ids) => {
      const rows = await db
        .select({ issueId: t.issueAssignees.issueId, user: t.accounts })
        .from(t.issueAssignees)
        .innerJoin(t.accounts, eq(t.accounts.id, t.issueAssignees.userId))
        .where(inArray(t.issueAssignees.issueId, [...ids]))
        .orderBy(asc(t.issueAssignees.createdAt), asc(t.accounts.id));
      return groupBy(rows, (r) => r.issueId, ids).map((list) => list.map((r) => r.user));
    }),
    /** Sub-issues of each issue that the viewer may read, in all and closed (`subIssuesSummary`). */
    subIssueCounts: new DataLoader<number, { total: number; completed: number }>(async (ids) => {
      const rows = await queryRows(
        db,
        sql`SELECT child.parent_id, count(*)::int AS total, count(*) FILTER (WHERE child.state = 'closed')::int AS completed
            FROM issues child WHERE child.parent_id IN ${sql.raw(`(${ids.map(Number).join(',')})`)} AND ${readableIssueSql(sql.raw('child'))}
            GROUP BY child.parent_id`,
        rowShape({ parent_id: int, total: int, completed: int }),
      );
      const map = new Map(rows.map((r) => [r.parent_id, { total: r.total, completed: r.completed }]));
      return ids.map((id) => map.get(id) ?? { total: 0, completed: 0 });
    }),
    /** Blocking and blocked issues of each issue that the viewer may read (`issueDependenciesSummary`). */
    dependencyCounts: new DataLoader<number, { blockedBy: number; totalBlockedBy: number; blocking: number; totalBlocking: number }>(
      async (ids) => {
        const list = sql.raw(`(${ids.map(Number).join(',')})`);
        const rows = await queryRows(
          db,
          sql`SELECT i.id,
              (SELECT count(*) FROM issue_dependencies d JOIN issues b ON b.id = d.blocking_issue_id WHERE d.issue_id = i.id AND b.state = 'open' AND ${readableIssueSql(sql.raw('b'))})::int AS blocked_by,
              (SELECT count(*) FROM issue_dependencies d JOIN issues b ON b.id = d.blocking_issue_id WHERE d.issue_id = i.id AND ${readableIssueSql(sql.raw('b'))})::int AS total_blocked_by,
              (SELECT count(*) FROM issue_dependencies d JOIN issues b ON b.id = d.issue_id WHERE d.blocking_issue_id = i.id AND b.state = 'open' AND ${readableIssueSql(sql.raw('b'))})::int AS blocking,
              (SELECT count(*) FROM issue_dependencies d JOIN issues b ON b.id = d.issue_id WHERE d.blocking_issue_id = i.id AND ${readableIssueSql(sql.raw('b'))})::int AS total_blocking
            FROM issues i WHERE i.id IN ${list}`,
          rowShape({ id: int, blocked_by: int, total_blocked_by: int, blocking: int, total_blocking: int }),
        );
        const map = new Map(
          rows.map((r) => [
            r.id,
            { blockedBy: r.blocked_by, totalBlockedBy: r.total_blocked_by, blocking: r.blocking, totalBlocking: r.total_blocking },
          ]),
        );
        return ids.map((id) => map.get(id) ?? { blockedBy: 0, totalBlockedBy: 0, blocking: 0, totalBlocking: 0 });
      },
    ),
    pinnedIssueIds: new DataLoader<number, boolean>(async (ids) => {
      const rows = await db
        .select({ issueId: t.pinnedIssues.issueId })
        .from(t.pinnedIssues)
        .where(inArray(t.pinnedIssues.issueId, [...ids]));
      const set = new Set(rows.map((r) => r.issueId));
      return ids.map((id) => set.has(id));
    }),
    lastReadAt: new DataLoader<number, Date | null>(async (ids) => {
      const rows = await db
        .select()
        .from(t.issueReads)
        .where(and(eq(t.issueReads.userId, viewer.id), inArray(t.issueReads.issueId, [...ids])));
      const map = new Map(rows.map((r) => [r.issueId, r.lastReadAt]));
      return ids.map((id) => map.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** Forgets what the changes announced by `events` made stale, so the rest of the request reads it again. */
export function forgetChanged(loaders: Loaders, events: readonly LiveEvent[]): void {
  for (const event of events) {
    switch (event.kind) {
      case 'issue': {
        const id = event.payload.id;
        loaders.issue.clear(id);
        loaders.issueByNumber.clearAll();
        loaders.labelsByIssue.clear(id);
        loaders.assigneesByIssue.clear(id);
        loaders.subIssueCounts.clear(id);
        loaders.dependencyCounts.clear(id);
        loaders.pinnedIssueIds.clear(id);
        loaders.issueEdits.clear(id);
        loaders.lastReadAt.clear(id);
        if (event.payload.changes.includes('comments')) {
          loaders.comment.clearAll();
          loaders.commentEdits.clearAll();
        }
        if (event.payload.changes.includes('state')) loaders.milestoneIssueCounts.clearAll();
        break;
      }
      case 'milestone':
        loaders.milestone.clear(event.payload.id);
        loaders.milestoneIssueCounts.clear(event.payload.id);
        break;
      case 'repository':
        loaders.repository.clear(event.payload.id);
        loaders.repositoryByPath.clearAll();
        if (event.payload.changes.includes('labels')) {
          loaders.label.clearAll();
          loaders.labelsByIssue.clearAll();
        }
        if (event.payload.changes.includes('pins')) loaders.pinnedIssueIds.clearAll();
        break;
      case 'job':
        break;
    }
  }
}
