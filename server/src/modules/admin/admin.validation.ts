import { MIN_PASSWORD_LENGTH } from '../../auth/passwords.ts';
import { AdminError } from './admin.errors.ts';

const MAX_LOGIN_LENGTH = 39;
const MAX_REPOSITORY_NAME_LENGTH = 100;
const BOT_SUFFIX = '[bot]';

// GitHub's rule: letters, digits and single hyphens, no hyphen at either end.
const LOGIN_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9]))*$/;
const REPOSITORY_NAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * Top-level paths of the web app and API; an account with one of these logins would shadow a
 * page (`/issues`, `/settings`, …) or be confused with the deleted-user placeholder (`ghost`).
 */
const RESERVED_LOGINS = new Set([
  'api',
  'assets',
  'ghost',
  'issues',
  'login',
  'logout',
  'new',
  'notifications',
  'organizations',
  'pulls',
  'search',
  'session',
  'sessions',
  'settings',
  'signup',
  'sso',
]);

/** Throws INVALID_LOGIN unless `login` follows GitHub's rules; only bots may end with `[bot]`. */
export function assertValidLogin(login: string, options: { isBot: boolean }): void {
  const base = options.isBot && login.endsWith(BOT_SUFFIX) ? login.slice(0, -BOT_SUFFIX.length) : login;
  if (!options.isBot && login.endsWith(BOT_SUFFIX) && LOGIN_PATTERN.test(login.slice(0, -BOT_SUFFIX.length))) {
    throw new AdminError('INVALID_LOGIN', `Login '${login}' is invalid: only bots may end with ${BOT_SUFFIX}.`);
  }
  if (base.length > MAX_LOGIN_LENGTH || !LOGIN_PATTERN.test(base)) {
    throw new AdminError(
      'INVALID_LOGIN',
      `Login '${login}' is invalid: use letters, digits and single hyphens, not starting or ending with a hyphen, at most ${MAX_LOGIN_LENGTH} characters.`,
    );
  }
  if (RESERVED_LOGINS.has(base.toLowerCase())) {
    throw new AdminError('INVALID_LOGIN', `Login '${login}' is reserved.`);
  }
}

/** Throws INVALID_REPOSITORY_NAME unless `name` is a name GitHub would accept. */
export function assertValidRepositoryName(name: string): void {
  const valid =
    name.length <= MAX_REPOSITORY_NAME_LENGTH &&
    REPOSITORY_NAME_PATTERN.test(name) &&
    name !== '.' &&
    name !== '..' &&
    // GitHub strips a trailing `.git` from clone URLs, so such a name could never be addressed.
    !name.toLowerCase().endsWith('.git');
  if (!valid) {
    throw new AdminError(
      'INVALID_REPOSITORY_NAME',
      `Repository name '${name}' is invalid: use letters, digits, '.', '-' and '_', at most ${MAX_REPOSITORY_NAME_LENGTH} characters, not '.', '..' or ending in '.git'.`,
    );
  }
}

export function assertValidEmail(email: string): void {
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new AdminError('INVALID_EMAIL', `Email '${email}' is invalid.`);
  }
}

export function assertValidPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AdminError('INVALID_PASSWORD', `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
}
