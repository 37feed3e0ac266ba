import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  IssueLedger,
  issueDetails,
  OUTSIDER,
  READER,
  REPO,
  sidebarSection,
  TRIAGER,
  WRITER,
  type CreatedIssue,
} from '../support/issueData.ts';
import { isRequestFor, persistedIds } from '../support/persistedOperations.ts';
import { it, test, type Api } from '../support/test.ts';

/**
 * The live issue page (issue 18 item 6) and its keyboard (item 7, the comment form's keys; `a`, `l`
 * and `m` are in issueSidebar.spec.ts). Another person's comment, state change, title edit, label
 * or assignee change shows on an open page through the `issueUpdated` subscription, without a
 * reload and without touching what the viewer is typing. The issues are made here and deleted afterwards.
 */

const RUN = `lv${Date.now()}`;
const issues = new IssueLedger();
/** How long a change may take to show. The goal is a second (the bench measures it); a loaded test machine gets slack. */
const LIVE_WAIT = { timeout: 5_000 };

test.beforeAll(async ({ context }) => {
  context.setDefaultTimeout(10_000);
});

test.afterAll(async ({ api }) => {
  await issues.deleteAll(api);
});

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
const commentBox = (page: Page) => page.getByRole('form', { name: 'Add a comment' }).getByRole('textbox', { name: 'Comment' });

/**
 * Watches a page for what would mean it did not stay live: a document load, or the issue page's
 * query sent again (a refetch in place of the subscription's answer).
 */
function watchReloads(page: Page): { reloads: () => number; refetches: () => number; stop: () => void } {
  let reloads = 0;
  let refetches = 0;
  const ids = persistedIds('IssueViewQuery');
  const onLoad = () => (reloads += 1);
  const onRequest = (request: Parameters<typeof isRequestFor>[0]) => {
    if (isRequestFor(request, ids)) refetches += 1;
  };
  page.on('load', onLoad);
  page.on('request', onRequest);
  return {
    reloads: () => reloads,
    refetches: () => refetches,
    stop: () => {
      page.off('load', onLoad);
      page.off('request', onRequest);
    },
  };
}

/** Runs `change` through another session's API and waits for `shown` on the page; answers the milliseconds between. */
async function timeToShow(change: () => Promise<unknown>, shown: Locator): Promise<number> {
  const started = Date.now();
  await change();
  await shown.waitFor(LIVE_WAIT);
  return Date.now() - started;
}

async function openLive(page: Page, issue: CreatedIssue): Promise<void> {
  await page.goto(`${REPO}/issues/${issue.number}`);
  await issueDetails(page).waitFor();
  await commentBox(page).waitFor();
}

async function idOf(api: Api, query: string): Promise<string> {
  const data = await api<Record<string, { id: string } | { label: { id: string } }>>(query);
  const value = Object.values(data)[0];
  if (!value) throw new Error(`Nothing for ${query}`);
  return 'label' in value ? value.label.id : value.id;
}

