import { sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../db/rows.ts';

/**
 * The read rule of `repository.policy.ts` as SQL, for lists and searches that must filter in the
 * database: public repositories, the viewer's own, collaborator or team access, and repositories
 * of organizations the viewer belongs to (GitHub's default base permission is read). Site admins
 * read everything. `repo` is the SQL alias or table of the repositories being filtered.
 */
export function readableRepositories(viewer: Pick<AccountRow, 'id' | 'isSiteAdmin'>, repo: SQL = sql.raw('repositories')): SQL {
  if (viewer.isSiteAdmin) return sql`TRUE`;
  return sql`(${repo}.visibility = 'public'
    OR ${repo}.owner_id = ${viewer.id}
    OR EXISTS (SELECT 1 FROM collaborators c WHERE c.repo_id = ${repo}.id AND c.user_id = ${viewer.id})
    OR EXISTS (SELECT 1 FROM team_repositories tr JOIN team_members tm ON tm.team_id = tr.team_id WHERE tr.repo_id = ${repo}.id AND tm.user_id = ${viewer.id})
    OR EXISTS (SELECT 1 FROM org_memberships m WHERE m.org_id = ${repo}.owner_id AND m.user_id = ${viewer.id}))`;
}

/**
 * The ids of the repositories readableRepositories admits, one indexed lookup per grant (the
 * boolean form above tests every repository: ~2 ms over 10,000). It only narrows which rows a
 * caller reads; the caller still applies readableRepositories to them, so the rule above stays
 * the one that decides. `null` for site admins (every repository).
 */
export function readableRepositoryIds(viewer: Pick<AccountRow, 'id' | 'isSiteAdmin'>): SQL | null {
  if (viewer.isSiteAdmin) return null;
  return sql`(SELECT rp.id FROM repositories rp WHERE rp.visibility = 'public'
    UNION SELECT ro.id FROM repositories ro WHERE ro.owner_id = ${viewer.id}
    UNION SELECT c.repo_id FROM collaborators c WHERE c.user_id = ${viewer.id}
    UNION SELECT tr.repo_id FROM team_repositories tr JOIN team_members tm ON tm.team_id = tr.team_id WHERE tm.user_id = ${viewer.id}
    UNION SELECT rm.id FROM org_memberships m JOIN repositories rm ON rm.owner_id = m.org_id WHERE m.user_id = ${viewer.id})`;
}
