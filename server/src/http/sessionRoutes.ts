import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  authenticate,
  createSession,
  CSRF_COOKIE,
  deleteSession,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  SIGN_IN_FAILED,
} from '../auth/sessions.ts';
import { authenticateRequest, csrfOk } from './authentication.ts';

/** Sign in (`POST /session`), who am I (`GET /session`) and sign out (`DELETE /session`). */
export async function registerSessionRoutes(
  app: FastifyInstance,
  db: Db,
  options: { secureCookies: boolean; baseUrl: string; signInAttemptsPerMinute: number },
): Promise<void> {
  const cookie = { path: '/', sameSite: 'lax' as const, secure: options.secureCookies, maxAge: SESSION_TTL_MS / 1000 };

  app.get('/session', async (request, reply) => {
    const auth = await authenticateRequest(db, request);
    if (!auth || auth === 'bad-token') return reply.code(401).send({ message: 'Not signed in.' });
    const { user } = auth;
    return { login: user.login, name: user.name, avatarUrl: `${options.baseUrl}/avatars/u/${user.id}` };
  });

  app.post(
    '/session',
    {
      config: { rateLimit: { max: options.signInAttemptsPerMinute, timeWindow: 60_000 } },
      schema: {
        body: {
          type: 'object',
          properties: { login: { type: 'string', maxLength: 320 }, password: { type: 'string', maxLength: 1024 } },
        },
      },
    },
    async (request, reply) => {
      // JSON only: an HTML form on another site cannot send it, which stops login CSRF.
      if (!request.headers['content-type']?.startsWith('application/json')) {
        return reply.code(415).send({ message: 'Send the sign-in as JSON.' });
      }
      const body = (request.body ?? {}) as { login?: string; password?: string };
      if (!body.login?.trim() || !body.password)
        return reply.code(400).send({ message: 'Enter your username or email address and your password.' });
      const user = await authenticate(db, body.login, body.password);
      if (!user) return reply.code(401).send({ message: SIGN_IN_FAILED });
      const { token, csrfToken } = await createSession(db, user, { userAgent: request.headers['user-agent'], ip: request.ip });
      reply.setCookie(SESSION_COOKIE, token, { ...cookie, httpOnly: true });
      reply.setCookie(CSRF_COOKIE, csrfToken, { ...cookie, httpOnly: false });
      return { login: user.login };
    },
  );

  app.delete('/session', async (request, reply) => {
    const auth = await authenticateRequest(db, request);
    if (auth && auth !== 'bad-token' && auth.session) {
      if (!csrfOk(request, auth)) return reply.code(403).send({ message: 'Invalid CSRF token.' });
      await deleteSession(db, auth.session.sessionId);
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(CSRF_COOKIE, { path: '/' });
    return reply.code(204).send();
  });
}
