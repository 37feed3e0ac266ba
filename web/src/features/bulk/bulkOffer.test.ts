import { describe, expect, it } from 'vitest';
import { bulkOffer, type BulkOfferInput, type BulkRepository } from './bulkOffer';

function repository(overrides: Partial<BulkRepository> = {}): BulkRepository {
  return {
    owner: 'octo-org',
    name: 'hello-world',
    viewerCanPush: true,
    isInOrganization: true,
    issueTypesEnabled: true,
    ...overrides,
  };
}

function offer(overrides: Partial<BulkOfferInput> = {}) {
  return bulkOffer({
    repository: repository(),
    issuesOnly: true,
    listedCount: 25,
    selectedCount: 2,
    pullRequestSelected: false,
    ...overrides,
  });
}

describe('bulkOffer', () => {
  it('offers every action to someone who can push, on a list of issues', () => {
    expect(offer()).toEqual({ offered: true, enabled: true, issueType: true });
  });

  it('offers nothing without a known repository (lists across repositories)', () => {
    expect(offer({ repository: null })).toEqual({ offered: false, enabled: false, issueType: false });
    expect(offer({ repository: undefined }).offered).toBe(false);
  });

  // Who can push (permission, archived, disabled, locked) is the server's rule: server/test/viewerPermissions.test.ts.
  it('hides bulk actions from a viewer who cannot push to the repository', () => {
    expect(offer({ repository: repository({ viewerCanPush: false }) })).toEqual({ offered: false, enabled: false, issueType: false });
  });

  it('hides bulk actions when the query is not limited to issues', () => {
    expect(offer({ issuesOnly: false }).offered).toBe(false);
  });

  it('hides bulk actions from 100 listed items on', () => {
    expect(offer({ listedCount: 99 }).offered).toBe(true);
    expect(offer({ listedCount: 100 }).offered).toBe(false);
  });

  it('keeps the bar but turns the actions off while a pull request is chosen', () => {
    expect(offer({ pullRequestSelected: true })).toEqual({ offered: true, enabled: false, issueType: true });
  });

  it('turns the actions off with nothing chosen or more than a job takes', () => {
    expect(offer({ selectedCount: 0 }).enabled).toBe(false);
    expect(offer({ selectedCount: 1000 }).enabled).toBe(true);
    expect(offer({ selectedCount: 1001 }).enabled).toBe(false);
  });

  it('offers the issue type only in organisation repositories that use issue types', () => {
    expect(offer({ repository: repository({ isInOrganization: false }) }).issueType).toBe(false);
    expect(offer({ repository: repository({ issueTypesEnabled: false }) }).issueType).toBe(false);
    expect(offer({ repository: repository({ isInOrganization: false }) }).offered).toBe(true);
  });
});
