/**
 * What a first `npm start` prints, as a new user sees it: each step with its time, then one line
 * with the address to open and the demo account, and nothing per request after it. The install step
 * runs `scripts/bootstrap.mjs` against a stand-in `npm` (a real install takes minutes); the rest runs
 * the real `npm start` path (`scripts/start.mjs`, the supervisor and the server) on a fresh embedded
 * database, and the browser opens the printed address and signs in with the printed account.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { waitForTitle } from '../support/browser.ts';
import { freePort } from '../support/freePort.ts';
import { it } from '../support/test.ts';

const BASE_URL_WARNING =
  "Warning: BASE_URL is not set and HOST (0.0.0.0) is not a loopback address: absolute addresses (API url fields, avatars) will follow each request's Host header. Set BASE_URL to the public address, e.g. BASE_URL=https://issues.example.com.";
const repoRoot = path.resolve(import.meta.dirname, '../..');
const temporary: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/**
 * A checkout with `scripts/bootstrap.mjs` (and the `quietStep.mjs` it runs the install with) and no node_modules, and an `npm` first on PATH that stands
 * in for the real one: `ci` prints what npm prints on this machine (EBADENGINE warnings, the
 * install-scripts notice) and exits with `installStatus`; `run` prints the line the server would.
 */
function fakeCheckout(installStatus: number): { cwd: string; env: NodeJS.ProcessEnv } {
  const cwd = tempDir('issues-bootstrap-');
  fs.mkdirSync(path.join(cwd, 'scripts'));
  for (const script of ['bootstrap.mjs', 'quietStep.mjs'])
    fs.copyFileSync(path.join(repoRoot, 'scripts', script), path.join(cwd, 'scripts', script));
  fs.writeFileSync(path.join(cwd, 'package-lock.json'), '{}\n');
  const bin = path.join(cwd, 'fake-bin');
  fs.mkdirSync(bin);
  const npm = `#!/bin/sh
case "$1" in
  ci)
    echo "$@" > "$PWD/install-args"
    i=0; while [ $i -lt 40 ]; do echo "npm warn EBADENGINE Unsupported engine { package: 'pkg-$i', required: { node: '>=24' } }" >&2; i=$((i+1)); done
    echo "npm warn install-scripts Run \\\`npm install-scripts ls\\\` to review" >&2
    if [ ${installStatus} -ne 0 ]; then echo "npm error code E404" >&2; exit ${installStatus}; fi
    mkdir -p node_modules/.bin && : > node_modules/.bin/node && : > node_modules/.package-lock.json
    echo "added 812 packages in 41s" ;;
  run) echo "Open http://localhost:3000 and sign in as monalisa / octocat-demo" ;;
esac
`;
  fs.writeFileSync(path.join(bin, 'npm'), npm, { mode: 0o755 });
  return { cwd, env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } };
}

describe('npm start', () => {
  it("installs quietly on a first run: one step with its time, none of npm's expected warnings", () => {
    const { cwd, env } = fakeCheckout(0);
    const run = spawnSync(process.execPath, ['scripts/bootstrap.mjs', 'start'], { cwd, env, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(
      /^Installing dependencies \(first run, a minute or two\)… done in \d+\.\d s\nOpen http:\/\/localhost:3000 and sign in as monalisa \/ octocat-demo\n$/,
    );
    expect(fs.readFileSync(path.join(cwd, 'install-args'), 'utf8').trim()).toBe('ci --no-audit --no-fund --loglevel=error');
  });

  it("shows npm's whole output when the install fails, and exits with its status", () => {
    const { cwd, env } = fakeCheckout(3);
    const run = spawnSync(process.execPath, ['scripts/bootstrap.mjs', 'start'], { cwd, env, encoding: 'utf8' });
    expect(run.status).toBe(3);
    expect(run.stdout).toBe('Installing dependencies (first run, a minute or two)… failed\n');
    expect(run.stderr).toContain('npm error code E404');
    expect(run.stderr).toContain('EBADENGINE');
  });

  it('prints the steps with their times, then the address and the demo account, which sign in; requests print nothing', async ({
    browser,
  }) => {
    const port = await freePort();
    const dataDir = tempDir('issues-start-');
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      // The shell's BASE_URL, LOG_LEVEL or HOST would change what is printed; a first start has none.
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: '', LOG_LEVEL: '', LOG_FILE: '', HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await expect.poll(() => stdout, { timeout: 120_000, interval: 250 }).toMatch(/^Open .*\n/m);

    // The web build is current (globalSetup built it), so the steps are the database's.
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^Migrating the database \\(embedded database in ${dataDir}\\)… done in \\d+(\\.\\d s| ms)$`));
    expect(lines[1]).toMatch(/^Loading demo data… done in \d+(\.\d s| ms)$/);
    const ready = /^Open (http:\/\/localhost:(\d+)) and sign in as (\S+) \/ (\S+)$/.exec(lines[2] ?? '');
    expect(ready?.[2]).toBe(String(port));
    // HOST defaults to every interface, and BASE_URL is unset: one line says what that means.
    expect(stderr).toBe(`${BASE_URL_WARNING}\n`);

    // The printed address and account work as printed.
    const [, address = '', , login = '', password = ''] = ready ?? [];
    const context = await browser.newContext({ baseURL: address });
    try {
      const page = await context.newPage();
      await page.goto(address);
      await page.waitForURL((url) => url.pathname === '/login');
      await waitForTitle(page, 'Sign in');
      await page.getByLabel('Username or email address', { exact: true }).fill(login);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await waitForTitle(page, 'Assigned to me · Issues');
      await page.goto('/octo-org/hello-world/issues');
      await page.getByRole('navigation', { name: 'Issue state' }).getByRole('link', { name: /^Open/ }).waitFor();
      await page.getByRole('listitem').first().waitFor();
      await fetch(`${address}/no-such-page`);
    } finally {
      await context.close();
    }
    // Every request so far (pages, scripts, GraphQL, a 404) left the terminal as it was.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stdout.trimEnd().split('\n')).toEqual(lines);
    expect(stderr).toBe(`${BASE_URL_WARNING}\n`);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }, 180_000);

  it('logs each request at LOG_LEVEL=debug, to LOG_FILE when set, and says only "Open …" without demo data', async () => {
    const port = await freePort();
    const dataDir = tempDir('issues-start-');
    const logFile = path.join(dataDir, 'server.log');
    const child = spawn(process.execPath, ['server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        BASE_URL: '',
        HOST: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'debug',
        LOG_FILE: logFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    await expect.poll(() => stdout, { timeout: 60_000, interval: 250 }).toMatch(/^Open .*\n/m);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(`Open http://localhost:${port}`);
    expect(stdout).not.toContain('Loading demo data');
    expect((await fetch(`http://127.0.0.1:${port}/_health`)).status).toBe(200);
    const requests = () =>
      fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } })
        .filter((entry) => entry.msg === 'request completed');
    await expect
      .poll(() => requests().map((entry) => [entry.level, entry.req?.url, entry.res?.statusCode]))
      .toContainEqual([20, '/_health', 200]);
    expect(stdout).not.toContain('{');
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }, 90_000);
});
