import type { Database } from '../db/client.ts';
import { EnvError, readEnv } from '../env.ts';
import { ChannelUnavailableError, forwardToServer } from './channelClient.ts';
import { extractGlobalFlags } from './commandLine.ts';
import { EXIT_FAILURE, runCli, writeError } from './runCli.ts';

/**
 * `npm run cli -- <command>`. With PostgreSQL the CLI connects directly. With the embedded
 * database it runs the command inside the server when one holds the data folder (PGlite allows a
 * single process), and otherwise opens the folder itself.
 */
async function main(argv: readonly string[]): Promise<number> {
  const env = readEnv();
  if (env.databaseUrl === undefined) {
    const forwarded = await forwardToServer(env.dataDir, argv);
    if (forwarded) {
      process.stdout.write(forwarded.stdout);
      process.stderr.write(forwarded.stderr);
      return forwarded.exitCode;
    }
  }
  let opening: Promise<Database> | undefined;
  try {
    return await runCli(argv, {
      db: async () => {
        // Loaded on demand: the database drivers take most of a second to import, `--help` needs none.
        opening ??= import('../db/client.ts').then(({ openDatabase }) =>
          openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir }),
        );
        return (await opening).db;
      },
      stdout: process.stdout,
      stderr: process.stderr,
    });
  } finally {
    if (opening) await (await opening.catch(() => undefined))?.close();
  }
}

const argv = process.argv.slice(2);
try {
  // exitCode rather than process.exit(): lets piped stdout flush before the process ends.
  process.exitCode = await main(argv);
} catch (error) {
  if (!(error instanceof EnvError || error instanceof ChannelUnavailableError)) throw error;
  const code = error instanceof EnvError ? 'CONFIGURATION' : 'SERVER_UNREACHABLE';
  writeError(process.stderr, { json: extractGlobalFlags(argv).flags.json, code, message: error.message, withUsage: false });
  process.exitCode = EXIT_FAILURE;
}
