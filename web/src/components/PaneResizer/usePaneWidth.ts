import { useCallback, useState } from 'react';
import { useHydrated } from '../../hooks/useHydrated';

export interface PaneBounds {
  initial: number;
  min: number;
  max: number;
}

const clamp = (value: number, { min, max }: PaneBounds) => Math.min(max, Math.max(min, Math.round(value)));

function readWidth(key: string | null, bounds: PaneBounds): number {
  if (key === null) return bounds.initial;
  try {
    const stored = Number(window.localStorage.getItem(key));
    return Number.isFinite(stored) && stored > 0 ? clamp(stored, bounds) : bounds.initial;
  } catch {
    return bounds.initial;
  }
}

/**
 * A pane's width in pixels, kept in this browser under `key` (one key per person and pane, spec
 * 000 §2: "widths are stored per user under two keys"). Without a key (the person is not known yet)
 * the width is not stored.
 */
export function usePaneWidth(key: string | null, bounds: PaneBounds): [number, (width: number) => void] {
  const [state, setState] = useState(() => ({ key, width: readWidth(key, bounds) }));
  // The server cannot know the stored width: the page starts at the initial one, as its HTML does.
  const hydrated = useHydrated();
  // A different key (another person) reads its own stored width.
  const width = state.key === key ? state.width : readWidth(key, bounds);
  if (state.key !== key) setState({ key, width });
  const setWidth = useCallback(
    (next: number) => {
      const value = clamp(next, bounds);
      setState({ key, width: value });
      if (key === null) return;
      try {
        window.localStorage.setItem(key, String(value));
      } catch {
        // Storage full or blocked: the width holds for this page only.
      }
    },
    // The bounds are constants of each pane.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return [hydrated ? width : bounds.initial, setWidth];
}

/** The two storage keys of the dashboard's panes for one person. */
export function paneWidthKey(login: string, pane: 'views' | 'issue'): string {
  return `issues.${login}.${pane === 'views' ? 'dashboardViewsPaneWidth' : 'dashboardIssuePaneWidth'}`;
}