describe('the live issue page', () => {
  it("shows another person's comment, state change, title edit, label and assignee at once, without a reload, keeping the viewer's unsaved text", async ({
    page,
    api,
    signedInAs,
  }) => {
    const issue = await issues.create(api, `Live ${RUN}`);
    const other = await signedInAs(WRITER);
    const bug = await idOf(api, '{ repository(owner: "octo-org", name: "hello-world") { label(name: "bug") { id } } }');
    const writer = await idOf(api, `{ user(login: "${WRITER}") { id } }`);
    await openLive(page, issue);
    // What the viewer is typing: a reply, and a new title.
    await commentBox(page).fill('Half a reply, not sent');
    await page.getByRole('button', { name: 'Edit title' }).click();
    const titleInput = page.getByRole('form', { name: 'Edit title' }).getByRole('textbox', { name: 'Title' });
    await titleInput.fill('My own title, not saved');
    const watch = watchReloads(page);

    const times: Record<string, number> = {};
    times.comment = await timeToShow(
      () =>
        other.api('mutation($id: ID!) { addComment(input: { subjectId: $id, body: "A comment from kenji" }) { clientMutationId } }', {
          id: issue.id,
        }),
      comments(page)
        .getByRole('article', { name: `Comment by ${WRITER}` })
        .getByText('A comment from kenji'),
    );
    times.label = await timeToShow(
      () =>
        other.api(
          'mutation($id: ID!, $label: ID!) { addLabelsToLabelable(input: { labelableId: $id, labelIds: [$label] }) { clientMutationId } }',
          {
            id: issue.id,
            label: bug,
          },
        ),
      sidebarSection(page, 'Labels').getByRole('link', { name: 'bug', exact: true }),
    );
    times.assignee = await timeToShow(
      () =>
        other.api(
          'mutation($id: ID!, $user: ID!) { addAssigneesToAssignable(input: { assignableId: $id, assigneeIds: [$user] }) { clientMutationId } }',
          {
            id: issue.id,
            user: writer,
          },
        ),
      sidebarSection(page, 'Assignees').getByRole('link', { name: WRITER }),
    );
    times.state = await timeToShow(
      () =>
        other.api('mutation($id: ID!) { closeIssue(input: { issueId: $id, stateReason: COMPLETED }) { clientMutationId } }', {
          id: issue.id,
        }),
      page.getByTestId('issue-state').getByText('Closed'),
    );
    times.title = await timeToShow(
      () =>
        other.api('mutation($id: ID!) { updateIssue(input: { id: $id, title: "Renamed by kenji" }) { clientMutationId } }', {
          id: issue.id,
        }),
      comments(page).getByText(`${WRITER} changed the title`),
    );
    // The timeline has each change as it happened.
    const text = (await comments(page).innerText()).replace(/\s+/g, ' ');
    for (const words of [`${WRITER} added the bug label`, `${WRITER} self-assigned this`, `${WRITER} closed this as completed`]) {
      expect(text).toContain(words);
    }

    // Nothing the viewer typed was replaced: the title being edited stays theirs until they cancel.
    expect(await titleInput.inputValue()).toBe('My own title, not saved');
    expect(await commentBox(page).inputValue()).toBe('Half a reply, not sent');
    await page.getByRole('form', { name: 'Edit title' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: `Renamed by kenji #${issue.number}` }).waitFor();
    await page.getByTestId('issue-state').getByText('Closed').waitFor();

    expect(watch.reloads()).toBe(0);
    expect(watch.refetches()).toBe(0);
    watch.stop();
    // Within a second each, with this machine's slack (the README's bench measures it properly).
    for (const [change, milliseconds] of Object.entries(times)) expect(milliseconds, change).toBeLessThan(LIVE_WAIT.timeout);
    await commentBox(page).fill('');
  });

  it("follows the changes on the issue author's page and on a reader's page alike", async ({ api, signedInAs }) => {
    const author = await signedInAs(OUTSIDER);
    const issue = await issues.create(author.api, `Live for everyone ${RUN}`);
    const reader = await signedInAs(READER);
    const triager = await signedInAs(TRIAGER);
    await openLive(author.page, issue);
    await openLive(reader.page, issue);
    const watches = [watchReloads(author.page), watchReloads(reader.page)];

    const bug = await idOf(api, '{ repository(owner: "octo-org", name: "hello-world") { label(name: "bug") { id } } }');
    await triager.api(
      'mutation($id: ID!, $label: ID!) { addLabelsToLabelable(input: { labelableId: $id, labelIds: [$label] }) { clientMutationId } }',
      {
        id: issue.id,
        label: bug,
      },
    );
    await triager.api('mutation($id: ID!) { addComment(input: { subjectId: $id, body: "Triaged as a bug" }) { clientMutationId } }', {
      id: issue.id,
    });
    for (const page of [author.page, reader.page]) {
      await sidebarSection(page, 'Labels').getByRole('link', { name: 'bug', exact: true }).waitFor(LIVE_WAIT);
      await comments(page)
        .getByRole('article', { name: `Comment by ${TRIAGER}` })
        .getByText('Triaged as a bug')
        .waitFor(LIVE_WAIT);
    }
    // The reader's own comment reaches the author's page too.
    await reader.api('mutation($id: ID!) { addComment(input: { subjectId: $id, body: "Same here" }) { clientMutationId } }', {
      id: issue.id,
    });
    await comments(author.page)
      .getByRole('article', { name: `Comment by ${READER}` })
      .getByText('Same here')
      .waitFor(LIVE_WAIT);
    for (const watch of watches) {
      expect(watch.reloads()).toBe(0);
      expect(watch.refetches()).toBe(0);
      watch.stop();
    }
  });
});

