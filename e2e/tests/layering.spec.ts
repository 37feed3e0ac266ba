import type { Locator, Page, Route, WebSocketRoute } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { renderInBrowser } from '../support/browserRendering.ts';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { DEMO_ACCOUNT, it, test, type Api } from '../support/test.ts';

/**
 * What sits over what (GitHub issue #19): the header under every overlay (the side panel, dialogs and
 * their backdrops, the bulk pickers, menus) and toasts over all of them; the header as tall while the
 * app loads as once it has loaded; the light label's border; the favicon; one toast per bulk job.
 */

const HELLO = '/octo-org/hello-world';
/** acme/platform: the repository the bulk specs change; each test's issues carry a word of their own. */
const BULK_OWNER = 'acme';
const BULK_NAME = 'platform';
const RUN = Date.now().toString(36);
const COMPLETED = 'Bulk update completed successfully';
const APP_SHELL_IDS = persistedIds('appShellQuery');
const BULK_START_IDS = persistedIds('updateIssuesBulkMutation');

const sidePanelAddress = (list: string, number: number) =>
  `${list}${list.includes('?') ? '&' : '?'}issue=${encodeURIComponent(`octo-org|hello-world|${number}`)}`;

/** The lists a side panel opens over: the repository list and a dashboard search. */
const PANEL_LISTS = [
  { name: 'the repository issue list', list: `${HELLO}/issues` },
  { name: 'the dashboard', list: `/issues?q=${encodeURIComponent('repo:octo-org/hello-world is:issue state:open')}` },
];

/** The element at a point of the viewport, as a handle the test can compare ('topmost' wins there). */
async function topmostAt(page: Page, x: number, y: number) {
  return page.evaluateHandle(({ x, y }) => document.elementFromPoint(x, y), { x, y });
}

/** Whether the element on top at the centre of `target` is `target` itself or inside it. */
async function onTopAtCentre(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element has no box');
  const top = await topmostAt(page, box.x + box.width / 2, box.y + box.height / 2);
  return target.evaluate((element, hit) => hit instanceof Node && element.contains(hit), top);
}

/** Whether the element on top at the centre of the header is part of the header. */
async function headerOnTop(page: Page): Promise<boolean> {
  return onTopAtCentre(page, page.getByRole('banner'));
}

async function firstIssueNumber(page: Page): Promise<number> {
  await page.goto(`${HELLO}/issues`);
  const href = (await page.getByTestId('issue-row').first().locator('a[data-row-title]').getAttribute('href')) ?? '';
  const number = Number(/\/issues\/(\d+)$/.exec(href)?.[1]);
  if (!Number.isInteger(number)) throw new Error(`No issue number in ${href}`);
  return number;
}

/** Opens the side panel of issue `number` over `list` and waits for the issue in it. */
async function openSidePanel(page: Page, list: string, number: number): Promise<Locator> {
  await page.goto(sidePanelAddress(list, number));
  const panel = page.getByRole('dialog', { name: `Issue #${number} in octo-org/hello-world` });
  await panel.getByRole('complementary', { name: 'Issue details' }).waitFor();
  return panel;
}

/** Selects the first row of the hello-world list and opens the bulk 'Label' picker. */
async function openBulkLabelPicker(page: Page): Promise<Locator> {
  await page.goto(`${HELLO}/issues`);
  await page
    .getByRole('checkbox', { name: /^Select #/ })
    .first()
    .check();
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Label', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Apply labels' });
  await picker.getByRole('option').first().waitFor();
  return picker;
}

test.beforeAll(({ page }) => {
  page.setDefaultTimeout(10_000);
});

describe('the side panel', () => {
  it.for(PANEL_LISTS)(
    'sits over the header on $name: its Close button is on top and closes it, not the user menu',
    async ({ list }, { page }) => {
      const number = await firstIssueNumber(page);
      const panel = await openSidePanel(page, list, number);
      const close = panel.getByRole('button', { name: 'Close', exact: true });
      // The panel's title bar, where the header used to cover it.
      await expect.poll(() => onTopAtCentre(page, close)).toBe(true);
      await expect
        .poll(() => onTopAtCentre(page, panel.getByRole('heading', { name: `Issue #${number} in octo-org/hello-world` })))
        .toBe(true);
      // Its backdrop dims the header too.
      await expect.poll(() => headerOnTop(page)).toBe(false);

      await close.click();
      await panel.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.has('issue')).toBe(false);
      const userMenu = page.getByRole('button', { name: `${DEMO_ACCOUNT.login}: open user menu` });
      expect(await userMenu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('menuitem', { name: 'Sign out' }).count()).toBe(0);
      await expect.poll(() => headerOnTop(page)).toBe(true);
    },
  );
});

