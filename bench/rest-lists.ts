/**
 * `npm run bench:rest-lists`: GitHub's REST list endpoints against the GraphQL search for the same
 * list (issue 21: "REST list endpoints at 1M issues: p95 within 1.5× of the GraphQL search for the
 * same list"). On the search benchmark's data (1,000,000 issues and pull requests in PostgreSQL,
 * generated when missing, as `npm run bench:search` does), the real server answers each list both
 * ways over HTTP, in alternation, as the benchmark's viewer with a personal access token; the
 * GraphQL side selects the fields the REST JSON carries (labels, assignees, milestone, author,
 * counts, reactions).
 *
 *   npm run bench:rest-lists                       # 1M issues, 20 runs after 3 warm-ups
 *   npm run bench:rest-lists -- --runs 40 --issues 20000 --database-url postgres://…/bench_small
 */
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openServerDatabase, postgresDatabaseExists, rawClient, repoRoot } from './search/database.ts';
import { generateFresh, markerFor, parseGenerateArgs, readMarker } from './search/generate.ts';
import { VIEWER_LOGIN } from './search/words.ts';
import { freePort, percentile } from './support/pageBench.ts';

const argv = process.argv.slice(2);
const { values } = parseArgs({ args: argv, strict: false, options: { runs: { type: 'string' }, warmup: { type: 'string' } } });
const runs = Math.max(1, Number(values.runs ?? 20));
const warmup = Math.max(0, Number(values.warmup ?? 3));
const command = parseGenerateArgs(argv);
const { target, scale } = command;
if (!target.databaseUrl) throw new Error('bench:rest-lists runs on PostgreSQL (--database-url, default bench_search)');
const databaseUrl = target.databaseUrl;

// The data: generated when missing or at another scale, as bench:search does.
let marker: string | null = null;
if (await postgresDatabaseExists(databaseUrl)) {
  const database = await openServerDatabase(target);
  try {
    marker = await readMarker(rawClient(database));
  } finally {
    await database.close();
  }
}
if (marker !== markerFor(scale)) {
  console.log('Generating the benchmark data…');
  await generateFresh(command);
}

const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // The benchmark's thousands of requests are not what the limit is for.
  RATE_LIMIT_PER_HOUR: '1000000',
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
  DATA_DIR: path.join(os.tmpdir(), 'bench-rest-lists'),
};
const created = spawnSync(process.execPath, ['server/src/cli/main.ts', 'token', 'create', VIEWER_LOGIN], {
  cwd: repoRoot,
  env,
  encoding: 'utf8',
});
const token = created.stdout.trim().split('\n').at(-1) ?? '';
if (created.status !== 0 || !token.startsWith('ghp_')) throw new Error(`token create failed: ${created.stderr}`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['server/src/main.ts'], {
  cwd: repoRoot,
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', BASE_URL: base },
  stdio: 'ignore',
});

const ISSUE_FIELDS = `
  id databaseId number title body state url createdAt updatedAt closedAt locked activeLockReason
  author { login avatarUrl url }
  labels(first: 100) { nodes { id name color description isDefault } }
  assignees(first: 10) { nodes { id login avatarUrl } }
  milestone { id number title description state dueOn createdAt closedAt }
  comments { totalCount }
  reactionGroups { content reactors { totalCount } }`;
const SEARCH = `query($q: String!, $first: Int!, $skip: Int) {
  search(query: $q, type: ISSUE, first: $first, skip: $skip) {
    issueCount
    nodes { ... on Issue { ${ISSUE_FIELDS} stateReason } ... on PullRequest { ${ISSUE_FIELDS} isDraft mergedAt } }
  }
}`;

/** One list, asked both ways: REST's address and the GraphQL search that answers the same rows. */
interface ListCase {
  name: string;
  rest: string;
  query: string;
  first: number;
  skip?: number;
}

