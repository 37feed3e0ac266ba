import { pageData } from '../ssr/pageData';
import { csrfHeaders } from './csrfHeaders';
import { serverRequest } from './serverRequest';

/** The signed-in user as `GET /session` reports it. */
export interface Session {
  login: string;
  name: string | null;
  avatarUrl: string;
}

export type SignInResult = { ok: true } | { ok: false; message: string };

const GENERIC_SIGN_IN_ERROR = 'Could not sign in. Please try again.';

let pendingSession: Promise<Session | null> | undefined;
/** Whether the session a server-rendered page came with (ssr/pageData.ts) has been taken up. */
let pageSessionRead = false;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseSession(body: unknown): Session {
  if (!isRecord(body) || typeof body.login !== 'string' || typeof body.avatarUrl !== 'string') {
    throw new Error('GET /session returned an unexpected body.');
  }
  return { login: body.login, name: typeof body.name === 'string' ? body.name : null, avatarUrl: body.avatarUrl };
}

async function fetchSession(): Promise<Session | null> {
  const response = await fetch('/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`GET /session failed with status ${response.status}.`);
  return parseSession(await response.json());
}

/**
 * The current session, fetched once and shared by every loader of a navigation (and of later
 * navigations) so moving between pages does not cost a request. Sign-in and sign-out forget it.
 */
export function loadSession(): Promise<Session | null> {
  // On the server: the session of the request being rendered.
  const request = serverRequest();
  if (request) return Promise.resolve(request.session);
  // The page the browser loaded was rendered for this session: no need to ask again.
  if (!pageSessionRead) {
    pageSessionRead = true;
    const data = pageData();
    if (data) pendingSession ??= Promise.resolve(data.session);
  }
  pendingSession ??= fetchSession().catch((error: unknown) => {
    // A network failure must not be remembered as the answer for the rest of the visit.
    pendingSession = undefined;
    throw error;
  });
  return pendingSession;
}

export function forgetSession(): void {
  pendingSession = undefined;
  pageSessionRead = true;
}

async function readMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (isRecord(body) && typeof body.message === 'string' && body.message !== '') return body.message;
  } catch {
    // Not JSON (a proxy error page, for instance): fall through to the generic text.
  }
  return GENERIC_SIGN_IN_ERROR;
}

/** Signs in with a password. Failures carry the server's message so the page can show it word for word. */
export async function signIn(credentials: { login: string; password: string }): Promise<SignInResult> {
  forgetSession();
  let response: Response;
  try {
    response = await fetch('/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(credentials),
    });
  } catch {
    return { ok: false, message: GENERIC_SIGN_IN_ERROR };
  }
  if (response.ok) return { ok: true };
  return { ok: false, message: await readMessage(response) };
}

/** Ends the session on the server. Resolves even when the session had already expired. */
export async function signOut(): Promise<void> {
  forgetSession();
  const response = await fetch('/session', { method: 'DELETE', credentials: 'same-origin', headers: csrfHeaders() });
  if (!response.ok && response.status !== 401) throw new Error(`DELETE /session failed with status ${response.status}.`);
}
