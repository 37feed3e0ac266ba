/**
 * EXPLAIN (ANALYZE, BUFFERS) of one benchmark query's hand-written SQL baseline, for tuning.
 *   node bench/search/explain.ts "<query name>" [--database-url URL | --pglite DIR]
 */
import { parseGenerateArgs } from './generate.ts';
import { openServerDatabase, rawClient } from './database.ts';
import { QUERIES } from './queries.ts';
import { resolveRepo } from './run.ts';

const argv = process.argv.slice(2);
const name = argv.find((arg) => !arg.startsWith('--')) ?? '';
const { target } = parseGenerateArgs(argv.filter((arg) => arg !== name));
const database = await openServerDatabase(target);
try {
  const client = rawClient(database);
  const matches = QUERIES.filter((query) => query.name === name);
  if (matches.length === 0) console.log(`No query named "${name}". Names:\n${QUERIES.map((query) => `  ${query.name}`).join('\n')}`);
  for (const query of matches) {
    const baseline = query.baseline(1, await resolveRepo(client, query, 1));
    console.log(`-- ${query.name}: \`${query.query}\`\n${baseline.text}\n-- params ${JSON.stringify(baseline.params)}`);
    const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${baseline.text}`, baseline.params);
    for (const row of result.rows) console.log(String(Object.values(row)[0]));
  }
} finally {
  await database.close();
}
