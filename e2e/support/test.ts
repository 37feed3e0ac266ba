/**
 * The browser suites' `test` (also exported as `it`): Vitest's `test` extended with fixtures for a
 * browser and signed-in pages, so a spec asks for what it needs instead of launching Chromium and
 * signing in itself.
 *
 *   import { describe, expect } from 'vitest';
 *   import { it } from '../support/test.ts';
 *
 *   it('shows the viewer in the header', async ({ page, api }) => {
 *     const { viewer } = await api<{ viewer: { login: string } }>('{ viewer { login } }');
 *     await page.goto('/issues');
 *     await page.getByRole('banner').getByText(viewer.login, { exact: true }).waitFor();
 *   });
 *
 * Vitest sets a fixture up the first time a test or a `test.beforeAll` of the file names it in its
 * destructured first argument, and tears it down after the file's last test and `afterAll` hooks:
 *
 * - `browser` (worker scope: once per worker, and Vitest gives each test file a worker of its own):
 *   Debian's Chromium (`launchBrowser`).
 * - `session` (file scope): the demo account (monalisa) signed in through the API in a context whose
 *   `baseURL` is the server, as `{ login, context, page, api }`; `context`, `page` and `api` are the
 *   same three on their own. The tests of a file share this one session and page, as they share one
 *   sign-in (the server rate-limits sign-in). A test that routes the page's requests, listens to it
 *   or changes its state undoes that before it ends, or works in a page of its own
 *   (`context.newPage()`, closed by the test).
 * - `signedInAs(login, options?)` (file scope): another person's session, signed in on the first
 *   call and shared by every later call of the file with the same login and options (the demo
 *   account with no options is `session`). `options` are Playwright's context options
 *   (`colorScheme`, `viewport`, …) plus `isolated: true`, for a session of its own that no other
 *   call shares: for a test that installs `page.clock` (it is the whole context's) or throws the
 *   cookies away.
 * - `signedOut(options?)` (file scope): a new signed-out session on each call (`login` is null).
 *
 * Every context these open is closed after the file's last test. A test may close an isolated or
 * signed-out session earlier; a shared one that was closed is signed in again on the next call.
 * (`sessions` is the bookkeeping behind `signedInAs` and `signedOut`, not for specs.)
 *
 * Suite hooks get the file-scope fixtures through this `test` too: `test.beforeAll(async ({ api }) => …)`
 * (the `beforeAll` imported from 'vitest' gets none). A parameterised test that needs fixtures uses
 * `test.for` (the fixtures are its second argument), not `test.each`. A spec may extend this `test`
 * with fixtures of its own (keyboard.spec.ts, errorHandling.spec.ts) and then uses only that one.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { DEMO_ACCOUNT, launchBrowser, newPage, signInThroughApi } from './browser.ts';
import { graphqlAs } from './graphql.ts';

/** Where the app under test is served (globalSetup.ts), without a trailing slash. */
export const baseUrl = inject('baseUrl');

/** A GraphQL call as the session's person (cookie and CSRF header); any GraphQL error throws. */
export type Api = <T = unknown>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** A browser context, its first page and a GraphQL helper, signed in as `login` (null: signed out). */
export interface Session {
  login: string | null;
  context: BrowserContext;
  page: Page;
  api: Api;
}

export interface SessionOptions extends BrowserContextOptions {
  /** A session of its own, shared with no other call (it may install a clock, drop its cookies…). */
  isolated?: boolean;
}

/** The `signedInAs` fixture, for helpers that take it. */
export type SignedInAs = (login: string, options?: SessionOptions) => Promise<Session>;

/** The sessions of one test file: the shared ones by login and options, and every context to close. */
function sessions(browser: Browser) {
  const shared = new Map<string, Promise<Session>>();
  const contexts = new Set<BrowserContext>();

  async function open(login: string | null, options: BrowserContextOptions): Promise<Session> {
    const { context, page } = await newPage(browser, baseUrl, options);
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    if (login !== null) await signInThroughApi(context, baseUrl, login);
    const api: Api = (query, variables = {}) => graphqlAs(context, baseUrl, query, variables);
    return { login, context, page, api };
  }

  const signedInAs: SignedInAs = (login, { isolated = false, ...options } = {}) => {
    if (isolated) return open(login, options);
    const key = JSON.stringify([login, options]);
    let session = shared.get(key);
    if (!session) {
      session = open(login, options);
      shared.set(key, session);
      const forget = () => {
        if (shared.get(key) === session) shared.delete(key);
      };
      // A failed sign-in is tried again on the next call; a closed session is signed in again.
      session.then((opened) => opened.context.once('close', forget), forget);
    }
    return session;
  };

  return {
    signedInAs,
    signedOut: (options: BrowserContextOptions = {}) => open(null, options),
    close: async () => {
      for (const context of [...contexts]) await context.close();
    },
  };
}

export const test = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern: none.
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('sessions', { scope: 'file' }, async ({ browser }, { onCleanup }) => {
    const opened = sessions(browser);
    onCleanup(opened.close);
    return opened;
  })
  .extend('signedInAs', { scope: 'file' }, ({ sessions }) => sessions.signedInAs)
  .extend('signedOut', { scope: 'file' }, ({ sessions }) => sessions.signedOut)
  .extend('session', { scope: 'file' }, ({ signedInAs }) => signedInAs(DEMO_ACCOUNT.login))
  .extend('context', { scope: 'file' }, ({ session }) => session.context)
  .extend('page', { scope: 'file' }, ({ session }) => session.page)
  .extend('api', { scope: 'file' }, ({ session }) => session.api);

export const it = test;

export { DEMO_ACCOUNT };
