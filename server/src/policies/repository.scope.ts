import { sql, type SQL } from 'drizzle-orm';
import { scopesReadPrivate } from '../auth/scopes.ts';
import type { Actor } from './actor.ts';

/** What the SQL forms of the read rule need to know of the actor. */
export type RepositoryReader = Pick<Actor, 'id' | 'isSiteAdmin' | 'scopes'>;

/**
 * The read rule of `repository.policy.ts` (`effectivePermission`, grants and scopes) as SQL, for
 * lists and searches that must filter in the database: public repositories, the viewer's own,
 * collaborator or team access, and repositories of organizations the viewer belongs to (GitHub's
 * default base permission is read). Site admins read everything. A token without the `repo`
 * scope reads public repositories only. The SSO rule is separate (`ssoHiddenRepository`) because
 * search reports the organizations it hid; `visibleRepositories` applies both.
 * `repo` is the SQL alias or table of the repositories being filtered.
 */
export function readableRepositories(viewer: RepositoryReader, repo: SQL = sql.raw('repositories')): SQL {
  if (!scopesReadPrivate(viewer.scopes)) return sql`(${repo}.visibility = 'public')`;
  if (viewer.isSiteAdmin) return sql`TRUE`;
  return sql`(${repo}.visibility = 'public'
    OR ${repo}.owner_id = ${viewer.id}
    OR EXISTS (SELECT 1 FROM collaborators c WHERE c.repo_id = ${repo}.id AND c.user_id = ${viewer.id})
    OR EXISTS (SELECT 1 FROM team_repositories tr JOIN team_members tm ON tm.team_id = tr.team_id WHERE tr.repo_id = ${repo}.id AND tm.user_id = ${viewer.id})
    OR EXISTS (SELECT 1 FROM org_memberships m WHERE m.org_id = ${repo}.owner_id AND m.user_id = ${viewer.id}))`;
}

/**
 * `hiddenBySso` of `repository.policy.ts` as SQL: a non-public repository of an organization that
 * requires single sign-on, while the viewer holds no live SSO session with it. A lookup by primary
 * key per repository, not a join: the planner cannot tell how few repositories the read rule
 * keeps and would hash every account.
 */
export function ssoHiddenRepository(viewer: RepositoryReader, repo: SQL = sql.raw('repositories')): SQL {
  return sql`(${repo}.visibility <> 'public' AND coalesce((SELECT o.sso_required FROM accounts o WHERE o.id = ${repo}.owner_id), FALSE)
    AND NOT EXISTS (SELECT 1 FROM sso_sessions ss WHERE ss.user_id = ${viewer.id} AND ss.org_id = ${repo}.owner_id AND ss.expires_at > now()))`;
}

/** The repositories a viewer sees: readable and not hidden by single sign-on. */
export function visibleRepositories(viewer: RepositoryReader, repo: SQL = sql.raw('repositories')): SQL {
  return sql`(${readableRepositories(viewer, repo)} AND NOT ${ssoHiddenRepository(viewer, repo)})`;
}

/**
 * Issue (or pull request) `issue` is one the viewer may read: its repository is visible, and
 * issues are turned on there unless it is a pull request (`readableIssue` in GraphQL's access).
 */
export function readableIssues(viewer: RepositoryReader, issue: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM repositories ir WHERE ir.id = ${issue}.repo_id AND (ir.has_issues_enabled OR ${issue}.kind = 'pull_request')
    AND ${visibleRepositories(viewer, sql.raw('ir'))})`;
}

/**
 * The ids of the repositories readableRepositories admits, one indexed lookup per grant (the
 * boolean form above tests every repository: ~2 ms over 10,000). It only narrows which rows a
 * caller reads; the caller still applies readableRepositories to them, so the rule above stays
 * the one that decides. `null` for site admins (every repository).
 */
export function readableRepositoryIds(viewer: RepositoryReader): SQL | null {
  if (!scopesReadPrivate(viewer.scopes)) return sql`(SELECT rp.id FROM repositories rp WHERE rp.visibility = 'public')`;
  if (viewer.isSiteAdmin) return null;
  return sql`(SELECT rp.id FROM repositories rp WHERE rp.visibility = 'public'
    UNION SELECT ro.id FROM repositories ro WHERE ro.owner_id = ${viewer.id}
    UNION SELECT c.repo_id FROM collaborators c WHERE c.user_id = ${viewer.id}
    UNION SELECT tr.repo_id FROM team_repositories tr JOIN team_members tm ON tm.team_id = tr.team_id WHERE tm.user_id = ${viewer.id}
    UNION SELECT rm.id FROM org_memberships m JOIN repositories rm ON rm.owner_id = m.org_id WHERE m.user_id = ${viewer.id})`;
}
