import { useCallback, useSyncExternalStore } from 'react';

/** How tall list rows are: comfortable (two lines, skeleton rows 40 px) or compact (one line, 20 px). */
export type ListDensity = 'comfortable' | 'compact';

const STORAGE_KEY = 'issues.listDensity';
const listeners = new Set<() => void>();

function read(): ListDensity {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    // Storage can be blocked (privacy settings): the default applies.
    return 'comfortable';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the setting applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The viewer's list density, remembered in this browser, and a setter shared by every list. */
export function useListDensity(): [ListDensity, (density: ListDensity) => void] {
  const density = useSyncExternalStore(subscribe, read, () => 'comfortable' as const);
  const set = useCallback((next: ListDensity) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered, but nothing else is lost.
    }
    for (const listener of listeners) listener();
  }, []);
  return [density, set];
}
