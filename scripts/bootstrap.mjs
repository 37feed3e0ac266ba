#!/usr/bin/env node
// `npm start` / `npm test` from a fresh clone: plain Node (any version from 18), no dependencies.
// Installs the project's packages when they are missing, then hands over to the npm script that
// runs on the pinned Node 24 (the `node` devDependency puts it first on the scripts' PATH).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quietStep } from './quietStep.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const pinnedNode = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
const lockfile = path.join(root, 'package-lock.json');
const installedLock = path.join(root, 'node_modules', '.package-lock.json');

// Reinstall when node_modules is missing or older than the lockfile (a pull changed dependencies).
const stale =
  !fs.existsSync(pinnedNode) ||
  !fs.existsSync(installedLock) ||
  (fs.existsSync(lockfile) && fs.statSync(lockfile).mtimeMs > fs.statSync(installedLock).mtimeMs + 1000);
if (stale) {
  quietStep(
    'Installing dependencies (first run, a minute or two)',
    npm,
    [fs.existsSync(lockfile) ? 'ci' : 'install', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: root },
  );
}
const run = spawnSync(npm, ['run', '--silent', `${command}:run`, '--', ...process.argv.slice(3)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