describe('dialogs, pickers and menus', () => {
  it("shows the bulk label picker's filter box on top, under no header, and it takes typing", async ({ page }) => {
    // A short window: the picker, centred, then reaches up into the header's band.
    await page.setViewportSize({ width: 1280, height: 560 });
    try {
      const picker = await openBulkLabelPicker(page);
      const filter = picker.getByRole('combobox', { name: 'Filter labels' });
      await expect.poll(() => onTopAtCentre(page, filter)).toBe(true);
      await expect.poll(() => onTopAtCentre(page, picker.getByRole('heading', { name: 'Apply labels' }))).toBe(true);
      await expect.poll(() => headerOnTop(page)).toBe(false);
      // The test means something only where the two overlap: the filter box starts within the header's band.
      const header = await page.getByRole('banner').boundingBox();
      const box = await filter.boundingBox();
      if (!header || !box) throw new Error('No header or filter box');
      expect(box.y).toBeLessThan(header.y + header.height);
      await filter.click();
      await page.keyboard.type('wontfix');
      expect(await filter.inputValue()).toBe('wontfix');
      await expect.poll(() => picker.getByRole('option').allTextContents()).toEqual([expect.stringMatching(/^wontfix/)]);
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it("dims the header under a dialog's backdrop", async ({ page }) => {
    await page.goto(`${HELLO}/issues`);
    await page.getByTestId('issue-row').first().waitFor();
    await expect.poll(() => headerOnTop(page)).toBe(true);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    await expect.poll(() => headerOnTop(page)).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("opens the user menu over the page, and puts the overlays' layer over the header's", async ({ page }) => {
    await page.goto(`${HELLO}/issues`);
    await page.getByRole('button', { name: `${DEMO_ACCOUNT.login}: open user menu` }).click();
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await signOut.waitFor();
    await expect.poll(() => onTopAtCentre(page, signOut)).toBe(true);
    const layers = await page.evaluate(() => {
      const header = document.querySelector('header');
      const portals = document.getElementById('__primerPortalRoot__');
      const zIndex = (element: Element | null) => Number(element ? getComputedStyle(element).zIndex : NaN);
      return { header: zIndex(header), overlays: zIndex(portals) };
    });
    expect(layers.overlays).toBeGreaterThan(layers.header);
    await page.keyboard.press('Escape');
    await signOut.waitFor({ state: 'detached' });
  });
});

describe('the header', () => {
  it('is as tall, and its product link where it is, while the app loads as once it has loaded', async ({ context }) => {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    // The loading screens are the browser's: a page it renders itself, whose requests the test holds.
    await renderInBrowser(page);
    const held: { route: Route; shell: boolean }[] = [];
    let holdAll = true;
    let holdShell = true;
    await page.route('**/api/graphql', async (route) => {
      const shell = isRequestFor(route.request(), APP_SHELL_IDS);
      if (holdAll || (shell && holdShell)) held.push({ route, shell });
      else await route.continue();
    });
    const measure = async () => {
      const header = await page.getByRole('banner').boundingBox();
      const product = await page.getByRole('banner').getByRole('link', { name: 'Issues' }).boundingBox();
      if (!header || !product) throw new Error('No header or product link');
      return { height: header.height, top: header.y, productX: product.x, productY: product.y };
    };
    try {
      // 1. The first page's data is on its way: the loading screen, with its header.
      await page.goto(`${HELLO}/issues`, { waitUntil: 'commit' });
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.getByRole('banner').waitFor();
      // The loading screen (AppLoading), not the shell yet: no page content.
      expect(await page.locator('#main-content').count()).toBe(0);
      const loading = await measure();

      // 2. The page's data arrives, the viewer's not yet: the page under a header with a placeholder.
      holdAll = false;
      for (const { route } of held.filter((each) => !each.shell)) await route.continue();
      await page.getByTestId('issue-row').first().waitFor();
      await page.getByTestId('viewer-placeholder').waitFor();
      const placeholder = await measure();

      // 3. The viewer arrives: the user menu.
      holdShell = false;
      for (const { route } of held.filter((each) => each.shell)) await route.continue();
      await page.getByRole('button', { name: `${DEMO_ACCOUNT.login}: open user menu` }).waitFor();
      const loaded = await measure();

      for (const stage of [placeholder, loaded]) {
        expect(Math.abs(stage.height - loading.height)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(stage.top - loading.top)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(stage.productX - loading.productX)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(stage.productY - loading.productY)).toBeLessThanOrEqual(0.5);
      }
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  });
});

describe('labels', () => {
  /** The label's inset border (Primer's IssueLabel draws it as a box shadow): its colour's alpha, 0 for none. */
  async function borderAlpha(label: Locator): Promise<number> {
    return label.evaluate((element) => {
      const shadow = getComputedStyle(element).boxShadow;
      if (shadow === 'none') return 0;
      const color =
        /rgba?\(([^)]+)\)/
          .exec(shadow)?.[1]
          ?.split(/[ ,/]+/)
          .filter(Boolean) ?? [];
      return color.length === 4 ? Number(color[3]) : color.length === 3 ? 1 : 0;
    });
  }

  async function borderColor(label: Locator): Promise<string> {
    return label.evaluate((element) => /rgba?\([^)]+\)/.exec(getComputedStyle(element).boxShadow)?.[0] ?? '');
  }

  it("draws a border around a white label ('wontfix') wherever it shows, and none around a dark one", async ({ page }) => {
    // In a list row.
    await page.goto(`${HELLO}/issues?q=${encodeURIComponent('is:issue label:wontfix')}`);
    const wontfix = page.getByTestId('issue-row').first().getByRole('link', { name: 'wontfix', exact: true });
    await wontfix.waitFor();
    expect(await wontfix.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await borderAlpha(wontfix)).toBe(1);
    expect(await borderColor(wontfix)).not.toBe('rgb(255, 255, 255)');

    // On the labels page, where a dark label ('bug', d73a4a) has none.
    await page.goto(`${HELLO}/labels?q=wontfix`);
    const labelRow = page.locator('li[data-label-name="wontfix"]');
    await labelRow.waitFor();
    expect(await borderAlpha(labelRow.getByRole('link', { name: 'wontfix', exact: true }))).toBe(1);
    await page.goto(`${HELLO}/labels?q=bug`);
    const bug = page.locator('li[data-label-name="bug"]').getByRole('link', { name: 'bug', exact: true });
    await bug.waitFor();
    expect(await borderAlpha(bug)).toBe(0);

    // In an issue's sidebar.
    await page.goto(`${HELLO}/issues?q=${encodeURIComponent('is:issue label:wontfix')}`);
    await page.getByTestId('issue-row').first().locator('a[data-row-title]').click();
    const sidebarLabel = page.getByRole('complementary', { name: 'Issue details' }).getByRole('link', { name: 'wontfix', exact: true });
    await sidebarLabel.waitFor();
    expect(await borderAlpha(sidebarLabel)).toBe(1);
  });
});

describe('the favicon', () => {
  it('serves /favicon.ico and /favicon.svg, and the page links them', async ({ page, context }) => {
    const ico = await context.request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = await ico.body();
    // An ICO file: reserved 0, type 1, then at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
    const svg = await context.request.get('/favicon.svg');
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);

    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|favicon/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${HELLO}/issues`);
    await page.getByTestId('issue-row').first().waitFor();
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), type: link.getAttribute('type') })));
    expect(icons).toEqual(
      expect.arrayContaining([
        { href: '/favicon.ico', type: null },
        { href: '/favicon.svg', type: 'image/svg+xml' },
      ]),
    );
    // The icon loads under the page's Content-Security-Policy (img-src 'self').
    const loaded = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth > 0);
          image.onerror = () => resolve(false);
          image.src = '/favicon.svg';
        }),
    );
    expect(loaded).toBe(true);
    expect(violations).toEqual([]);
  });
});

describe('bulk job toasts', () => {
  interface HeldStatus {
    holding: boolean;
    held: { route: WebSocketRoute; message: string }[];
    subscriptions: number;
  }

  /** Holds the job status answers on the page's WebSocket until `release`, passing the protocol's own messages. */
  async function holdJobStatus(target: Page): Promise<{ state: HeldStatus; release: () => void }> {
    const state: HeldStatus = { holding: true, held: [], subscriptions: 0 };
    await target.routeWebSocket(/\/api\/graphql$/, (route) => {
      const server = route.connectToServer();
      route.onMessage((message) => {
        if ((JSON.parse(String(message)) as { type?: string }).type === 'subscribe') state.subscriptions += 1;
        server.send(message);
      });
      server.onMessage((message) => {
        const { type } = JSON.parse(String(message)) as { type?: string };
        if (state.holding && (type === 'next' || type === 'error' || type === 'complete'))
          state.held.push({ route, message: String(message) });
        else route.send(message);
      });
    });
    return {
      state,
      release() {
        state.holding = false;
        for (const { route, message } of state.held.splice(0)) route.send(message);
      },
    };
  }

  async function createIssues(api: Api, word: string, count: number): Promise<void> {
    const { repository } = await api<{ repository: { id: string } }>(
      'query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { id } }',
      { owner: BULK_OWNER, name: BULK_NAME },
    );
    for (let index = 0; index < count; index++)
      await api(
        'mutation($repositoryId: ID!, $title: String!) { createIssue(input: { repositoryId: $repositoryId, title: $title }) { issue { id } } }',
        {
          repositoryId: repository.id,
          title: `Layering e2e ${word} issue ${index}`,
        },
      );
  }

  it('shows one toast for one job, over the header, even when the list was left while the job was starting', async ({ context, api }) => {
    const word = `layers${RUN}toast`;
    await createIssues(api, word, 2);
    const list = `/${BULK_OWNER}/${BULK_NAME}/issues?q=${encodeURIComponent(`is:issue state:open ${word}`)}`;
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const starts: Route[] = [];
    try {
      const status = await holdJobStatus(page);
      await page.route('**/api/graphql', async (route) => {
        if (isRequestFor(route.request(), BULK_START_IDS)) starts.push(route);
        else await route.continue();
      });
      await page.goto(list);
      await expect.poll(() => page.getByTestId('issue-row').count()).toBe(2);
      await page.getByRole('checkbox', { name: 'Select all issues' }).check();
      await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Mark as' }).click();
      await page.getByRole('menuitem', { name: 'Not planned' }).click();
      await page.locator('[data-toast-type]', { hasText: 'Updating issues' }).waitFor();
      await expect.poll(() => starts.length).toBe(1);

      // The list is left while the job is starting (the header's link to the dashboard) …
      await page.getByRole('banner').getByRole('link', { name: 'Issues' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/issues'));
      await starts[0]?.continue();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('repo.bulkUpdateIssues'))).not.toBeNull();
      // … and opened again while it runs: it reads the job back from storage.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `/${BULK_OWNER}/${BULK_NAME}/issues`);
      await page.getByTestId('issue-row').first().waitFor();
      await expect.poll(() => status.state.subscriptions).toBeGreaterThanOrEqual(1);
      status.release();

      const completed = page.locator('[data-toast-type="success"]', { hasText: COMPLETED });
      await completed.first().waitFor();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('repo.bulkUpdateIssues'))).toBeNull();
      // Whatever else arrives for the job (the other follower's answers) has had its chance to show.
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-toast-type]').count()).toBe(1);
      expect(await completed.count()).toBe(1);

      // A toast sits over the header where the two meet (a window as short as the header and a toast).
      await page.setViewportSize({ width: 1280, height: 100 });
      const toast = completed.first();
      const header = await page.getByRole('banner').boundingBox();
      const box = await toast.boundingBox();
      if (!header || !box) throw new Error('No header or toast box');
      expect(box.y + box.height / 2).toBeLessThan(header.y + header.height);
      await expect.poll(() => onTopAtCentre(page, toast)).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (colorScheme) => {
  it('has no serious or critical violations with the side panel open and with the bulk label picker open', async ({ signedInAs }) => {
    const page = await (await signedInAs(DEMO_ACCOUNT.login, { colorScheme })).context.newPage();
    try {
      const number = await firstIssueNumber(page);
      await openSidePanel(page, `${HELLO}/issues`, number);
      expect(await seriousViolations(page, { settle: true })).toEqual([]);
      await openBulkLabelPicker(page);
      // As in bulkActions.spec.ts: axe joins a Primer option's label and description without a space
      // and then misses the label in the name; the option is named by its label, as it should be.
      expect(await seriousViolations(page, { settle: true, disableRules: ['label-content-name-mismatch'] })).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
