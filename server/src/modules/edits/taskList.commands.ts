import type { IssueCommentRow, IssueRow } from '../../db/rows.ts';
import { authorizeComment, authorizeIssue } from '../../domain/access.ts';
import type { DomainContext } from '../../domain/context.ts';
import { badInput } from '../../domain/errors.ts';
import type { Ref } from '../../domain/ids.ts';
import { inTransaction } from '../../domain/transaction.ts';
import { editCommentBodyIn } from '../comments/comment.commands.ts';
import { editIssueBodyIn } from '../issues/commands/issueBody.ts';
import { toggleTask } from '../markdown/toggleTask.ts';

export interface TaskTick {
  /** The task's position among the body's task list items, from 0 (`data-task-index`). */
  index: number;
  checked: boolean;
  /** The version the tick was made on: required, a body changed since is refused. */
  bodyVersion: string;
}

/** The body with the task ticked, or a message when the body has no task at that position. */
function ticked(body: string, tick: TaskTick): string {
  const next = toggleTask(body, tick.index, tick.checked);
  if (next === null) throw badInput(`There is no task list item ${tick.index + 1} in this text.`);
  return next;
}

/**
 * Ticks or clears a task list item of an issue's body: whoever may edit the body (the author or
 * write and up). The body is read under a row lock, a stale version is refused, and the new body
 * goes into the edit history, all in one transaction.
 */
export async function tickIssueTask(ctx: DomainContext, input: { issue: Ref } & TaskTick): Promise<IssueRow> {
  const issue = await authorizeIssue(ctx, input.issue, 'update', 'UpdateTaskListItem');
  await inTransaction(ctx, (unit) => editIssueBodyIn(unit, issue, (body) => ticked(body, input), input.bodyVersion));
  return (await ctx.loaders.issue.load(issue.id)) ?? issue;
}

/** Ticks or clears a task list item of a comment: whoever may edit the comment, as `tickIssueTask`. */
export async function tickCommentTask(ctx: DomainContext, input: { comment: Ref } & TaskTick): Promise<IssueCommentRow> {
  const { comment, issue } = await authorizeComment(ctx, input.comment, 'update', 'UpdateTaskListItem');
  return inTransaction(ctx, (unit) => editCommentBodyIn(unit, issue, comment.id, (body) => ticked(body, input), input.bodyVersion));
}
