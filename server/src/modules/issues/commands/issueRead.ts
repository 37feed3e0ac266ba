import type { IssueRow } from '../../../db/rows.ts';
import { authorizeIssue } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import type { Ref } from '../../../domain/ids.ts';
import { recordIssueReads } from '../../../domain/issueReads.ts';
import { inTransaction } from '../../../domain/transaction.ts';

/**
 * `markIssueAsRead`: the viewer opened the issue (its page or the list's side panel), so it reads as
 * read (`isReadByViewer`) until someone else changes it. Whoever can read the issue may, token or
 * session, archived repository or not: only the viewer's own row is written, so no live event. An
 * issue the viewer cannot read answers "could not resolve", as a missing one.
 */
export async function markIssueAsRead(ctx: DomainContext, input: { issue: Ref }): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'read', 'MarkIssueAsRead');
  await inTransaction(ctx, ({ tx, actor }) => recordIssueReads(tx, actor.id, [issue.id]));
  ctx.loaders.lastReadAt.clear(issue.id);
  return issue;
}
