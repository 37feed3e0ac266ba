/**
 * The dashboard specs' shared steps: a person's saved views through the API, a page of a context,
 * and the dashboard's views pane and search box.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Api } from './test.ts';

/** The query every "Assigned to me" starts from (spec 000, "Known views"). */
export const ASSIGNED_QUERY = 'is:issue state:open archived:false assignee:@me sort:updated-desc';

export interface StoredView {
  id: string;
  name: string;
  query: string;
  description: string | null;
  icon: string;
  color: string;
}

/** The API person's saved views, in the pane's order. */
export async function storedViews(api: Api): Promise<StoredView[]> {
  const data = await api<{ viewer: { dashboard: { shortcuts: { nodes: StoredView[] } } } }>(
    '{ viewer { dashboard { shortcuts(first: 25) { nodes { id name query description icon color } } } } }',
  );
  return data.viewer.dashboard.shortcuts.nodes;
}

/** Deletes every saved view of the API person. */
export async function removeAllViews(api: Api): Promise<void> {
  for (const view of await storedViews(api))
    await api('mutation($id: ID!) { removeDashboardSearchShortcut(input: { shortcutId: $id }) { removedShortcutId } }', {
      id: view.id,
    });
}

/** A new page of `target` at `path`, for the test to close. */
export async function open(target: BrowserContext, path: string): Promise<Page> {
  const page = await target.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(path);
  return page;
}

export const views = (page: Page) => page.getByRole('navigation', { name: 'Views' });
export const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search issues' });
