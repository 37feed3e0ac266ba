/**
 * Bulk update benchmark (issue 8): a 1,000-issue state change on PostgreSQL, timed from the
 * `updateIssuesBulk` call to the SUCCESS message of the `jobStatus` subscription, as the web app
 * follows it (graphql-ws over WebSocket), with the longest wait between two progress messages.
 *   npm run bench:bulk -- [--runs N] [--database-url postgres://…/postgres]
 * The server runs as its own process (`server/src/main.ts`) on a fresh database made for the run.
 * Runs alternate between closing and reopening the same 1,000 issues; one warm-up run is not counted.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const runs = Number(args.runs);
const adminUrl = args['database-url'] ?? '';
const ISSUES = 1000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(command: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`${command.join(' ')} exited ${code}`))));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main(): Promise<void> {
  const name = `bench_bulk_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(os.tmpdir(), 'no-web'),
  };
  const server = spawn(process.execPath, ['server/src/main.ts'], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  try {
    for (let ready = false; !ready;) {
      ready = await fetch(`${base}/_health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const cli = (...words: string[]) => run(['--disable-warning=ExperimentalWarning', 'server/src/cli/main.ts', ...words], env);
    await cli('user', 'create', 'bencher');
    await cli('repo', 'create', 'bencher/bulk');
    const token = await cli('token', 'create', 'bencher');
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(
      `INSERT INTO issues (repo_id, number, title, author_id)
       SELECT r.id, g, 'Bulk issue ' || g, a.id FROM generate_series(1, ${ISSUES}) g, repositories r, accounts a
       WHERE r.name = 'bulk' AND a.login = 'bencher'`,
    );
    await db.query(`UPDATE repositories SET next_issue_number = ${ISSUES + 1} WHERE name = 'bulk'`);
    await db.end();

    const graphql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const response = await fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: unknown };
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const ids: string[] = [];
    for (let after: string | null = null; ;) {
      const page: { repository: { issues: { nodes: { id: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } } =
        await graphql(
          `
            query ($after: String) {
              repository(owner: "bencher", name: "bulk") {
                issues(first: 100, after: $after) {
                  nodes {
                    id
                  }
                  pageInfo {
                    hasNextPage
                    endCursor
                  }
                }
              }
            }
          `,
          { after },
        );
      ids.push(...page.repository.issues.nodes.map((node) => node.id));
      if (!page.repository.issues.pageInfo.hasNextPage) break;
      after = page.repository.issues.pageInfo.endCursor;
    }
    if (ids.length !== ISSUES) throw new Error(`expected ${ISSUES} issues, found ${ids.length}`);

    const client = createClient({
      url: `ws://127.0.0.1:${port}/api/graphql`,
      connectionParams: { authorization: `bearer ${token}` },
      lazy: true,
    });
    const durations: number[] = [];
    const gaps: number[] = [];
    const messages: number[] = [];
    for (let index = 0; index <= runs; index++) {
      const state = index % 2 === 0 ? 'CLOSED' : 'OPEN';
      const started = performance.now();
      const { updateIssuesBulk } = await graphql<{ updateIssuesBulk: { jobId: string } }>(
        `
          mutation ($input: UpdateIssuesBulkInput!) {
            updateIssuesBulk(input: $input) {
              jobId
            }
          }
        `,
        { input: { ids, state } },
      );
      const times: number[] = [];
      const final = await new Promise<{ state: string; percentage: number; executionErrors: unknown[] }>((resolve, reject) => {
        const dispose = client.subscribe<{ jobStatus: { state: string; percentage: number; executionErrors: unknown[] } }>(
          {
            query: `subscription($id: ID!) { jobStatus(jobId: $id) { state percentage updatedAt executionErrors { message } } }`,
            variables: { id: updateIssuesBulk.jobId },
          },
          {
            next: ({ data, errors }) => {
              if (errors) return reject(new Error(JSON.stringify(errors)));
              times.push(performance.now());
              const status = data?.jobStatus;
              if (status && (status.state === 'SUCCESS' || status.state === 'ERROR')) {
                dispose();
                resolve(status);
              }
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      const ended = performance.now();
      if (final.state !== 'SUCCESS' || final.executionErrors.length > 0) throw new Error(`run ${index}: ${JSON.stringify(final)}`);
      const longest = Math.max(...[started, ...times].slice(1).map((time, i) => time - ([started, ...times][i] ?? started)));
      const label = index === 0 ? 'warm-up' : `run ${index}`;
      console.log(
        `${label}: ${state === 'CLOSED' ? 'close' : 'reopen'} ${ISSUES} issues in ${Math.round(ended - started)} ms, ${times.length} status messages, longest wait ${Math.round(longest)} ms`,
      );
      if (index === 0) continue;
      durations.push(ended - started);
      gaps.push(longest);
      messages.push(times.length);
    }
    await client.dispose();
    const sorted = [...durations].sort((a, b) => a - b);
    const sortedGaps = [...gaps].sort((a, b) => a - b);
    console.log(
      `\n${ISSUES}-issue state change on PostgreSQL, ${runs} runs: median ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms` +
        ` (target ≤ 5,000 ms); longest wait between progress messages: median ${Math.round(percentile(sortedGaps, 50))} ms, max ${Math.round(sortedGaps.at(-1) ?? NaN)} ms (target ≤ 1,000 ms)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
