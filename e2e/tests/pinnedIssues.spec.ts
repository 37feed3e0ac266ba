import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { DEMO_ACCOUNT, it, test, type Api } from '../support/test.ts';

// A demo repository with two pinned issues that monalisa (maintain) may manage; the test gives it a
// third and puts everything back afterwards, so other suites see the demo as seeded.
const OWNER = 'primer-labs';
const NAME = 'design-tokens';
const LIST = `/${OWNER}/${NAME}/issues`;
// A public demo repository with no pinned issue.
const UNPINNED_LIST = '/primer-labs/css-kit/issues';
// Neither a collaborator nor a member of primer-labs: reads the public design-tokens, may not pin.
const READER = 'first-timer';

/** The persisted ids of the area's mutations, to recognise (and refuse) their requests. */
const persisted = JSON.parse(fs.readFileSync(new URL('../../web/persisted-queries.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
function persistedId(name: string): string {
  const id = Object.entries(persisted).find(([, text]) => text.startsWith(`mutation ${name}(`))?.[0];
  if (!id) throw new Error(`No persisted operation ${name}`);
  return id;
}
const PRIORITIZE_ID = persistedId('PinnedIssuesPrioritizeMutation');
const UNPIN_ID = persistedId('PinnedIssuesUnpinMutation');

/** The pinned issues' global ids as seeded, in order, and the repository's id. */
let seeded: { repositoryId: string; issueIds: string[] };

async function pinnedIds(api: Api): Promise<{ repositoryId: string; issueIds: string[] }> {
  const data = await api<{ repository: { id: string; pinnedIssues: { nodes: { issue: { id: string } }[] } } }>(
    `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { id pinnedIssues(first: 3) { nodes { issue { id } } } } }`,
    { owner: OWNER, name: NAME },
  );
  return { repositoryId: data.repository.id, issueIds: data.repository.pinnedIssues.nodes.map((node) => node.issue.id) };
}

const PIN = `mutation($issueId: ID!) { pinIssue(input: { issueId: $issueId }) { issue { id } } }`;
const UNPIN = `mutation($issueId: ID!) { unpinIssue(input: { issueId: $issueId }) { issue { id } } }`;

function cards(target: Page) {
  return target.getByRole('region', { name: 'Pinned issues', exact: true }).getByTestId('pinned-issue');
}

/** The numbers of the pinned cards, in the order shown. */
async function shownNumbers(target: Page): Promise<number[]> {
  const texts = await cards(target).evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  return texts.map((text) => Number(/#(\d+) opened/.exec(text)?.[1] ?? NaN));
}

async function openList(target: Page): Promise<void> {
  await target.goto(LIST);
  await cards(target).first().waitFor();
}

/** Resolves when the server has answered the area's mutation with persisted id `id`. */
function answered(page: Page, id: string) {
  return page.waitForResponse((response) => response.url().endsWith('/api/graphql') && (response.request().postData() ?? '').includes(id));
}

/**
 * Waits for running animations (an overlay fading in) to end: colours measured mid-fade fail
 * contrast. Scroll-driven ones (the dialog body's scroll shadows) never finish, so they are left out.
 */
async function settled(target: Page): Promise<void> {
  await target.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline && Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

test.beforeAll(async ({ api }) => {
  seeded = await pinnedIds(api);
  // A third pin: the newest open issue that is not pinned yet.
  const newest = await api<{ repository: { issues: { nodes: { id: string }[] } } }>(
    `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { issues(first: 10, states: OPEN, orderBy: { field: CREATED_AT, direction: DESC }) { nodes { id } } } }`,
    { owner: OWNER, name: NAME },
  );
  const extra = newest.repository.issues.nodes.find((node) => !seeded.issueIds.includes(node.id));
  if (seeded.issueIds.length < 3 && extra) await api(PIN, { issueId: extra.id });
});

test.afterAll(async ({ api }) => {
  // Back to the seeded pins, in the seeded order.
  const now = await pinnedIds(api);
  for (const id of now.issueIds.filter((id) => !seeded.issueIds.includes(id))) await api(UNPIN, { issueId: id });
  for (const id of seeded.issueIds.filter((id) => !now.issueIds.includes(id))) await api(PIN, { issueId: id });
  await api(
    `mutation($repositoryId: ID!, $issueIds: [ID!]!) { prioritizePinnedIssues(input: { repositoryId: $repositoryId, issueIds: $issueIds }) { clientMutationId } }`,
    seeded,
  );
});

describe('pinned issues', () => {
  it('shows the pinned area only on a repository with pinned issues', async ({ page }) => {
    await openList(page);
    expect(await cards(page).count()).toBe(3);
    const first = cards(page).first();
    expect(await first.getByRole('img', { name: /issue/ }).count()).toBe(1);
    expect(await first.textContent()).toMatch(/#\d+ opened [A-Z][a-z]{2} \d{1,2}, \d{4} by \S+/);
    expect(await first.getByRole('link').first().getAttribute('href')).toMatch(new RegExp(`/${OWNER}/${NAME}/issues/\\d+$`));

    await page.goto(UNPINNED_LIST);
    await page.getByTestId('issue-row').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Pinned issues' }).count()).toBe(0);
    expect(await page.getByTestId('pinned-issue').count()).toBe(0);
  });

  it('shows a reader the pinned issues without menu or drag handles', async ({ signedInAs }) => {
    const reader = await signedInAs(READER);
    await openList(reader.page);
    expect(await cards(reader.page).count()).toBe(3);
    expect(await reader.page.getByTestId('pinned-issue-drag-handle').count()).toBe(0);
    expect(await reader.page.getByRole('button', { name: /^Options for pinned issue/ }).count()).toBe(0);
  });

  it('moves a pinned issue with Advanced move from the keyboard, and the order stays after a reload', async ({ page }) => {
    await openList(page);
    const before = await shownNumbers(page);
    await page.getByRole('button', { name: `Options for pinned issue #${before[0]}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Advanced move' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move pinned issue' });
    await dialog.waitFor();
    // The current position has the focus; arrows choose the last one, Enter moves.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: '3rd' }).isChecked()).toBe(true);
    const saved = answered(page, PRIORITIZE_ID);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const expected = [before[1], before[2], before[0]];
    expect(await shownNumbers(page)).toEqual(expected);
    expect((await (await saved).json()) as unknown).not.toHaveProperty('errors');

    await openList(page);
    expect(await shownNumbers(page)).toEqual(expected);
  });

  it('reorders by dragging a card onto another, and the order stays after a reload', async ({ page }) => {
    await openList(page);
    const before = await shownNumbers(page);
    const handle = cards(page).nth(2).getByTestId('pinned-issue-drag-handle');
    const from = await handle.boundingBox();
    const to = await cards(page).first().boundingBox();
    if (!from || !to) throw new Error('Cards are not laid out');
    const saved = answered(page, PRIORITIZE_ID);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();
    const expected = [before[2], before[0], before[1]];
    expect(await shownNumbers(page)).toEqual(expected);
    expect((await (await saved).json()) as unknown).not.toHaveProperty('errors');

    await openList(page);
    expect(await shownNumbers(page)).toEqual(expected);
  });

  it('puts the order back and says so when the server refuses a reorder', async ({ page }) => {
    await openList(page);
    const before = await shownNumbers(page);
    // The refusal waits until the test has seen the new order.
    const refusal = Promise.withResolvers<void>();
    await page.route('**/api/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes(PRIORITIZE_ID)) return route.continue();
      await refusal.promise;
      return route.fulfill({ json: { data: { prioritizePinnedIssues: null }, errors: [{ message: 'Refused by the test' }] } });
    });
    try {
      await page.getByRole('button', { name: `Options for pinned issue #${before[2]}` }).click();
      await page.getByRole('menuitem', { name: 'Advanced move' }).click();
      const dialog = page.getByRole('dialog', { name: 'Move pinned issue' });
      await dialog.getByRole('radio', { name: '1st' }).check();
      await dialog.getByRole('button', { name: 'Move' }).click();
      // At once, then back when the refusal arrives.
      await expect.poll(() => shownNumbers(page)).toEqual([before[2], before[0], before[1]]);
      refusal.resolve();
      await page.getByRole('alert').getByText('Could not reorder pinned issues').waitFor();
      expect(await shownNumbers(page)).toEqual(before);
    } finally {
      refusal.resolve();
      await page.unroute('**/api/graphql');
    }
    await openList(page);
    expect(await shownNumbers(page)).toEqual(before);
  });

  it('puts an issue back and says so when the server refuses to unpin it', async ({ page }) => {
    await openList(page);
    const before = await shownNumbers(page);
    // The refusal waits until the test has seen the card go.
    const refusal = Promise.withResolvers<void>();
    await page.route('**/api/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes(UNPIN_ID)) return route.continue();
      await refusal.promise;
      return route.fulfill({ json: { data: { unpinIssue: null }, errors: [{ message: 'Refused by the test' }] } });
    });
    try {
      await page.getByRole('button', { name: `Options for pinned issue #${before[1]}` }).click();
      await page.getByRole('menuitem', { name: 'Unpin' }).click();
      await expect.poll(() => shownNumbers(page)).toEqual([before[0], before[2]]);
      refusal.resolve();
      await page.getByRole('alert').getByText('Could not unpin issue').waitFor();
      expect(await shownNumbers(page)).toEqual(before);
    } finally {
      refusal.resolve();
      await page.unroute('**/api/graphql');
    }
  });

  it('unpins an issue, and it stays unpinned after a reload', async ({ page }) => {
    await openList(page);
    const before = await shownNumbers(page);
    const saved = answered(page, UNPIN_ID);
    await page.getByRole('button', { name: `Options for pinned issue #${before[0]}` }).click();
    await page.getByRole('menuitem', { name: 'Unpin' }).click();
    expect(await shownNumbers(page)).toEqual(before.slice(1));
    // The menu button went with the card; the focus stays in the area, on its heading.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Pinned issues');
    expect((await (await saved).json()) as unknown).not.toHaveProperty('errors');

    await openList(page);
    expect(await shownNumbers(page)).toEqual(before.slice(1));
  });

  it.for(['light', 'dark'] as const)(
    'has no serious or critical axe violations in %s mode, dialog open or not',
    async (colorScheme, { signedInAs }) => {
      // The demo account in a context of its own colour scheme.
      const { page: target } = await signedInAs(DEMO_ACCOUNT.login, { colorScheme });
      await openList(target);
      await target.getByTestId('issue-row').first().waitFor();
      expect(await seriousViolations(target)).toEqual([]);
      await target
        .getByRole('button', { name: /^Options for pinned issue/ })
        .first()
        .click();
      await target.getByRole('menuitem', { name: 'Advanced move' }).click();
      await target.getByRole('dialog', { name: 'Move pinned issue' }).waitFor();
      await settled(target);
      expect(await seriousViolations(target)).toEqual([]);
    },
  );
});
