// Fails when the Drizzle schema has changes no committed migration carries: drizzle-kit generates
// into a copy of the migrations folder, and any new file there means `npm run db:generate` is due.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(serverDir, 'src/db/migrations');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
fs.cpSync(committed, copy, { recursive: true });
const kit = path.join(serverDir, '../node_modules/.bin/drizzle-kit');
const result = spawnSync(
  kit,
  ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema/index.ts', '--out', copy, '--name', 'drift'],
  { cwd: serverDir, encoding: 'utf8' },
);
const added = fs.readdirSync(copy).filter((f) => f.endsWith('.sql') && !fs.existsSync(path.join(committed, f)));
fs.rmSync(copy, { recursive: true, force: true });
if (result.status !== 0) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
if (added.length > 0) {
  console.error('The database schema changed without a migration: run `npm run db:generate` and commit the new file.');
  process.exit(1);
}
console.log('Migrations match the schema.');
