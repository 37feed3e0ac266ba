import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PreloadModule from './preloadIssue';
import { PRELOAD_DEBOUNCE_MS, sameHostIssuePath, usePreloadOnHover } from './usePreloadOnHover';

const preloadIssue = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const pageLoaded = vi.hoisted(() => vi.fn());
vi.mock('./preloadIssue', async (importOriginal) => ({ ...(await importOriginal<typeof PreloadModule>()), preloadIssue }));
// The issue page's code: the real modules would pull in the whole page.
vi.mock('../../../pages/IssuePage/IssuePage', () => {
  pageLoaded();
  return { IssuePage: () => null };
});
vi.mock('../../../pages/IssuePage/issuePageLoader', () => ({ issuePageLoader: () => null }));

function Links() {
  const preload = usePreloadOnHover();
  return (
    <>
      <a href="/octo-org/hello-world/issues/7" {...preload}>
        issue
      </a>
      <a href="/octo-org/hello-world/labels" {...preload}>
        labels
      </a>
      <a href="https://elsewhere.example/octo-org/hello-world/issues/7" {...preload}>
        elsewhere
      </a>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  preloadIssue.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePreloadOnHover', () => {
  it("preloads the issue and the issue page's code once the pointer has rested on the link for 500 ms", async () => {
    render(<Links />);
    fireEvent.pointerEnter(screen.getByText('issue'));
    vi.advanceTimersByTime(PRELOAD_DEBOUNCE_MS - 1);
    expect(preloadIssue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(preloadIssue).toHaveBeenCalledExactlyOnceWith('/octo-org/hello-world/issues/7');
    await vi.waitFor(() => expect(pageLoaded).toHaveBeenCalled());
  });

  it('cancels when the pointer leaves or focus moves away first', () => {
    render(<Links />);
    const link = screen.getByText('issue');
    fireEvent.pointerEnter(link);
    vi.advanceTimersByTime(200);
    fireEvent.pointerLeave(link);
    fireEvent.focus(link);
    vi.advanceTimersByTime(300);
    fireEvent.blur(link);
    vi.advanceTimersByTime(PRELOAD_DEBOUNCE_MS * 2);
    expect(preloadIssue).not.toHaveBeenCalled();
  });

  it('preloads on keyboard focus that stays 500 ms, and restarts the wait when the pointer comes back', () => {
    render(<Links />);
    const link = screen.getByText('issue');
    fireEvent.focus(link);
    vi.advanceTimersByTime(PRELOAD_DEBOUNCE_MS);
    expect(preloadIssue).toHaveBeenCalledTimes(1);
    fireEvent.pointerEnter(link);
    vi.advanceTimersByTime(PRELOAD_DEBOUNCE_MS - 100);
    fireEvent.pointerEnter(link);
    vi.advanceTimersByTime(PRELOAD_DEBOUNCE_MS - 100);
    expect(preloadIssue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(preloadIssue).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for links that are not issue pages of this host', () => {
    render(<Links />);
    for (const text of ['labels', 'elsewhere']) {
      fireEvent.pointerEnter(screen.getByText(text));
      fireEvent.focus(screen.getByText(text));
    }
    vi.advanceTimersByTime(PRELOAD_DEBOUNCE_MS * 2);
    expect(preloadIssue).not.toHaveBeenCalled();
  });

  it('stops waiting when the link goes away', () => {
    const { unmount } = render(<Links />);
    fireEvent.pointerEnter(screen.getByText('issue'));
    unmount();
    vi.advanceTimersByTime(PRELOAD_DEBOUNCE_MS * 2);
    expect(preloadIssue).not.toHaveBeenCalled();
  });
});

describe('sameHostIssuePath', () => {
  it('reads issue pages of this host only', () => {
    const anchor = (href: string) => Object.assign(document.createElement('a'), { href });
    expect(sameHostIssuePath(anchor('/o/r/issues/12?x=1'))).toBe('/o/r/issues/12');
    expect(sameHostIssuePath(anchor('/o/r/issues/new'))).toBeNull();
    expect(sameHostIssuePath(anchor('/o/r/pull/12'))).toBeNull();
    expect(sameHostIssuePath(anchor('https://elsewhere.example/o/r/issues/12'))).toBeNull();
    expect(sameHostIssuePath(document.createElement('a'))).toBeNull();
  });
});
