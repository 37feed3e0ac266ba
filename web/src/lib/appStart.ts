/**
 * Whether the app's first navigation (the page the browser loaded) has finished. Loaders use it to
 * treat the first page differently from later in-app navigations: on the first page there is no
 * content on screen yet, so waiting for data paints the page whole instead of a skeleton first.
 */
let started = false;

export function appStarted(): boolean {
  return started;
}

export function markAppStarted(): void {
  started = true;
}
