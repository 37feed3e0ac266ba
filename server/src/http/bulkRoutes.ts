import type { FastifyInstance } from 'fastify';
import { scopesWrite } from '../auth/scopes.ts';
import type { Database } from '../db/client.ts';
import { createDomainContext } from '../domain/context.ts';
import { isDomainError, type ErrorCode } from '../domain/errors.ts';
import { insufficientScopes } from '../graphql/scopeGuard.ts';
import { startBulkJob } from '../modules/bulk/bulk.commands.ts';
import { parseBulkInput } from '../modules/bulk/bulk.input.ts';
import type { Services } from '../services.ts';
import { authenticateRequest, csrfOk, sendUnauthorized } from './authentication.ts';

/** The path of the bulk milestone change (spec 000 §7: "POST to a bulk milestone endpoint"). */
export const BULK_MILESTONE_PATH = '/_bulk/milestone';

const STATUS: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  UNPROCESSABLE: 422,
  BAD_USER_INPUT: 422,
  UNAUTHENTICATED: 401,
  MAX_NODE_LIMIT_EXCEEDED: 422,
  INVALID_QUERY: 422,
  INSUFFICIENT_SCOPES: 403,
};

interface MilestoneBody {
  ids: string[];
  milestoneId?: string;
  clearMilestone?: boolean;
}

/** Why a body is not `{ ids, milestoneId }` or `{ ids, clearMilestone: true }`, or null when it is. */
function bodyProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The body must be a JSON object with ids and a milestoneId or clearMilestone.';
  const { ids, milestoneId, clearMilestone } = body as Record<string, unknown>;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return "'ids' must be a list of issue ids.";
  if (milestoneId !== undefined && milestoneId !== null && typeof milestoneId !== 'string') return "'milestoneId' must be a milestone id.";
  if (clearMilestone !== undefined && clearMilestone !== null && typeof clearMilestone !== 'boolean')
    return "'clearMilestone' must be true or false.";
  if (!milestoneId && clearMilestone !== true) return "Give a 'milestoneId', or 'clearMilestone': true to remove the milestone.";
  return null;
}

/**
 * `POST /_bulk/milestone`: the milestone change of many issues, as a bulk job. Authenticated like
 * `/api/graphql` (a token, or the session cookie with `X-CSRF-Token`); the answer has GraphQL's
 * shape, `{ data: { updateIssuesBulk: { jobId } } }`, or `{ errors: [{ message, type }] }`.
 */
export function registerBulkRoutes(app: FastifyInstance, database: Database, services: Services): void {
  app.post(BULK_MILESTONE_PATH, async (request, reply) => {
    const auth = await authenticateRequest(database.db, request);
    if (auth === 'bad-token') return reply.code(401).send({ message: 'Bad credentials', documentation_url: '/README.md#api' });
    if (!auth) return sendUnauthorized(reply);
    if (!csrfOk(request, auth)) return reply.code(403).send({ message: 'Invalid CSRF token.' });
    if (auth.scopes !== null && !scopesWrite(auth.scopes)) {
      const refusal = insufficientScopes('updateIssuesBulk', auth.scopes);
      return reply.code(403).send({ errors: [{ message: refusal.message, type: refusal.code }] });
    }
    const problem = bodyProblem(request.body);
    if (problem) return reply.code(422).send({ errors: [{ message: problem, type: 'BAD_USER_INPUT' }] });
    const body = request.body as MilestoneBody;
    const ctx = createDomainContext(database.db, auth.user, auth.scopes, services.live);
    try {
      const bulk = await parseBulkInput(
        ctx,
        { ids: body.ids, ...(body.milestoneId ? { milestoneId: body.milestoneId } : { clearMilestone: true }) },
        'UpdateIssuesBulk',
      );
      const jobId = await startBulkJob(ctx, services.jobs, bulk);
      return reply.send({ data: { updateIssuesBulk: { jobId } } });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return reply.code(STATUS[error.code]).send({ errors: [{ message: error.message, type: error.code }] });
    }
  });
}
