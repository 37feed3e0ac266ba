import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LabelSearch } from './LabelSearch';

describe('LabelSearch', () => {
  it('applies the trimmed search on Enter', () => {
    const onApply = vi.fn();
    render(<LabelSearch applied="" onApply={onApply} />);
    const input = screen.getByRole('textbox', { name: 'Search all labels' });
    fireEvent.change(input, { target: { value: '  bug ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Labels' }));
    expect(onApply).toHaveBeenCalledWith('bug');
  });

  it('offers Clear search only while there is a search, and clears it', () => {
    const onApply = vi.fn();
    const { unmount } = render(<LabelSearch applied="" onApply={onApply} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    unmount();
    render(<LabelSearch applied="bug" onApply={onApply} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onApply).toHaveBeenCalledWith('');
    expect((screen.getByRole('textbox', { name: 'Search all labels' }) as HTMLInputElement).value).toBe('');
  });
});
