/**
 * The issue page as a place where work happens (issue 18, items 1, 2, 5 and their part of 8): the
 * header (title in place, state badge, the Close issue split button, Reopen, close / reopen with a
 * comment), the description and comments (edit with Write / Preview, the "edited" marker and its
 * history, delete, quote reply, hide, a stale edit refused), the issue's actions (lock, pin,
 * transfer, delete) with their timeline events, and who sees which of them on octo-org/hello-world:
 * the owner (monalisa, admin), a triager (amara-okafor), a collaborator with write access
 * (kenji-tanaka: a triage collaborator whose team gives him write), the issue's author without
 * rights (emma-johansson, an outside contributor) and a reader (noah-williams). Unpermitted
 * controls are absent, and the server refuses the same actions through the API with FORBIDDEN. Axe
 * runs with each control open, in light and dark, on the page and in the side panel.
 *
 * Destructive things (transfer, delete, pin) happen on issues of monalisa's own repositories, so the
 * lists of octo-org/hello-world that other suites read keep their rows and its three pins; the
 * issues the other roles act on are new issues of hello-world (public), opened by emma.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { NAME, OUTSIDER, OWNER, READER, TRIAGER, WRITER } from '../support/issueData.ts';
import { baseUrl, it, test, type Api, type SignedInAs } from '../support/test.ts';

/**
 * How long one wait on the page may take before it fails naming what it waited for (the test's own
 * time runs out later, with no such name); the machine is shared, so it is generous.
 */
const WAIT_MS = 15_000;

const HELLO_WORLD = { owner: OWNER, name: NAME };
const NOTES = { owner: 'monalisa', name: 'notes' };
const DOTFILES = { owner: 'monalisa', name: 'dotfiles' };
// hello-world's roles, as support/issueData.ts names them for every issue-page spec; the issues
// the other roles act on are opened by the outsider, their author without rights.
const AUTHOR = OUTSIDER;

interface Repo {
  owner: string;
  name: string;
}
interface CreatedIssue {
  id: string;
  number: number;
  title: string;
  path: string;
}

const repositoryIds = new Map<string, string>();

async function repositoryId(api: Api, repo: Repo): Promise<string> {
  const key = `${repo.owner}/${repo.name}`;
  const known = repositoryIds.get(key);
  if (known) return known;
  const { repository } = await api<{ repository: { id: string } }>(
    'query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { id } }',
    { owner: repo.owner, name: repo.name },
  );
  repositoryIds.set(key, repository.id);
  return repository.id;
}

/** A new issue (unique title) opened through the API by the session's person. */
async function createIssue(api: Api, repo: Repo, title: string, body = ''): Promise<CreatedIssue> {
  const unique = `${title} ${Date.now()}`;
  const { createIssue: created } = await api<{ createIssue: { issue: { id: string; number: number } } }>(
    'mutation($repositoryId: ID!, $title: String!, $body: String) { createIssue(input: { repositoryId: $repositoryId, title: $title, body: $body }) { issue { id number } } }',
    { repositoryId: await repositoryId(api, repo), title: unique, body },
  );
  return { ...created.issue, title: unique, path: `/${repo.owner}/${repo.name}/issues/${created.issue.number}` };
}

async function addComment(api: Api, issueId: string, body: string): Promise<string> {
  const { addComment: added } = await api<{ addComment: { commentEdge: { node: { id: string } } } }>(
    'mutation($id: ID!, $body: String!) { addComment(input: { subjectId: $id, body: $body }) { commentEdge { node { id } } } }',
    { id: issueId, body },
  );
  return added.commentEdge.node.id;
}

const LOCK = 'mutation($id: ID!) { lockLockable(input: { lockableId: $id, lockReason: OFF_TOPIC }) { clientMutationId } }';
const UNLOCK = 'mutation($id: ID!) { unlockLockable(input: { lockableId: $id }) { clientMutationId } }';

/** The GraphQL call failed with FORBIDDEN (the server's refusal of an action the viewer may not take). */
async function expectForbidden(call: Promise<unknown>): Promise<void> {
  await expect(call).rejects.toThrow(/"code":"FORBIDDEN"/);
}

const header = (page: Page) => page.getByTestId('issue-header');
const conversation = (page: Page) => page.getByRole('region', { name: 'Comments' });
const commentForm = (page: Page) => page.getByRole('form', { name: 'Add a comment' });
const issueActions = (page: Page) => page.getByRole('list', { name: 'Issue actions' });
const description = (page: Page) => page.getByRole('article', { name: /^Description by / });
const stateBadge = (page: Page) => page.getByTestId('issue-state');
const toast = (page: Page, text: string) => page.locator('[data-toast-type]', { hasText: text });

/** The conversation's text with its whitespace folded, to read the timeline's sentences from. */
async function timelineText(page: Page): Promise<string> {
  return (await conversation(page).innerText()).replace(/\s+/g, ' ');
}

/** Waits until the timeline reads `words` (it hears the page's own changes live); a failure quotes the timeline. */
async function timelineReads(page: Page, words: string): Promise<void> {
  try {
    await conversation(page).getByText(words).first().waitFor();
  } catch (error) {
    throw new Error(`The timeline does not read "${words}": ${await timelineText(page)}`, { cause: error });
  }
}

async function openIssue(page: Page, issue: CreatedIssue, title = issue.title): Promise<void> {
  await page.goto(issue.path);
  await page.getByRole('heading', { level: 1, name: `${title} #${issue.number}` }).waitFor();
}

/** Opens an article's actions menu ("Comment actions" or "Issue body actions") and answers the menu. */
async function openActions(page: Page, article: Locator, label: 'Comment actions' | 'Issue body actions'): Promise<Locator> {
  await article.getByRole('button', { name: label }).click();
  const menu = page.getByRole('menu');
  await menu.first().waitFor();
  return menu;
}

/** The names of the items of the open menu. */
async function menuItems(menu: Locator): Promise<string[]> {
  return (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim().split('\n')[0] ?? '');
}

