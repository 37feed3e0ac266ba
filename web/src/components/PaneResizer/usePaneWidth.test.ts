import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paneWidthKey, usePaneWidth } from './usePaneWidth';

const bounds = { initial: 296, min: 200, max: 480 };

describe('usePaneWidth', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps two widths per person under their own keys', () => {
    expect(paneWidthKey('monalisa', 'views')).toBe('issues.monalisa.dashboardViewsPaneWidth');
    expect(paneWidthKey('monalisa', 'issue')).toBe('issues.monalisa.dashboardIssuePaneWidth');
  });

  it('starts at the initial width, stores changes within the bounds, and reads them back', () => {
    const key = paneWidthKey('monalisa', 'views');
    const { result, unmount } = renderHook(() => usePaneWidth(key, bounds));
    expect(result.current[0]).toBe(296);
    act(() => result.current[1](350.4));
    expect(result.current[0]).toBe(350);
    expect(window.localStorage.getItem(key)).toBe('350');
    act(() => result.current[1](9999));
    expect(result.current[0]).toBe(480);
    unmount();
    expect(renderHook(() => usePaneWidth(key, bounds)).result.current[0]).toBe(480);
  });

  it("reads another person's width when the key changes, and ignores stored nonsense", () => {
    window.localStorage.setItem(paneWidthKey('hubot', 'views'), '240');
    window.localStorage.setItem(paneWidthKey('octocat', 'views'), 'wide');
    const { result, rerender } = renderHook(({ login }) => usePaneWidth(paneWidthKey(login, 'views'), bounds), {
      initialProps: { login: 'hubot' },
    });
    expect(result.current[0]).toBe(240);
    rerender({ login: 'octocat' });
    expect(result.current[0]).toBe(296);
  });

  it('does not store without a key', () => {
    const { result } = renderHook(() => usePaneWidth(null, bounds));
    act(() => result.current[1](300));
    expect(result.current[0]).toBe(300);
    expect(window.localStorage.length).toBe(0);
  });
});
