import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { CurrentCredentials, RevokedCredentials } from '../auth/credentialRevocations.ts';
import { CredentialSockets } from './credentialSockets.ts';

/** What CredentialSockets uses of a `ws` socket: its state, close() and the close event. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  closedWith: number | undefined;

  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close', code);
  }
}

const socket = () => new FakeSocket();
const asWs = (fake: FakeSocket) => fake as unknown as WebSocket;

/** Credentials that still work, as `currentCredentials` would answer; records what was asked. */
function database(valid: { tokens?: [number, Date | null][]; sessions?: [number, Date][] }) {
  const asked: RevokedCredentials[] = [];
  const check = async (ids: RevokedCredentials): Promise<CurrentCredentials> => {
    asked.push(ids);
    return {
      tokens: new Map((valid.tokens ?? []).filter(([id]) => ids.tokenIds.includes(id))),
      sessions: new Map((valid.sessions ?? []).filter(([id]) => ids.sessionIds.includes(id))),
    };
  };
  return { check, asked };
}

const noLog = (error: unknown) => {
  throw error;
};

describe('CredentialSockets', () => {
  it('closes every socket of a revoked credential with 4401, and only those', () => {
    const sockets = new CredentialSockets({ ...database({}), log: noLog });
    const [a, b, c, d] = [socket(), socket(), socket(), socket()];
    sockets.add(asWs(a), { kind: 'token', id: 1, expiresAt: null });
    sockets.add(asWs(b), { kind: 'token', id: 1, expiresAt: null });
    sockets.add(asWs(c), { kind: 'session', id: 1, expiresAt: null });
    sockets.add(asWs(d), { kind: 'token', id: 2, expiresAt: null });
    sockets.revoked({ tokenIds: [1], sessionIds: [] });
    expect([a.closedWith, b.closedWith, c.closedWith, d.closedWith]).toEqual([4401, 4401, undefined, undefined]);
    expect(sockets.size).toBe(2);
    sockets.stop();
  });

  it('closes a socket registered just after its credential was revoked', () => {
    const sockets = new CredentialSockets({ ...database({}), log: noLog });
    sockets.revoked({ tokenIds: [], sessionIds: [7] });
    const late = socket();
    sockets.add(asWs(late), { kind: 'session', id: 7, expiresAt: null });
    expect(late.closedWith).toBe(4401);
    expect(sockets.size).toBe(0);
  });

  it('forgets sockets that closed by themselves', () => {
    const sockets = new CredentialSockets({ ...database({}), log: noLog });
    const gone = socket();
    sockets.add(asWs(gone), { kind: 'token', id: 3, expiresAt: null });
    gone.close(1000);
    expect(sockets.size).toBe(0);
  });

  it('sweeps: one check for all open sockets closes those whose credential no longer works', async () => {
    const { check, asked } = database({ tokens: [[1, null]], sessions: [[5, new Date(Date.now() + 60_000)]] });
    const sockets = new CredentialSockets({ check, log: noLog });
    const kept = [socket(), socket(), socket()];
    const dropped = [socket(), socket()];
    sockets.add(asWs(kept[0]!), { kind: 'token', id: 1, expiresAt: null });
    sockets.add(asWs(kept[1]!), { kind: 'token', id: 1, expiresAt: null });
    sockets.add(asWs(kept[2]!), { kind: 'session', id: 5, expiresAt: new Date(Date.now() + 60_000) });
    sockets.add(asWs(dropped[0]!), { kind: 'token', id: 2, expiresAt: null });
    sockets.add(asWs(dropped[1]!), { kind: 'session', id: 6, expiresAt: new Date(Date.now() + 60_000) });
    await sockets.sweep();
    expect(asked).toEqual([{ tokenIds: [1, 2], sessionIds: [5, 6] }]);
    expect(kept.map((each) => each.closedWith)).toEqual([undefined, undefined, undefined]);
    expect(dropped.map((each) => each.closedWith)).toEqual([4401, 4401]);
    sockets.stop();
  });

  it('checks again at the expiry and keeps a socket whose session was extended meanwhile', async () => {
    const extended = new Date(Date.now() + 60_000);
    const { check, asked } = database({ sessions: [[9, extended]] });
    const sockets = new CredentialSockets({ check, log: noLog });
    const open = socket();
    sockets.add(asWs(open), { kind: 'session', id: 9, expiresAt: new Date(Date.now() + 50) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([{ tokenIds: [], sessionIds: [9] }]);
    expect(open.closedWith).toBeUndefined();
    sockets.stop();
  });
});
