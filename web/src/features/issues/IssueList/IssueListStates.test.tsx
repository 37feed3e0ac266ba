import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IssueListSkeleton } from './IssueListStates';

/** The heights of the skeleton boxes of a rendered skeleton list. */
function boxHeights(): string[] {
  const list = screen.getByRole('list', { name: 'Loading issues' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => (item.firstElementChild as HTMLElement | null)?.style.height ?? '');
}

describe('IssueListSkeleton', () => {
  it('shows one 40 px row per item of the page, at most 25, marked busy', () => {
    render(<IssueListSkeleton rows={10} />);
    expect(boxHeights()).toEqual(Array.from({ length: 10 }, () => '40px'));
    expect(screen.getByRole('list', { name: 'Loading issues' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows 20 px rows in compact density and caps the rows at 25', () => {
    render(<IssueListSkeleton rows={100} compact />);
    expect(boxHeights()).toEqual(Array.from({ length: 25 }, () => '20px'));
  });
});
