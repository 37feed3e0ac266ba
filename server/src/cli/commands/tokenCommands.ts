import { DEFAULT_TOKEN_SCOPES, isTokenScope, TOKEN_SCOPES, type TokenScope } from '../../auth/scopes.ts';
import { createAccessToken } from '../../modules/admin/accessTokenCreator.ts';
import { listAccessTokens, type AccessTokenSummary } from '../../modules/admin/accessTokenLister.ts';
import { revokeAccessToken, revokeAccessTokensOf } from '../../modules/admin/accessTokenRevoker.ts';
import { UsageError } from '../cliErrors.ts';
import { positional } from '../commandLine.ts';
import type { Command } from './command.ts';

/** GitHub offers personal access tokens for up to a year; 366 days covers a leap year. */
export const MAX_TOKEN_DAYS = 366;

/**
 * `--scopes repo,read:org`: GitHub's scope names, comma-separated (spaces allowed); `''` for none,
 * which leaves public reads only. Unknown names are refused, all of them named.
 */
export function parseScopes(value: string): TokenScope[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isTokenScope(name));
  if (unknown.length > 0) {
    const listed = unknown.map((name) => `'${name}'`).join(', ');
    throw new UsageError(
      `Unknown ${unknown.length === 1 ? 'scope' : 'scopes'} ${listed} for --scopes: expected a comma-separated list of ${TOKEN_SCOPES.join(', ')} (or '' for none).`,
    );
  }
  return [...new Set(names.filter(isTokenScope))];
}

/** `--expires-in 30d` or `12h`: whole days or hours from now, up to {@link MAX_TOKEN_DAYS} days. */
export function parseExpiresIn(value: string, now = Date.now()): Date {
  const match = /^([1-9]\d{0,4})([dh])$/.exec(value);
  const hours = match ? Number(match[1]) * (match[2] === 'd' ? 24 : 1) : Number.NaN;
  if (!(hours <= MAX_TOKEN_DAYS * 24)) {
    throw new UsageError(
      `Invalid value for --expires-in: '${value}' is not a whole number of days or hours such as 30d or 12h, from 1h to ${MAX_TOKEN_DAYS}d.`,
    );
  }
  return new Date(now + hours * 60 * 60 * 1000);
}

export const tokenCreate: Command = {
  syntax: { name: 'token create', positionals: ['<login>'], flags: { note: 'value', scopes: 'value', 'expires-in': 'value' } },
  synopsis: 'token create <login> [--note N] [--scopes S] [--expires-in D]',
  summary:
    `Create a personal access token for a user or bot; prints only the token. S: GitHub scope names, comma-separated ` +
    `(default ${DEFAULT_TOKEN_SCOPES.join(',')}; '' for none, public reads only). D: 30d or 12h, at most ${MAX_TOKEN_DAYS}d (default: never expires).`,
  async run(args, context) {
    const scopesValue = args.values.get('scopes');
    const expiresIn = args.values.get('expires-in');
    // Both checked before the database is opened: misuse changes nothing.
    const scopes = scopesValue === undefined ? undefined : parseScopes(scopesValue);
    const expiresAt = expiresIn === undefined ? undefined : parseExpiresIn(expiresIn);
    const created = await createAccessToken(await context.db(), {
      login: positional(args, 0),
      note: args.values.get('note'),
      scopes,
      expiresAt,
    });
    return {
      text: created.token,
      json: {
        token: created.token,
        id: created.id,
        login: created.login,
        scopes: created.scopes,
        expiresAt: created.expiresAt?.toISOString() ?? null,
      },
    };
  },
};

export const tokenList: Command = {
  syntax: { name: 'token list', positionals: [], optionalPositionals: ['<login>'], flags: {} },
  synopsis: 'token list [<login>]',
  summary: "List personal access tokens (everyone's, or one user's): id, owner, note, scopes, last four characters, use and expiry.",
  async run(args, context) {
    const login = args.positionals[0];
    const tokens = await listAccessTokens(await context.db(), { login });
    const text = tokens.length === 0 ? `No personal access tokens${login === undefined ? '' : ` for ${login}`}.` : tokenTable(tokens);
    return { text, json: tokens.map(tokenJson) };
  },
};

export const tokenRevoke: Command = {
  syntax: { name: 'token revoke', positionals: [], optionalPositionals: ['<id>'], flags: { login: 'value', all: 'switch' } },
  synopsis: 'token revoke <id> | --login L --all',
  summary: 'Revoke (delete) a personal access token, or every token of a user; it stops working and its open subscriptions end at once.',
  async run(args, context) {
    const id = args.positionals[0];
    const login = args.values.get('login');
    const all = args.switches.has('all');
    if (id !== undefined && (login !== undefined || all)) throw new UsageError('Give a token <id>, or --login L --all, not both.');
    if (id === undefined) {
      if (login === undefined || !all) {
        throw new UsageError(
          login === undefined ? "'token revoke' needs a token <id>, or --login L --all." : 'Revoking by --login needs --all.',
        );
      }
      const revoked = await revokeAccessTokensOf(await context.db(), { login });
      const text =
        revoked.length === 0
          ? `${login} had no personal access tokens.`
          : [`Revoked ${revoked.length} personal access ${revoked.length === 1 ? 'token' : 'tokens'}:`, ...revoked.map(describe)].join(
              '\n',
            );
      return { text, json: { revoked: revoked.map(tokenJson) } };
    }
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1)
      throw new UsageError(`Invalid token id '${id}': expected a number from 'token list'.`);
    const revoked = await revokeAccessToken(await context.db(), { id: Number(id) });
    return { text: `Revoked ${describe(revoked)}`, json: { revoked: [tokenJson(revoked)] } };
  },
};

/** `token 12 of mona (ghp_…abcd, note 'ci')`. */
function describe(token: AccessTokenSummary): string {
  const note = token.note === null ? '' : `, note '${token.note}'`;
  return `token ${token.id} of ${token.login} (${token.token}${note})`;
}

function tokenJson(token: AccessTokenSummary) {
  return {
    id: token.id,
    login: token.login,
    note: token.note,
    scopes: token.scopes,
    token: token.token,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    expiresAt: token.expiresAt?.toISOString() ?? null,
    expired: token.expired,
  };
}

/** Minutes are enough: `last_used_at` is recorded to the minute. */
function when(date: Date | null): string {
  return date === null ? 'never' : `${date.toISOString().slice(0, 16).replace('T', ' ')}Z`;
}

/** A plain table with a header row, columns padded to their widest cell. */
function tokenTable(tokens: readonly AccessTokenSummary[]): string {
  const rows = [
    ['ID', 'LOGIN', 'TOKEN', 'SCOPES', 'NOTE', 'CREATED', 'LAST USED', 'EXPIRES'],
    ...tokens.map((token) => [
      String(token.id),
      token.login,
      token.token,
      token.scopes.length === 0 ? '(none)' : token.scopes.join(','),
      token.note ?? '',
      when(token.createdAt),
      when(token.lastUsedAt),
      token.expired ? `${when(token.expiresAt)} (expired)` : when(token.expiresAt),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
