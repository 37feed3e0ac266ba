import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { readableIssue } from '../../graphql/access.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { notFound, unresolvedId } from '../../graphql/errors.ts';
import { idOfType } from '../../graphql/ids.ts';
import { createLoaders } from '../../graphql/loaders.ts';
import { startBulkJob } from './bulk.commands.ts';
import { parseBulkInput } from './bulk.input.ts';
import { jobStatusFor, type JobStatusView } from './bulk.repository.ts';
import { issueTopic, jobTopic } from './bulk.worker.ts';

const FINAL_STATES: ReadonlySet<JobStatusView['state']> = new Set(['SUCCESS', 'ERROR']);

function sameStatus(a: JobStatusView, b: JobStatusView): boolean {
  return (
    a.state === b.state &&
    a.percentage === b.percentage &&
    a.updatedAt.getTime() === b.updatedAt.getTime() &&
    a.executionErrors.length === b.executionErrors.length
  );
}

/** The job's status now, then each change, until the job ends or the client leaves. */
async function* jobStatusStream(ctx: GraphQLContext, jobId: string): AsyncGenerator<JobStatusView> {
  const abort = new AbortController();
  // Listen before reading, so no change falls between the first reading and the first event.
  const events = ctx.live.subscribe(jobTopic(jobId), abort.signal);
  try {
    let last = await jobStatusFor(ctx.db, ctx.viewer.id, jobId);
    if (!last) throw notFound(`Could not resolve to a job with the id of '${jobId}'`);
    yield last;
    if (FINAL_STATES.has(last.state)) return;
    for await (const _event of events) {
      const next = await jobStatusFor(ctx.db, ctx.viewer.id, jobId);
      if (!next) return;
      if (!sameStatus(last, next)) yield next;
      last = next;
      if (FINAL_STATES.has(next.state)) return;
    }
  } finally {
    abort.abort();
  }
}

/** An issue's change events while the subscriber can read it. */
async function* issueEvents(ctx: GraphQLContext, id: number): AsyncGenerator<{ id: number }> {
  const abort = new AbortController();
  const events = ctx.live.subscribe(issueTopic(id), abort.signal);
  try {
    for await (const _event of events) yield { id };
  } finally {
    abort.abort();
  }
}

export const bulkResolvers: Resolvers = {
  Query: {
    jobStatus: (_root, { jobId }, ctx) => jobStatusFor(ctx.db, ctx.viewer.id, jobId),
  },
  Mutation: {
    updateIssuesBulk: async (_root, { input }, ctx) => {
      const request = await parseBulkInput(ctx, input, 'UpdateIssuesBulk');
      const jobId = await startBulkJob(ctx, request);
      return { clientMutationId: input.clientMutationId, jobId };
    },
  },
  Subscription: {
    jobStatus: {
      subscribe: (_root, { jobId }, ctx) => jobStatusStream(ctx, jobId),
      resolve: (status: unknown) => status as JobStatusView,
    },
    issueUpdated: {
      subscribe: async (_root, { id }, ctx) => {
        const issueId = idOfType(id, 'Issue');
        if (issueId === null || !(await readableIssue(ctx, issueId))) throw unresolvedId(id);
        return issueEvents(ctx, issueId);
      },
      resolve: async (event: unknown, _args: unknown, ctx: GraphQLContext) => {
        // A subscription's context lives long: read the issue afresh for every event.
        ctx.loaders = createLoaders(ctx.db, ctx.viewer, ctx.scopes);
        return readableIssue(ctx, (event as { id: number }).id);
      },
    },
  },
};
