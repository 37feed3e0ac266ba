/**
 * `@oddbird/popover-polyfill/fn` as Primer's Tooltip uses it (`if (!isSupported()) apply()`), with the
 * polyfill loaded only where it is applied: every browser the app supports has the Popover API, so
 * its 10 KB stay out of every page's script (the build points the Tooltip's import here, see
 * vite.config.ts). In a browser without the API a tooltip works once the polyfill has loaded, a
 * moment after the first one mounts.
 */
let applying = false;

/** Whether the browser has the Popover API (the polyfill's own test). */
export function isSupported(): boolean {
  return typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype === 'object' && 'popover' in HTMLElement.prototype;
}

/** Loads the polyfill and applies it, once (again on the next call if it failed to load). */
export function apply(): void {
  if (applying) return;
  applying = true;
  void import('@oddbird/popover-polyfill/fn').then(
    (polyfill) => polyfill.apply(),
    () => {
      applying = false;
    },
  );
}
