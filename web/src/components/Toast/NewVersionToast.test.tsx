import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Observable, RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AppVersion from '../../lib/appVersion';
import { CLIENT_BUILD, checkServerBuild, newVersionDetected, onNewVersion, resetAppVersion } from '../../lib/appVersion';
import { fetchGraphQL } from '../../relay/fetchGraphQL';
import { NEW_VERSION_MESSAGE, NewVersionToast } from './NewVersionToast';
import { ToastProvider } from './Toast';

// This page runs build 'build-a' (tests are built as 'dev', which turns the check off): fetchGraphQL's
// calls compare the server's header with it.
vi.mock('../../lib/appVersion', async (importOriginal) => {
  const actual = await importOriginal<typeof AppVersion>();
  return {
    ...actual,
    checkServerBuild: (serverBuild: string | null, clientBuild = 'build-a') => actual.checkServerBuild(serverBuild, clientBuild),
  };
});

function renderShell() {
  return render(
    <ToastProvider>
      <NewVersionToast />
    </ToastProvider>,
  );
}

/** Answers every request with a small GraphQL result and, when given, an `x-app-build` header. */
function stubServerBuild(build: string | null) {
  vi.stubGlobal('fetch', async () => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (build !== null) headers['x-app-build'] = build;
    return new Response(JSON.stringify({ data: { viewer: { id: 'U_1' } } }), { status: 200, headers });
  });
}

const params = { id: 'doc-1', text: null, name: 'TestQuery', operationKind: 'query', metadata: {}, cacheID: 'doc-1' } as RequestParameters;

/** One request through the network layer, to its answer (the layer answers with an Observable of parts). */
const request = () => (fetchGraphQL(params, {}, {}, null) as Observable<unknown>).toPromise();

beforeEach(() => resetAppVersion());
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppVersion();
});

describe('appVersion', () => {
  it('notifies once on the first mismatch, and never for a match, a missing header or a dev build', () => {
    const listener = vi.fn();
    onNewVersion(listener);
    checkServerBuild('build-a', 'build-a');
    checkServerBuild(null, 'build-a');
    checkServerBuild('build-b', 'dev');
    expect(listener).not.toHaveBeenCalled();
    expect(newVersionDetected()).toBe(false);
    checkServerBuild('build-b', 'build-a');
    checkServerBuild('build-c', 'build-a');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(newVersionDetected()).toBe(true);
  });

  it('tells a listener that subscribes after the detection, once per page load', () => {
    checkServerBuild('build-b', 'build-a');
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = onNewVersion(first);
    unsubscribe();
    onNewVersion(second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('is off in tests, where the build is dev', () => {
    expect(CLIENT_BUILD).toBe('dev');
    const listener = vi.fn();
    onNewVersion(listener);
    checkServerBuild('some-deployed-build', CLIENT_BUILD);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('NewVersionToast', () => {
  it('shows one persisted info toast on a version mismatch', () => {
    vi.useFakeTimers();
    try {
      renderShell();
      act(() => {
        checkServerBuild('build-b', 'build-a');
        checkServerBuild('build-c', 'build-a');
      });
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('A new version of the product is available. Please refresh the page.');
      expect(screen.getAllByText(NEW_VERSION_MESSAGE)).toHaveLength(1);
      const toast = status.closest<HTMLElement>('[data-toast-type]');
      expect(toast?.getAttribute('data-toast-type')).toBe('info');
      // Persisted: still there long after the 5 seconds of the others, until dismissed.
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText(NEW_VERSION_MESSAGE)).toBeTruthy();
      fireEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText(NEW_VERSION_MESSAGE)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the toast for a mismatch detected before it mounted (the shell query), once', async () => {
    checkServerBuild('build-b', 'build-a');
    const { unmount } = renderShell();
    expect(await screen.findByText(NEW_VERSION_MESSAGE)).toBeTruthy();
    unmount();
    renderShell();
    expect(screen.queryByText(NEW_VERSION_MESSAGE)).toBeNull();
  });

  it('shows one toast when GraphQL answers name another build', async () => {
    renderShell();
    stubServerBuild('build-b');
    await act(request);
    await act(request);
    expect(screen.getAllByText(NEW_VERSION_MESSAGE)).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe(NEW_VERSION_MESSAGE);
  });

  it('shows nothing when GraphQL answers name this build or none', async () => {
    renderShell();
    stubServerBuild('build-a');
    await act(request);
    stubServerBuild(null);
    await act(request);
    expect(newVersionDetected()).toBe(false);
    expect(screen.queryByText(NEW_VERSION_MESSAGE)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
