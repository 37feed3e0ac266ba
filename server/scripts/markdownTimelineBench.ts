/**
 * Markdown rendering cost of an issue page: one issue with 100 comments whose bodies hold what
 * people write (references, mentions, task lists, code, tables, emoji), read through GraphQL with
 * every comment's `bodyHTML`, on the embedded database (the test harness's PGlite).
 *   node server/scripts/markdownTimelineBench.ts [--runs N]
 * Prints the median and best wall time of the timeline query, the same query without `bodyHTML`
 * (what rendering adds is the difference), the first run apart (cold: before the JIT and the
 * renderer's cache are warm) and the number of SQL statements one query ran.
 */
import { parseArgs } from 'node:util';
import { buildIssue, buildRepo, buildToken, buildUser } from '../testing/factories.ts';
import { startTestServer } from '../testing/harness.ts';
import * as t from '../src/db/schema/index.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '15' } } });
const runs = Number(args.runs);
const COMMENTS = 100;

const server = await startTestServer();
try {
  const author = await buildUser(server.db, { login: 'bench-author' });
  const token = await buildToken(server.db, author);
  const repo = await buildRepo(server.db, author, { name: 'bench-repo' });
  const other = await buildRepo(server.db, author, { name: 'other-repo' });
  const issue = await buildIssue(server.db, repo, author, { body: 'The issue under test, see #2 and @bench-author.' });
  for (let n = 0; n < 30; n += 1) await buildIssue(server.db, n % 2 ? repo : other, author, { state: n % 3 ? 'open' : 'closed' });
  const body = (i: number) =>
    [
      `Looked into this again :tada:, it relates to #${(i % 25) + 2} and bench-author/other-repo#${(i % 12) + 1}; cc @bench-author @nobody-${i}.`,
      `- [x] reproduce on ${i % 2 ? 'Linux' : 'macOS'}\n- [ ] write a test for \`parseQuery\`\n- [ ] ~~ship~~ it`,
      '```ts\nexport function parse(input: string): Ast {\n  const tokens = tokenize(input);\n  return build(tokens, { strict: true });\n}\n```',
      '| step | ms |\n| --- | ---: |\n| parse | 12 |\n| render | 4 |',
      `> [!NOTE]\n> See http://localhost:3000/bench-author/bench-repo/issues/${(i % 20) + 2} for the details[^1].\n\n[^1]: Measured on a laptop.`,
    ].join('\n\n');
  await server.db
    .insert(t.issueComments)
    .values(Array.from({ length: COMMENTS }, (_, i) => ({ issueId: issue.id, authorId: author.id, body: body(i) })));

  const query = (html: boolean) => `query($n: Int!) { repository(owner: "bench-author", name: "bench-repo") { issue(number: $n) {
    ${html ? 'bodyHTML' : 'body'}
    timelineItems(first: ${COMMENTS}) { nodes { ... on IssueComment { id ${html ? 'bodyHTML' : 'body'} } } } } } }`;

  // Wall time, and the process's CPU time (the server runs in this process, PGlite included):
  // on a shared machine the CPU time is the steadier figure.
  const time = async (html: boolean) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    let cold = 0;
    for (let run = 0; run <= runs; run += 1) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      const response = await server.graphql(token, query(html), { n: issue.number });
      const usage = process.cpuUsage(startCpu);
      const elapsed = performance.now() - start;
      if (response.errors) throw new Error(JSON.stringify(response.errors));
      // The first run warms the JIT and the renderer's cache: it is reported apart, as the cold figure.
      if (run === 0) {
        cold = elapsed;
        continue;
      }
      wall.push(elapsed);
      cpu.push((usage.user + usage.system) / 1000);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    return { median: median(wall), best: Math.min(...wall), cpu: median(cpu), cold };
  };

  const statements = async () => {
    const pglite = server.database.pglite;
    if (!pglite) return null;
    let count = 0;
    const original = pglite.query.bind(pglite);
    pglite.query = ((...a: Parameters<typeof original>) => {
      count += 1;
      return original(...a);
    }) as typeof pglite.query;
    await server.graphql(token, query(true), { n: issue.number });
    pglite.query = original;
    return count;
  };

  const plain = await time(false);
  const rendered = await time(true);
  const sample = await server.graphql<{ repository: { issue: { timelineItems: { nodes: { bodyHTML: string }[] } } } }>(token, query(true), {
    n: issue.number,
  });
  console.log(`timeline of ${COMMENTS} comments, ${runs} runs`);
  const line = (label: string, figures: { median: number; best: number; cpu: number; cold: number }) =>
    console.log(
      `  ${label} wall median ${figures.median.toFixed(1)} ms, best ${figures.best.toFixed(1)} ms; CPU median ${figures.cpu.toFixed(1)} ms; first run ${figures.cold.toFixed(1)} ms`,
    );
  line('without bodyHTML:', plain);
  line('with bodyHTML:   ', rendered);
  console.log(
    `  rendering adds:   wall ${(rendered.median - plain.median).toFixed(1)} ms, CPU ${(rendered.cpu - plain.cpu).toFixed(1)} ms (medians)`,
  );
  console.log(`  SQL statements for the query with bodyHTML: ${await statements()}`);
  console.log(`  first comment: ${sample.data?.repository.issue.timelineItems.nodes[0]?.bodyHTML.slice(0, 400)}`);
} finally {
  await server.close();
}