describe('the comment form keys', () => {
  it('? lists the shortcuts in a dialog, but not while typing', async ({ page, api }) => {
    const issue = await issues.create(api, `Shortcuts ${RUN}`);
    await openLive(page, issue);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    const text = (await dialog.innerText()).replace(/\s+/g, ' ');
    for (const line of [
      'a Set an assignee',
      'l Apply a label',
      'm Set a milestone',
      'r Quote the selected text in your reply',
      'Ctrl+Enter or ⌘+Enter Submit a comment',
      'Ctrl+Shift+P or ⌘+Shift+P Toggle between the Write and Preview tabs',
      '? Show the keyboard shortcuts',
    ]) {
      expect(text).toContain(line);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await commentBox(page).pressSequentially('Why?');
    expect(await commentBox(page).inputValue()).toBe('Why?');
    expect(await dialog.count()).toBe(0);
    await commentBox(page).fill('');
  });

  it('r quotes the selected text, Ctrl+Shift+P previews and goes back, and Ctrl+Enter comments, for a reader too', async ({
    api,
    signedInAs,
  }) => {
    const issue = await issues.create(api, `Quote reply ${RUN}`);
    await api(
      'mutation($id: ID!) { addComment(input: { subjectId: $id, body: "A **bold** remark about the plan." }) { clientMutationId } }',
      {
        id: issue.id,
      },
    );
    // A reader may comment (readers comment and react unless the conversation is locked).
    const { page } = await signedInAs(READER);
    await openLive(page, issue);
    const remark = comments(page).getByRole('article', { name: 'Comment by monalisa' }).locator('.markdown-body p');
    await remark.waitFor();
    // Select "bold remark" in the comment and press r.
    await remark.evaluate((paragraph) => {
      const range = document.createRange();
      const strong = paragraph.querySelector('strong');
      if (!strong?.firstChild || !strong.nextSibling) throw new Error('Unexpected markup');
      range.setStart(strong.firstChild, 0);
      range.setEnd(strong.nextSibling, ' remark'.length);
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    });
    await page.keyboard.press('r');
    const box = commentBox(page);
    await expect.poll(() => box.inputValue()).toBe('> bold remark\n\n');
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);

    await box.press('End');
    await box.pressSequentially('I agree, **strongly**.');
    await box.press('Control+Shift+P');
    const form = page.getByRole('form', { name: 'Add a comment' });
    await expect.poll(() => form.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    const preview = form.getByRole('tabpanel', { name: 'Preview' });
    await preview.locator('strong', { hasText: 'strongly' }).waitFor();
    expect(await preview.locator('blockquote').innerText()).toBe('bold remark');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.keyboard.press('Control+Shift+P');
    await expect.poll(() => form.getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);

    await box.press('Control+Enter');
    await comments(page)
      .getByRole('article', { name: `Comment by ${READER}` })
      .getByText('I agree,')
      .waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    const { node } = await api<{ node: { comments: { nodes: { body: string }[] } } }>(
      'query($id: ID!) { node(id: $id) { ... on Issue { comments(last: 1) { nodes { body } } } } }',
      { id: issue.id },
    );
    expect(node.comments.nodes[0]?.body).toBe('> bold remark\n\nI agree, **strongly**.');
  });
});