/**
 * Axe's serious violations in light and in dark, with whatever is open left open, over the whole
 * page or only `within` (an open menu or dialog is checked on its own: a run over the whole page,
 * the list under a side panel included, takes many seconds on this machine). An open Primer
 * ActionMenu's items are named by their label while their text also holds a description, which
 * 'label-content-name-mismatch' reads as a mismatch (bulkActions.spec.ts leaves it out the same way).
 */
async function violationsInBothSchemes(
  page: Page,
  { within, menuOpen = false }: { within?: Locator; menuOpen?: boolean } = {},
): Promise<string[]> {
  // Axe takes selectors: what `within` finds is marked for the run, and unmarked after it.
  const mark = 'data-axe-include';
  if (within) await within.evaluateAll((elements, name) => elements.forEach((element) => element.setAttribute(name, '')), mark);
  const found: string[] = [];
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const violations = await seriousViolations(page, {
        settle: true,
        include: within ? [`[${mark}]`] : [],
        disableRules: menuOpen ? ['label-content-name-mismatch'] : [],
      });
      found.push(...violations.map((violation) => `${colorScheme}: ${violation}`));
    }
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    if (within) await within.evaluateAll((elements, name) => elements.forEach((element) => element.removeAttribute(name)), mark);
  }
  return found;
}

/** Fails naming `what` when axe finds serious violations (see `violationsInBothSchemes`). */
async function expectAxeClean(page: Page, what: string, options?: { within?: Locator; menuOpen?: boolean }): Promise<void> {
  expect({ what, violations: await violationsInBothSchemes(page, options) }).toEqual({ what, violations: [] });
}

/** Another person's page, signed in once for the file. */
async function pageOf(signedInAs: SignedInAs, login: string): Promise<{ page: Page; api: Api }> {
  const { page, api } = await signedInAs(login);
  page.setDefaultTimeout(WAIT_MS);
  return { page, api };
}

test.beforeAll(({ page }) => {
  page.setDefaultTimeout(WAIT_MS);
});

