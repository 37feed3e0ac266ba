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

/** The location key of the page the browser loaded (a reload keeps the key its history entry had). */
let firstPageKey = 'default';

export function setFirstPageKey(key: string): void {
  firstPageKey = key;
}

/**
 * Whether a location is the page the browser loaded rather than one reached by a navigation inside
 * the app. React Router keys the first location 'default', or on a reload with the key its history
 * entry kept; a server render sees 'default'.
 */
export function isFirstPage(key: string): boolean {
  return key === 'default' || key === firstPageKey;
}
