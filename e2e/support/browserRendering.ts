import type { Page } from 'playwright-core';

/** A server-rendered page's root content and the data block after it (web/src/ssr/pageData.ts). */
const RENDERED_ROOT = /<div id="root">[\s\S]*<\/div><script type="application\/json" id="page-data">[\s\S]*?<\/script>/;

/**
 * Makes the page's document loads render in the browser, as a page the server could not render does:
 * the HTML keeps its scripts and styles but loses the server's content and data, so the app asks for
 * its data itself. For tests about how the browser handles its own requests (failures, slow answers),
 * which the server would otherwise have answered in the HTML.
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return route.fulfill({ response });
    return route.fulfill({ response, body: (await response.text()).replace(RENDERED_ROOT, '<div id="root"></div>') });
  });
}
