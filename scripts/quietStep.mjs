// One step of `npm start` / `npm test` on a single line: "Label… done in 12.3 s". The command's own
// output (npm's expected notices, Vite's chunk report) would bury the address `npm start` prints
// last: it is kept and shown only when the step fails, which exits with the command's status.
// Plain Node (any version from 18), no dependencies: bootstrap.mjs runs it before the install.
import { spawnSync } from 'node:child_process';

export function quietStep(label, command, args, options) {
  process.stdout.write(`${label}… `);
  const started = Date.now();
  const result = spawnSync(command, args, {
    ...options,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.log('failed');
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? String(result.error ?? ''));
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
