import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium; tests never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DEMO_ACCOUNT = { login: 'monalisa', password: 'octocat-demo' } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Running as root needs --no-sandbox; the rest stop Chromium calling out to a network the machine does not have.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Whether a server-rendered page has hydrated, all of it; a page rendered in the browser has no page
 * data. web/src/App.tsx marks the shell, but React hydrates each Suspense boundary in a later pass,
 * and until then that part's handlers (a list's keyboard shortcuts) are not there: an element React
 * has not hydrated yet has no fiber. Markup React does not own (links and scripts it hoists, the
 * HTML of rendered markdown) is skipped, and containers made outside React are looked into.
 */
function appReady(): boolean {
  if (document.getElementById('page-data') === null) return true;
  if (document.documentElement.dataset.appReady !== 'true') return false;
  const reactKey = (element: Element, prefix: string) => Object.keys(element).find((key) => key.startsWith(prefix));
  const hydrated = (parent: Element): boolean => {
    for (const child of parent.children) {
      if (['LINK', 'SCRIPT', 'STYLE', 'META', 'TITLE', 'TEMPLATE'].includes(child.tagName)) continue;
      if (!reactKey(child, '__reactFiber$')) {
        // Focus traps' sentinels (empty, hidden) are added by DOM code; so is Primer's portal root,
        // a container of React's elements. Server HTML not hydrated yet holds none.
        if (child.childElementCount === 0 && child.getAttribute('aria-hidden') === 'true') continue;
        if (![...child.querySelectorAll('*')].some((each) => reactKey(each, '__reactFiber$'))) return false;
      } else {
        const propsKey = reactKey(child, '__reactProps$');
        const props = propsKey
          ? (child as unknown as Record<string, { dangerouslySetInnerHTML?: unknown } | undefined>)[propsKey]
          : undefined;
        if (props?.dangerouslySetInnerHTML) continue;
      }
      if (!hydrated(child)) return false;
    }
    return true;
  };
  const root = document.getElementById('root');
  return root === null || hydrated(root);
}

const waitsForApp = new WeakSet<Page>();

/**
 * Makes `goto` and `reload` resolve once the app has taken over the server's HTML, as a person sees
 * it: the server's rows are on screen before the app's code has run, and a click or key in between
 * would meet a page that does not answer yet.
 */
function waitForAppAfterLoads(page: Page): void {
  if (waitsForApp.has(page)) return;
  waitsForApp.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const untilReady = async <T>(response: T, waitUntil: string | undefined): Promise<T> => {
    if (waitUntil !== 'commit') await page.waitForFunction(appReady, undefined, { timeout: 20_000 }).catch(() => undefined);
    return response;
  };
  page.goto = async (url, options) => untilReady(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => untilReady(await reload(options), options?.waitUntil);
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, ...options });
  context.on('page', waitForAppAfterLoads);
  const page = await context.newPage();
  waitForAppAfterLoads(page);
  return { context, page };
}

/**
 * Signs the context in through the API (`POST /session`), for tests about pages behind sign-in rather
 * than the form, as the demo account or another demo person. The server rate-limits sign-in attempts, so suites share one session where they can
 * (support/test.ts gives a file one session per person).
 */
export async function signInThroughApi(context: BrowserContext, baseUrl: string, login: string = DEMO_ACCOUNT.login): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    // Every demo person has the demo account's password.
    const response = await context.request.post(`${baseUrl}/session`, { data: { login, password: DEMO_ACCOUNT.password } });
    if (response.ok()) return;
    // Sign-in is rate-limited per minute and other suites sign in too: wait out the window once.
    // The one fixed wait the suites keep: the server imposes it (Retry-After), and nothing on the
    // page or the network says sooner that the window is over.
    if (response.status() === 429 && attempt === 0) {
      const seconds = Number(response.headers()['retry-after'] ?? '60');
      await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 60) * 1000 + 500));
      continue;
    }
    throw new Error(`POST /session as ${login} answered ${response.status()}: ${await response.text()}`);
  }
}

/** Resolves once `document.title` reads `title`, so a title set after the page rendered is still seen. */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page
    .waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 })
    .catch(async () => {
      throw new Error(`Expected the title ${JSON.stringify(title)} at ${page.url()}, got ${JSON.stringify(await page.title())}.`);
    });
}

/** A short description of the focused element: its tag, name attribute and accessible label. */
export function focusedElement(page: Page): Promise<{ tag: string; name: string | null; label: string | null; text: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name: element?.getAttribute('name') ?? null,
      label: element?.getAttribute('aria-label') ?? null,
      text: element?.textContent?.trim() ?? '',
    };
  });
}
