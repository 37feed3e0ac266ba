import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { registerAdminChannel } from './cli/adminChannel.ts';
import type { Database } from './db/client.ts';
import { RequestScope } from './db/requestScope.ts';
import { EnvError, type Env } from './env.ts';
import { PersistedOperations, resolvePersistedOperation } from './graphql/persistedOperations.ts';
import { clientClosedError, createGraphQLServer, executionTimeoutError } from './graphql/yoga.ts';
import { registerAppBuildHeader } from './http/appBuild.ts';
import { createRoutePreloads } from './http/routePreloads.ts';
import { loadServerRenderer } from './http/serverRender.ts';
import { authenticateRequest, csrfOk, oauthScopeHeaders, sendUnauthorized } from './http/authentication.ts';
import { registerCors } from './http/cors.ts';
import { registerAvatarRoutes } from './http/avatars.ts';
import { registerGraphQLWs } from './http/graphqlWs.ts';
import { registerIssueFieldFilterRoutes } from './http/issueFieldFilters.ts';
import { registerMarkdownRoute } from './http/markdownRoute.ts';
import { countRequest, rateCaller, rateLimitHeaders, rateLimitMessage } from './http/rateLimits.ts';
import { registerHostCheck, requestBaseUrl } from './http/requestBaseUrl.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerSessionRoutes } from './http/sessionRoutes.ts';
import { createJobRunner } from './jobs/jobRunner.ts';
import { createLiveBus } from './live/bus.ts';
import { registerBulkJobs } from './modules/bulk/bulk.worker.ts';
import { registerBulkRoutes } from './http/bulkRoutes.ts';
import { RequestLogController } from './http/requestLog.ts';
import { registerRestApi } from './rest/restApi.ts';
import type { Services } from './services.ts';

/** Pino's warn level and above (warn 40, error 50, fatal 60). */
const WARN_LEVEL = 40;

/**
 * Log lines to stdout, warnings and errors to stderr, where an operator looks for what needs
 * attention (the start-up warning about BASE_URL, main.ts). Pino writes one JSON line per call,
 * starting with its level.
 */
const splitLogStream = {
  write(line: string): void {
    const level = Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? 0);
    (level >= WARN_LEVEL ? process.stderr : process.stdout).write(line);
  },
};

