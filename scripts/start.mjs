// Runs on the pinned Node 24 (through `npm run start:run`): builds the web app when its sources
// are newer than the build, then starts the server, which migrates and seeds an empty database.
// The server runs under a supervisor: if the process dies, it is started again with a back-off.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quietStep } from './quietStep.mjs';
// The one staleness rule, shared with the e2e setup and the benches.
import { webBuildIsStale } from '../web/scripts/routeBudgets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (webBuildIsStale()) {
  quietStep('Building the web app', process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
  });
}
const { supervise } = await import('../server/src/supervisor.ts');
const server = supervise({ command: process.execPath, args: [path.join(root, 'server/src/main.ts')], cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop(signal));
process.exit(await server.done);
