import { and, eq, sql } from 'drizzle-orm';
import type { IssueRow } from '../../../db/rows.ts';
import * as t from '../../../db/schema/index.ts';
import { authorizeIssue } from '../../../domain/access.ts';
import type { DomainContext } from '../../../domain/context.ts';
import type { Ref } from '../../../domain/ids.ts';
import { inTransaction } from '../../../domain/transaction.ts';

export type SubscriptionState = 'subscribed' | 'unsubscribed' | 'ignored';

/**
 * `updateSubscription`: whoever can read the issue subscribes to it, unsubscribes or ignores it
 * (archived repositories included: it changes no content). Only the viewer's own row is written, so
 * no live event: nobody else's page shows it.
 */
export async function updateSubscription(ctx: DomainContext, input: { issue: Ref; state: SubscriptionState }): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'subscribe', 'UpdateSubscription');
  await inTransaction(ctx, async ({ tx, actor }) => {
    await tx
      .insert(t.issueSubscriptions)
      .values({ issueId: issue.id, userId: actor.id, state: input.state, reason: 'manual' })
      .onConflictDoUpdate({
        target: [t.issueSubscriptions.issueId, t.issueSubscriptions.userId],
        set: { state: input.state, reason: 'manual', updatedAt: sql`now()` },
      });
  });
  return issue;
}

/** The viewer's subscription to the issue: none recorded reads as unsubscribed (GitHub's default). */
export async function subscriptionOf(ctx: DomainContext, issue: IssueRow): Promise<SubscriptionState> {
  const [row] = await ctx.db
    .select({ state: t.issueSubscriptions.state })
    .from(t.issueSubscriptions)
    .where(and(eq(t.issueSubscriptions.issueId, issue.id), eq(t.issueSubscriptions.userId, ctx.viewer.id)));
  return row?.state ?? 'unsubscribed';
}
