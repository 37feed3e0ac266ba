import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Request log lines at debug instead of Fastify's info: at the default level (`LOG_LEVEL=info`) the
 * terminal shows start-up, warnings and errors, not a JSON line per request. `LOG_LEVEL=debug` (or
 * `LOG_FILE` with it) keeps one line per request, with its status and time. Failed requests are
 * still logged at error whatever the level.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The completed line below carries the request; one line per request is enough.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }
}
