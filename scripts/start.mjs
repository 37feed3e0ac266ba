// Runs on the pinned Node 24 (through `npm run start:run`): builds the web app when its sources
// are newer than the build, then starts the server, which migrates and seeds an empty database.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './webBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (webBuildIsStale(root)) {
  console.log('Building the web app…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [path.join(root, 'server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
