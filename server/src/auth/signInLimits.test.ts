import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, type SignInThrottleOptions } from './signInThrottle.ts';
import type { Database } from '../db/client.ts';
import { testDatabaseTargets } from '../db/testDatabases.ts';
import { registerSessionRoutes, type SessionRouteOptions } from '../http/sessionRoutes.ts';
import { startTestServer } from '../../testing/harness.ts';
import { buildUser } from '../../testing/factories.ts';

const WRONG_PASSWORD = 'Incorrect username or password.';

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2030-01-01T00:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

/** Just the session routes, with their real plugins, on the suite's database. */
async function sessionApp(database: Database, options: Partial<SessionRouteOptions>, tls?: { key: string; cert: string }) {
  const app: FastifyInstance = tls ? Fastify({ https: tls }) : Fastify();
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await registerSessionRoutes(app, database.db, {
    secureCookies: false,
    baseUrlOf: () => 'http://localhost:3000',
    signInAttemptsPerMinute: 1000,
    ...options,
  });
  await app.ready();
  return app;
}

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const [target] = testDatabaseTargets(process.env);
  if (!target) throw new Error('No test database target');
  ({ database, dispose } = await target.open());
  await buildUser(database.db, { login: 'Octo-Mona', email: 'mona@example.com', password: 'correct horse' });
});
afterAll(() => dispose());

describe('sign-in attempts per account: a delay that doubles after five failures', () => {
  const clock = manualClock();
  const throttle: SignInThrottleOptions = { ...SIGN_IN_THROTTLE, maxDelayMs: 8_000, now: clock.now };
  let app: FastifyInstance;
  let address = 0;
  beforeAll(async () => {
    app = await sessionApp(database, { signInThrottle: throttle });
  });
  afterAll(() => app.close());

  // Every attempt from a new address: only the per-account limit is at work.
  const attempt = async (login: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/session',
      headers: { 'content-type': 'application/json' },
      payload: { login, password },
      remoteAddress: `10.1.0.${++address}`,
    });
    const body = response.json<{ message?: string }>();
    return { status: response.statusCode, retryAfter: response.headers['retry-after'], message: body.message };
  };
  const fail = (login: string, times: number) =>
    Array.from({ length: times }).reduce<Promise<void>>(async (previous) => {
      await previous;
      expect((await attempt(login, 'wrong')).status).toBe(401);
    }, Promise.resolve());

  it('refuses the attempt after five failures for 1 s, then 2 s, 4 s, up to the cap, with Retry-After and a plain message', async () => {
    await fail('octo-mona', 5);
    const refused = await attempt('octo-mona', 'wrong');
    expect(refused).toEqual({ status: 429, retryAfter: '1', message: 'Too many sign-in attempts. Please wait 1 second and try again.' });
    // The right password waits too: the wait is for the name, whoever types it.
    expect((await attempt('octo-mona', 'correct horse')).status).toBe(429);

    const waits: string[] = [];
    for (let round = 0; round < 5; round++) {
      const refusal = await attempt('octo-mona', 'wrong');
      expect(refusal.status).toBe(429);
      waits.push(String(refusal.retryAfter));
      clock.advance(Number(refusal.retryAfter) * 1000 - 1);
      expect((await attempt('octo-mona', 'wrong')).status).toBe(429);
      clock.advance(1);
      expect(await attempt('octo-mona', 'wrong')).toEqual({ status: 401, retryAfter: undefined, message: WRONG_PASSWORD });
    }
    expect(waits).toEqual(['1', '2', '4', '8', '8']);
  });

  it('counts a name in any case and whether or not an account has it, the same way', async () => {
    const statuses = async (logins: string[]) => {
      const seen: number[] = [];
      for (const login of logins) seen.push((await attempt(login, 'wrong')).status);
      return seen;
    };
    const existing = await statuses([
      'MONA@example.com',
      'mona@EXAMPLE.com',
      ' mona@example.com',
      'Mona@Example.Com',
      'mona@example.com',
      'mona@example.com',
    ]);
    const unknown = await statuses(['Nobody', 'nobody', 'NOBODY', 'nobody ', 'noBody', 'nobody']);
    expect(existing).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(existing);
    clock.advance(60_000);
  });

  it('forgets the failures on a successful sign-in', async () => {
    await buildUser(database.db, { login: 'forgetful', password: 'correct horse' });
    const at = async (password: string) => (await attempt('forgetful', password)).status;
    for (let i = 0; i < 4; i++) expect(await at('wrong')).toBe(401);
    expect(await at('correct horse')).toBe(200);
    // Five fresh failures are allowed again before the first wait.
    const after: number[] = [];
    for (let i = 0; i < 6; i++) after.push(await at('wrong'));
    expect(after).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('lets only one of several simultaneous attempts through once the wait is over', async () => {
    await fail('racer', 5);
    clock.advance(1000);
    const results = await Promise.all(Array.from({ length: 4 }, () => attempt('racer', 'wrong')));
    expect(results.map((result) => result.status).sort()).toEqual([401, 429, 429, 429]);
  });

  it('forgets failures after a quiet day', async () => {
    await fail('sleeper', 5);
    expect((await attempt('sleeper', 'wrong')).status).toBe(429);
    clock.advance(SIGN_IN_THROTTLE.forgetAfterMs);
    await fail('sleeper', 5);
  });
});

