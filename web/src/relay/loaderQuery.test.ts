import { afterEach, describe, expect, it, vi } from 'vitest';
import ViewsPaneSavedViewsQueryNode, { type ViewsPaneSavedViewsQuery } from '../__generated__/ViewsPaneSavedViewsQuery.graphql';
import { markAppStarted } from '../lib/appStart';
import { installFakeServer } from '../test/fakeServer';
import { FRESH_MS, startLoaderQuery } from './loaderQuery';

const variables = {};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('startLoaderQuery', () => {
  it('asks the network for a result the store lacks, then serves it from the store and refreshes it once it is older than FRESH_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = installFakeServer({ signedInAs: 'monalisa' });
    const graphql = () => server.requests.filter((request) => request === 'POST /api/graphql').length;

    const first = await startLoaderQuery<ViewsPaneSavedViewsQuery>(ViewsPaneSavedViewsQueryNode, variables);
    expect(first?.viewer.dashboard?.shortcuts.totalCount).toBeTypeOf('number');
    expect(graphql()).toBe(1);

    // Just fetched: the stored result, no second request.
    const again = await startLoaderQuery<ViewsPaneSavedViewsQuery>(ViewsPaneSavedViewsQueryNode, variables);
    expect(again?.viewer.dashboard?.shortcuts.totalCount).toBeTypeOf('number');
    expect(graphql()).toBe(1);

    // On the page the browser loaded, what the store has is current however old (the server rendered
    // the page from those records a moment ago): not asked for again.
    vi.setSystemTime(Date.now() + FRESH_MS + 1);
    expect((await startLoaderQuery<ViewsPaneSavedViewsQuery>(ViewsPaneSavedViewsQueryNode, variables))?.viewer).toBeTruthy();
    expect(graphql()).toBe(1);
    markAppStarted();

    // Later navigations: the stored result at once, and a refresh in the background.
    vi.setSystemTime(Date.now() + FRESH_MS + 1);
    const stored = startLoaderQuery<ViewsPaneSavedViewsQuery>(ViewsPaneSavedViewsQueryNode, variables);
    expect(graphql()).toBe(2);
    expect((await stored)?.viewer.dashboard?.shortcuts.totalCount).toBeTypeOf('number');
  });
});
