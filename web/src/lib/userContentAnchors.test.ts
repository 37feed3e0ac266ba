import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findFragmentTarget, installUserContentAnchors } from './userContentAnchors';

describe('in-page links to rendered markdown', () => {
  let scrolled: Element[];
  let stop: (() => void) | undefined;

  beforeEach(() => {
    scrolled = [];
    // jsdom does not lay out pages, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    history.replaceState(null, '', '/octo-org/hello-world/issues/1');
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    document.body.innerHTML = '';
  });

  const changeHash = (hash: string) =>
    new Promise<void>((resolve) => {
      window.addEventListener('hashchange', () => setTimeout(resolve), { once: true });
      window.location.hash = hash;
    });

  it('finds the prefixed id or name of user content for #foo, and the page’s own element first', () => {
    document.body.innerHTML =
      '<div class="markdown-body"><h2 id="user-content-setup">Setup</h2><a name="user-content-install"></a></div><div id="main"></div>';
    expect(findFragmentTarget(document, '#setup')?.textContent).toBe('Setup');
    expect(findFragmentTarget(document, '#install')?.getAttribute('name')).toBe('user-content-install');
    expect(findFragmentTarget(document, '#main')?.id).toBe('main');
    expect(findFragmentTarget(document, '#nothing')).toBeNull();
    expect(findFragmentTarget(document, '#%E0%A4%A')).toBeNull();
  });

  it('scrolls to the prefixed anchor when an in-page link changes the fragment', async () => {
    document.body.innerHTML = '<div class="markdown-body"><a href="#install">Install</a><p>…</p><a name="user-content-install"></a></div>';
    stop = installUserContentAnchors(window);
    await changeHash('#install');
    expect(scrolled).toEqual([document.getElementsByName('user-content-install')[0]]);
  });

  it('leaves the page’s own fragment targets to the browser', async () => {
    document.body.innerHTML = '<div id="install"></div><a name="user-content-install"></a>';
    stop = installUserContentAnchors(window);
    await changeHash('#install');
    expect(scrolled).toEqual([]);
  });

  it('on a page loaded with a fragment, scrolls once the content holding it has rendered', async () => {
    history.replaceState(null, '', '/octo-org/hello-world/issues/1#notes');
    stop = installUserContentAnchors(window);
    expect(scrolled).toEqual([]);
    const body = document.createElement('div');
    body.innerHTML = '<h3 id="user-content-notes">Notes</h3>';
    document.body.append(body);
    await vi.waitFor(() => expect(scrolled.map((element) => element.id)).toEqual(['user-content-notes']));
  });
});
