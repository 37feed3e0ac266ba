import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { runCli } from './runCli.ts';
import { removeServerFile, writeServerFile } from './serverFile.ts';

export const ADMIN_CHANNEL_PATH = '/_admin/cli';
export const ADMIN_SECRET_HEADER = 'x-admin-secret';

/** What the channel answers: exactly what the CLI would have printed and returned. */
export interface AdminChannelResponse {
  exitCode: number;
  stdout: string;
  stderr: string;
}

interface AdminChannelRoute {
  Body: { argv: string[] };
  Reply: AdminChannelResponse | { message: string };
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * Lets `npm run cli` work while this server holds the embedded database: PGlite allows one
 * process per data folder, so the CLI sends its arguments here and the command runs in-process.
 * Guarded twice: only loopback peers, and only with the random secret from `server.json`, a file
 * only the data folder's owner can read. Call before `listen()`.
 */
export async function registerAdminChannel(app: FastifyInstance, database: Database, env: Env): Promise<void> {
  const secret = randomBytes(32).toString('base64url');

  // Checked in onRequest, before the body is parsed or validated, so strangers learn nothing.
  const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const offered = request.headers[ADMIN_SECRET_HEADER];
    const allowed = isLoopbackAddress(request.socket.remoteAddress) && typeof offered === 'string' && safeEqual(offered, secret);
    if (!allowed) await reply.code(403).send({ message: 'Forbidden' });
  };

  app.post<AdminChannelRoute>(
    ADMIN_CHANNEL_PATH,
    {
      onRequest: guard,
      schema: {
        body: {
          type: 'object',
          required: ['argv'],
          additionalProperties: false,
          properties: { argv: { type: 'array', items: { type: 'string' }, maxItems: 100 } },
        },
      },
    },
    async (request) => {
      let stdout = '';
      let stderr = '';
      const exitCode = await runCli(request.body.argv, {
        db: async () => database.db,
        stdout: { write: (text: string) => (stdout += text) },
        stderr: { write: (text: string) => (stderr += text) },
      });
      return { exitCode, stdout, stderr };
    },
  );

  // Only the embedded database needs the channel: with PostgreSQL the CLI connects by itself.
  if (database.kind !== 'pglite') return;

  app.addHook('onListen', async function writeChannelFile() {
    const address = app.server.address();
    if (address === null || typeof address === 'string') return;
    // A server bound to one loopback address is reached there; one on every interface (or on a
    // public address, where the channel does not answer) through 127.0.0.1 or ::1.
    const host = isLoopbackAddress(address.address) ? address.address : undefined;
    await writeServerFile(env.dataDir, { pid: process.pid, port: address.port, secret, ...(host ? { host } : {}), tls: env.tls !== null });
  });
  app.addHook('onClose', async function removeChannelFile() {
    await removeServerFile(env.dataDir, secret);
  });
}
