import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { IssueLedger, OUTSIDER, READER, REPO, TRIAGER, type CreatedIssue } from '../support/issueData.ts';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { baseUrl, it, test, type Api } from '../support/test.ts';

/**
 * Markdown as GitHub renders it (issue 18 item 3), on the issue page and through
 * `POST /api/v3/markdown`: emoji, task lists (ticked by those who may edit the body, refused when
 * stale), references with their state, mentions, autolinks, tables, strikethrough, footnotes,
 * alerts, highlighted code and heading anchors, sanitised. The issues are made here and deleted afterwards.
 */

const RUN = `md${Date.now()}`;
const issues = new IssueLedger();

test.beforeAll(async ({ context }) => {
  context.setDefaultTimeout(10_000);
});

test.afterAll(async ({ api }) => {
  await issues.deleteAll(api);
});

const description = (page: Page) => page.getByRole('article', { name: /^Description by / });
const body = (page: Page) => description(page).locator('.markdown-body');

/** The issue's body as stored, with the version a tick names. */
async function storedBody(api: Api, id: string): Promise<{ body: string; bodyVersion: string }> {
  const { node } = await api<{ node: { body: string; bodyVersion: string } }>(
    'query($id: ID!) { node(id: $id) { ... on Issue { body bodyVersion } } }',
    {
      id,
    },
  );
  return node;
}

const TICK = `mutation($id: ID!, $index: Int!, $checked: Boolean!, $version: String!) {
  updateTaskListItem(input: { subjectId: $id, index: $index, checked: $checked, bodyVersion: $version }) { clientMutationId }
}`;

/** `POST /api/v3/markdown` as the context's person (session cookie and CSRF header, as the page sends them). */
async function renderAs(context: BrowserContext, data: Record<string, unknown>): Promise<{ status: number; type: string; html: string }> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const response = await context.request.post(`${baseUrl}/api/v3/markdown`, { headers: { 'X-CSRF-Token': csrf }, data });
  return { status: response.status(), type: response.headers()['content-type'] ?? '', html: await response.text() };
}

/** Whether the element's box is inside the window. */
// Within a pixel: scrolled to, a superscript can start a fraction of a pixel above the top (its link is what lines up).
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top > -1 && box.bottom < window.innerHeight + 1;
  });

