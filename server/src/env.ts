import fs from 'node:fs';
import path from 'node:path';

/** Settings read from the environment; the only module that touches `process.env`. */
export interface Env {
  port: number;
  host: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Folder for the embedded database and the admin channel file. */
  dataDir: string;
  /** Load the demo data into an empty database at start-up. */
  seedDemo: boolean;
  /** Serve the built web app from this folder when it exists. */
  webDist: string;
  /**
   * The web app's server render entry (`dist-server/entryServer.js` beside `WEB_DIST`, built with the
   * app), or null when `SERVER_RENDERING` is off: pages are then rendered in the browser only.
   */
  serverRenderEntry: string | null;
  /** Relay's persisted operations (id → text), served by id. */
  persistedOperationsFile: string;
  /**
   * The public base address (`BASE_URL`, e.g. https://issues.example.com) for absolute addresses:
   * API `url` fields, avatars' `avatarUrl`. Unset: each request's own address (scheme of its
   * connection, its `Host`), see `http/requestBaseUrl.ts`.
   */
  baseUrl: string | undefined;
  logLevel: string;
  /** `LOG_FILE`: the server's JSON log lines go to this file instead of standard output. */
  logFile: string | undefined;
  isProduction: boolean;
  /** Sign-in attempts allowed per client address and minute (`SIGN_IN_ATTEMPTS_PER_MINUTE`, default 10). */
  signInAttemptsPerMinute: number;
  /**
   * Time limit of one GraphQL request over HTTP (`GRAPHQL_TIMEOUT_MS`, default 10000, GitHub's):
   * when it passes, the request's SQL statements are cancelled.
   */
  graphqlTimeoutMs: number;
  /** Other origins whose pages may read API answers (`CORS_ORIGINS`, `http/cors.ts`); none by default. */
  corsOrigins: CorsOrigins;
  /** API rate limits (`http/rateLimits.ts`), GitHub's defaults unless set. */
  rateLimits: RateLimitSettings;
  /**
   * Serve HTTPS with this certificate and key (`TLS_CERT_FILE`, `TLS_KEY_FILE`, PEM files, both
   * or neither); null: plain HTTP.
   */
  tls: { certFile: string; keyFile: string } | null;
}

export interface RateLimitSettings {
  /** REST and GraphQL requests per token and hour (`RATE_LIMIT_PER_HOUR`, default 5000). */
  perHour: number;
  /** REST requests per client address and hour without a token (`RATE_LIMIT_ANONYMOUS_PER_HOUR`, default 60). */
  anonymousPerHour: number;
  /** REST searches per token and minute (`RATE_LIMIT_SEARCH_PER_MINUTE`, default 30; 10 without a token). */
  searchPerMinute: number;
  /** Site administrators' tokens are not limited (`RATE_LIMIT_EXEMPT_SITE_ADMINS`, default false). */
  exemptSiteAdmins: boolean;
}

/**
 * `[]`: same origin only. A list: those origins, with credentials (cookies). `'*'`: any origin, never
 * with credentials.
 */
export type CorsOrigins = '*' | readonly string[];

export class EnvError extends Error {}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new EnvError(`PORT must be an integer between 0 and 65535, got "${value}".`);
  }
  return port;
}

function parseBool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new EnvError(`${name} must be true or false, got "${value}".`);
}

function parseTls(certFile: string | undefined, keyFile: string | undefined): Env['tls'] {
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) throw new EnvError('TLS_CERT_FILE and TLS_KEY_FILE must be set together (a PEM certificate and its key).');
  const resolved = { certFile: path.resolve(repoRoot, certFile), keyFile: path.resolve(repoRoot, keyFile) };
  for (const [name, file] of [
    ['TLS_CERT_FILE', resolved.certFile],
    ['TLS_KEY_FILE', resolved.keyFile],
  ] as const) {
    if (!fs.existsSync(file)) throw new EnvError(`${name} names ${file}, which does not exist.`);
  }
  return resolved;
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new EnvError(`${name} must be a whole number above 0, got "${value}".`);
  return number;
}

