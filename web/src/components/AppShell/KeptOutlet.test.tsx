import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation, useParams, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../lib/routeHandle';
import { KeptOutlet } from './KeptOutlet';

/** Renders and effects of the list page, by address seen. */
const log: string[] = [];

/** The page's content: rendered again only when the page's render is used (React may call a page and keep its last output). */
function Rows({ address }: { address: string }) {
  log.push(`rows ${address}`);
  return <p>Rows of {address}</p>;
}

function ListPage() {
  const { pathname, search } = useLocation();
  const [clicks, setClicks] = useState(0);
  log.push(`page ${pathname}${search}`);
  useEffect(() => {
    log.push(`effect ${pathname}${search}`);
    return () => void log.push(`cleanup ${pathname}${search}`);
  }, [pathname, search]);
  return (
    <section aria-label="List">
      <p>
        List {pathname}
        {search}
      </p>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Clicked {clicks}
      </button>
      <Link to="/item/1">Item one</Link>
      <Rows address={`${pathname}${search}`} />
    </section>
  );
}

function ItemPage() {
  const { id } = useParams();
  return <h1>Item {id}</h1>;
}

function OtherListPage() {
  return <p>Other list</p>;
}

const kept = (title: string): RouteHandle => ({ title: () => title, keepAlive: true });

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <main>
        <KeptOutlet />
      </main>
    ),
    children: [
      { path: 'list', handle: kept('List'), Component: ListPage },
      { path: 'other', handle: kept('Other'), Component: OtherListPage },
      { path: 'item/:id', handle: { title: () => 'Item' } satisfies RouteHandle, Component: ItemPage },
    ],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** The list's section, shown or not (a hidden Activity keeps it in the document with display: none). */
function listSection(): HTMLElement {
  return screen.getByText(/^List \//, { selector: 'p' }).closest('section') as HTMLElement;
}

function isHidden(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.style.display === 'none') return true;
  }
  return false;
}

afterEach(() => {
  log.length = 0;
});

describe('KeptOutlet', () => {
  it('keeps a list hidden, state and all, while an item opened from it is shown, and shows it again as it was', async () => {
    const router = renderAt('/list?q=open');
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    fireEvent.click(screen.getByRole('link', { name: 'Item one' }));
    await screen.findByRole('heading', { name: 'Item 1' });
    // Hidden, not gone: its effects stopped, and it never rendered for the item's address.
    expect(isHidden(listSection())).toBe(true);
    expect(log).toContain('cleanup /list?q=open');
    expect(log.some((entry) => entry.includes('/item'))).toBe(false);

    log.length = 0;
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('heading', { name: 'Item 1' })).toBeNull();
    expect(isHidden(listSection())).toBe(false);
    // The same page, state kept, its content not rendered again: its effects start again.
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
    expect(log.filter((entry) => !entry.startsWith('page '))).toEqual(['effect /list?q=open']);
  });

  it('renders the kept list for a different address when that is where the person goes', async () => {
    const router = renderAt('/list?q=open');
    fireEvent.click(screen.getByRole('link', { name: 'Item one' }));
    await screen.findByRole('heading', { name: 'Item 1' });
    log.length = 0;
    await act(() => router.navigate('/list?q=closed'));
    expect(screen.getByText('List /list?q=closed')).toBeTruthy();
    expect(isHidden(listSection())).toBe(false);
    expect(log).toContain('rows /list?q=closed');
  });

  it('keeps one page: the next kept route opened takes the slot', async () => {
    const router = renderAt('/list');
    fireEvent.click(screen.getByRole('link', { name: 'Item one' }));
    await screen.findByRole('heading', { name: 'Item 1' });
    await act(() => router.navigate('/other'));
    expect(screen.getByText('Other list')).toBeTruthy();
    expect(screen.queryByText(/^List \//)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Item 1' })).toBeNull();
  });

  it('puts focus back on the link that was followed when the browser goes back', async () => {
    const router = renderAt('/list');
    const link = screen.getByRole('link', { name: 'Item one' });
    link.focus();
    fireEvent.click(link);
    await screen.findByRole('heading', { name: 'Item 1' });
    // A browser moves focus off an element that display: none hides; jsdom does not.
    link.blur();
    expect(document.activeElement).not.toBe(link);
    await act(() => router.navigate(-1));
    expect(document.activeElement).toBe(link);
  });
});
