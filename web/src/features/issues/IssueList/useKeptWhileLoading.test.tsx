import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeptWhileLoading } from './useKeptWhileLoading';

/** Rows that suspend until their query's promise settles (as a list's Relay query does). */
function Rows({ rows }: { rows: Promise<string> }) {
  return <p>{use(rows)}</p>;
}

function List({ query, rows }: { query: string; rows: Promise<string> }) {
  const { shown, loading } = useKeptWhileLoading({ query, rows }, query);
  return (
    <section aria-label="list" aria-busy={loading || undefined} data-query={shown.query}>
      <Suspense fallback={<p>skeleton</p>}>
        <Rows rows={shown.rows} />
      </Suspense>
    </section>
  );
}

const list = () => screen.getByRole('region', { name: 'list' });

describe('useKeptWhileLoading', () => {
  it('keeps the current rows, busy, while a new request loads, then shows the new rows', async () => {
    const { rerender } = await act(async () => render(<List query="is:open" rows={Promise.resolve('rows of open issues')} />));
    expect((await screen.findByText('rows of open issues')).isConnected).toBe(true);
    expect(list().getAttribute('aria-busy')).toBeNull();

    let answer: (rows: string) => void = () => undefined;
    const second = new Promise<string>((resolve) => (answer = resolve));
    await act(async () => rerender(<List query="is:closed" rows={second} />));
    expect(screen.getByText('rows of open issues').isConnected).toBe(true);
    expect(screen.queryByText('skeleton')).toBeNull();
    expect(list().getAttribute('aria-busy')).toBe('true');
    expect(list().getAttribute('data-query')).toBe('is:open');

    await act(async () => answer('rows of closed issues'));
    expect((await screen.findByText('rows of closed issues')).isConnected).toBe(true);
    expect(list().getAttribute('aria-busy')).toBeNull();
    expect(list().getAttribute('data-query')).toBe('is:closed');
  });

  it('takes up a request whose rows are ready without keeping the old ones', async () => {
    const { rerender } = await act(async () => render(<List query="is:open" rows={Promise.resolve('open')} />));
    expect((await screen.findByText('open')).isConnected).toBe(true);
    const ready = Promise.resolve('closed');
    await ready;
    await act(async () => rerender(<List query="is:closed" rows={ready} />));
    expect((await screen.findByText('closed')).isConnected).toBe(true);
    expect(list().getAttribute('aria-busy')).toBeNull();
  });
});
