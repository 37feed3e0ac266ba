import { CloseCode } from 'graphql-ws';
import type { WebSocket } from 'ws';
import type { CurrentCredentials, RevokedCredentials } from '../auth/credentialRevocations.ts';

/** The credential that authenticated a socket: a personal access token or a browser session. */
export interface SocketCredential {
  kind: 'token' | 'session';
  /** `access_tokens.id` or `sessions.id`. */
  id: number;
  /** When it ends by itself; null for never (tokens without expiry). */
  expiresAt: Date | null;
}

export interface CredentialSocketsOptions {
  /** Which credentials still work now, and until when (`currentCredentials`). */
  check: (ids: RevokedCredentials) => Promise<CurrentCredentials>;
  log: (error: unknown) => void;
  /**
   * How often every open socket's credential is checked again, in one statement per kind: the
   * safety net for announcements lost while a LISTEN connection was down, and for credentials
   * ended without one (an account suspended, a row deleted by hand).
   */
  sweepMs?: number;
}

/** setTimeout's limit is about 24.8 days; an expiry further away is checked again on the way. */
const MAX_TIMER_MS = 24 * 60 * 60 * 1000;
/** How long a revocation is remembered for a socket still being authenticated when it arrived. */
const REMEMBER_REVOKED_MS = 30_000;
/** The least wait before checking an expiry again that the database did not yet see pass (clocks differ). */
const RECHECK_MS = 1_000;

const keyOf = (kind: SocketCredential['kind'], id: number) => `${kind}:${id}`;

interface Entry {
  socket: WebSocket;
  credential: SocketCredential;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The open WebSockets by the credential that authenticated them, so that a revoked token, a
 * signed-out session or one that expired closes its sockets at once (4401 Unauthorized, as a
 * socket without a valid credential is closed).
 */
export class CredentialSockets {
  private readonly byKey = new Map<string, Set<Entry>>();
  private readonly bySocket = new WeakMap<WebSocket, Entry>();
  /** Recently revoked keys, with when: a socket authenticated just before may register just after. */
  private readonly recentlyRevoked = new Map<string, number>();
  private sweeper: NodeJS.Timeout | undefined;
  private readonly options: CredentialSocketsOptions;

  constructor(options: CredentialSocketsOptions) {
    this.options = options;
  }

  start(): void {
    const every = this.options.sweepMs ?? 60_000;
    this.sweeper = setInterval(() => void this.sweep().catch(this.options.log), every);
    this.sweeper.unref();
  }

  stop(): void {
    clearInterval(this.sweeper);
    for (const entries of this.byKey.values()) for (const entry of entries) clearTimeout(entry.timer);
    this.byKey.clear();
  }

  /** Tracks an open socket until it closes; closes it at once if its credential was just revoked. */
  add(socket: WebSocket, credential: SocketCredential): void {
    if (this.bySocket.has(socket)) return;
    const key = keyOf(credential.kind, credential.id);
    if (this.recentlyRevoked.has(key)) {
      unauthorized(socket);
      return;
    }
    const entry: Entry = { socket, credential, timer: undefined };
    this.bySocket.set(socket, entry);
    let entries = this.byKey.get(key);
    if (!entries) this.byKey.set(key, (entries = new Set()));
    entries.add(entry);
    this.schedule(entry);
    socket.once('close', () => this.remove(entry));
  }

  /** Closes every socket of these credentials. */
  revoked(revoked: RevokedCredentials): void {
    const now = Date.now();
    for (const [key, at] of this.recentlyRevoked) if (now - at > REMEMBER_REVOKED_MS) this.recentlyRevoked.delete(key);
    const keys = [...revoked.tokenIds.map((id) => keyOf('token', id)), ...revoked.sessionIds.map((id) => keyOf('session', id))];
    for (const key of keys) {
      this.recentlyRevoked.set(key, now);
      for (const entry of this.byKey.get(key) ?? []) this.close(entry);
    }
  }

  /** Checks every open socket's credential again and closes those that no longer work. */
  async sweep(): Promise<void> {
    const entries = [...this.byKey.values()].flatMap((set) => [...set]);
    if (entries.length === 0) return;
    const ids = (kind: SocketCredential['kind']) => [
      ...new Set(entries.filter((entry) => entry.credential.kind === kind).map((entry) => entry.credential.id)),
    ];
    const current = await this.options.check({ tokenIds: ids('token'), sessionIds: ids('session') });
    for (const entry of entries) if (!this.stillCurrent(entry, current)) this.close(entry);
  }

  /** Open sockets tracked (for tests and diagnostics). */
  get size(): number {
    let count = 0;
    for (const entries of this.byKey.values()) count += entries.size;
    return count;
  }

  /** Whether the credential still works; takes its current expiry (a session may have been extended). */
  private stillCurrent(entry: Entry, current: CurrentCredentials): boolean {
    const { kind, id } = entry.credential;
    const expiresAt = kind === 'token' ? current.tokens.get(id) : current.sessions.get(id);
    if (expiresAt === undefined) return false;
    if (expiresAt?.getTime() !== entry.credential.expiresAt?.getTime()) {
      entry.credential = { ...entry.credential, expiresAt };
      this.schedule(entry);
    }
    return true;
  }

  /** At the credential's expiry the socket checks it again (it may have been extended) rather than closing blindly. */
  private schedule(entry: Entry, minDelay = 0): void {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    const { expiresAt } = entry.credential;
    if (!expiresAt) return;
    const delay = Math.max(minDelay, Math.min(MAX_TIMER_MS, expiresAt.getTime() - Date.now()));
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      const { kind, id } = entry.credential;
      this.options
        .check({ tokenIds: kind === 'token' ? [id] : [], sessionIds: kind === 'session' ? [id] : [] })
        .then((current) => {
          if (this.bySocket.get(entry.socket) === entry && !this.stillCurrent(entry, current)) this.close(entry);
          else if (!entry.timer && this.bySocket.get(entry.socket) === entry) this.schedule(entry, RECHECK_MS);
        })
        .catch(this.options.log);
    }, delay);
    entry.timer.unref();
  }

  private close(entry: Entry): void {
    this.remove(entry);
    unauthorized(entry.socket);
  }

  private remove(entry: Entry): void {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    if (this.bySocket.get(entry.socket) === entry) this.bySocket.delete(entry.socket);
    const key = keyOf(entry.credential.kind, entry.credential.id);
    const entries = this.byKey.get(key);
    entries?.delete(entry);
    if (entries?.size === 0) this.byKey.delete(key);
  }
}

function unauthorized(socket: WebSocket): void {
  if (socket.readyState === socket.OPEN) socket.close(CloseCode.Unauthorized, 'Unauthorized');
}
