import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { preloadsSettled } from '../lib/preloadCode';

// Pages are lazy routes: on a busy two-core CI machine the first render of a file waits for their
// modules to be transformed, which can pass Testing Library's one-second default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; Primer's ThemeProvider asks it for the OS colour scheme.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
}

// jsdom has no constructable style sheets; Primer's Tooltip loads a popover polyfill that adds to them.
for (const prototype of [Document.prototype, ShadowRoot.prototype]) {
  if (!('adoptedStyleSheets' in prototype)) {
    Object.defineProperty(prototype, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
  }
}

// jsdom does not scroll; Primer's SelectPanel scrolls its active option into view.
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
// Nor does the window (jsdom reports its scrollTo as not implemented); a list shown again scrolls back.
window.scrollTo = () => undefined;

// Primer's lists announce through a <live-region> element. Under Node the package registers it with a
// DOM shim rather than jsdom's registry, so a stand-in that announces nothing is registered here.
if (!customElements.get('live-region')) {
  customElements.define(
    'live-region',
    class extends HTMLElement {
      announce() {
        return { cancel: () => undefined };
      }
      announceFromElement() {
        return { cancel: () => undefined };
      }
      clear() {}
    },
  );
}

// Code a page preloads (the bulk-action bar, a picker, the next page) finishes loading before the
// file's environment is torn down: a module loaded after that fails the run.
afterAll(() => preloadsSettled());

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
});

// Pages that stay live (the issue page's `issueUpdated`) open the app's WebSocket; unit tests have
// no server behind it, so the socket stays connecting and never fails (tests that exercise
// subscriptions pass their own client to `createSubscribe`).
class QuietWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  protocol = '';
  readonly url: string;
  onopen = null;
  onclose = null;
  onmessage = null;
  onerror = null;
  constructor(url: string | URL) {
    super();
    this.url = String(url);
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}
Object.defineProperty(globalThis, 'WebSocket', { value: QuietWebSocket, writable: true, configurable: true });

// A feature's mutations and menu queries (`*.operations.ts`) load after its first render
// (relay/useLazyMutation). Importing them here, once per file, makes that load a cached module,
// so a test that acts as soon as the page shows sees the optimistic change at once, as a person
// does in the browser, where the module arrives while they look at the page.
await Promise.all(Object.values(import.meta.glob('../**/*.operations.ts')).map((load) => load()));
