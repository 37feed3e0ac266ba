// Runs on the pinned Node 24 (through `npm run start:run`): builds the web app when its sources
// are newer than the build, then starts the server, which migrates and seeds an empty database.
// The server runs under a supervisor: if the process dies, it is started again with a back-off.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './webBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (webBuildIsStale(root)) {
  // Vite's report (every chunk and its size) is shown only when the build fails.
  process.stdout.write('Building the web app… ');
  const started = Date.now();
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    console.log('failed');
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? String(build.error ?? ''));
    process.exit(build.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const { supervise } = await import('../server/src/supervisor.ts');
const server = supervise({ command: process.execPath, args: [path.join(root, 'server/src/main.ts')], cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop(signal));
process.exit(await server.done);
