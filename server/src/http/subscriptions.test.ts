import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createSession, SESSION_COOKIE } from '../auth/sessions.ts';
import type { AccountRow, IssueRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';
import { toGlobalId } from '../domain/ids.ts';
import { buildIssue, buildRepo, buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

const ISSUE_SUBSCRIPTION = 'subscription LiveIssue($id: ID!) { issueUpdated(id: $id) { id number title } }';
const PERSISTED_ID = 'a'.repeat(64);
const PROTOCOL = 'graphql-transport-ws';

type LiveServer = TestServer & { /** ws://127.0.0.1:{port}/api/graphql */ url: string };

/**
 * The real app listening on a port (WebSockets need one), on this project's database, with a
 * persisted-operations file of its own holding one subscription.
 */
async function startLiveServer(): Promise<LiveServer> {
  const server = await startTestServer({
    listen: true,
    env: (env, dataDir) => {
      const persistedFile = path.join(dataDir, 'persisted-queries.json');
      fs.writeFileSync(persistedFile, JSON.stringify({ [PERSISTED_ID]: ISSUE_SUBSCRIPTION }));
      return { ...env, persistedOperationsFile: persistedFile };
    },
  });
  return Object.assign(server, { url: server.wsUrl ?? '' });
}

/** A graphql-ws client whose handshake carries `headers` (Node's ws can set them; browsers cannot). */
function client(url: string, headers: Record<string, string> = {}, connectionParams?: Record<string, unknown>): Client {
  class WebSocketWithHeaders extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url, webSocketImpl: WebSocketWithHeaders, connectionParams, lazy: true, retryAttempts: 0 });
}

type Payload = Parameters<Client['subscribe']>[0] & { doc_id?: string };

