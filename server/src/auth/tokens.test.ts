import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { currentCredentials } from './credentialRevocations.ts';
import { createSession, CSRF_COOKIE, deleteSession, SESSION_COOKIE, sessionFromToken, userFromAccessToken } from './sessions.ts';
import { runCapturing, runCliProcess } from '../cli/cliHarness.ts';
import type { Database } from '../db/client.ts';
import type { AccountRow, IssueRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';
import { toGlobalId } from '../domain/ids.ts';
import { oauthScopeHeaders } from '../http/authentication.ts';
import { createAccessToken } from '../modules/admin/accessTokenCreator.ts';
import { buildIssue, buildRepo, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

const ISSUE_SUBSCRIPTION = 'subscription LiveIssue($id: ID!) { issueUpdated(id: $id) { id } }';
const PROTOCOL = 'graphql-transport-ws';
const APP_ORIGIN = 'http://localhost:3000';

type LiveServer = TestServer & { /** ws://127.0.0.1:{port}/api/graphql */ url: string };

/** The real app listening on a port (WebSockets and the CLI's admin channel need one). */
async function startLiveServer(): Promise<LiveServer> {
  const server = await startTestServer({ listen: true, settings: { BASE_URL: APP_ORIGIN } });
  return Object.assign(server, { url: server.wsUrl ?? '' });
}

/**
 * `npm run cli -- …` as its own process: on PostgreSQL it connects to the database itself (the
 * announcement travels by NOTIFY to the server's LISTEN); on PGlite it finds the server holding
 * the data folder and runs the command inside it through the admin channel.
 */
function cliProcess(server: LiveServer, ...argv: string[]) {
  return runCliProcess({ dataDir: server.env.dataDir, databaseUrl: server.database.url }, ...argv);
}

interface OpenSubscription {
  /** Resolves with the close code and when it came. */
  closed: Promise<{ code: number; at: number }>;
  readonly open: boolean;
  close(): void;
}

/**
 * A graphql-ws socket with one running subscription, proven live by a first event. With
 * `subscribe: false` the socket only completes the handshake (no connection_init).
 */
async function subscribe(
  server: LiveServer,
  issue: IssueRow,
  headers: Record<string, string>,
  options: { subscribe?: boolean } = {},
): Promise<OpenSubscription> {
  const socket = new WebSocket(server.url, PROTOCOL, { headers });
  let open = true;
  const closed = new Promise<{ code: number; at: number }>((resolve) => {
    socket.on('close', (code) => {
      open = false;
      resolve({ code, at: Date.now() });
    });
  });
  let live = false;
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { type: string };
    if (message.type === 'connection_ack') {
      socket.send(
        JSON.stringify({
          type: 'subscribe',
          id: '1',
          payload: { query: ISSUE_SUBSCRIPTION, variables: { id: toGlobalId('Issue', issue.id) } },
        }),
      );
    }
    if (message.type === 'next') live = true;
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  if (options.subscribe !== false) {
    socket.send(JSON.stringify({ type: 'connection_init' }));
    const deadline = Date.now() + 10_000;
    while (!live) {
      if (!open) throw new Error('the socket closed before the subscription started');
      if (Date.now() > deadline) throw new Error('no event within 10 s');
      await server.app.services.live.publish(`issue:${issue.id}`, { id: issue.id });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    closed,
    get open() {
      return open;
    },
    close: () => socket.close(1000),
  };
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

const tokenId = async (database: Database, token: string) => (await userFromAccessToken(database.db, token))?.tokenId ?? 0;

describe('personal access tokens', () => {
  let server: LiveServer;
  let user: AccountRow;
  let issue: IssueRow;

  beforeAll(async () => {
    server = await startLiveServer();
    user = await buildUser(server.database.db, { login: 'token-owner' });
    issue = await buildIssue(server.database.db, await buildRepo(server.database.db, user), user);
  });
  afterAll(() => server.close());

  const graphql = (token: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ viewer { login } }' }),
    });

  describe('over HTTP', () => {
    it('answer 401 Bad credentials once revoked with `token revoke`', async () => {
      const { token, id } = await createAccessToken(server.database.db, { login: user.login, note: 'doomed' });
      expect((await graphql(token)).json()).toEqual({ data: { viewer: { login: 'token-owner' } } });
      const revoked = await runCapturing(async () => server.database.db, ['token', 'revoke', String(id)]);
      expect(revoked.exitCode).toBe(0);
      const refused = await graphql(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: 'Bad credentials' });
    });

    it('answer 401 Bad credentials once expired', async () => {
      const { token } = await createAccessToken(server.database.db, { login: user.login, expiresAt: new Date(Date.now() - 1_000) });
      const refused = await graphql(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: 'Bad credentials' });
      const { token: later } = await createAccessToken(server.database.db, { login: user.login, expiresAt: new Date(Date.now() + 60_000) });
      expect((await graphql(later)).statusCode).toBe(200);
    });

    it('record their last use on GraphQL and other routes, at most once a minute', async () => {
      const { token, id } = await createAccessToken(server.database.db, { login: user.login });
      const lastUsed = async () =>
        (await server.database.db.select().from(t.accessTokens).where(eq(t.accessTokens.id, id)))[0]?.lastUsedAt ?? null;
      expect(await lastUsed()).toBeNull();
      expect((await graphql(token)).statusCode).toBe(200);
      const first = await lastUsed();
      expect(first).not.toBeNull();
      // Within the minute: no write.
      expect((await graphql(token)).statusCode).toBe(200);
      expect(await lastUsed()).toEqual(first);
      // Older than a minute: the next use of any route records it.
      const stale = new Date(Date.now() - 2 * 60_000);
      await server.database.db.update(t.accessTokens).set({ lastUsedAt: stale }).where(eq(t.accessTokens.id, id));
      const session = await server.app.inject({ method: 'GET', url: '/session', headers: { authorization: `token ${token}` } });
      expect(session.statusCode).toBe(200);
      expect((await lastUsed())!.getTime()).toBeGreaterThan(stale.getTime() + 60_000);
    });

    it('tell their scopes in X-OAuth-Scopes (oauthScopeHeaders), not for a browser session', () => {
      expect(oauthScopeHeaders({ via: 'token', scopes: ['repo', 'read:org'] }, ['repo'])).toEqual({
        'x-oauth-scopes': 'repo, read:org',
        'x-accepted-oauth-scopes': 'repo',
      });
      expect(oauthScopeHeaders({ via: 'token', scopes: [] })).toEqual({ 'x-oauth-scopes': '', 'x-accepted-oauth-scopes': '' });
      expect(oauthScopeHeaders({ via: 'session', scopes: null })).toEqual({});
    });
  });

  describe('open subscriptions', () => {
    it('close (4401) within a second of `token revoke` run as its own process; other tokens stay', async () => {
      const { token, id } = await createAccessToken(server.database.db, { login: user.login, note: 'socket' });
      const { token: other } = await createAccessToken(server.database.db, { login: user.login, note: 'kept' });
      const revokedSocket = await subscribe(server, issue, { authorization: `bearer ${token}` });
      const keptSocket = await subscribe(server, issue, { authorization: `bearer ${other}` });
      try {
        const result = await cliProcess(server, 'token', 'revoke', String(id));
        const exited = Date.now();
        expect(result).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Revoked token \d+ of token-owner/) });
        const closed = await within(revokedSocket.closed, 1_000);
        expect(closed.code).toBe(4401);
        expect(closed.at - exited).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(keptSocket.open).toBe(true);
      } finally {
        revokedSocket.close();
        keptSocket.close();
      }
    }, 60_000);

    it('close when the token was authenticated in connection_init', async () => {
      const { token, id } = await createAccessToken(server.database.db, { login: user.login });
      const socket = new WebSocket(server.url, PROTOCOL);
      const closed = new Promise<number>((resolve) => socket.on('close', resolve));
      const acked = new Promise((resolve) => socket.on('message', resolve));
      await new Promise((resolve) => socket.on('open', resolve));
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `bearer ${token}` } }));
      await acked;
      await runCapturing(async () => server.database.db, ['token', 'revoke', String(id)]);
      expect(await within(closed, 1_000)).toBe(4401);
    });

    it('close when the token is revoked before connection_init', async () => {
      const { token, id } = await createAccessToken(server.database.db, { login: user.login });
      const socket = await subscribe(server, issue, { authorization: `bearer ${token}` }, { subscribe: false });
      await runCapturing(async () => server.database.db, ['token', 'revoke', String(id)]);
      expect((await within(socket.closed, 1_000)).code).toBe(4401);
    });

    it('close (4401) within a second of DELETE /session; other sessions stay', async () => {
      const ending = await createSession(server.database.db, user, {});
      const staying = await createSession(server.database.db, user, {});
      const cookie = (session: { token: string }) => `${SESSION_COOKIE}=${session.token}`;
      const endingSocket = await subscribe(server, issue, { cookie: cookie(ending), origin: APP_ORIGIN });
      const stayingSocket = await subscribe(server, issue, { cookie: cookie(staying), origin: APP_ORIGIN });
      try {
        const signedOut = await server.app.inject({
          method: 'DELETE',
          url: '/session',
          headers: { cookie: `${cookie(ending)}; ${CSRF_COOKIE}=${ending.csrfToken}`, 'x-csrf-token': ending.csrfToken },
        });
        const at = Date.now();
        expect(signedOut.statusCode).toBe(204);
        const closed = await within(endingSocket.closed, 1_000);
        expect(closed.code).toBe(4401);
        expect(closed.at - at).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(stayingSocket.open).toBe(true);
      } finally {
        endingSocket.close();
        stayingSocket.close();
      }
    });

    it('close within a second of the token expiring', async () => {
      const expiresAt = new Date(Date.now() + 2_500);
      const { token } = await createAccessToken(server.database.db, { login: user.login, expiresAt });
      const socket = await subscribe(server, issue, { authorization: `bearer ${token}` });
      const closed = await within(socket.closed, 10_000);
      expect(closed.code).toBe(4401);
      expect(closed.at).toBeGreaterThanOrEqual(expiresAt.getTime());
      expect(closed.at - expiresAt.getTime()).toBeLessThan(1_000);
    });

    it('close within a second of the session expiring', async () => {
      const session = await createSession(server.database.db, user, {});
      const expiresAt = new Date(Date.now() + 2_500);
      await server.database.db.update(t.sessions).set({ expiresAt }).where(eq(t.sessions.userId, user.id));
      const socket = await subscribe(server, issue, { cookie: `${SESSION_COOKIE}=${session.token}`, origin: APP_ORIGIN });
      const closed = await within(socket.closed, 10_000);
      expect(closed.code).toBe(4401);
      expect(closed.at).toBeGreaterThanOrEqual(expiresAt.getTime());
      expect(closed.at - expiresAt.getTime()).toBeLessThan(1_000);
    });

    it("are checked again together: revoked, expired and suspended owners' credentials no longer count", async () => {
      const db = server.database.db;
      const suspended = await buildUser(db, { login: 'token-suspended' });
      const inAnHour = new Date(Date.now() + 60 * 60_000);
      const live = await createAccessToken(db, { login: user.login, expiresAt: inAnHour });
      const forever = await createAccessToken(db, { login: user.login });
      const expired = await createAccessToken(db, { login: user.login, expiresAt: new Date(Date.now() - 1_000) });
      const ofSuspended = await createAccessToken(db, { login: suspended.login });
      const revoked = await createAccessToken(db, { login: user.login });
      await runCapturing(async () => db, ['token', 'revoke', String(revoked.id)]);
      const session = (await sessionFromToken(db, (await createSession(db, user, {})).token))!;
      const signedOut = (await sessionFromToken(db, (await createSession(db, user, {})).token))!;
      const suspendedSession = (await sessionFromToken(db, (await createSession(db, suspended, {})).token))!;
      await deleteSession(db, signedOut.sessionId);
      await db.update(t.accounts).set({ suspendedAt: new Date() }).where(eq(t.accounts.id, suspended.id));
      const current = await currentCredentials(db, {
        tokenIds: [live.id, forever.id, expired.id, ofSuspended.id, revoked.id],
        sessionIds: [session.sessionId, signedOut.sessionId, suspendedSession.sessionId],
      });
      expect([...current.tokens]).toEqual(
        expect.arrayContaining([
          [live.id, inAnHour],
          [forever.id, null],
        ]),
      );
      expect(current.tokens.size).toBe(2);
      expect([...current.sessions]).toEqual([[session.sessionId, session.expiresAt]]);
    });

    it('record the token as used', async () => {
      const { token } = await createAccessToken(server.database.db, { login: user.login });
      const id = await tokenId(server.database, token);
      await server.database.db.update(t.accessTokens).set({ lastUsedAt: null }).where(eq(t.accessTokens.id, id));
      const socket = await subscribe(server, issue, { authorization: `bearer ${token}` });
      socket.close();
      const [row] = await server.database.db.select().from(t.accessTokens).where(eq(t.accessTokens.id, id));
      expect(row?.lastUsedAt).not.toBeNull();
    });
  });
});