const cases: ListCase[] = [
  { name: 'repo list, default', rest: '/repos/acme/platform/issues', query: 'repo:acme/platform is:open sort:created-desc', first: 30 },
  {
    name: 'repo list, page 3',
    rest: '/repos/acme/platform/issues?page=3',
    query: 'repo:acme/platform is:open sort:created-desc',
    first: 30,
    skip: 60,
  },
  {
    name: 'repo list, 100 a page',
    rest: '/repos/acme/platform/issues?per_page=100',
    query: 'repo:acme/platform is:open sort:created-desc',
    first: 100,
  },
  {
    name: 'closed, by update',
    rest: '/repos/globex/web/issues?state=closed&sort=updated',
    query: 'repo:globex/web is:closed sort:updated-desc',
    first: 30,
  },
  {
    name: 'label',
    rest: '/repos/acme/platform/issues?labels=bug',
    query: 'repo:acme/platform is:open label:"bug" sort:created-desc',
    first: 30,
  },
  {
    name: 'no assignee',
    rest: '/repos/umbrella/engine/issues?assignee=none',
    query: 'repo:umbrella/engine is:open no:assignee sort:created-desc',
    first: 30,
  },
  {
    name: 'most commented, all states',
    rest: '/repos/acme/platform/issues?state=all&sort=comments',
    query: 'repo:acme/platform sort:comments-desc',
    first: 30,
  },
  {
    name: 'search: text in a repository',
    rest: `/search/issues?q=${encodeURIComponent('repo:initech/api is:issue crash')}`,
    query: 'repo:initech/api is:issue crash',
    first: 30,
  },
];

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await run();
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${body.slice(0, 300)}`);
  if (body.includes('"errors"')) throw new Error(`GraphQL errors: ${body.slice(0, 300)}`);
  return elapsed;
}

const headers = { authorization: `token ${token}`, accept: 'application/vnd.github+json' };
const rest = (c: ListCase) => timed(() => fetch(`${base}/api/v3${c.rest}`, { headers }));
const graphql = (c: ListCase) =>
  timed(() =>
    fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: SEARCH, variables: { q: c.query, first: c.first, skip: c.skip ?? 0 } }),
    }),
  );

const format = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

try {
  for (let waited = 0; ; waited += 250) {
    if (waited > 120_000) throw new Error('the server did not start');
    const up = await fetch(`${base}/_health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  console.log(
    `REST lists against the GraphQL search, ${scale.issues.toLocaleString('en')} issues on PostgreSQL, ${runs} runs after ${warmup} warm-ups, load average ${load}`,
  );
  console.log('list | REST p50 / p95 ms | GraphQL p50 / p95 ms | REST p95 ÷ GraphQL p95');
  let worst = 0;
  let mismatches = 0;
  for (const c of cases) {
    // The two sides must answer the same rows, in the same order, or the comparison means nothing.
    const restRows = (await (await fetch(`${base}/api/v3${c.rest}`, { headers })).json()) as
      { number: number }[] | { items: { number: number }[] };
    const restNumbers = (Array.isArray(restRows) ? restRows : restRows.items).map((row) => row.number);
    const graphqlAnswer = (await (
      await fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: SEARCH, variables: { q: c.query, first: c.first, skip: c.skip ?? 0 } }),
      })
    ).json()) as { data: { search: { nodes: { number: number }[] } } };
    const graphqlNumbers = graphqlAnswer.data.search.nodes.map((node) => node.number);
    if (restNumbers.length === 0 || restNumbers.join() !== graphqlNumbers.join()) {
      mismatches++;
      console.log(`${c.name}: REST answered ${restNumbers.length} rows, GraphQL ${graphqlNumbers.length}, not the same list`);
    }
    for (let i = 0; i < warmup; i++) {
      await rest(c);
      await graphql(c);
    }
    const restSamples: number[] = [];
    const graphqlSamples: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Alternating, so a busy moment of the machine falls on both sides.
      restSamples.push(await rest(c));
      graphqlSamples.push(await graphql(c));
    }
    const r = format(restSamples);
    const g = format(graphqlSamples);
    const ratio = r.p95 / g.p95;
    worst = Math.max(worst, ratio);
    console.log(
      `${c.name} (${restNumbers.length} rows) | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} | ${g.p50.toFixed(1)} / ${g.p95.toFixed(1)} | ${ratio.toFixed(2)}×`,
    );
  }
  console.log(
    `worst REST p95 ÷ GraphQL p95: ${worst.toFixed(2)}× (target ≤ 1.5×); ${mismatches === 0 ? 'every list the same rows both ways' : `${mismatches} lists differ`}; load average at the end ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
  if (mismatches > 0) process.exitCode = 1;
} finally {
  server.kill();
}
