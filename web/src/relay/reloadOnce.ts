/**
 * Spec 001 §8 "Shared": some failures are cured by loading the page again (an expired session, a
 * permission that changed). The page reloads once, marking the address with `reload=1`; an address
 * that already carries it does not reload again, so a lasting failure shows its panel instead of
 * reloading forever.
 */
export const RELOAD_PARAM = 'reload';

/** Whether this page load is the one reload already spent. */
export function alreadyReloaded(href = window.location.href): boolean {
  return new URL(href).searchParams.get(RELOAD_PARAM) === '1';
}

/** The address to reload with: the current one plus `reload=1`. */
export function reloadAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.set(RELOAD_PARAM, '1');
  return url.toString();
}

/**
 * Reloads the page with `reload=1` unless this load already did. Returns whether it reloads (the
 * caller then waits for the new page instead of showing an error).
 */
export function reloadOnce(): boolean {
  if (alreadyReloaded()) return false;
  window.location.replace(reloadAddress(window.location.href));
  return true;
}

/** A promise that never settles: what an operation returns while the page reloads. */
export function untilReloaded<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
