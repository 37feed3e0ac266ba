import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, it, type Api } from '../support/test.ts';

// Who may open issues where (spec 000 §2 "New-issue page"): the New issue button, the interaction
// limit's restricted view, the enterprise-managed rule, and invalid issue forms on the chooser.
const HELLO = '/octo-org/hello-world';
const LEGACY = '/octo-org/legacy-site';
const STOREFRONT = '/acme/storefront';
/** The demo repository with an interaction limit: collaborators only. */
const LIMITED = '/hubot/hubot-scripts';
/** An enterprise-managed user of contoso (an enterprise-managed organization). */
const MANAGED = 'avery_contoso';
/** Reads public repositories, collaborates on none of the ones used here. */
const OUTSIDER = 'first-timer';
/** Reads acme/storefront without push rights. */
const STOREFRONT_READER = 'rahul-mehta';

/** A new page of `target` at `path`, for the test to close. */
async function open(target: BrowserContext, path: string): Promise<Page> {
  const page = await target.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(path);
  return page;
}

/** Waits for the issue list's rows, then answers whether the New issue button is there. */
async function listOffersNewIssue(page: Page): Promise<boolean> {
  await page.getByRole('search', { name: 'Issues' }).waitFor();
  await page.locator('[data-query]').waitFor();
  return (await page.getByRole('link', { name: 'New issue' }).count()) > 0;
}

/** The number of an issue (not a pull request) in the limited repository. */
async function firstIssueNumber(api: Api): Promise<number> {
  const data = await api<{ repository: { issues: { nodes: { number: number }[] } } }>(
    '{ repository(owner: "hubot", name: "hubot-scripts") { issues(first: 1) { nodes { number } } } }',
  );
  const number = data.repository.issues.nodes[0]?.number;
  if (number === undefined) throw new Error('hubot/hubot-scripts has no issue');
  return number;
}

describe('the New issue button', () => {
  it('leads to the template chooser when the repository has templates, and to the form when it has none', async ({ context }) => {
    const page = await open(context, `${HELLO}/issues`);
    try {
      expect(await listOffersNewIssue(page)).toBe(true);
      await page.getByRole('link', { name: 'New issue' }).click();
      await page.waitForURL(`${baseUrl}${HELLO}/issues/new/choose`);
      await page.goto('/octocat/spoon-knife/issues');
      expect(await listOffersNewIssue(page)).toBe(true);
      expect(await page.getByRole('link', { name: 'New issue' }).getAttribute('href')).toBe('/octocat/spoon-knife/issues/new');
    } finally {
      await page.close();
    }
  });

  it('is hidden in an archived repository', async ({ context }) => {
    const page = await open(context, `${LEGACY}/issues`);
    try {
      expect(await listOffersNewIssue(page)).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('is hidden for an enterprise-managed user outside their enterprise, shown inside it', async ({ signedInAs }) => {
    const { context: managed } = await signedInAs(MANAGED);
    const page = await open(managed, `${HELLO}/issues`);
    try {
      expect(await listOffersNewIssue(page)).toBe(false);
      await page.goto('/contoso/portal/issues');
      expect(await listOffersNewIssue(page)).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe('restricted new-issue pages', () => {
  it('tells an enterprise-managed user why the form is not offered outside their enterprise', async ({ signedInAs }) => {
    const { context: managed } = await signedInAs(MANAGED);
    for (const path of [`${HELLO}/issues/new`, `${HELLO}/issues/new/choose`]) {
      const page = await open(managed, path);
      try {
        await page.getByRole('heading', { name: "You can't open issues in this repository" }).waitFor();
        await page.getByText('Enterprise-managed users can only create issues in repositories that belong to their enterprise.').waitFor();
        expect(await page.getByRole('button', { name: 'Create' }).count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Get started' }).count()).toBe(0);
      } finally {
        await page.close();
      }
    }
  });

  it("shows an interaction-limited user the limit's reason for 'create an issue', with no form and no template link", async ({
    signedInAs,
  }) => {
    const { context: outsider } = await signedInAs(OUTSIDER);
    const page = await open(outsider, `${LIMITED}/issues/new?title=Hello`);
    try {
      const restriction = page.getByTestId('interaction-limit');
      await restriction.getByRole('heading', { name: 'Interactions are limited in this repository' }).waitFor();
      await restriction
        .getByText('An owner of this repository has limited the ability to create an issue to collaborators of this repository.')
        .waitFor();
      await restriction.getByText('The scripts are moving to a new home; until then only collaborators open issues here.').waitFor();
      expect(await page.getByRole('textbox', { name: /Add a title/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Choose a different template' }).count()).toBe(0);
      expect(await seriousViolations(page, { settle: true })).toEqual([]);
      await page.goto(`${LIMITED}/issues/new/choose`);
      await restriction.getByRole('heading', { name: 'Interactions are limited in this repository' }).waitFor();
      expect(await page.getByRole('link', { name: 'Get started' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('gives a collaborator of the limited repository the usual form', async ({ context }) => {
    const page = await open(context, `${LIMITED}/issues/new`);
    try {
      await page.getByRole('textbox', { name: /Add a title/ }).waitFor();
      expect(await page.getByTestId('interaction-limit').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});

describe('the interaction limit on an issue page', () => {
  it('replaces the comment form with the reason for the limited, and keeps it for collaborators', async ({ context, api, signedInAs }) => {
    const issuePath = `${LIMITED}/issues/${await firstIssueNumber(api)}`;
    const { context: outsider } = await signedInAs(OUTSIDER);
    const page = await open(outsider, issuePath);
    try {
      await page
        .getByTestId('interaction-limit')
        .getByText('An owner of this repository has limited the ability to comment to collaborators of this repository.')
        .waitFor();
      expect(await page.getByRole('form', { name: 'Add a comment' }).count()).toBe(0);
      const mine = await open(context, issuePath);
      try {
        await mine.getByRole('form', { name: 'Add a comment' }).getByRole('textbox', { name: 'Comment' }).waitFor();
        expect(await mine.getByTestId('interaction-limit').count()).toBe(0);
      } finally {
        await mine.close();
      }
    } finally {
      await page.close();
    }
  });
});

describe('invalid issue forms on the chooser', () => {
  const errors = [
    "incident.yml: body[0] has an unknown type 'slider'.",
    "incident.yml: body[1] (dropdown) needs a non-empty 'attributes.options' list.",
  ];

  it('lists each error for someone who can push, and leaves the form out of the choices', async ({ context }) => {
    const page = await open(context, `${STOREFRONT}/issues/new/choose`);
    try {
      const list = page.getByRole('list', { name: 'Invalid issue templates' });
      await list.waitFor();
      expect(await list.getByRole('listitem').allTextContents()).toEqual(errors);
      expect(await page.getByRole('list', { name: 'Issue templates' }).getByRole('heading', { name: 'Incident' }).count()).toBe(0);
      expect(await seriousViolations(page, { settle: true })).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('hides the errors from someone who can only read', async ({ signedInAs }) => {
    const { context: reader } = await signedInAs(STOREFRONT_READER);
    const page = await open(reader, `${STOREFRONT}/issues/new/choose`);
    try {
      await page.getByRole('list', { name: 'Issue templates' }).waitFor();
      expect(await page.getByRole('list', { name: 'Invalid issue templates' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