describe('sign-in attempts per address', () => {
  it('refuses an address after SIGN_IN_ATTEMPTS_PER_MINUTE attempts, whatever the names, with Retry-After and a plain message', async () => {
    const target = await startTestServer({ settings: { SIGN_IN_ATTEMPTS_PER_MINUTE: '3' } });
    try {
      const attempt = (login: string, remoteAddress: string) =>
        target.app.inject({
          method: 'POST',
          url: '/session',
          headers: { 'content-type': 'application/json' },
          payload: { login, password: 'wrong' },
          remoteAddress,
        });
      for (const login of ['a', 'b', 'c']) expect((await attempt(login, '10.3.0.1')).statusCode).toBe(401);
      const refused = await attempt('d', '10.3.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        message: expect.stringMatching(/^Too many sign-in attempts\. Please wait \d+ (seconds?|minute) and try again\.$/),
      });
      expect((await attempt('d', '10.3.0.2')).statusCode).toBe(401);
    } finally {
      await target.close();
    }
  });
});

describe('the session cookie is Secure whenever the request came over HTTPS', () => {
  let tlsDir: string;
  let tls: { key: string; cert: string };
  beforeAll(() => {
    tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-tls-'));
    const [key, cert] = [path.join(tlsDir, 'key.pem'), path.join(tlsDir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'],
      {
        stdio: 'ignore',
      },
    );
    tls = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  });
  afterAll(() => fs.rmSync(tlsDir, { recursive: true, force: true }));

  const signIn = { method: 'POST', url: '/session', headers: { 'content-type': 'application/json' } } as const;
  const sessionCookie = (setCookie: string | string[] | undefined) =>
    ([] as string[]).concat(setCookie ?? []).find((value) => value.startsWith('user_session=')) ?? '';

  it('over a TLS connection to this server, with BASE_URL http', async () => {
    const app = await sessionApp(database, {}, tls);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const setCookie = await new Promise<string[] | undefined>((resolve, reject) => {
        const request = https.request(
          {
            host: '127.0.0.1',
            port,
            path: '/session',
            method: 'POST',
            rejectUnauthorized: false,
            headers: { 'content-type': 'application/json' },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.headers['set-cookie']));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ login: 'octo-mona', password: 'correct horse' }));
      });
      expect(sessionCookie(setCookie)).toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });

  it('when BASE_URL is https, and not over plain HTTP otherwise, whatever X-Forwarded-Proto says', async () => {
    const behindProxy = await sessionApp(database, { secureCookies: true, baseUrlOf: () => 'https://issues.example.com' });
    const plain = await sessionApp(database, {});
    try {
      const payload = { login: 'octo-mona', password: 'correct horse' };
      expect(sessionCookie((await behindProxy.inject({ ...signIn, payload })).headers['set-cookie'])).toMatch(/; Secure/);
      const forged = await plain.inject({ ...signIn, headers: { ...signIn.headers, 'x-forwarded-proto': 'https' }, payload });
      expect(forged.statusCode).toBe(200);
      expect(sessionCookie(forged.headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await behindProxy.close();
      await plain.close();
    }
  });
});
