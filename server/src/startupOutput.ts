/**
 * What `npm start` prints: each start-up step on one line with its time, then one line that says
 * where to open the app. Plain text on standard output, apart from the JSON log (`LOG_LEVEL`), so
 * the address stands out in a terminal.
 */
import type { Env } from './env.ts';
import { isLoopbackHost } from './http/requestBaseUrl.ts';

export type Write = (text: string) => void;

const writeStdout: Write = (text) => process.stdout.write(text);

/** "1.4 s" for a second or more, "320 ms" below. */
export function formatDuration(milliseconds: number): string {
  return milliseconds >= 1000 ? `${(milliseconds / 1000).toFixed(1)} s` : `${Math.round(milliseconds)} ms`;
}

/** Runs `work` as the step `label`: "Label… done in 1.4 s", or "Label… failed" before the error. */
export async function step<T>(label: string, work: () => Promise<T>, write: Write = writeStdout): Promise<T> {
  write(`${label}… `);
  const started = performance.now();
  try {
    const result = await work();
    write(`done in ${formatDuration(performance.now() - started)}\n`);
    return result;
  } catch (error) {
    write('failed\n');
    throw error;
  }
}

const wildcardHosts = new Set(['0.0.0.0', '::', '']);

/**
 * The address to open in a browser: `BASE_URL` when it is set; otherwise this machine's name for a
 * server listening on every interface or on loopback, or the address it listens on.
 */
export function openAddress(env: Pick<Env, 'host' | 'port'> & { baseUrl?: string | undefined; https?: boolean }): string {
  if (env.baseUrl) return env.baseUrl;
  const host = wildcardHosts.has(env.host) || isLoopbackHost(env.host) ? 'localhost' : env.host;
  const scheme = env.https ? 'https' : 'http';
  const port = env.port === (env.https ? 443 : 80) ? '' : `:${env.port}`;
  return `${scheme}://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}${port}`;
}

/** The last line of a start: where to go, and with the demo data, who to sign in as. */
export function readyLine(address: string, demoAccount: { login: string; password: string } | null): string {
  return demoAccount ? `Open ${address} and sign in as ${demoAccount.login} / ${demoAccount.password}` : `Open ${address}`;
}

/**
 * Said at start-up when other machines can connect (HOST is not loopback) and BASE_URL is unset:
 * the web app works by any address, but absolute addresses follow each request's Host header.
 */
export function baseUrlWarning(env: Pick<Env, 'host' | 'baseUrl'>): string | null {
  if (env.baseUrl || isLoopbackHost(env.host)) return null;
  return `Warning: BASE_URL is not set and HOST (${env.host}) is not a loopback address: absolute addresses (API url fields, avatars) will follow each request's Host header. Set BASE_URL to the public address, e.g. BASE_URL=https://issues.example.com.`;
}
