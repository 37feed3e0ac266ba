import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';

export interface JobStatusView {
  jobId: string;
  state: 'PENDING' | 'QUEUED' | 'STARTED' | 'SUCCESS' | 'ERROR';
  percentage: number;
  updatedAt: Date;
  executionErrors: { message: string; nodeId: string }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job's status, or null when there is no such job or another person started it. */
export async function jobStatusFor(db: Db, viewerId: number, jobId: string): Promise<JobStatusView | null> {
  if (!UUID.test(jobId)) return null;
  const [job] = await db
    .select()
    .from(t.bulkJobs)
    .where(and(eq(t.bulkJobs.id, jobId), eq(t.bulkJobs.userId, viewerId)));
  if (!job) return null;
  const failed = await db
    .select({ issueId: t.bulkJobItems.issueId, message: t.bulkJobItems.errorMessage })
    .from(t.bulkJobItems)
    .where(and(eq(t.bulkJobItems.jobId, jobId), eq(t.bulkJobItems.state, 'error')))
    .orderBy(asc(t.bulkJobItems.position));
  return {
    jobId: job.id,
    state: job.state.toUpperCase() as JobStatusView['state'],
    percentage: job.percentage,
    updatedAt: job.updatedAt,
    executionErrors: failed.map((row) => ({
      message: row.message ?? 'The issue could not be updated.',
      nodeId: toGlobalId('Issue', row.issueId),
    })),
  };
}