/**
 * `CORS_ORIGINS`: `*` alone, or a comma-separated list of origins (`https://tools.example.com`),
 * each kept in the form browsers send in `Origin` (lower-case host, no default port, no slash).
 */
function parseCorsOrigins(value: string | undefined): CorsOrigins {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.includes('*')) {
    if (entries.length > 1) throw new EnvError(`CORS_ORIGINS must be * alone or a list of origins, got "${value}".`);
    return '*';
  }
  return [
    ...new Set(
      entries.map((entry) => {
        const url = URL.canParse(entry) ? new URL(entry) : null;
        const bare = url !== null && url.username === '' && url.password === '' && url.search === '' && url.hash === '';
        if (!url || !/^https?:$/.test(url.protocol) || !bare || !/^\/?$/.test(url.pathname) || /[?#]$/.test(entry)) {
          throw new EnvError(
            `CORS_ORIGINS must list origins such as https://tools.example.com (scheme, host and port only), got "${entry}".`,
          );
        }
        return url.origin;
      }),
    ),
  ];
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseLogLevel(value: string | undefined): string {
  if (value === undefined || value === '') return 'info';
  if (!LOG_LEVELS.includes(value)) throw new EnvError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  return value;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = parsePort(source.PORT, 3000);
  const host = source.HOST || '0.0.0.0';
  const databaseUrl = source.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new EnvError('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  return {
    port,
    host,
    databaseUrl,
    dataDir: path.resolve(repoRoot, source.DATA_DIR || 'data'),
    seedDemo: parseBool('SEED_DEMO', source.SEED_DEMO, true),
    webDist: path.resolve(repoRoot, source.WEB_DIST || 'web/dist'),
    // Built with the app, next to it: web/dist and web/dist-server.
    serverRenderEntry: parseBool('SERVER_RENDERING', source.SERVER_RENDERING, true)
      ? path.join(path.dirname(path.resolve(repoRoot, source.WEB_DIST || 'web/dist')), 'dist-server', 'entryServer.js')
      : null,
    persistedOperationsFile: path.resolve(repoRoot, 'web/persisted-queries.json'),
    baseUrl: source.BASE_URL ? source.BASE_URL.replace(/\/+$/, '') : undefined,
    logLevel: parseLogLevel(source.LOG_LEVEL),
    logFile: source.LOG_FILE ? path.resolve(repoRoot, source.LOG_FILE) : undefined,
    isProduction: source.NODE_ENV === 'production',
    signInAttemptsPerMinute: parsePositiveInt('SIGN_IN_ATTEMPTS_PER_MINUTE', source.SIGN_IN_ATTEMPTS_PER_MINUTE, 10),
    graphqlTimeoutMs: parsePositiveInt('GRAPHQL_TIMEOUT_MS', source.GRAPHQL_TIMEOUT_MS, 10_000),
    corsOrigins: parseCorsOrigins(source.CORS_ORIGINS),
    tls: parseTls(source.TLS_CERT_FILE, source.TLS_KEY_FILE),
    rateLimits: {
      perHour: parsePositiveInt('RATE_LIMIT_PER_HOUR', source.RATE_LIMIT_PER_HOUR, 5000),
      anonymousPerHour: parsePositiveInt('RATE_LIMIT_ANONYMOUS_PER_HOUR', source.RATE_LIMIT_ANONYMOUS_PER_HOUR, 60),
      searchPerMinute: parsePositiveInt('RATE_LIMIT_SEARCH_PER_MINUTE', source.RATE_LIMIT_SEARCH_PER_MINUTE, 30),
      exemptSiteAdmins: parseBool('RATE_LIMIT_EXEMPT_SITE_ADMINS', source.RATE_LIMIT_EXEMPT_SITE_ADMINS, false),
    },
  };
}

export { repoRoot };
