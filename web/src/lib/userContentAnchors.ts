/** The server prefixes `id` and `name` in rendered markdown with this, as GitHub does (server `markdown.ts`). */
export const USER_CONTENT_PREFIX = 'user-content-';

/** How long a page loaded with a fragment waits for the content that holds it to render. */
const INITIAL_WAIT_MS = 10_000;

function byIdOrName(document: Document, name: string): Element | null {
  return document.getElementById(name) ?? document.getElementsByName(name)[0] ?? null;
}

function fragmentName(hash: string): string | null {
  try {
    const name = decodeURIComponent(hash.replace(/^#/, ''));
    return name === '' ? null : name;
  } catch {
    return null;
  }
}

/**
 * The element a fragment (`#foo`) names: the page's own element, else user content's prefixed one
 * (`id` or `name` `user-content-foo`), so in-page links written in markdown keep working.
 */
export function findFragmentTarget(document: Document, hash: string): Element | null {
  const name = fragmentName(hash);
  if (name === null) return null;
  return byIdOrName(document, name) ?? byIdOrName(document, `${USER_CONTENT_PREFIX}${name}`);
}

/**
 * Scrolls to user content named by the address's fragment, which the browser cannot find itself
 * (it looks for `foo`, the content has `user-content-foo`): on every fragment change, and on load once
 * the content has rendered. Returns a function that stops listening.
 */
export function installUserContentAnchors(window: Window): () => void {
  const { document } = window;
  /** Whether the fragment's target is on the page (scrolled to when it is user content). */
  const scrollToFragment = (): boolean => {
    const name = fragmentName(window.location.hash);
    if (name === null) return false;
    // The page's own elements: the browser scrolls to those itself.
    if (byIdOrName(document, name)) return true;
    const target = byIdOrName(document, `${USER_CONTENT_PREFIX}${name}`);
    target?.scrollIntoView();
    return target !== null;
  };
  const handleHashChange = () => void scrollToFragment();
  window.addEventListener('hashchange', handleHashChange);

  // The first page renders its content after its data arrives: wait a while for the target to appear.
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = () => {
    observer?.disconnect();
    observer = null;
    clearTimeout(timer);
  };
  if (fragmentName(window.location.hash) !== null && !scrollToFragment()) {
    const waiting = new MutationObserver(() => {
      if (scrollToFragment()) stopWaiting();
    });
    waiting.observe(document.body, { childList: true, subtree: true });
    observer = waiting;
    timer = setTimeout(stopWaiting, INITIAL_WAIT_MS);
  }
  return () => {
    window.removeEventListener('hashchange', handleHashChange);
    stopWaiting();
  };
}
