// Runs on the pinned Node 24 (through `npm run test:run`): every suite of the repository.
// Server suites run on PGlite and, when TEST_DATABASE_URL (or DATABASE_URL) is set, on PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Tools the suites drive, from Debian's packages (never one a test tool downloads): installed
 * when missing, as root; otherwise the command to install them is printed.
 */
function debianTool(label, binary, pkg) {
  if (fs.existsSync(binary)) return;
  const install = `apt-get update && apt-get install -y ${pkg}`;
  if (process.getuid?.() === 0)
    run(`Installing ${label} from Debian`, 'sh', [
      '-c',
      `${install} > /tmp/${pkg}-install.log 2>&1 || (cat /tmp/${pkg}-install.log; exit 1)`,
    ]);
  else {
    console.error(`${label} is missing. Install it with:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
}

// The browser suite drives Chromium; the REST and GraphQL suites drive GitHub's CLI, gh.
debianTool('Chromium', process.env.CHROMIUM_PATH || '/usr/bin/chromium', 'chromium');
debianTool('GitHub CLI', process.env.GH_PATH || '/usr/bin/gh', 'gh');

run('Type check (strict TypeScript, every workspace)', bin('tsc'), ['-b']);
run('Lint', bin('eslint'), ['.']);
run('Formatting', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
run('Generated GraphQL schema and resolver types are up to date', process.execPath, ['server/scripts/generate.ts', '--check']);
if (fs.existsSync(path.join(root, 'web/relay.config.json'))) {
  run('Relay artifacts are up to date', bin('relay-compiler'), ['--validate'], { cwd: path.join(root, 'web') });
  run('Persisted operations are those of the artifacts', process.execPath, ['web/scripts/prunePersistedQueries.mjs', '--check']);
}
run('Migrations match the schema', process.execPath, ['server/scripts/checkMigrations.mjs']);

const databases =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
    ? 'PGlite and PostgreSQL'
    : 'PGlite only (set TEST_DATABASE_URL to add PostgreSQL)';
const resultsFile = path.join(root, 'node_modules/.cache/vitest-results.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const suites = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
// One plain closing line that any CI reads: "Tests: N passed, N failed, N skipped".
if (fs.existsSync(resultsFile)) {
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  const skipped = results.numPendingTests + results.numTodoTests;
  console.log(`\nTests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
}
if (suites.status !== 0) console.error(`✖ Test suites (server on ${databases}) failed`);
process.exit(suites.status ?? 1);