describe('markdown on the issue page', () => {
  let open: CreatedIssue;
  let closed: { number: number };
  let rendered: CreatedIssue;

  test.beforeAll(async ({ api }) => {
    open = await issues.create(api, `Referenced ${RUN}`);
    const { search } = await api<{ search: { nodes: { number: number }[] } }>(
      '{ search(type: ISSUE, query: "repo:octo-org/hello-world is:issue is:closed reason:completed", first: 1) { nodes { ... on Issue { number } } } }',
    );
    const first = search.nodes[0];
    if (!first) throw new Error('The demo data has no closed hello-world issue');
    closed = first;
    const text = [
      '## Setup steps',
      '',
      'Ship it :tada: and ~~never~~ rarely roll back.',
      '',
      `See #${open.number}, octo-org/hello-world#${closed.number} and ${baseUrl}/octo-org/hello-world/issues/${open.number}.`,
      'Ask @kenji-tanaka or @octo-org/core, or read https://example.com/docs.',
      '',
      '| Key | Action |',
      '| --- | :----: |',
      '| `a` | Assign |',
      '',
      'Details in the notes.[^notes]',
      '',
      '> [!NOTE]',
      '> Useful information.',
      '',
      '> [!WARNING]',
      '> Think twice.',
      '',
      '```ts',
      'const answer: number = 42; // the answer',
      '```',
      '',
      '<script>window.pwned = true</script><a href="javascript:window.pwned = true">a trap</a><img src="x" alt="A broken image" onerror="window.pwned = true">',
      '',
      ...Array.from({ length: 40 }, (_, index) => `Filler line ${index + 1}, so the footnote is below the fold.\n`),
      '[^notes]: The notes, at the end.',
    ].join('\n');
    rendered = await issues.create(api, `Markdown ${RUN}`, text);
  });

  it('renders emoji, references with their state, mentions, autolinks, tables, strikethrough, alerts and highlighted code, sanitised', async ({
    page,
  }) => {
    await page.goto(`${REPO}/issues/${rendered.number}`);
    const markdown = body(page);
    await markdown.getByRole('heading', { level: 2, name: 'Setup steps' }).waitFor();
    expect(await markdown.innerText()).toContain('Ship it 🎉 and');
    expect(await markdown.locator('del').innerText()).toBe('never');

    // #N, owner/repo#N and the issue's address: links to the issue, with its state's icon.
    const reference = markdown.getByRole('link', { name: `#${open.number}` });
    expect(await reference.count()).toBe(2);
    for (const link of await reference.all()) {
      expect(await link.getAttribute('href')).toBe(`${REPO}/issues/${open.number}`);
      expect(await link.getAttribute('data-state')).toBe('open');
      expect(await link.locator('svg.octicon-issue-opened').count()).toBe(1);
    }
    const full = markdown.getByRole('link', { name: `octo-org/hello-world#${closed.number}` });
    expect(await full.getAttribute('href')).toBe(`${REPO}/issues/${closed.number}`);
    expect(await full.getAttribute('data-state')).toBe('closed');
    expect(await full.locator('svg.octicon-issue-closed').count()).toBe(1);

    // @login and @org/team.
    expect(await markdown.getByRole('link', { name: '@kenji-tanaka' }).getAttribute('href')).toBe('/kenji-tanaka');
    expect(await markdown.getByRole('link', { name: '@octo-org/core' }).getAttribute('href')).toBe('/orgs/octo-org/teams/core');
    // A bare address is a link that passes no rank or referrer on.
    const autolink = markdown.getByRole('link', { name: 'https://example.com/docs' });
    expect(await autolink.getAttribute('href')).toBe('https://example.com/docs');
    expect(await autolink.getAttribute('rel')).toContain('nofollow');

    const table = markdown.getByRole('table');
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Key', 'Action']);
    expect(await table.getByRole('cell', { name: 'Assign' }).getAttribute('align')).toBe('center');

    expect(await markdown.locator('.markdown-alert-note .markdown-alert-title').innerText()).toBe('Note');
    expect(await markdown.locator('.markdown-alert-warning').innerText()).toContain('Think twice.');

    // Highlighted on the server: the keyword in a colour of its own.
    const code = markdown.locator('pre code.language-ts');
    const keyword = code.locator('.hljs-keyword').first();
    expect(await keyword.innerText()).toBe('const');
    const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
    expect(await colour(keyword)).not.toBe(await colour(code));
    expect(await colour(code.locator('.hljs-comment'))).not.toBe(await colour(code));

    // Sanitised: no script, no handler, no javascript: address.
    expect(await markdown.locator('script').count()).toBe(0);
    expect(await markdown.locator('[onerror]').count()).toBe(0);
    expect(await markdown.getByText('a trap').evaluate((element) => element.closest('a')?.getAttribute('href') ?? '')).not.toMatch(
      /^javascript:/,
    );
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  });

  it('links headings and footnotes within the page, and reads the same to a reader', async ({ page, signedInAs }) => {
    await page.goto(`${REPO}/issues/${rendered.number}`);
    const markdown = body(page);
    const heading = markdown.getByRole('heading', { level: 2, name: 'Setup steps' });
    await heading.waitFor();
    expect(await heading.getAttribute('id')).toBe('user-content-setup-steps');
    // The anchor shows on hover and links to the heading.
    await heading.hover();
    const anchor = heading.locator('a.anchor');
    expect(await anchor.getAttribute('href')).toBe('#setup-steps');
    expect(await anchor.locator('svg').isVisible()).toBe(true);

    const note = markdown.locator('section.footnotes li', { hasText: 'The notes, at the end.' });
    expect(await inView(note)).toBe(false);
    // The reference reads "[1]", as GitHub's.
    await markdown.getByRole('link', { name: '[1]', exact: true }).click();
    await page.waitForURL(/#fn1$/);
    await expect.poll(() => inView(note)).toBe(true);
    // And back up to where it was cited.
    await note.getByRole('link', { name: 'Back to reference 1' }).click();
    await page.waitForURL(/#fnref1$/);
    await expect.poll(() => inView(markdown.locator('sup.footnote-ref'))).toBe(true);

    // A reader sees the same references (public issues).
    const reader = await signedInAs(READER);
    await reader.page.goto(`${REPO}/issues/${rendered.number}`);
    await body(reader.page)
      .getByRole('link', { name: `octo-org/hello-world#${closed.number}` })
      .waitFor();
    expect(
      await body(reader.page)
        .getByRole('link', { name: `#${open.number}` })
        .count(),
    ).toBe(2);
  });

  it.for(['light', 'dark'] as const)('has no serious violations in the rendered body, in %s mode', async (colorScheme, { signedInAs }) => {
    const { page } = await signedInAs('monalisa', { colorScheme });
    page.setDefaultTimeout(10_000);
    await page.goto(`${REPO}/issues/${rendered.number}`);
    await body(page).locator('pre code').waitFor();
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
  });

  it('renders comments with the same renderer, and the comment form previews it', async ({ page, api }) => {
    const issue = await issues.create(api, `Comment markdown ${RUN}`);
    await api('mutation($id: ID!, $body: String!) { addComment(input: { subjectId: $id, body: $body }) { clientMutationId } }', {
      id: issue.id,
      body: `Thanks :rocket: see #${open.number}`,
    });
    await page.goto(`${REPO}/issues/${issue.number}`);
    const comment = page.getByRole('article', { name: 'Comment by monalisa' });
    await comment.getByRole('link', { name: `#${open.number}` }).waitFor();
    expect(await comment.innerText()).toContain('Thanks 🚀');

    const form = page.getByRole('form', { name: 'Add a comment' });
    await form.getByRole('textbox', { name: 'Comment' }).fill(`Preview :tada: of #${open.number}`);
    await form.getByRole('tab', { name: 'Preview' }).click();
    const preview = form.getByRole('tabpanel', { name: 'Preview' });
    await preview.getByRole('link', { name: `#${open.number}` }).waitFor();
    expect(await preview.innerText()).toContain('Preview 🎉 of');
    await form.getByRole('tab', { name: 'Write' }).click();
    await form.getByRole('textbox', { name: 'Comment' }).fill('');
  });
});

describe('task lists', () => {
  const TASKS = ['- [ ] Write the tests', '- [ ] Fix what they find', '- [x] Read the issue'].join('\n');

  it("ticks and clears a task for the issue's author, rewriting the body, and refuses a stale tick", async ({ signedInAs }) => {
    // The author without rights on the repository may tick their own issue's tasks.
    const author = await signedInAs(OUTSIDER);
    author.page.setDefaultTimeout(10_000);
    const issue = await issues.create(author.api, `Tasks ${RUN}`, TASKS);
    const { page, api } = author;
    await page.goto(`${REPO}/issues/${issue.number}`);
    const first = body(page).getByRole('checkbox', { name: 'Write the tests' });
    expect(await first.isEnabled()).toBe(true);
    await first.check();
    await expect
      .poll(async () => (await storedBody(api, issue.id)).body)
      .toBe(TASKS.replace('- [ ] Write the tests', '- [x] Write the tests'));
    await body(page).getByRole('checkbox', { name: 'Read the issue' }).uncheck();
    await expect
      .poll(async () => (await storedBody(api, issue.id)).body)
      .toBe(TASKS.replace('- [ ] Write the tests', '- [x] Write the tests').replace('- [x] Read the issue', '- [ ] Read the issue'));
    // The page stays on its version after the server's answer: a reload shows the same ticks.
    await page.reload();
    expect(await body(page).getByRole('checkbox', { name: 'Write the tests' }).isChecked()).toBe(true);
    expect(await body(page).getByRole('checkbox', { name: 'Read the issue' }).isChecked()).toBe(false);

    // A tick from a version someone else has replaced in between is refused, and the box goes back.
    const before = await storedBody(api, issue.id);
    const stale = before.bodyVersion;
    await api(TICK, { id: issue.id, index: 1, checked: true, version: stale });
    await expect(api(TICK, { id: issue.id, index: 2, checked: true, version: stale })).rejects.toThrow(/GraphQL failed/);
    // The same race on the page: its tick names the version it had, which has just been replaced.
    const tickIds = persistedIds('useTaskListTicksMutation');
    const current = (await storedBody(api, issue.id)).bodyVersion;
    await page.route('**/api/graphql', async (route) => {
      if (!isRequestFor(route.request(), tickIds)) return route.fallback();
      const sent = route.request().postDataJSON() as { variables: { input: Record<string, unknown> } };
      sent.variables.input.bodyVersion = stale;
      return route.continue({ postData: JSON.stringify(sent) });
    });
    try {
      await page.reload();
      const box = body(page).getByRole('checkbox', { name: 'Read the issue' });
      await box.click();
      await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
      await expect.poll(() => box.isChecked()).toBe(false);
      expect((await storedBody(api, issue.id)).bodyVersion).toBe(current);
    } finally {
      await page.unroute('**/api/graphql');
    }
  });

  it('shows the tasks without letting a triager or a reader tick them, and the server refuses their ticks', async ({ api, signedInAs }) => {
    const issue = await issues.create(api, `Tasks not theirs ${RUN}`, TASKS);
    for (const login of [TRIAGER, READER]) {
      const other = await signedInAs(login);
      await other.page.goto(`${REPO}/issues/${issue.number}`);
      const box = body(other.page).getByRole('checkbox', { name: 'Write the tests' });
      await box.waitFor();
      expect(await box.isDisabled(), login).toBe(true);
      const { bodyVersion } = await storedBody(api, issue.id);
      await expect(other.api(TICK, { id: issue.id, index: 0, checked: true, version: bodyVersion }), login).rejects.toThrow(
        /"code":"FORBIDDEN"/,
      );
    }
    expect((await storedBody(api, issue.id)).body).toBe(TASKS);
  });
});

describe('POST /api/v3/markdown', () => {
  it('renders gfm with references in the context repository, plain markdown without them, as HTML', async ({ context, api }) => {
    const target = await issues.create(api, `Rendered by the API ${RUN}`);
    const text = `Fixes #${target.number} for @kenji-tanaka :tada:\nnext line`;

    const gfm = await renderAs(context, { text, mode: 'gfm', context: 'octo-org/hello-world' });
    expect(gfm.status).toBe(200);
    expect(gfm.type).toMatch(/^text\/html/);
    expect(gfm.html).toContain(`href="/octo-org/hello-world/issues/${target.number}"`);
    expect(gfm.html).toContain('data-state="open"');
    expect(gfm.html).toContain('<a class="user-mention" data-hovercard-type="user" href="/kenji-tanaka">@kenji-tanaka</a>');
    expect(gfm.html).toContain('🎉');
    expect(gfm.html).toContain('<br />');

    // Without a context #N means nothing; owner/repo#N still does.
    const noContext = await renderAs(context, { text: `#${target.number} and octo-org/hello-world#${target.number}` });
    expect(noContext.html).toContain(`<p>#${target.number} and <a class="issue-link"`);

    // markdown mode: a plain document, no references or mentions, soft line breaks.
    const plain = await renderAs(context, { text, mode: 'markdown', context: 'octo-org/hello-world' });
    expect(plain.html).toBe(`<p>Fixes #${target.number} for @kenji-tanaka 🎉\nnext line</p>\n`);
  });

  it('ignores a context the caller cannot read, and refuses a bad request or a caller without a session', async ({
    api,
    signedInAs,
    signedOut,
  }) => {
    // acme/platform is private: the reader of hello-world cannot see it, the demo account can.
    const { repository } = await api<{ repository: { issues: { nodes: { number: number }[] } } }>(
      '{ repository(owner: "acme", name: "platform") { issues(first: 1) { nodes { number } } } }',
    );
    const number = repository.issues.nodes[0]?.number;
    if (number === undefined) throw new Error('acme/platform has no issue');
    const reader = await signedInAs(READER);
    const hidden = await renderAs(reader.context, { text: `#${number}`, mode: 'gfm', context: 'acme/platform' });
    expect(hidden.html).toBe(`<p>#${number}</p>\n`);
    const missing = await renderAs(reader.context, { text: `#${number}`, mode: 'gfm', context: 'acme/no-such-repository' });
    expect(missing.html).toBe(hidden.html);

    expect((await renderAs(reader.context, { text: 'x', mode: 'rdoc' })).status).toBe(400);
    expect((await renderAs(reader.context, { mode: 'gfm' })).status).toBe(400);
    const anonymous = await signedOut();
    expect((await anonymous.context.request.post(`${baseUrl}/api/v3/markdown`, { data: { text: 'x' } })).status()).toBe(401);
  });
});
