/** Preloads started and not yet settled. */
const loading = new Set<Promise<unknown>>();

/**
 * Starts loading code a page is likely to need soon (a picker's panel, the bulk-action bar, the
 * page a link goes to), without waiting for it. A failure is dropped here: the real use loads it
 * again and reports what goes wrong then.
 */
export function preloadCode(load: () => Promise<unknown>): void {
  const pending = load().then(
    () => undefined,
    () => undefined,
  );
  loading.add(pending);
  void pending.finally(() => loading.delete(pending));
}

/** Settles once every preload started so far, and any they started meanwhile, has (tests wait for it before they end). */
export async function preloadsSettled(): Promise<void> {
  while (loading.size > 0) await Promise.all(loading);
}
