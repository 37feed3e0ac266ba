import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './useSelection';

interface Row {
  id: string;
  pullRequest: boolean;
}

const page = (...ids: string[]): Row[] => ids.map((id) => ({ id, pullRequest: id.startsWith('PR') }));
const page1 = page('I_1', 'I_2', 'I_3', 'I_4', 'PR_5');
const page2 = page('I_6', 'I_7');

function setup(rows: Row[] = page1, resetKey = 'is:issue') {
  const hook = renderHook(({ rows, resetKey }) => useSelection(rows, resetKey), { initialProps: { rows, resetKey } });
  const ids = () => hook.result.current.selected.map((row) => row.id);
  return { ...hook, ids };
}

describe('useSelection', () => {
  it('toggles one row at a time', () => {
    const { result, ids } = setup();
    act(() => result.current.toggle('I_2'));
    act(() => result.current.toggle('I_4'));
    expect(ids()).toEqual(['I_2', 'I_4']);
    expect(result.current.isSelected('I_2')).toBe(true);
    act(() => result.current.toggle('I_2'));
    expect(ids()).toEqual(['I_4']);
  });

  it('selects a range from the last clicked row with Shift, in either direction', () => {
    const { result, ids } = setup();
    act(() => result.current.toggle('I_2'));
    act(() => result.current.toggle('I_4', { range: true }));
    expect(ids()).toEqual(['I_2', 'I_3', 'I_4']);
    act(() => result.current.clear());
    act(() => result.current.toggle('PR_5'));
    act(() => result.current.toggle('I_1', { range: true }));
    expect(ids().sort()).toEqual(['I_1', 'I_2', 'I_3', 'I_4', 'PR_5']);
  });

  it('clears a range when its clicked row was chosen, and toggles one row without an earlier click', () => {
    const { result, ids } = setup();
    act(() => result.current.toggleAll());
    act(() => result.current.toggle('I_4', { range: true }));
    expect(ids()).toEqual(['I_1', 'I_2', 'I_3', 'PR_5']);
    act(() => result.current.toggle('I_2'));
    act(() => result.current.toggle('I_4', { range: true }));
    // I_4 was not chosen: the range from I_2 takes its new state (chosen).
    expect(ids().sort()).toEqual(['I_1', 'I_2', 'I_3', 'I_4', 'PR_5']);
  });

  it('shows select-all as none, some or all of the page, and clears when some or all are chosen', () => {
    const { result, ids } = setup();
    expect(result.current.pageState).toBe('none');
    act(() => result.current.toggle('I_1'));
    expect(result.current.pageState).toBe('some');
    act(() => result.current.toggleAll());
    expect(ids()).toEqual([]);
    expect(result.current.pageState).toBe('none');
    act(() => result.current.toggleAll());
    expect(ids()).toEqual(['I_1', 'I_2', 'I_3', 'I_4', 'PR_5']);
    expect(result.current.pageState).toBe('all');
    act(() => result.current.toggleAll());
    expect(ids()).toEqual([]);
  });

  it('keeps the choices of other pages while paging through the same query, and counts them all', () => {
    const { result, rerender, ids } = setup();
    act(() => result.current.toggle('I_1'));
    act(() => result.current.toggle('PR_5'));
    rerender({ rows: page2, resetKey: 'is:issue' });
    expect(result.current.pageState).toBe('none');
    act(() => result.current.toggleAll());
    expect(ids()).toEqual(['I_1', 'PR_5', 'I_6', 'I_7']);
    expect(result.current.pageState).toBe('all');
    // Other pages' rows keep what was known of them.
    expect(result.current.selected.find((row) => row.id === 'PR_5')?.pullRequest).toBe(true);
    rerender({ rows: page1, resetKey: 'is:issue' });
    expect(result.current.pageState).toBe('some');
  });

  it('starts over when the query changes', () => {
    const { result, rerender, ids } = setup();
    act(() => result.current.toggle('I_1'));
    rerender({ rows: page1, resetKey: 'is:issue label:bug' });
    expect(ids()).toEqual([]);
    expect(result.current.pageState).toBe('none');
    // A range does not start from a row clicked under the old query.
    act(() => result.current.toggle('I_4', { range: true }));
    expect(ids()).toEqual(['I_4']);
  });

  it('ignores a row that is not on the page', () => {
    const { result, ids } = setup();
    act(() => result.current.toggle('I_99'));
    expect(ids()).toEqual([]);
  });
});
