// The Relay compiler adds each operation it persists to persisted-queries.json and never takes one
// out, so the file keeps every operation the app ever sent, and the server would keep accepting
// them by id. This keeps the operations of the current artifacts only (their `params.id`).
//
//   node scripts/prunePersistedQueries.mjs           # rewrite the file
//   node scripts/prunePersistedQueries.mjs --check   # fail when it holds an operation no artifact names
import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');
const config = JSON.parse(fs.readFileSync(path.join(web, 'relay.config.json'), 'utf8'));
const file = path.join(web, config.persistConfig.file);
const artifacts = path.join(web, config.artifactDirectory);

const current = new Set();
for (const name of fs.readdirSync(artifacts)) {
  if (!name.endsWith('.graphql.ts')) continue;
  const text = fs.readFileSync(path.join(artifacts, name), 'utf8');
  for (const match of text.matchAll(/"id": "([0-9a-f]{64})"/g)) current.add(match[1]);
}

const persisted = JSON.parse(fs.readFileSync(file, 'utf8'));
const stale = Object.keys(persisted).filter((id) => !current.has(id));
const missing = [...current].filter((id) => !(id in persisted));
if (missing.length > 0) {
  console.error(
    `persisted-queries.json lacks ${missing.length} operation(s) of the artifacts; run the Relay compiler (npm run relay -w web).`,
  );
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`persisted-queries.json holds ${stale.length} operation(s) no artifact uses; run npm run relay -w web.`);
    process.exit(1);
  }
} else if (stale.length > 0) {
  const kept = Object.fromEntries(Object.entries(persisted).filter(([id]) => current.has(id)));
  fs.writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`Removed ${stale.length} operation(s) no artifact uses from persisted-queries.json.`);
}