/** A PEM file of TLS_CERT_FILE or TLS_KEY_FILE; unreadable, a start-up error naming it. */
function readTlsFile(file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new EnvError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

export interface AppOptions {
  database: Database;
  env: Env;
  /** Log requests (off in tests). */
  logger?: boolean;
}

/** The whole HTTP surface: health, sign-in, GraphQL, avatars, filter lookups, the admin channel and the web app. */
export async function buildApp({ database, env, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.logLevel, ...(env.logFile ? { file: env.logFile } : { stream: splitLogStream }) } : false,
    logController: new RequestLogController(),
    trustProxy: false,
    bodyLimit: 2 * 1024 * 1024,
    // HTTPS when given a certificate (gh talks to a server only over HTTPS).
    ...(env.tls ? { https: { cert: readTlsFile(env.tls.certFile), key: readTlsFile(env.tls.keyFile) } } : {}),
  }) as unknown as FastifyInstance;
  // Unexpected failures answer a plain 500: a database message or a stack never reaches a client.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.send(error);
    request.log.error(error);
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerHostCheck(app);
  const baseUrlOf = (request: FastifyRequest) => requestBaseUrl(env, request.raw);
  registerSecurityHeaders(app, { baseUrlOf });
  registerCors(app, { origins: env.corsOrigins, baseUrl: env.baseUrl });
  registerAppBuildHeader(app, env.webDist);
  const live = await createLiveBus(database, { log: (message, error) => app.log.warn({ err: error }, message) });
  const jobs = createJobRunner(database, { log: (error, message) => app.log.error(error, message) });
  const services: Services = { live, jobs };
  registerBulkJobs(jobs, database, services);
  app.decorate('services', services);
  // Workers stop before the bus they publish on.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await live.close();
  });

  app.get('/_health', async () => ({ status: 'ok' }));

  await registerSessionRoutes(app, database.db, {
    secureCookies: env.tls !== null || (env.baseUrl?.startsWith('https:') ?? false),
    baseUrlOf,
    signInAttemptsPerMinute: env.signInAttemptsPerMinute,
  });
  await registerAvatarRoutes(app);
  await registerIssueFieldFilterRoutes(app, database, services);
  await registerMarkdownRoute(app, database, services, env);
  await registerRestApi(app, { database, services, env });
  await registerAdminChannel(app, database, env);
  registerBulkRoutes(app, database, services);

  const yoga = createGraphQLServer(database, env, (error) => app.log.error(error), services);
  const persisted = new PersistedOperations(env.persistedOperationsFile);
  // Subscriptions: WebSocket upgrades of the same path (graphql-ws protocol).
  registerGraphQLWs(app, { database, env, yoga, persisted, log: (error) => app.log.error(error) });
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      // Every statement of the request runs in its scope: cancelled when the client leaves before
      // the answer is complete or when the time limit passes (db/requestScope.ts).
      const requestId = randomUUID();
      reply.header('x-github-request-id', requestId);
      const scope = new RequestScope({
        timeLimitMs: env.graphqlTimeoutMs,
        timeoutReason: () => {
          app.log.warn({ requestId, timeLimitMs: env.graphqlTimeoutMs }, 'GraphQL request stopped by its time limit');
          return executionTimeoutError(requestId, env.graphqlTimeoutMs);
        },
      });
      reply.raw.once('finish', () => scope.answered());
      reply.raw.once('close', () => {
        // Closed before the answer was complete: the client left.
        if (!reply.raw.writableEnded) scope.abort(clientClosedError());
        scope.answered();
      });
      try {
        return await scope.run(() => answerGraphQL(request, reply));
      } catch (error) {
        // Stopped before Yoga took over (while authenticating): answered as Yoga answers it.
        if (!scope.signal.aborted) throw error;
        const reason: unknown = scope.signal.reason;
        return reply.code(200).send({ errors: [reason instanceof GraphQLError ? reason.toJSON() : { message: String(reason) }] });
      }
    },
  });
  async function answerGraphQL(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const auth = await authenticateRequest(database.db, request);
    if (auth === 'bad-token') return reply.code(401).send({ message: 'Bad credentials', documentation_url: '/README.md#api' });
    if (!auth) return sendUnauthorized(reply);
    if (request.method === 'POST' && !csrfOk(request, auth)) return reply.code(403).send({ message: 'Invalid CSRF token.' });
    // GitHub tells a token's scopes with every answer (gh reads them); GraphQL accepts `repo`.
    reply.headers(oauthScopeHeaders(auth, ['repo']));
    // A point per request, counted before it runs: past the limit it runs nothing.
    const caller = rateCaller(auth, request, env.rateLimits);
    const rateLimit = caller ? await countRequest(database.db, caller, 'graphql', env.rateLimits) : null;
    if (caller && rateLimit) {
      reply.headers(rateLimitHeaders(rateLimit));
      if (rateLimit.exceeded) {
        const message = rateLimitMessage(caller);
        return reply.code(200).send({ errors: [{ type: 'RATE_LIMITED', message, extensions: { code: 'RATE_LIMITED' } }] });
      }
    }
    if (!resolvePersistedOperation(request.body, persisted)) {
      return reply.code(400).send({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    }
    // GitHub clients send GitHub's media types (application/vnd.github+json); answer them as JSON.
    const accept = request.headers.accept ?? '';
    if (!/application\/(json|graphql-response\+json)|text\/event-stream|multipart\/mixed/.test(accept))
      request.headers.accept = 'application/json';
    const response = await yoga.handleNodeRequestAndResponse(request, reply, {
      viewer: auth.user,
      scopes: auth.scopes,
      baseUrl: baseUrlOf(request),
      rateLimit,
    });
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status);
    reply.send(response.body);
    return reply;
  }

  const indexFile = path.join(env.webDist, 'index.html');
  if (fs.existsSync(indexFile)) {
    await app.register(fastifyStatic, { root: env.webDist, wildcard: false, index: false });
    // The list pages' HTML names their route's chunks, fetched with the entry (routePreloads.ts).
    const pageFor = createRoutePreloads(env.webDist);
    // Pages rendered on the server, with their data (http/serverRender.ts), when the render entry is built.
    const renderPage = await loadServerRenderer({
      entry: env.serverRenderEntry,
      db: database.db,
      yoga,
      persisted,
      graphqlTimeoutMs: env.graphqlTimeoutMs,
      baseUrlOf,
      pageFor,
      log: (error, message) => app.log.error(error, message),
    });
    // Client-side routes: every other GET that wants HTML gets the app, which renders its own 404.
    app.setNotFoundHandler(async (request, reply) => {
      const wantsHtml =
        request.method === 'GET' && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
      if (!wantsHtml) return reply.code(404).send({ message: 'Not Found' });
      if (renderPage && (await renderPage(request, reply))) return reply;
      return reply.header('cache-control', 'no-cache').type('text/html').send(pageFor(request.url));
    });
  }
  return app;
}
