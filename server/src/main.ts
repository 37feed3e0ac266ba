import path from 'node:path';
import { buildApp } from './app.ts';
import { DEMO_LOGIN, DEMO_PASSWORD } from './auth/demo.ts';
import { openDatabase } from './db/client.ts';
import { hasDemoAccount, isDatabaseEmpty, seedDemo } from './db/seed/index.ts';
import { EnvError, readEnv } from './env.ts';
import { scheduleFrequentLexemes } from './modules/search/search.lexemes.ts';
import { baseUrlWarning, openAddress, readyLine, step } from './startupOutput.ts';

/** `./data` for a folder under the working directory, the absolute path for one elsewhere. */
function displayPath(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? folder : `.${path.sep}${relative}`;
}

/**
 * `node server/src/main.ts`: migrate, seed an empty database with the demo data, serve. Prints its
 * steps with their times and then the address to open (startupOutput.ts); the JSON log carries
 * warnings and errors, and each request at `LOG_LEVEL=debug`.
 */
async function main(): Promise<void> {
  const env = readEnv();
  const started = performance.now();
  const where = env.databaseUrl ? 'PostgreSQL' : `embedded database in ${displayPath(env.dataDir)}`;
  const database = await step(`Migrating the database (${where})`, () =>
    openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir }),
  );
  const app = await buildApp({ database, env });
  if (env.seedDemo && (await isDatabaseEmpty(database.db))) {
    const summary = await step('Loading demo data', () => seedDemo(database.db));
    app.log.debug({ summary }, 'demo data loaded');
  }
  // Frequent words of free-text search get their bits in the background (search.lexemes.ts).
  const stopSearchMaintenance = scheduleFrequentLexemes(database.db, app.log);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    stopSearchMaintenance();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // Fastify logs each interface's address at info as it starts listening; at the default level the
  // one line below names the address to open instead (at debug, both).
  const logLevel = app.log.level;
  if (logLevel === 'info') app.log.level = 'warn';
  try {
    await app.listen({ port: env.port, host: env.host });
  } finally {
    app.log.level = logLevel;
  }
  const listening = app.server.address();
  const port = typeof listening === 'object' && listening ? listening.port : env.port;
  const address = openAddress({ host: env.host, port, baseUrl: env.baseUrl, https: env.tls !== null });
  app.log.debug(`ready on ${address} in ${Math.round(performance.now() - started)} ms`);
  const demo = env.seedDemo && (await hasDemoAccount(database.db)) ? { login: DEMO_LOGIN, password: DEMO_PASSWORD } : null;
  const warning = baseUrlWarning(env);
  if (warning) process.stderr.write(`${warning}\n`);
  process.stdout.write(`${readyLine(address, demo)}\n`);
  // Background jobs start after the first request can be served; bulk jobs a stopped process left
  // unfinished resume now.
  await app.services.jobs.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