describe('header (item 1)', { timeout: 60_000 }, () => {
  it('edits the title in place: Enter saves, Escape cancels, blank and over 256 characters are refused', async ({ page, api }) => {
    const issue = await createIssue(api, NOTES, 'Title editing');
    await openIssue(page, issue);
    const edit = header(page).getByRole('button', { name: 'Edit title' });
    const field = header(page).getByRole('textbox', { name: 'Title' });

    // Enter saves: the heading shows the new title at once and the timeline records the rename.
    await edit.click();
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe(issue.title);
    const renamed = `${issue.title} (renamed)`;
    await field.fill(renamed);
    await field.press('Enter');
    await page.getByRole('heading', { level: 1, name: `${renamed} #${issue.number}` }).waitFor();
    await timelineReads(page, 'changed the title');
    expect(await timelineText(page)).toContain(`monalisa changed the title ${issue.title} ${renamed}`);

    // Escape cancels: the heading is as it was and the focus is back on Edit.
    await edit.click();
    await field.fill('Not to be saved');
    await field.press('Escape');
    await page.getByRole('heading', { level: 1, name: `${renamed} #${issue.number}` }).waitFor();
    expect(await field.count()).toBe(0);
    expect(await edit.evaluate((element) => element === document.activeElement)).toBe(true);

    // Blank and too long are refused under the field, and nothing is sent.
    await edit.click();
    await field.fill('   ');
    await header(page).getByRole('button', { name: 'Save' }).click();
    await header(page).getByText("Title can't be blank").waitFor();
    await field.fill('x'.repeat(257));
    await field.press('Enter');
    await header(page).getByText('Title is too long (maximum is 256 characters)').waitFor();
    // 256 characters are a title.
    const longest = 'y'.repeat(256);
    await field.fill(longest);
    await field.press('Enter');
    await page.getByRole('heading', { level: 1, name: `${longest} #${issue.number}` }).waitFor();
    await page.waitForLoadState('networkidle');
    const stored = await api<{ node: { title: string } }>('query($id: ID!) { node(id: $id) { ... on Issue { title } } }', { id: issue.id });
    expect(stored.node.title).toBe(longest);
  });

  it('closes as completed, as not planned and as a duplicate, reopens, and closes and reopens with a comment', async ({ page, api }) => {
    const original = await createIssue(api, NOTES, 'The original');
    const issue = await createIssue(api, NOTES, 'Closing and reopening');
    await openIssue(page, issue);
    expect((await stateBadge(page).innerText()).trim()).toBe('Open');

    // The main button closes as completed; Reopen issue takes its place.
    await header(page).getByRole('button', { name: 'Close issue' }).click();
    await header(page).getByRole('button', { name: 'Reopen issue' }).waitFor();
    expect((await stateBadge(page).innerText()).trim()).toBe('Closed');
    await timelineReads(page, 'closed this as completed');
    await header(page).getByRole('button', { name: 'Reopen issue' }).click();
    await header(page).getByRole('button', { name: 'Close issue' }).waitFor();
    expect((await stateBadge(page).innerText()).trim()).toBe('Open');
    await timelineReads(page, 'reopened this');

    // The menu's reasons, in GitHub's words.
    await header(page).getByRole('button', { name: 'More ways to close' }).click();
    const menu = page.getByRole('menu');
    expect(await menuItems(menu)).toEqual(['Close as completed', 'Close as not planned', 'Close as duplicate']);
    await menu.getByRole('menuitem', { name: /^Close as not planned/ }).click();
    await header(page).getByRole('button', { name: 'Reopen issue' }).waitFor();
    await timelineReads(page, 'closed this as not planned');
    await header(page).getByRole('button', { name: 'Reopen issue' }).click();

    // As a duplicate: the original is picked by its number in a dialog.
    await header(page).getByRole('button', { name: 'More ways to close' }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /^Close as duplicate/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Close as duplicate' });
    await dialog.getByRole('textbox', { name: 'Search issues' }).fill(`#${original.number}`);
    await dialog.getByRole('radio', { name: `#${original.number} ${original.title}` }).check();
    await dialog.getByRole('button', { name: 'Close as duplicate' }).click();
    await dialog.waitFor({ state: 'detached' });
    await header(page).getByRole('button', { name: 'Reopen issue' }).waitFor();
    expect((await stateBadge(page).innerText()).trim()).toBe('Duplicate');
    await timelineReads(page, `marked this as a duplicate of #${original.number}`);
    expect(await header(page).innerText()).toContain(`duplicate of #${original.number}`);
    await header(page).getByRole('button', { name: 'Reopen issue' }).click();
    await header(page).getByRole('button', { name: 'Close issue' }).waitFor();

    // From the comment box: the comment goes in, then the issue closes (or reopens).
    const form = commentForm(page);
    const closing = `Closing with this comment ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Comment' }).fill(closing);
    await form.getByRole('button', { name: 'Close with comment' }).click();
    await conversation(page).getByRole('article', { name: 'Comment by monalisa' }).getByText(closing).waitFor();
    await header(page).getByRole('button', { name: 'Reopen issue' }).waitFor();
    expect((await stateBadge(page).innerText()).trim()).toBe('Closed');
    await form.getByRole('button', { name: 'Reopen with comment' }).waitFor();
    const reopening = `Reopening with this comment ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Comment' }).fill(reopening);
    await form.getByRole('button', { name: 'Reopen with comment' }).click();
    await conversation(page).getByText(reopening).waitFor();
    await header(page).getByRole('button', { name: 'Close issue' }).waitFor();
    expect((await stateBadge(page).innerText()).trim()).toBe('Open');
    await form.getByRole('button', { name: 'Close with comment' }).waitFor();

    // All of it is on the server.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await header(page).getByRole('button', { name: 'Close issue' }).waitFor();
    const text = await timelineText(page);
    for (const words of [
      'monalisa closed this as completed',
      'monalisa reopened this',
      'monalisa closed this as not planned',
      `monalisa marked this as a duplicate of #${original.number}`,
      closing,
      reopening,
    ]) {
      expect(text).toContain(words);
    }
    expect(text.indexOf(closing)).toBeLessThan(text.lastIndexOf('closed this as completed'));
  });
});

describe('description and comments (item 2)', { timeout: 60_000 }, () => {
  it('edits the description and a comment with Write and Preview, and shows "edited" with the count and history', async ({ page, api }) => {
    const issue = await createIssue(api, NOTES, 'Editing bodies', 'The first description');
    await addComment(api, issue.id, 'The first comment');
    await openIssue(page, issue);
    const body = description(page);
    expect(await body.getByRole('button', { name: 'edited' }).count()).toBe(0);

    // The description: Write, Preview, then Update comment.
    let menu = await openActions(page, body, 'Issue body actions');
    expect(await menuItems(menu)).toEqual(['Copy link', 'Quote reply', 'Edit']);
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = body.getByRole('form', { name: 'Edit issue body' });
    const field = editor.getByRole('textbox', { name: 'Edit issue body' });
    expect(await field.inputValue()).toBe('The first description');
    await field.fill('The **second** description');
    await editor.getByRole('tab', { name: 'Preview' }).click();
    await editor.getByRole('tabpanel').locator('strong', { hasText: 'second' }).waitFor();
    await editor.getByRole('tab', { name: 'Write' }).click();
    expect(await field.inputValue()).toBe('The **second** description');
    await editor.getByRole('button', { name: 'Update comment' }).click();
    await body.locator('strong', { hasText: 'second' }).waitFor();
    await body.getByRole('button', { name: 'edited' }).waitFor();

    // Once more: the history counts the edits and ends with the version as created.
    menu = await openActions(page, body, 'Issue body actions');
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    await field.fill('The third description');
    await field.press('Control+Enter');
    await body.getByText('The third description').waitFor();
    await page.waitForLoadState('networkidle');
    await body.getByRole('button', { name: 'edited' }).click();
    // The menu is named by its button ("edited").
    const history = page.getByRole('menu', { name: 'edited' });
    await history.getByText('Edited 2 times').waitFor();
    const entries = (await history.getByRole('menuitem').allInnerTexts()).map((entry) => entry.replace(/\s+/g, ' ').trim());
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatch(/^monalisa edited\b/);
    expect(entries[1]).toMatch(/^monalisa edited\b/);
    expect(entries[2]).toMatch(/^monalisa created\b/);
    await page.keyboard.press('Escape');

    // The own comment: the same editor, "edited" after it.
    const comment = conversation(page).getByRole('article', { name: 'Comment by monalisa' });
    menu = await openActions(page, comment, 'Comment actions');
    expect(await menuItems(menu)).toEqual(['Copy link', 'Quote reply', 'Edit', 'Hide', 'Delete']);
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const commentEditor = comment.getByRole('form', { name: 'Edit comment' });
    await commentEditor.getByRole('textbox', { name: 'Edit comment' }).fill('The comment, _edited_');
    await commentEditor.getByRole('tab', { name: 'Preview' }).click();
    await commentEditor.getByRole('tabpanel').locator('em', { hasText: 'edited' }).waitFor();
    await commentEditor.getByRole('button', { name: 'Update comment' }).click();
    await comment.locator('em', { hasText: 'edited' }).waitFor();
    await comment.getByRole('button', { name: 'edited' }).waitFor();

    // Blank is refused in the editor; Cancel with changes asks first.
    menu = await openActions(page, comment, 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    await commentEditor.getByRole('textbox', { name: 'Edit comment' }).fill('  ');
    await commentEditor.getByRole('button', { name: 'Update comment' }).click();
    await commentEditor.getByRole('alert').getByText('Comment cannot be blank.').waitFor();
    await commentEditor.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'You have unsaved changes' });
    await discard.getByRole('button', { name: 'Discard' }).click();
    await commentEditor.waitFor({ state: 'detached' });
    expect(await comment.getByText('The comment, edited').count()).toBe(1);

    // All of it is stored, with GitHub's edit fields.
    await page.waitForLoadState('networkidle');
    const stored = await api<{
      node: { body: string; includesCreatedEdit: boolean; lastEditedAt: string | null; userContentEdits: { totalCount: number } };
    }>(
      'query($id: ID!) { node(id: $id) { ... on Issue { body includesCreatedEdit lastEditedAt userContentEdits(first: 10) { totalCount } } } }',
      { id: issue.id },
    );
    expect(stored.node).toMatchObject({ body: 'The third description', includesCreatedEdit: true, userContentEdits: { totalCount: 3 } });
    expect(stored.node.lastEditedAt).not.toBeNull();
  });

  it('deletes a comment after confirmation, quote-replies, hides a comment with a reason and shows it collapsed', async ({ page, api }) => {
    const issue = await createIssue(api, NOTES, 'Comment actions');
    await addComment(api, issue.id, 'Going away soon');
    await addComment(api, issue.id, 'Worth quoting');
    await addComment(api, issue.id, 'Not on topic');
    await openIssue(page, issue);
    const comments = conversation(page).getByRole('article', { name: 'Comment by monalisa' });
    await comments.nth(2).waitFor();

    // Delete asks first; Cancel keeps the comment.
    const doomed = comments.filter({ hasText: 'Going away soon' });
    let menu = await openActions(page, doomed, 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete comment?' });
    await confirm.getByText('Are you sure you want to delete this comment?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await doomed.count()).toBe(1);
    menu = await openActions(page, doomed, 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await doomed.waitFor({ state: 'detached' });
    expect(await comments.count()).toBe(2);

    // Quote reply puts the comment in the comment box as a quote.
    const quoted = comments.filter({ hasText: 'Worth quoting' });
    menu = await openActions(page, quoted, 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Quote reply' }).click();
    const box = commentForm(page).getByRole('textbox', { name: 'Comment' });
    await expect.poll(() => box.inputValue()).toBe('> Worth quoting\n\n');
    await box.fill('');

    // Hide: GitHub's reasons; the comment shows collapsed with its reason, and can be shown.
    const offTopic = comments.filter({ hasText: 'Not on topic' });
    menu = await openActions(page, offTopic, 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Hide' }).click();
    const reasons = page.getByRole('menu').last();
    await reasons.getByRole('menuitem', { name: 'Off Topic' }).waitFor();
    expect(await menuItems(reasons)).toEqual(['Spam', 'Abuse', 'Off Topic', 'Outdated', 'Duplicate', 'Resolved']);
    await reasons.getByRole('menuitem', { name: 'Off Topic' }).click();
    const hidden = conversation(page)
      .getByRole('article', { name: 'Comment by monalisa' })
      .filter({ hasText: 'This comment was marked as off-topic.' });
    await hidden.waitFor();
    expect(await hidden.getByText('Not on topic').count()).toBe(0);
    await hidden.getByRole('button', { name: 'Show comment' }).click();
    await hidden.getByText('Not on topic').waitFor();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await hidden.getByRole('button', { name: 'Show comment' }).waitFor();

    // The deleted comment stayed deleted (its author deleted it: no event, as on GitHub).
    expect(await comments.count()).toBe(2);
    expect(await timelineText(page)).not.toContain('Going away soon');

    // Unhide puts it back.
    await hidden.getByRole('button', { name: 'Show comment' }).click();
    menu = await openActions(page, hidden, 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Unhide' }).click();
    await conversation(page).getByText('This comment was marked as off-topic.').waitFor({ state: 'detached' });
    await comments.filter({ hasText: 'Not on topic' }).waitFor();
  });

  it('refuses a stale edit (someone saved in between) with a message and keeps the text typed', async ({ page, api }) => {
    const issue = await createIssue(api, NOTES, 'Stale edits', 'Description as opened');
    const commentId = await addComment(api, issue.id, 'Comment as written');
    await openIssue(page, issue);
    const comment = conversation(page).getByRole('article', { name: 'Comment by monalisa' });
    const menu = await openActions(page, comment, 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = comment.getByRole('form', { name: 'Edit comment' });
    await editor.getByRole('textbox', { name: 'Edit comment' }).fill('My careful rewrite');

    // Someone else saves first.
    await api('mutation($id: ID!) { updateIssueComment(input: { id: $id, body: "Saved elsewhere first" }) { clientMutationId } }', {
      id: commentId,
    });
    await editor.getByRole('button', { name: 'Update comment' }).click();
    await editor
      .getByRole('alert')
      .getByText(/Someone else edited this since you started/)
      .waitFor();
    expect(await editor.getByRole('textbox', { name: 'Edit comment' }).inputValue()).toBe('My careful rewrite');
    const stored = await api<{ node: { body: string } }>('query($id: ID!) { node(id: $id) { ... on IssueComment { body } } }', {
      id: commentId,
    });
    expect(stored.node.body).toBe('Saved elsewhere first');

    // The description, the same way.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'You have unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
    const bodyMenu = await openActions(page, description(page), 'Issue body actions');
    await bodyMenu.getByRole('menuitem', { name: 'Edit' }).click();
    const bodyEditor = description(page).getByRole('form', { name: 'Edit issue body' });
    await bodyEditor.getByRole('textbox', { name: 'Edit issue body' }).fill('My description rewrite');
    await api('mutation($id: ID!) { updateIssue(input: { id: $id, body: "Description saved elsewhere" }) { clientMutationId } }', {
      id: issue.id,
    });
    await bodyEditor.getByRole('button', { name: 'Update comment' }).click();
    await bodyEditor
      .getByRole('alert')
      .getByText(/Someone else edited this since you started/)
      .waitFor();
    expect(await bodyEditor.getByRole('textbox', { name: 'Edit issue body' }).inputValue()).toBe('My description rewrite');
  });
});

describe('issue actions (item 5)', { timeout: 60_000 }, () => {
  it('locks with a reason and unlocks; while locked only collaborators comment', async ({ page, signedInAs }) => {
    const author = await pageOf(signedInAs, AUTHOR);
    const issue = await createIssue(author.api, HELLO_WORLD, 'Locking');
    await openIssue(page, issue);
    await issueActions(page).getByRole('button', { name: 'Lock conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lock conversation on this issue' });
    await dialog.getByText('Other users can’t add new comments to this issue.').waitFor();
    const reasons = await dialog.getByRole('combobox', { name: 'Reason for locking' }).locator('option').allInnerTexts();
    expect(reasons).toEqual(['Choose a reason', 'Off-topic', 'Too heated', 'Resolved', 'Spam']);
    await dialog.getByRole('combobox', { name: 'Reason for locking' }).selectOption({ label: 'Too heated' });
    await dialog.getByRole('button', { name: 'Lock conversation' }).click();
    await dialog.waitFor({ state: 'detached' });
    const notice = 'This conversation has been locked as too heated and limited to collaborators.';
    await page.getByText(notice).waitFor();
    await issueActions(page).getByRole('button', { name: 'Unlock conversation' }).waitFor();
    await timelineReads(page, 'locked as too heated and limited conversation to collaborators');
    // The owner still comments.
    const note = `A collaborator's word on a locked issue ${Date.now()}`;
    await commentForm(page).getByRole('textbox', { name: 'Comment' }).fill(note);
    await commentForm(page).getByRole('button', { name: 'Comment', exact: true }).click();
    await conversation(page).getByText(note).waitFor();

    // A triager comments too; the author without rights and a reader see the notice and no form, and the server refuses them.
    const triager = await pageOf(signedInAs, TRIAGER);
    await openIssue(triager.page, issue);
    await triager.page.getByText(notice).waitFor();
    expect(await commentForm(triager.page).count()).toBe(1);
    for (const login of [AUTHOR, READER]) {
      const other = await pageOf(signedInAs, login);
      await openIssue(other.page, issue);
      await other.page.getByText(notice).waitFor();
      expect(await commentForm(other.page).count()).toBe(0);
      // Nor quote replies, with no form to take them.
      const menu = await openActions(other.page, description(other.page), 'Issue body actions');
      expect(await menuItems(menu)).not.toContain('Quote reply');
      await other.page.keyboard.press('Escape');
      await expectForbidden(
        other.api('mutation($id: ID!) { addComment(input: { subjectId: $id, body: "Let me in" }) { clientMutationId } }', { id: issue.id }),
      );
    }

    // Unlock: the notice goes, the event is in the timeline.
    await issueActions(page).getByRole('button', { name: 'Unlock conversation' }).click();
    await page.getByText(notice).waitFor({ state: 'detached' });
    await issueActions(page).getByRole('button', { name: 'Lock conversation' }).waitFor();
    await timelineReads(page, 'unlocked this conversation');
    await openIssue(author.page, issue);
    await commentForm(author.page).waitFor();
  });

  it('pins and unpins, and refuses a fourth pin with the repository limit’s message', async ({ page, api, signedInAs }) => {
    const issue = await createIssue(api, NOTES, 'Pinning');
    await openIssue(page, issue);
    await issueActions(page).getByRole('button', { name: 'Pin issue' }).click();
    await issueActions(page).getByRole('button', { name: 'Unpin issue' }).waitFor();
    await timelineReads(page, 'pinned this issue');
    await page.goto(`/${NOTES.owner}/${NOTES.name}/issues`);
    await page.getByRole('region', { name: 'Pinned issues', exact: true }).getByText(issue.title).waitFor();
    await openIssue(page, issue);
    await issueActions(page).getByRole('button', { name: 'Unpin issue' }).click();
    await issueActions(page).getByRole('button', { name: 'Pin issue' }).waitFor();
    await timelineReads(page, 'unpinned this issue');

    // octo-org/hello-world has its three: a fourth is refused, and the button is as it was.
    const author = await pageOf(signedInAs, AUTHOR);
    const fourth = await createIssue(author.api, HELLO_WORLD, 'A fourth pin');
    await openIssue(page, fourth);
    await issueActions(page).getByRole('button', { name: 'Pin issue' }).click();
    await toast(page, 'You can only pin up to 3 issues.').waitFor();
    await issueActions(page).getByRole('button', { name: 'Pin issue' }).waitFor();
    const pinned = await api<{ repository: { pinnedIssues: { totalCount: number } } }>(
      '{ repository(owner: "octo-org", name: "hello-world") { pinnedIssues(first: 3) { totalCount } } }',
    );
    expect(pinned.repository.pinnedIssues.totalCount).toBe(3);
  });

  it('transfers an issue to another repository the viewer can write to; the old address goes to the new one', async ({ page, api }) => {
    const issue = await createIssue(api, DOTFILES, 'Moving house');
    await openIssue(page, issue);
    await issueActions(page).getByRole('button', { name: 'Transfer issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer issue' });
    await dialog.getByRole('textbox', { name: 'Find a repository' }).fill('notes');
    await dialog.getByRole('radio', { name: 'monalisa/notes' }).check();
    await dialog.getByRole('button', { name: 'Transfer issue' }).click();
    await page.waitForURL(new RegExp(`${baseUrl}/monalisa/notes/issues/\\d+$`));
    const moved = Number(/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('heading', { level: 1, name: `${issue.title} #${moved}` }).waitFor();
    await timelineReads(page, 'transferred this issue from monalisa/dotfiles');

    await page.goto(issue.path);
    await page.waitForURL(`${baseUrl}/monalisa/notes/issues/${moved}`);
    await page.getByRole('heading', { level: 1, name: `${issue.title} #${moved}` }).waitFor();
  });

  it('deletes an issue after a confirmation; its address then says "This issue was deleted"', async ({ page, api }) => {
    const issue = await createIssue(api, NOTES, 'Deleting');
    await openIssue(page, issue);
    await issueActions(page).getByRole('button', { name: 'Delete issue' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete issue?' });
    await dialog.getByText('Are you sure you want to delete this issue?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await issueActions(page).getByRole('button', { name: 'Delete issue' }).click();
    await dialog.getByRole('button', { name: 'Delete this issue' }).click();
    await page.waitForURL(`${baseUrl}/monalisa/notes/issues`);
    await page.goto(issue.path);
    await page.getByRole('heading', { level: 1, name: 'This issue was deleted' }).waitFor();
    expect(await page.title()).toBe('This issue was deleted · monalisa/notes');
  });
});

/**
 * Each axe run takes seconds here, so the page is checked in few states: everything that lives in
 * the page at once (both editors, a hidden comment, the locked notice), then each menu and dialog
 * where Primer draws it.
 */
describe('accessibility', () => {
  /** An issue of monalisa/notes with a hidden comment and a comment to act on, locked as off-topic. */
  let issue: CreatedIssue;

  test.beforeAll(async ({ api }) => {
    issue = await createIssue(api, NOTES, 'Accessible controls', 'A description');
    const hidden = await addComment(api, issue.id, 'A comment hidden as outdated');
    await addComment(api, issue.id, 'A comment to act on');
    await api('mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) { clientMutationId } }', {
      id: hidden,
    });
    await api(LOCK, { id: issue.id });
  });

  const actedOn = (page: Page) =>
    conversation(page).getByRole('article', { name: 'Comment by monalisa' }).filter({ hasText: 'A comment to act on' });

  it('has none on the issue page with the title and comment editors open, a hidden comment and the locked notice, in light and dark', async ({
    page,
  }) => {
    await openIssue(page, issue);
    await page.getByText('This conversation has been locked as off-topic and limited to collaborators.').waitFor();
    await conversation(page).getByText('This comment was marked as outdated.').waitFor();
    await header(page).getByRole('button', { name: 'Edit title' }).click();
    await header(page).getByRole('textbox', { name: 'Title' }).fill('');
    await header(page).getByRole('button', { name: 'Save' }).click();
    await header(page).getByText("Title can't be blank").waitFor();
    const menu = await openActions(page, actedOn(page), 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    await actedOn(page).getByRole('form', { name: 'Edit comment' }).waitFor();
    await expectAxeClean(page, 'the page with its editors open');
  }, 120_000);

  it('has none in the close menu, the comment actions menu and its hide reasons, in light and dark', async ({ page }) => {
    await openIssue(page, issue);
    await header(page).getByRole('button', { name: 'More ways to close' }).click();
    await page.getByRole('menu').waitFor();
    await expectAxeClean(page, 'the close menu', { within: page.getByRole('menu'), menuOpen: true });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    const menu = await openActions(page, actedOn(page), 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Hide' }).click();
    await page.getByRole('menu').last().getByRole('menuitem', { name: 'Spam' }).waitFor();
    // Both menus are open: the comment's actions and the reasons beside them.
    expect(await page.getByRole('menu').count()).toBe(2);
    await expectAxeClean(page, 'the comment actions and hide reasons', { within: page.getByRole('menu'), menuOpen: true });
  }, 120_000);

  it('has none in the lock, transfer and delete dialogs, in light and dark', async ({ page, api }) => {
    await api(UNLOCK, { id: issue.id });
    await openIssue(page, issue);
    for (const [button, name, role] of [
      ['Lock conversation', 'Lock conversation on this issue', 'dialog'],
      ['Transfer issue', 'Transfer issue', 'dialog'],
      ['Delete issue', 'Delete issue?', 'alertdialog'],
    ] as const) {
      await issueActions(page).getByRole('button', { name: button }).click();
      const dialog = page.getByRole(role, { name });
      await dialog.waitFor();
      if (button === 'Transfer issue') await dialog.getByRole('radio').first().waitFor();
      await expectAxeClean(page, `the ${name} dialog`, { within: dialog });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  }, 120_000);

  it('has none in the side panel, with its title editor, close menu and lock dialog open, in light and dark', async ({
    page,
    signedInAs,
  }) => {
    const author = await pageOf(signedInAs, AUTHOR);
    const shown = await createIssue(author.api, HELLO_WORLD, 'In the side panel', 'Its description');
    await page.goto(`/octo-org/hello-world/issues?issue=${encodeURIComponent(`octo-org|hello-world|${shown.number}`)}`);
    const panel = page.getByRole('dialog', { name: `Issue #${shown.number} in octo-org/hello-world` });
    await panel.getByRole('heading', { level: 2, name: `${shown.title} #${shown.number}` }).waitFor();
    // The same controls as on the page.
    for (const name of ['Edit title', 'Close issue', 'More ways to close']) await panel.getByRole('button', { name }).waitFor();
    expect(
      (await panel.getByRole('list', { name: 'Issue actions' }).getByRole('button').allInnerTexts()).map((text) => text.trim()),
    ).toEqual(['Lock conversation', 'Pin issue', 'Transfer issue', 'Delete issue']);
    await commentForm(page).getByRole('button', { name: 'Close with comment' }).waitFor();
    // The panel with its title editor open.
    await panel.getByRole('button', { name: 'Edit title' }).click();
    await panel.getByRole('textbox', { name: 'Title' }).waitFor();
    await expectAxeClean(page, 'the panel with its title editor open', { within: panel });
    // Escape ends the edit, and the panel stays.
    await panel.getByRole('textbox', { name: 'Title' }).press('Escape');
    await panel.getByRole('button', { name: 'Edit title' }).waitFor();
    expect(await panel.isVisible()).toBe(true);

    await panel.getByRole('button', { name: 'More ways to close' }).click();
    await page.getByRole('menu').waitFor();
    await expectAxeClean(page, 'the close menu', { within: page.getByRole('menu'), menuOpen: true });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // Escape closed the menu, not the panel.
    expect(await panel.isVisible()).toBe(true);

    await panel.getByRole('list', { name: 'Issue actions' }).getByRole('button', { name: 'Lock conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lock conversation on this issue' });
    await dialog.waitFor();
    await expectAxeClean(page, 'the lock dialog', { within: dialog });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await panel.isVisible()).toBe(true);
  }, 150_000);
});

describe('permissions (item 8)', { timeout: 60_000 }, () => {
  /** An issue of hello-world opened by emma (no rights there), with one comment by her and one by monalisa. */
  async function emmasIssue(
    api: Api,
    signedInAs: SignedInAs,
    title: string,
  ): Promise<CreatedIssue & { ownerCommentId: string; authorCommentId: string }> {
    const author = await pageOf(signedInAs, AUTHOR);
    const issue = await createIssue(author.api, HELLO_WORLD, title, `${title}: the description`);
    const authorCommentId = await addComment(author.api, issue.id, 'A comment by the author');
    const ownerCommentId = await addComment(api, issue.id, 'A comment by the owner');
    return { ...issue, ownerCommentId, authorCommentId };
  }

  it('a triager closes, reopens, locks and hides comments, but edits no one else’s title or body and neither pins, transfers nor deletes', async ({
    api,
    signedInAs,
  }) => {
    const issue = await emmasIssue(api, signedInAs, 'Triaged');
    const { page, api: triagerApi } = await pageOf(signedInAs, TRIAGER);
    await openIssue(page, issue);
    expect(await header(page).getByRole('button', { name: 'Edit title' }).count()).toBe(0);
    expect(await menuItems(await openActions(page, description(page), 'Issue body actions'))).toEqual(['Copy link', 'Quote reply']);
    await page.keyboard.press('Escape');
    const ownerComment = conversation(page).getByRole('article', { name: 'Comment by monalisa' });
    expect(await menuItems(await openActions(page, ownerComment, 'Comment actions'))).toEqual(['Copy link', 'Quote reply', 'Hide']);
    await page.keyboard.press('Escape');
    // Pinning takes write access (the server's `pinIssues` rule); transfer and delete take admin.
    const actions = await issueActions(page).getByRole('button').allInnerTexts();
    expect(actions.map((text) => text.trim())).toEqual(['Lock conversation']);

    // Close and reopen, from the header and from the comment box.
    await header(page).getByRole('button', { name: 'More ways to close' }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /^Close as not planned/ })
      .click();
    await header(page).getByRole('button', { name: 'Reopen issue' }).click();
    await header(page).getByRole('button', { name: 'Close issue' }).waitFor();
    await commentForm(page).getByRole('button', { name: 'Close with comment' }).waitFor();
    await timelineReads(page, `${TRIAGER} reopened this`);
    expect(await timelineText(page)).toContain(`${TRIAGER} closed this as not planned`);

    // Hide the owner's comment.
    const menu = await openActions(page, ownerComment, 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Hide' }).click();
    await page.getByRole('menu').last().getByRole('menuitem', { name: 'Spam' }).click();
    await conversation(page).getByText('This comment was marked as spam.').waitFor();

    // Lock and unlock.
    await issueActions(page).getByRole('button', { name: 'Lock conversation' }).click();
    await page.getByRole('dialog', { name: 'Lock conversation on this issue' }).getByRole('button', { name: 'Lock conversation' }).click();
    await page.getByText('This conversation has been locked and limited to collaborators.').waitFor();
    await timelineReads(page, 'locked and limited conversation to collaborators');
    await issueActions(page).getByRole('button', { name: 'Unlock conversation' }).click();
    await issueActions(page).getByRole('button', { name: 'Lock conversation' }).waitFor();

    // The server refuses the rest.
    await expectForbidden(
      triagerApi('mutation($id: ID!) { updateIssue(input: { id: $id, title: "Renamed by triage" }) { clientMutationId } }', {
        id: issue.id,
      }),
    );
    await expectForbidden(
      triagerApi('mutation($id: ID!) { updateIssueComment(input: { id: $id, body: "Rewritten" }) { clientMutationId } }', {
        id: issue.ownerCommentId,
      }),
    );
    await expectForbidden(
      triagerApi('mutation($id: ID!) { deleteIssueComment(input: { id: $id }) { clientMutationId } }', { id: issue.authorCommentId }),
    );
    await expectForbidden(triagerApi('mutation($id: ID!) { pinIssue(input: { issueId: $id }) { clientMutationId } }', { id: issue.id }));
    await expectForbidden(triagerApi('mutation($id: ID!) { deleteIssue(input: { issueId: $id }) { clientMutationId } }', { id: issue.id }));
    // The issue is checked before the target: no repository would do.
    await expectForbidden(
      triagerApi('mutation($id: ID!, $repo: ID!) { transferIssue(input: { issueId: $id, repositoryId: $repo }) { clientMutationId } }', {
        id: issue.id,
        repo: await repositoryId(api, NOTES),
      }),
    );
  });

  it('a collaborator with write access edits and deletes others’ bodies and comments and may pin, but neither transfers nor deletes the issue', async ({
    api,
    signedInAs,
  }) => {
    const issue = await emmasIssue(api, signedInAs, 'Written over');
    const { page, api: writerApi } = await pageOf(signedInAs, WRITER);
    await openIssue(page, issue);
    await header(page).getByRole('button', { name: 'Edit title' }).waitFor();
    expect(await menuItems(await openActions(page, description(page), 'Issue body actions'))).toEqual(['Copy link', 'Quote reply', 'Edit']);
    await page.keyboard.press('Escape');
    const ownerComment = conversation(page).getByRole('article', { name: 'Comment by monalisa' });
    expect(await menuItems(await openActions(page, ownerComment, 'Comment actions'))).toEqual([
      'Copy link',
      'Quote reply',
      'Edit',
      'Hide',
      'Delete',
    ]);
    await page.keyboard.press('Escape');
    expect((await issueActions(page).getByRole('button').allInnerTexts()).map((text) => text.trim())).toEqual([
      'Lock conversation',
      'Pin issue',
    ]);

    // Deleting someone else's comment leaves GitHub's event.
    const authorComment = conversation(page).getByRole('article', { name: `Comment by ${AUTHOR}` });
    const menu = await openActions(page, authorComment, 'Comment actions');
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete comment?' }).getByRole('button', { name: 'Delete' }).click();
    await authorComment.waitFor({ state: 'detached' });
    await page.reload();
    await timelineReads(page, `${WRITER} deleted a comment from ${AUTHOR}`);

    await expectForbidden(writerApi('mutation($id: ID!) { deleteIssue(input: { issueId: $id }) { clientMutationId } }', { id: issue.id }));
  });

  it('the author without rights edits their own title and body and closes and reopens their issue, and nothing more', async ({
    api,
    signedInAs,
  }) => {
    const issue = await emmasIssue(api, signedInAs, 'Authored');
    const { page, api: authorApi } = await pageOf(signedInAs, AUTHOR);
    await openIssue(page, issue);
    expect(await issueActions(page).count()).toBe(0);
    const ownerComment = conversation(page).getByRole('article', { name: 'Comment by monalisa' });
    expect(await menuItems(await openActions(page, ownerComment, 'Comment actions'))).toEqual(['Copy link', 'Quote reply']);
    await page.keyboard.press('Escape');
    const ownComment = conversation(page).getByRole('article', { name: `Comment by ${AUTHOR}` });
    expect(await menuItems(await openActions(page, ownComment, 'Comment actions'))).toEqual(['Copy link', 'Quote reply', 'Edit', 'Delete']);
    await page.keyboard.press('Escape');

    // The title.
    await header(page).getByRole('button', { name: 'Edit title' }).click();
    const renamed = `${issue.title} (by its author)`;
    await header(page).getByRole('textbox', { name: 'Title' }).fill(renamed);
    await header(page).getByRole('textbox', { name: 'Title' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: `${renamed} #${issue.number}` }).waitFor();
    // The body.
    const menu = await openActions(page, description(page), 'Issue body actions');
    expect(await menuItems(menu)).toEqual(['Copy link', 'Quote reply', 'Edit']);
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    await description(page).getByRole('textbox', { name: 'Edit issue body' }).fill('Rewritten by its author');
    await description(page).getByRole('button', { name: 'Update comment' }).click();
    await description(page).getByText('Rewritten by its author').waitFor();
    await description(page).getByRole('button', { name: 'edited' }).waitFor();
    // Close (with the reasons) and reopen.
    await header(page).getByRole('button', { name: 'Close issue' }).click();
    await header(page).getByRole('button', { name: 'Reopen issue' }).click();
    await header(page).getByRole('button', { name: 'Close issue' }).waitFor();
    await timelineReads(page, `${AUTHOR} reopened this`);
    expect(await timelineText(page)).toContain(`${AUTHOR} closed this as completed`);

    // The server refuses the rest.
    await expectForbidden(authorApi(LOCK, { id: issue.id }));
    await expectForbidden(authorApi('mutation($id: ID!) { pinIssue(input: { issueId: $id }) { clientMutationId } }', { id: issue.id }));
    await expectForbidden(authorApi('mutation($id: ID!) { deleteIssue(input: { issueId: $id }) { clientMutationId } }', { id: issue.id }));
    await expectForbidden(
      authorApi('mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: SPAM }) { clientMutationId } }', {
        id: issue.ownerCommentId,
      }),
    );
    await expectForbidden(
      authorApi('mutation($id: ID!) { updateIssueComment(input: { id: $id, body: "Rewritten" }) { clientMutationId } }', {
        id: issue.ownerCommentId,
      }),
    );
  });

  it('a reader sees none of the controls, only the comment box, and the server refuses the actions', async ({ api, signedInAs }) => {
    const issue = await emmasIssue(api, signedInAs, 'Read only');
    const { page, api: readerApi } = await pageOf(signedInAs, READER);
    await openIssue(page, issue);
    expect(await header(page).getByRole('button').count()).toBe(0);
    expect(await issueActions(page).count()).toBe(0);
    // Readers comment (the form has its Comment button only).
    expect((await commentForm(page).getByRole('button').allInnerTexts()).map((text) => text.trim())).toEqual(['Comment']);
    expect(await menuItems(await openActions(page, description(page), 'Issue body actions'))).toEqual(['Copy link', 'Quote reply']);
    await page.keyboard.press('Escape');
    for (const login of ['monalisa', AUTHOR]) {
      const comment = conversation(page).getByRole('article', { name: `Comment by ${login}` });
      expect(await menuItems(await openActions(page, comment, 'Comment actions'))).toEqual(['Copy link', 'Quote reply']);
      await page.keyboard.press('Escape');
    }
    // Closed, still nothing to reopen with.
    await api('mutation($id: ID!) { closeIssue(input: { issueId: $id }) { clientMutationId } }', { id: issue.id });
    await page.reload();
    await stateBadge(page).getByText('Closed').waitFor();
    expect(await header(page).getByRole('button').count()).toBe(0);
    expect(await commentForm(page).getByRole('button', { name: 'Reopen with comment' }).count()).toBe(0);

    for (const [mutation, variables] of [
      ['mutation($id: ID!) { reopenIssue(input: { issueId: $id }) { clientMutationId } }', { id: issue.id }],
      ['mutation($id: ID!) { closeIssue(input: { issueId: $id }) { clientMutationId } }', { id: issue.id }],
      ['mutation($id: ID!) { updateIssue(input: { id: $id, title: "Renamed by a reader" }) { clientMutationId } }', { id: issue.id }],
      [LOCK, { id: issue.id }],
      [UNLOCK, { id: issue.id }],
      ['mutation($id: ID!) { pinIssue(input: { issueId: $id }) { clientMutationId } }', { id: issue.id }],
      ['mutation($id: ID!) { deleteIssue(input: { issueId: $id }) { clientMutationId } }', { id: issue.id }],
      [
        'mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: SPAM }) { clientMutationId } }',
        { id: issue.ownerCommentId },
      ],
      [
        'mutation($id: ID!) { updateIssueComment(input: { id: $id, body: "Rewritten" }) { clientMutationId } }',
        { id: issue.authorCommentId },
      ],
      ['mutation($id: ID!) { deleteIssueComment(input: { id: $id }) { clientMutationId } }', { id: issue.ownerCommentId }],
    ] as const) {
      await expectForbidden(readerApi(mutation, variables));
    }
  });
});

test.afterAll(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});
