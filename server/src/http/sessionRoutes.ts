import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import { beginSignInAttempt, clearSignInFailures, SIGN_IN_THROTTLE, type SignInThrottleOptions } from '../auth/signInThrottle.ts';
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

/** How long to wait, in words: "1 second", "30 seconds", "2 minutes". */
function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The answer to a sign-in refused for too many attempts (per address or per account). */
export function tooManySignInAttempts(seconds: number): string {
  return `Too many sign-in attempts. Please wait ${waitInWords(seconds)} and try again.`;
}

/** The signed-in person as `GET /session` describes them (and as a server-rendered page hands them to the browser). */
export function sessionBody(
  user: Pick<AccountRow, 'id' | 'login' | 'name'>,
  baseUrl: string,
): { login: string; name: string | null; avatarUrl: string } {
  return { login: user.login, name: user.name, avatarUrl: `${baseUrl}/avatars/u/${user.id}` };
}

export interface SessionRouteOptions {
  /** BASE_URL is https: cookies are Secure whatever the request came over. */
  secureCookies: boolean;
  /** The request's base address, for the avatar's (`http/requestBaseUrl.ts`). */
  baseUrlOf: (request: FastifyRequest) => string;
  /** Per client address (`SIGN_IN_ATTEMPTS_PER_MINUTE`). */
  signInAttemptsPerMinute: number;
  /** Per submitted login or e-mail address (`auth/signInThrottle.ts`). */
  signInThrottle?: SignInThrottleOptions;
}

/**
 * Sign in (`POST /session`), who am I (`GET /session`) and sign out (`DELETE /session`). Sign-in is
 * limited per client address (a minute's window, in the process's memory) and per submitted name (a
 * delay that doubles with each failure after the fifth, in the database; reset by a success).
 */
export async function registerSessionRoutes(app: FastifyInstance, db: Db, options: SessionRouteOptions): Promise<void> {
  const throttle = options.signInThrottle ?? SIGN_IN_THROTTLE;
  // Secure when BASE_URL is https or this request came over TLS to this process. Fastify's
  // trustProxy is off, so request.protocol is the socket's own and X-Forwarded-Proto is not believed:
  // any client could send it. Behind a TLS-terminating proxy, BASE_URL https makes cookies Secure.
  const cookieFor = (request: FastifyRequest) => ({
    path: '/',
    sameSite: 'lax' as const,
    secure: options.secureCookies || request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });

  app.get('/session', async (request, reply) => {
    const auth = await authenticateRequest(db, request);
    if (!auth || auth === 'bad-token') return reply.code(401).send({ message: 'Not signed in.' });
    return sessionBody(auth.user, options.baseUrlOf(request));
  });

  app.post(
    '/session',
    {
      config: {
        rateLimit: {
          max: options.signInAttemptsPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (_request, context) =>
            Object.assign(new Error(tooManySignInAttempts(Math.max(1, Math.ceil(context.ttl / 1000)))), { statusCode: context.statusCode }),
        },
      },
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
      // Checked before the password, so a guess made during the wait is not even tried.
      const attempt = await beginSignInAttempt(db, body.login, throttle);
      if (!attempt.allowed) {
        return reply
          .code(429)
          .header('retry-after', String(attempt.retryAfterSeconds))
          .send({ message: tooManySignInAttempts(attempt.retryAfterSeconds) });
      }
      const user = await authenticate(db, body.login, body.password);
      if (!user) return reply.code(401).send({ message: SIGN_IN_FAILED });
      await clearSignInFailures(db, body.login);
      const { token, csrfToken } = await createSession(db, user, { userAgent: request.headers['user-agent'], ip: request.ip });
      const cookie = cookieFor(request);
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
    const { path, sameSite, secure } = cookieFor(request);
    reply.clearCookie(SESSION_COOKIE, { path, sameSite, secure });
    reply.clearCookie(CSRF_COOKIE, { path, sameSite, secure });
    return reply.code(204).send();
  });
}
