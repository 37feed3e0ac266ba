import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../../auth/demo.ts';
import { queryRows } from '../../db/client.ts';
import { int, nullable, rowShape, text } from '../../db/rowShape.ts';
import * as t from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/index.ts';
import { buildToken } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

/** The demo data as people first see it: its pull requests' "Closes #n" link to their issues. */
describe('markdown in the demo data', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemo(server.db);
    const [account] = await server.db.select().from(t.accounts).where(eq(t.accounts.login, DEMO_LOGIN));
    if (!account) throw new Error('no demo account');
    token = await buildToken(server.db, account);
  }, 240_000);
  afterAll(() => server.close());

  it('links a pull request’s "Closes #n" to the issue in bodyHTML, with its state', async () => {
    const [pull] = await queryRows(
      server.db,
      sql`SELECT o.login AS owner, r.name AS repo, p.number, (substring(p.body from '(?:Closes|Fixes|Resolves) #([0-9]+)'))::int AS target,
            t.state AS target_state, t.state_reason AS target_reason
          FROM issues p JOIN repositories r ON r.id = p.repo_id JOIN accounts o ON o.id = r.owner_id
          JOIN issues t ON t.repo_id = p.repo_id AND t.number = (substring(p.body from '(?:Closes|Fixes|Resolves) #([0-9]+)'))::int
          WHERE p.kind = 'pull_request' AND r.visibility = 'public' AND t.kind = 'issue'
          ORDER BY p.id LIMIT 1`,
      rowShape({ owner: text, repo: text, number: int, target: int, target_state: text, target_reason: nullable(text) }),
    );
    if (!pull) throw new Error('the demo data has no pull request closing an issue');
    const response = await server.graphql<{ repository: { pullRequest: { bodyHTML: string } } }>(
      token,
      `query($owner: String!, $name: String!, $number: Int!) { repository(owner: $owner, name: $name) { pullRequest(number: $number) { bodyHTML } } }`,
      { owner: pull.owner, name: pull.repo, number: pull.number },
    );
    expect(response.errors).toBeUndefined();
    const html = response.data?.repository.pullRequest.bodyHTML ?? '';
    const state =
      pull.target_state === 'open'
        ? 'open'
        : pull.target_reason === 'not_planned' || pull.target_reason === 'duplicate'
          ? 'not_planned'
          : 'closed';
    expect(html).toMatch(
      new RegExp(
        `<a class="issue-link" data-hovercard-type="issue" data-state="${state}" title="[^"]*" href="/${pull.owner}/${pull.repo}/issues/${pull.target}"><svg [^]*?</svg>#${pull.target}</a>`,
      ),
    );
    // Its test plan is a task list.
    expect(html).toContain('<ul class="contains-task-list">');
  });
});
