import type { IssueRow, RepositoryRow } from '../../db/rows.ts';
import { readableIssue } from '../../domain/access.ts';
import { issueTombstone } from '../../modules/issues/issue.repository.ts';
import { findRepository } from '../../modules/repositories/repository.repository.ts';
import type { RestCall } from '../restCall.ts';
import { notFound, RestError } from '../restErrors.ts';
import { fullName } from '../restJson.ts';

/** The repository of `:owner/:repo`, or 404 when it is missing or the caller may not read it. */
export async function repositoryOr404(call: RestCall): Promise<{ repo: RepositoryRow; name: string }> {
  const repo = await findRepository(call.ctx, call.params.owner ?? '', call.params.repo ?? '');
  if (!repo) throw notFound();
  return { repo, name: await fullName(call.ctx, repo) };
}

/** A positive whole number from a path segment, or 404 (GitHub answers 404 for `/issues/abc`). */
export function numberParam(text: string | undefined): number {
  if (!text || !/^\d{1,10}$/.test(text)) throw notFound();
  const value = Number(text);
  if (value < 1 || value > 2147483647) throw notFound();
  return value;
}

/**
 * The issue (or pull request) `:issue_number` of the repository, readable by the caller. One that
 * was deleted answers 410 "This issue was deleted"; one transferred to a repository the caller may
 * read answers 301 with its new address (GitHub's redirect); anything else 404.
 */
export async function issueOr404(call: RestCall): Promise<{ issue: IssueRow; repo: RepositoryRow; name: string }> {
  const { repo, name } = await repositoryOr404(call);
  const number = numberParam(call.params.issue_number);
  const found = await call.ctx.loaders.issueByNumber.load(`${repo.id}#${number}`);
  const issue = found ? await readableIssue(call.ctx, found.id) : null;
  if (issue) return { issue, repo, name };
  if (found || !repo.hasIssuesEnabled) throw notFound();
  const tombstone = await issueTombstone(call.ctx.db, repo.id, number);
  if (tombstone?.deletedAt) throw new RestError(410, { message: 'This issue was deleted' });
  const moved = tombstone?.movedTo ? await readableIssue(call.ctx, tombstone.movedTo) : null;
  const movedRepo = moved ? await call.ctx.loaders.repository.load(moved.repoId) : null;
  if (moved && movedRepo) {
    const url = `${call.api}/repos/${await fullName(call.ctx, movedRepo)}/issues/${moved.number}`;
    const rest = call.request.url.replace(/^\/api\/v3\/repos\/[^/]+\/[^/]+\/issues\/\d+/, '');
    throw new RestError(301, { message: 'Moved Permanently', url }, { location: `${url}${rest}` });
  }
  throw notFound();
}
