import type { Locator, Page } from 'playwright-core';
import type { Api } from './test.ts';

/**
 * The issue-page specs' data in octo-org/hello-world (public), where the demo people hold every role
 * GitHub distinguishes: monalisa (the demo account) is an administrator, amara-okafor has triage
 * (kenji-tanaka is a triage collaborator too, but his team gives him write), noah-williams reads, and
 * emma-johansson has no rights (an outside contributor, who may open issues in the public repository).
 */
export const OWNER = 'octo-org';
export const NAME = 'hello-world';
export const REPO = `/${OWNER}/${NAME}`;
export const TRIAGER = 'amara-okafor';
export const WRITER = 'kenji-tanaka';
export const READER = 'noah-williams';
export const OUTSIDER = 'emma-johansson';

export interface CreatedIssue {
  id: string;
  number: number;
  title: string;
}

/**
 * Issues a spec creates, to delete in its `afterAll` (as the administrator): other specs read
 * hello-world's lists and counts, which then stay as the demo data has them.
 */
export class IssueLedger {
  private readonly ids = new Set<string>();

  /** Opens an issue in hello-world as the session behind `api` (its author). */
  async create(api: Api, title: string, body = ''): Promise<CreatedIssue> {
    const { repository } = await api<{ repository: { id: string } }>(
      'query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { id } }',
      { owner: OWNER, name: NAME },
    );
    const { createIssue } = await api<{ createIssue: { issue: CreatedIssue } }>(
      'mutation($repositoryId: ID!, $title: String!, $body: String) { createIssue(input: { repositoryId: $repositoryId, title: $title, body: $body }) { issue { id number title } } }',
      { repositoryId: repository.id, title, body },
    );
    this.ids.add(createIssue.issue.id);
    return createIssue.issue;
  }

  /** Remembers an issue made another way (through the page) for deletion. */
  track(id: string): void {
    this.ids.add(id);
  }

  /** Deletes every issue remembered, as an administrator. */
  async deleteAll(adminApi: Api): Promise<void> {
    for (const id of this.ids) {
      await adminApi('mutation($id: ID!) { deleteIssue(input: { issueId: $id }) { clientMutationId } }', { id });
    }
    this.ids.clear();
  }
}

/** The issue page's sidebar (also inside the side panel's dialog). */
export const issueDetails = (scope: Page | Locator) => scope.getByRole('complementary', { name: 'Issue details' });

/** One section of the sidebar, a region named by its heading ('Assignees'). */
export const sidebarSection = (scope: Page | Locator, heading: string) => issueDetails(scope).getByRole('region', { name: heading });

/** A section's gear button ('Edit Assignees'). */
export const gear = (scope: Page | Locator, heading: string) =>
  sidebarSection(scope, heading).getByRole('button', { name: `Edit ${heading}` });

/** Opens the issue page of `number` in hello-world and waits for its sidebar. */
export async function openIssue(page: Page, number: number): Promise<void> {
  await page.goto(`${REPO}/issues/${number}`);
  await issueDetails(page).waitFor();
}
