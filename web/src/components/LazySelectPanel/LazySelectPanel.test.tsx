import { ThemeProvider } from '@primer/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type HTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazySelectPanel } from './LazySelectPanel';

const items = [
  { id: 'bug', text: 'bug' },
  { id: 'docs', text: 'docs' },
];

function Picker({ onOpenChange }: { onOpenChange: (open: boolean, gesture: string) => void }) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<{ id?: string | number; text?: string }[]>([]);
  return (
    <ThemeProvider>
      <LazySelectPanel
        title="Apply labels"
        open={open}
        onOpenChange={(next, gesture) => {
          onOpenChange(next, gesture);
          setOpen(next);
        }}
        renderAnchor={({ children: _children, ...props }: HTMLAttributes<HTMLButtonElement>) => (
          <button type="button" {...props}>
            Labels
          </button>
        )}
        placeholder="Filter labels"
        placeholderText="Filter labels"
        inputLabel="Filter labels"
        items={items}
        selected={selected}
        onSelectedChange={setSelected}
        onFilterChange={() => undefined}
      />
    </ThemeProvider>
  );
}

describe('LazySelectPanel', () => {
  it('draws the anchor at once, closed, and opens the panel on a click once its code has loaded', async () => {
    const onOpenChange = vi.fn();
    render(<Picker onOpenChange={onOpenChange} />);
    const anchor = screen.getByRole('button', { name: 'Labels' });
    expect(anchor.getAttribute('aria-haspopup')).toBe('true');
    expect(anchor.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Filter labels' })).toBeNull();

    fireEvent.click(anchor);
    expect(onOpenChange).toHaveBeenCalledWith(true, 'anchor-click');
    expect(anchor.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('combobox', { name: 'Filter labels' })).toBeTruthy();
    expect(screen.getByText('docs')).toBeTruthy();
  });

  it('opens on ArrowDown, as SelectPanel’s own anchor does', async () => {
    const onOpenChange = vi.fn();
    render(<Picker onOpenChange={onOpenChange} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Labels' }), { key: 'ArrowDown' });
    expect(onOpenChange).toHaveBeenCalledWith(true, 'anchor-key-press');
    expect(await screen.findByRole('combobox', { name: 'Filter labels' })).toBeTruthy();
  });
});
