import { notFound } from '../../domain/errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';
import { liveTopic } from '../../live/liveEvents.ts';
import { startBulkJob } from './bulk.commands.ts';
import { parseBulkInput } from './bulk.input.ts';
import { jobStatusFor, type JobStatusView } from './bulk.repository.ts';

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
  const events = ctx.live.subscribe(liveTopic('job', jobId), abort.signal);
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

export const bulkResolvers: Resolvers = {
  Query: {
    jobStatus: (_root, { jobId }, ctx) => jobStatusFor(ctx.db, ctx.viewer.id, jobId),
  },
  Mutation: {
    updateIssuesBulk: async (_root, { input }, ctx) => {
      const request = await parseBulkInput(ctx, input, 'UpdateIssuesBulk');
      const jobId = await startBulkJob(ctx, ctx.jobs, request);
      return { clientMutationId: input.clientMutationId, jobId };
    },
  },
  Subscription: {
    jobStatus: {
      subscribe: (_root, { jobId }, ctx) => jobStatusStream(ctx, jobId),
      resolve: (status: unknown) => status as JobStatusView,
    },
  },
};
