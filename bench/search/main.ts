/**
 * `npm run bench:search`: generates the benchmark data into a fresh database when it is missing,
 * was generated at another scale, or `--regenerate` is given; then runs the query mix.
 *
 *   npm run bench:search                                    # PostgreSQL, postgres://postgres@127.0.0.1:5432/bench_search, 1M issues
 *   npm run bench:search -- --issues 20000                  # a small PostgreSQL run
 *   npm run bench:search -- --pglite /tmp/bench-pglite      # embedded PGlite, 50,000 issues
 *   options: --database-url URL, --regenerate, --generate-only, --runs 20, --warmup 3, --only TEXT, --json FILE,
 *            --issues N --repos N --users N --orgs N --seed N
 */
import { parseArgs } from 'node:util';
import { generateFresh, markerFor, parseGenerateArgs, readMarker } from './generate.ts';
import { openServerDatabase, postgresDatabaseExists, rawClient } from './database.ts';
import { parseRunArgs, runBenchmark } from './run.ts';

const argv = process.argv.slice(2);
const { values } = parseArgs({
  args: argv,
  strict: false,
  allowPositionals: true,
  options: { regenerate: { type: 'boolean' }, 'generate-only': { type: 'boolean' } },
});
const command = parseGenerateArgs(argv);
const { target, scale } = command;

async function currentMarker(): Promise<string | null> {
  if (target.databaseUrl && !(await postgresDatabaseExists(target.databaseUrl))) return null;
  if (!target.databaseUrl && target.pgliteDir) {
    const fs = await import('node:fs');
    if (!fs.existsSync(target.pgliteDir)) return null;
  }
  const database = await openServerDatabase(target);
  try {
    return await readMarker(rawClient(database));
  } finally {
    await database.close();
  }
}

const wanted = markerFor(scale);
const marker = values.regenerate === true ? null : await currentMarker();
if (marker !== wanted) {
  console.log(
    values.regenerate === true
      ? 'Regenerating the benchmark data (--regenerate).'
      : marker === null
        ? 'No complete benchmark data yet: generating it.'
        : `The database holds other data (${marker}); regenerating for ${wanted}.`,
  );
  await generateFresh(command);
} else {
  console.log(`Reusing the generated data (${marker}); --regenerate to load it again.`);
}
if (values['generate-only'] !== true) await runBenchmark({ target, ...parseRunArgs(argv) });
