import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AccountRow } from '../db/rows.ts';
import { scopesHeader, type GrantedScopes } from '../auth/scopes.ts';
import { safeEqual } from '../auth/tokens.ts';
import { CSRF_COOKIE, SESSION_COOKIE, sessionFromToken, userFromAccessToken, type ResolvedSession } from '../auth/sessions.ts';

export interface RequestAuth {
  user: AccountRow;
  via: 'session' | 'token';
  session: ResolvedSession | null;
  /** The token's id, or null for a browser session. */
  tokenId: number | null;
  /** The token's scopes (`auth/scopes.ts`), or null for a browser session (no scope limits). */
  scopes: GrantedScopes;
}

/**
 * Who is calling: a personal access token (`Authorization: bearer|token …`) wins over the session
 * cookie. A malformed or unknown token is an error rather than a fall back to the cookie.
 */
export async function authenticateRequest(db: Db, request: FastifyRequest): Promise<RequestAuth | null | 'bad-token'> {
  const header = request.headers.authorization;
  if (header) {
    const match = /^(?:bearer|token)\s+(\S+)$/i.exec(header.trim());
    const token = match?.[1] ? await userFromAccessToken(db, match[1]) : null;
    return token ? { user: token.user, via: 'token', session: null, tokenId: token.tokenId, scopes: token.scopes } : 'bad-token';
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await sessionFromToken(db, token);
  return session ? { user: session.user, via: 'session', session, tokenId: null, scopes: null } : null;
}

/**
 * Cookie-authenticated writes must echo the session's CSRF token in `X-CSRF-Token` (the web app
 * reads it from the `csrf_token` cookie); tokens in headers cannot be sent by other sites.
 */
export function csrfOk(request: FastifyRequest, auth: RequestAuth): boolean {
  if (auth.via === 'token' || !auth.session) return true;
  const sent = request.headers['x-csrf-token'];
  return typeof sent === 'string' && safeEqual(sent, auth.session.csrfToken);
}

/**
 * The headers GitHub sends with every answer to a token: `X-OAuth-Scopes`, the token's scopes
 * (gh and octokit read it to tell what a token may do), and `X-Accepted-OAuth-Scopes`, the scopes
 * the endpoint checks for (`accepted`; empty for one any token may call). None for a browser
 * session, which has no scopes.
 */
export function oauthScopeHeaders(auth: Pick<RequestAuth, 'via' | 'scopes'>, accepted: readonly string[] = []): Record<string, string> {
  if (auth.via !== 'token' || auth.scopes === null) return {};
  return { 'x-oauth-scopes': scopesHeader(auth.scopes), 'x-accepted-oauth-scopes': scopesHeader(accepted) };
}

export function sendUnauthorized(reply: FastifyReply) {
  return reply.code(401).send({ message: 'This endpoint requires you to be authenticated.', documentation_url: '/README.md#api' });
}

export { CSRF_COOKIE, SESSION_COOKIE };
