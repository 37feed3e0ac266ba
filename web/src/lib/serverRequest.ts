import type { Environment } from 'relay-runtime';
import type { Session } from './session';

/**
 * What one page request rendered on the server (`ssr/entryServer.tsx`) gives the modules that keep
 * per-visit state in the browser: its own Relay environment (the app's store in the browser is one
 * per tab) and the visitor's session (fetched from `GET /session` in the browser). In the browser
 * there is none: the getter is only ever set by the server's render entry.
 */
export interface ServerRequest {
  environment: Environment;
  session: Session | null;
  /** The answer's status when the page says so itself ("Page not found", "Repository not found": 404). */
  status?: number;
  /** The most specific document title the page's content gave while rendering (hooks/useDocumentTitle.ts). */
  title?: string;
}

let current: () => ServerRequest | undefined = () => undefined;

/** The request being rendered on the server, or undefined in the browser. */
export function serverRequest(): ServerRequest | undefined {
  return current();
}

/** Called once by the server's render entry: how to find the request being rendered (AsyncLocalStorage). */
export function setServerRequestSource(source: () => ServerRequest | undefined): void {
  current = source;
}

/** On the server, answers the request being rendered with `status`; in the browser, nothing. */
export function setServerStatus(status: number): void {
  const request = current();
  if (request) request.status = status;
}
