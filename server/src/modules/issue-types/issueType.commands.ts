import type { IssueTypeRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput, forbidden, unprocessable, unresolvedId } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { inTransaction } from '../../domain/transaction.ts';
import { issueTypeNamed } from './issueType.repository.ts';

type IssueTypeColor = IssueTypeRow['color'];

export interface CreateIssueTypeInput {
  owner: Ref;
  name: string;
  description?: string | null;
  color?: IssueTypeColor | null;
  isEnabled: boolean;
}

/** `createIssueType`: an organization's administrators (and site administrators); names are unique in any letter case. */
export async function createIssueType(ctx: DomainContext, input: CreateIssueTypeInput): Promise<IssueTypeRow | null> {
  const org = input.owner.id === null ? null : await ctx.loaders.account.load(input.owner.id);
  if (!org || org.kind !== 'organization') throw unresolvedId(input.owner.given);
  if (!ctx.actor.isSiteAdmin && (await ctx.loaders.orgRole.load(org.id)) !== 'admin') throw forbidden(ctx.actor.login, 'CreateIssueType');
  const name = input.name.trim();
  if (name === '') throw badInput("Name can't be blank");
  if (name.length > 40) throw badInput('Name is too long (maximum is 40 characters)');
  return inTransaction(ctx, async ({ tx }) => {
    if (await issueTypeNamed(tx, org.id, name)) throw unprocessable('Name has already been taken');
    const [row] = await tx
      .insert(t.issueTypes)
      .values({ orgId: org.id, name, description: input.description ?? null, color: input.color ?? 'GRAY', isEnabled: input.isEnabled })
      .returning();
    return row ?? null;
  });
}
