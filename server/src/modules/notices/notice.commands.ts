import type { RepositoryRow } from '../../db/rows.ts';
import { authorizeRepository } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { dismissNotice as recordDismissal, isKnownNotice, KNOWN_NOTICES, type NoticeName } from './notice.repository.ts';

/** The notice named, or a clear input error for any other name. */
function knownNotice(notice: string): NoticeName {
  if (isKnownNotice(notice)) return notice;
  throw badInput(`Unknown notice '${notice}'. The notices that can be dismissed are: ${KNOWN_NOTICES.join(', ')}.`);
}

/** `dismissRepositoryNotice`: the viewer no longer sees the notice in a repository they can read. */
export async function dismissRepositoryNotice(ctx: DomainContext, input: { repository: Ref; notice: string }): Promise<RepositoryRow> {
  const notice = knownNotice(input.notice);
  const repo = await authorizeRepository(ctx, input.repository, 'read', 'DismissRepositoryNotice');
  await recordDismissal(ctx.db, ctx.actor.id, notice, repo.id);
  return repo;
}

/** `dismissNotice`: the viewer no longer sees the notice anywhere. */
export async function dismissNotice(ctx: DomainContext, input: { notice: string }): Promise<void> {
  await recordDismissal(ctx.db, ctx.actor.id, knownNotice(input.notice), null);
}
