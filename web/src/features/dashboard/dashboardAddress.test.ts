import { describe, expect, it } from 'vitest';
import { dashboardHref, dashboardPath, dashboardServerQuery } from './dashboardAddress';

describe('dashboard addresses', () => {
  it('names the view in the path', () => {
    expect(dashboardPath(undefined)).toBe('/issues');
    expect(dashboardPath('assigned')).toBe('/issues/assigned');
    expect(dashboardPath('SSC_abc')).toBe('/issues/SSC_abc');
  });

  it("leaves q out when it is the view's own query and keeps another query on the view, the default view included", () => {
    const base = 'is:issue state:open archived:false assignee:@me sort:updated-desc';
    expect(dashboardHref('assigned', base, base)).toBe('/issues/assigned');
    expect(dashboardHref('assigned', base, base, 3, 50)).toBe('/issues/assigned?page=3&pageSize=50');
    expect(dashboardHref('assigned', 'is:issue label:bug', base)).toBe('/issues/assigned?q=is%3Aissue+label%3Abug');
    expect(dashboardHref('assigned', 'is:issue label:bug', base, 2)).toBe('/issues/assigned?q=is%3Aissue+label%3Abug&page=2');
    const mentioned = 'is:issue state:open archived:false mentions:@me sort:updated-desc';
    expect(dashboardHref('mentioned', 'is:issue label:bug', mentioned)).toBe('/issues/mentioned?q=is%3Aissue+label%3Abug');
    expect(dashboardHref('SSC_1', 'label:bug', 'is:issue')).toBe('/issues/SSC_1?q=label%3Abug');
    expect(dashboardHref(undefined, 'is:issue', null)).toBe('/issues?q=is%3Aissue');
  });

  it('runs queries across repositories without archived ones, sorted', () => {
    const today = new Date('2026-11-23T00:00:00Z');
    expect(dashboardServerQuery('is:issue assignee:@me', today)).toBe('is:issue assignee:@me archived:false sort:created-desc');
    expect(dashboardServerQuery('is:issue archived:true sort:updated-desc', today)).toBe('is:issue archived:true sort:updated-desc');
  });
});
