import http from 'node:http';
import https from 'node:https';
import { ADMIN_CHANNEL_PATH, ADMIN_SECRET_HEADER, type AdminChannelResponse } from './adminChannel.ts';
import { readServerFile, serverFilePath, type ServerFile } from './serverFile.ts';

/** A server holds the data folder but could not be reached: opening it too would risk corruption. */
export class ChannelUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChannelUnavailableError';
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Runs the command inside the server that holds `dataDir`, if one does. Returns undefined when no
 * server is running there (no `server.json`, or one left behind by a process that has died).
 */
export async function forwardToServer(dataDir: string, argv: readonly string[]): Promise<AdminChannelResponse | undefined> {
  const server = await readServerFile(dataDir);
  if (!server || !isProcessAlive(server.pid)) return undefined;
  const failures: string[] = [];
  // The server may listen on IPv4, IPv6 or both; the channel only answers loopback peers.
  for (const host of server.host ? [server.host] : ['127.0.0.1', '::1']) {
    try {
      return await postArguments(host, server, argv);
    } catch (error) {
      failures.push(`${host}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new ChannelUnavailableError(
    `The server (pid ${server.pid}) holds the database in ${dataDir}, but its admin channel on port ${server.port} did not answer (${failures.join('; ')}). ` +
      `Retry, or stop the server; if no server is running, delete ${serverFilePath(dataDir)}.`,
  );
}

/** Plain node:http rather than fetch: fetch gives up after 5 minutes, and a large seed takes longer. */
function postArguments(host: string, server: ServerFile, argv: readonly string[]): Promise<AdminChannelResponse> {
  const body = JSON.stringify({ argv });
  return new Promise((resolve, reject) => {
    // Over HTTPS the certificate names the server's public address, not the loopback one the
    // channel is reached at; the channel's own secret is what both sides check.
    const request = (server.tls ? https : http).request(
      {
        ...(server.tls ? { rejectUnauthorized: false } : {}),
        host,
        port: server.port,
        path: ADMIN_CHANNEL_PATH,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [ADMIN_SECRET_HEADER]: server.secret,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) {
            reject(
              new Error(
                `HTTP ${response.statusCode ?? '?'}${response.statusCode === 403 ? ' (wrong secret: is server.json from another server?)' : ''}`,
              ),
            );
            return;
          }
          const parsed = parseResponse(text);
          if (parsed) resolve(parsed);
          else reject(new Error('malformed answer'));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function parseResponse(text: string): AdminChannelResponse | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { exitCode, stdout, stderr } = value as Record<string, unknown>;
    if (typeof exitCode !== 'number' || typeof stdout !== 'string' || typeof stderr !== 'string') return undefined;
    return { exitCode, stdout, stderr };
  } catch {
    return undefined;
  }
}