/** Subscribes and collects what arrives; `first()` publishes until the first result comes in. */
function follow(socket: Client, payload: Payload) {
  const results: FormattedExecutionResult<Record<string, unknown>, unknown>[] = [];
  let failure: unknown = null;
  let completed = false;
  const unsubscribe = socket.subscribe(payload, {
    next: (value) => void results.push(value),
    error: (error) => void (failure = error),
    complete: () => void (completed = true),
  });
  const settled = () => results.length > 0 || failure !== null || completed;
  return {
    results,
    unsubscribe,
    get failure() {
      return failure;
    },
    get completed() {
      return completed;
    },
    /** Waits for the first message, publishing `publish()` meanwhile (the server subscribes to the bus asynchronously). */
    async first(publish?: () => Promise<void>): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (!settled()) {
        if (Date.now() > deadline) throw new Error('no message within 10 s');
        if (publish) await publish();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async count(n: number): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (results.length < n && failure === null) {
        if (Date.now() > deadline) throw new Error(`only ${results.length} of ${n} messages within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** The HTTP status of a refused handshake, or the close code of an accepted socket after connection_init. */
function handshake(
  url: string,
  headers: Record<string, string>,
  init: Record<string, unknown> = {},
): Promise<{ status?: number; close?: number; acked?: boolean; body?: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, PROTOCOL, { headers });
    let acked = false;
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: init })));
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') {
        acked = true;
        socket.close(1000);
      }
    });
    socket.on('close', (code) => resolve({ close: code, acked }));
    socket.on('error', (error) => {
      if (!('statusCode' in error)) reject(error);
    });
  });
}

describe('GraphQL subscriptions over WebSocket', () => {
  let server: LiveServer;
  let user: AccountRow;
  let token: string;
  let issue: IssueRow;
  let issueId: string;
  const publishIssue = () => server.app.services.live.publish(`issue:${issue.id}`, { id: issue.id });

  beforeAll(async () => {
    server = await startLiveServer();
    const db = server.database.db;
    user = await buildUser(db, { login: 'live-viewer' });
    token = await buildToken(db, user);
    const repo = await buildRepo(db, user);
    issue = await buildIssue(db, repo, user, { title: 'Before' });
    issueId = toGlobalId('Issue', issue.id);
  });
  afterAll(() => server.close());

  it('delivers issueUpdated to a client with a bearer token, with the issue read afresh for each event', async () => {
    const socket = client(server.url, { authorization: `bearer ${token}` });
    try {
      const live = follow(socket, { query: ISSUE_SUBSCRIPTION, variables: { id: issueId } });
      await live.first(publishIssue);
      expect(live.failure).toBeNull();
      expect(live.results[0]).toEqual({ data: { issueUpdated: { id: issueId, number: issue.number, title: 'Before' } } });

      await server.database.db.update(t.issues).set({ title: 'After' }).where(eq(t.issues.id, issue.id));
      const seen = live.results.length;
      await publishIssue();
      await live.count(seen + 1);
      expect(live.results.at(-1)).toEqual({ data: { issueUpdated: { id: issueId, number: issue.number, title: 'After' } } });
      live.unsubscribe();
    } finally {
      await socket.dispose();
      await server.database.db.update(t.issues).set({ title: 'Before' }).where(eq(t.issues.id, issue.id));
    }
  });

  it('catches up with readSecondsAgo: the issue at once when it changed in that time or the server cannot tell, else only later changes', async () => {
    const db = server.database.db;
    const repo = await buildRepo(db, user);
    const [changed, quiet] = [await buildIssue(db, repo, user, { title: 'Changed' }), await buildIssue(db, repo, user, { title: 'Quiet' })];
    const socket = client(server.url, { authorization: `bearer ${token}` });
    const catchUp = 'subscription CatchUp($id: ID!, $ago: Int) { issueUpdated(id: $id, readSecondsAgo: $ago) { title } }';
    try {
      // A change published before the subscription: missed without readSecondsAgo, answered with it.
      await server.app.services.live.publish(`issue:${changed.id}`, { id: changed.id, repoId: repo.id, changes: ['title'] });
      const late = follow(socket, { query: catchUp, variables: { id: toGlobalId('Issue', changed.id), ago: 60 } });
      await late.first();
      expect(late.results[0]).toEqual({ data: { issueUpdated: { title: 'Changed' } } });
      // The server must have listened for longer than a window to say nothing happened in it.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const without = follow(socket, { query: catchUp, variables: { id: toGlobalId('Issue', changed.id) } });
      // Nothing changed in the last 0 seconds, and an issue with no events has nothing to catch up on.
      const now = follow(socket, { query: catchUp, variables: { id: toGlobalId('Issue', changed.id), ago: 0 } });
      const quietOne = follow(socket, { query: catchUp, variables: { id: toGlobalId('Issue', quiet.id), ago: 1 } });
      // Longer ago than the server remembers (120 s): it cannot tell, so it answers.
      const longAgo = follow(socket, { query: catchUp, variables: { id: toGlobalId('Issue', quiet.id), ago: 121 } });
      await longAgo.first();
      expect(longAgo.results[0]).toEqual({ data: { issueUpdated: { title: 'Quiet' } } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([without.results, now.results, quietOne.results]).toEqual([[], [], []]);
      // Each still hears the next change.
      await server.app.services.live.publish(`issue:${quiet.id}`, { id: quiet.id, repoId: repo.id, changes: ['title'] });
      await quietOne.first();
      expect(quietOne.results).toEqual([{ data: { issueUpdated: { title: 'Quiet' } } }]);

      const negative = follow(socket, { query: catchUp, variables: { id: toGlobalId('Issue', quiet.id), ago: -1 } });
      await negative.first();
      expect(JSON.stringify(negative.failure ?? negative.results)).toContain('readSecondsAgo must be 0 or more.');
      for (const each of [late, without, now, quietOne, longAgo, negative]) each.unsubscribe();
    } finally {
      await socket.dispose();
    }
  });

  it('accepts the session cookie from the app origin', async () => {
    const session = await createSession(server.database.db, user, {});
    const socket = client(server.url, { cookie: `${SESSION_COOKIE}=${session.token}`, origin: 'http://localhost:3000' });
    try {
      const live = follow(socket, { query: ISSUE_SUBSCRIPTION, variables: { id: issueId } });
      await live.first(publishIssue);
      expect(live.failure).toBeNull();
      expect(live.results[0]?.data).toEqual({ issueUpdated: { id: issueId, number: issue.number, title: 'Before' } });
    } finally {
      await socket.dispose();
    }
  });

  it('closes the socket with 4401 when its session ended before a new subscription', async () => {
    const session = await createSession(server.database.db, user, {});
    const socket = client(server.url, { cookie: `${SESSION_COOKIE}=${session.token}`, origin: 'http://localhost:3000' });
    try {
      const first = follow(socket, { query: ISSUE_SUBSCRIPTION, variables: { id: issueId } });
      await first.first(publishIssue);
      expect(first.failure).toBeNull();
      await server.database.db.delete(t.sessions).where(eq(t.sessions.userId, user.id));
      const second = follow(socket, { query: ISSUE_SUBSCRIPTION, variables: { id: issueId } });
      await second.first();
      expect(second.failure).toMatchObject({ code: 4401 });
    } finally {
      await socket.dispose();
    }
  });

  it('accepts a token in connectionParams for clients that cannot set headers', async () => {
    const socket = client(server.url, {}, { authorization: `bearer ${token}` });
    try {
      const live = follow(socket, { query: ISSUE_SUBSCRIPTION, variables: { id: issueId } });
      await live.first(publishIssue);
      expect(live.failure).toBeNull();
      expect(live.results[0]?.data).toMatchObject({ issueUpdated: { id: issueId } });
    } finally {
      await socket.dispose();
    }
  });

  it('refuses the session cookie from another origin, or without an Origin, at the upgrade', async () => {
    const session = await createSession(server.database.db, user, {});
    const cookie = `${SESSION_COOKIE}=${session.token}`;
    expect(await handshake(server.url, { cookie, origin: 'https://evil.example' })).toMatchObject({ status: 403 });
    expect(await handshake(server.url, { cookie, origin: 'http://localhost:3000.evil.example' })).toMatchObject({ status: 403 });
    expect(await handshake(server.url, { cookie })).toMatchObject({ status: 403 });
    // The same cookie from the app's origin is fine, and from the address the server was reached at.
    expect(await handshake(server.url, { cookie, origin: 'http://localhost:3000' })).toEqual({ close: 1000, acked: true });
    expect(await handshake(server.url, { cookie, origin: `http://${new URL(server.url).host}` })).toEqual({ close: 1000, acked: true });
  });

  it('refuses a bad bearer token at the upgrade, and a socket without credentials with 4401', async () => {
    expect(await handshake(server.url, { authorization: 'bearer nope' })).toMatchObject({ status: 401 });
    expect(await handshake(server.url, {})).toEqual({ close: 4401, acked: false });
    expect(await handshake(server.url, {}, { authorization: 'bearer nope' })).toEqual({ close: 4401, acked: false });
    // An expired or unknown session is no credential either.
    expect(await handshake(server.url, { cookie: `${SESSION_COOKIE}=gone`, origin: 'http://localhost:3000' })).toEqual({
      close: 4401,
      acked: false,
    });
  });

  it('answers other paths with 404', async () => {
    expect(await handshake(server.url.replace('/api/graphql', '/api/other'), { authorization: `bearer ${token}` })).toMatchObject({
      status: 404,
    });
  });

  it('runs a persisted subscription by id (extensions.doc_id or doc_id, query empty) and refuses an unknown id', async () => {
    const socket = client(server.url, { authorization: `bearer ${token}` });
    try {
      const byExtension = follow(socket, { query: '', variables: { id: issueId }, extensions: { doc_id: PERSISTED_ID } });
      await byExtension.first(publishIssue);
      expect(byExtension.failure).toBeNull();
      expect(byExtension.results[0]?.data).toMatchObject({ issueUpdated: { id: issueId, title: 'Before' } });

      const unknown = follow(socket, { query: '', variables: { id: issueId }, extensions: { doc_id: 'f'.repeat(64) } });
      await unknown.first();
      expect(unknown.failure).toEqual([{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]);
    } finally {
      await socket.dispose();
    }

    // `{ doc_id, variables }` as on POST, without a query at all (raw protocol: the client library insists on `query`).
    const raw = new WebSocket(server.url, PROTOCOL, { headers: { authorization: `bearer ${token}` } });
    const messages: { type: string; id?: string; payload?: unknown }[] = [];
    raw.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string };
      messages.push(message);
      if (message.type === 'connection_ack') {
        raw.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { doc_id: PERSISTED_ID, variables: { id: issueId } } }));
      }
    });
    await new Promise((resolve) => raw.on('open', resolve));
    raw.send(JSON.stringify({ type: 'connection_init' }));
    const deadline = Date.now() + 10_000;
    while (!messages.some((message) => message.type === 'next')) {
      if (Date.now() > deadline) throw new Error(`no result: ${JSON.stringify(messages)}`);
      await publishIssue();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(messages.find((message) => message.type === 'next')).toMatchObject({
      id: '1',
      payload: { data: { issueUpdated: { id: issueId, title: 'Before' } } },
    });
    raw.close(1000);
  });

  it('maps domain errors as on HTTP and refuses queries over the socket', async () => {
    const stranger = await buildUser(server.database.db, { login: 'live-stranger' });
    const strangerToken = await buildToken(server.database.db, stranger);
    const otherRepo = await buildRepo(server.database.db, stranger, { visibility: 'private' });
    const hidden = await buildIssue(server.database.db, otherRepo, stranger);
    const hiddenId = toGlobalId('Issue', hidden.id);
    const socket = client(server.url, { authorization: `bearer ${token}` });
    try {
      const unreadable = follow(socket, { query: ISSUE_SUBSCRIPTION, variables: { id: hiddenId } });
      await unreadable.first();
      const errors = unreadable.results[0]?.errors ?? (unreadable.failure as { message: string; extensions?: unknown }[]);
      expect(errors).toEqual([
        expect.objectContaining({
          message: `Could not resolve to a node with the global id of '${hiddenId}'`,
          extensions: expect.objectContaining({ code: 'NOT_FOUND' }) as unknown,
        }),
      ]);

      const query = follow(socket, { query: '{ viewer { login } }' });
      await query.first();
      expect(query.failure).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);

      const invalid = follow(socket, { query: 'subscription { nope }' });
      await invalid.first();
      expect(invalid.failure).toEqual([expect.objectContaining({ message: expect.stringContaining('nope') as unknown })]);
    } finally {
      await socket.dispose();
    }
    // The stranger reads their own issue.
    const own = client(server.url, { authorization: `bearer ${strangerToken}` });
    try {
      const live = follow(own, { query: ISSUE_SUBSCRIPTION, variables: { id: hiddenId } });
      await live.first(() => server.app.services.live.publish(`issue:${hidden.id}`, { id: hidden.id }));
      expect(live.results[0]?.data).toMatchObject({ issueUpdated: { id: hiddenId } });
    } finally {
      await own.dispose();
    }
  });

  it('masks unexpected errors of a stream', async () => {
    const bus = server.app.services.live;
    const spy = vi.spyOn(bus, 'subscribe').mockImplementation(() => {
      const failing: AsyncIterableIterator<unknown> = {
        next: () => Promise.reject(new Error('connection to the database exploded')),
        return: () => Promise.resolve({ value: undefined, done: true }),
        [Symbol.asyncIterator]: () => failing,
      };
      return failing;
    });
    const socket = client(server.url, { authorization: `bearer ${token}` });
    try {
      const live = follow(socket, { query: ISSUE_SUBSCRIPTION, variables: { id: issueId } });
      await live.first();
      const errors = live.results[0]?.errors ?? (live.failure as { message: string }[]);
      expect(errors).toEqual([expect.objectContaining({ message: 'Unexpected error.' })]);
      expect(JSON.stringify(errors)).not.toContain('exploded');
    } finally {
      spy.mockRestore();
      await socket.dispose();
    }
  });

  it('ends the bus subscription when the client unsubscribes, without waiting for another event', async () => {
    const bus = server.app.services.live;
    const opened: AsyncIterableIterator<unknown>[] = [];
    const original = bus.subscribe.bind(bus);
    const spy = vi.spyOn(bus, 'subscribe').mockImplementation((topic, signal) => {
      const iterator = original(topic, signal);
      opened.push(iterator);
      return iterator;
    });
    const socket = client(server.url, { authorization: `bearer ${token}` });
    try {
      const live = follow(socket, { query: ISSUE_SUBSCRIPTION, variables: { id: issueId } });
      await live.first(publishIssue);
      expect(opened).toHaveLength(1);
      live.unsubscribe();
      // Ended iterators answer `done` at once; a live one would wait for the next event.
      const ended = async () =>
        Promise.race([
          opened[0]!.next().then((result) => result.done === true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 100)),
        ]);
      const deadline = Date.now() + 5_000;
      while (!(await ended())) {
        if (Date.now() > deadline) throw new Error('the bus subscription is still open');
      }
    } finally {
      spy.mockRestore();
      await socket.dispose();
    }
  });
});

describe('closing the app', () => {
  it('closes open sockets (1001) and finishes promptly', async () => {
    const server = await startLiveServer();
    try {
      const user = await buildUser(server.database.db);
      const token = await buildToken(server.database.db, user);
      const repo = await buildRepo(server.database.db, user);
      const issue = await buildIssue(server.database.db, repo, user);
      const raw = new WebSocket(server.url, PROTOCOL, { headers: { authorization: `bearer ${token}` } });
      const closed = new Promise<number>((resolve) => raw.on('close', (code) => resolve(code)));
      const acked = new Promise((resolve) => raw.on('message', resolve));
      await new Promise((resolve) => raw.on('open', resolve));
      raw.send(JSON.stringify({ type: 'connection_init' }));
      await acked;
      raw.send(
        JSON.stringify({
          type: 'subscribe',
          id: '1',
          payload: { query: ISSUE_SUBSCRIPTION, variables: { id: toGlobalId('Issue', issue.id) } },
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await server.app.close();
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(await closed).toBe(1001);
    } finally {
      await server.close();
    }
  });
});
