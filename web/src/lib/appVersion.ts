/**
 * Spec: "When the app detects a version mismatch an informational persisted toast appears". The
 * server names its web build in the `x-app-build` header of `/api/graphql` answers; when it differs
 * from the build this page runs, a newer version has been deployed since the page loaded.
 */

/** The build this page runs: `'dev'` under the dev server and in tests, where the check is off. */
export const CLIENT_BUILD: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';

/** The response header that carries the server's build id. */
export const APP_BUILD_HEADER = 'x-app-build';

type Listener = () => void;

let detected = false;
// Whether the news reached a listener: it does so once per page load.
let delivered = false;
const listeners = new Set<Listener>();

function deliver(): void {
  if (!detected || delivered || listeners.size === 0) return;
  delivered = true;
  for (const listener of [...listeners]) listener();
}

/**
 * Compares the server's build (a response's `x-app-build`, null when absent) with this page's. The
 * first mismatch notifies the `onNewVersion` listeners; a missing header or a dev build never does.
 */
export function checkServerBuild(serverBuild: string | null, clientBuild: string = CLIENT_BUILD): void {
  if (detected || !serverBuild || clientBuild === 'dev' || serverBuild === clientBuild) return;
  detected = true;
  deliver();
}

/** Whether a newer version has been detected on this page load. */
export function newVersionDetected(): boolean {
  return detected;
}

/**
 * Calls `listener` when a newer version is detected. The news goes out once per page load: to the
 * listeners subscribed at that moment, or, if there were none yet (the first request runs before
 * the app shell renders), to the next one that subscribes. Answers the unsubscribe function.
 */
export function onNewVersion(listener: Listener): () => void {
  listeners.add(listener);
  deliver();
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets the detection and the listeners (tests). */
export function resetAppVersion(): void {
  detected = false;
  delivered = false;
  listeners.clear();
}
