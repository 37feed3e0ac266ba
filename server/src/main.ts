import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { isDatabaseEmpty, seedDemo } from './db/seed/index.ts';
import { EnvError, readEnv } from './env.ts';
import { isLoopbackHost } from './http/requestBaseUrl.ts';
import { scheduleFrequentLexemes } from './modules/search/search.lexemes.ts';

/** `node server/src/main.ts`: migrate, seed an empty database with the demo data, serve. */
async function main(): Promise<void> {
  const env = readEnv();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const app = await buildApp({ database, env });
  if (!env.baseUrl && !isLoopbackHost(env.host)) {
    app.log.warn(
      `BASE_URL is not set and HOST (${env.host}) is not a loopback address: absolute addresses (API url fields, avatars) will follow each request's Host header. Set BASE_URL to the public address, e.g. BASE_URL=https://issues.example.com.`,
    );
  }
  app.log.info(`database ready (${database.kind}) in ${Math.round(performance.now() - started)} ms`);
  if (env.seedDemo && (await isDatabaseEmpty(database.db))) {
    const seedStart = performance.now();
    const summary = await seedDemo(database.db);
    app.log.info({ summary }, `demo data loaded in ${Math.round(performance.now() - seedStart)} ms`);
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
  await app.listen({ port: env.port, host: env.host });
  app.log.info(
    `ready on ${env.baseUrl ?? `http://${env.host.includes(':') ? `[${env.host}]` : env.host}:${env.port}`} in ${Math.round(performance.now() - started)} ms`,
  );
  // Background jobs start after the first request can be served; bulk jobs a stopped process left
  // unfinished resume now.
  await app.services.jobs.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
