import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random secret such as `ghp_…` (personal access token) or a session token. */
export function generateToken(prefix: string, bytes = 30): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak credentials. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const ACCESS_TOKEN_PREFIX = 'ghp_';
export const SESSION_TOKEN_PREFIX = 'ses_';
