import { useCallback, useMemo, useState } from 'react';

/** How much of the page's rows are chosen: the select-all checkbox's three states. */
export type PageSelection = 'all' | 'some' | 'none';

export interface Selection<Row extends { id: string }> {
  /** The chosen rows, in the order they were chosen, this page's and other pages' of the same list. */
  selected: readonly Row[];
  isSelected: (id: string) => boolean;
  /**
   * A row's checkbox was clicked (or `x` pressed on it). With `range` (Shift), every row between
   * the last clicked one and this one takes this row's new state.
   */
  toggle: (id: string, options?: { range?: boolean }) => void;
  /** The page's rows against the selection. */
  pageState: PageSelection;
  /** The select-all checkbox: clears the selection when the page's rows are all or partly chosen, otherwise chooses them. */
  toggleAll: () => void;
  clear: () => void;
}

interface State<Row> {
  resetKey: string;
  chosen: ReadonlyMap<string, Row>;
  /** The row last clicked: the start of a Shift range. */
  anchor: string | null;
}

const empty = <Row>(resetKey: string): State<Row> => ({ resetKey, chosen: new Map(), anchor: null });

/**
 * The rows chosen for bulk actions (spec 000 §4 "Selection", spec 001 §4). Choices of other pages
 * are kept while the person pages through the same list, so 'N selected' counts them all; a new
 * `resetKey` (another query or repository) starts over. The rows are kept with what the caller
 * put in them (whether a row is a pull request), since other pages' rows are not at hand.
 */
export function useSelection<Row extends { id: string }>(rows: readonly Row[], resetKey: string): Selection<Row> {
  const [stored, setStored] = useState<State<Row>>(() => empty(resetKey));
  // A new list starts with nothing chosen, from this render on (no effect needed to notice it).
  const state = stored.resetKey === resetKey ? stored : empty<Row>(resetKey);
  const update = useCallback(
    (change: (current: State<Row>) => State<Row>) =>
      setStored((previous) => change(previous.resetKey === resetKey ? previous : empty(resetKey))),
    [resetKey],
  );

  const toggle = useCallback(
    (id: string, options: { range?: boolean } = {}) =>
      update((current) => {
        const index = rows.findIndex((row) => row.id === id);
        if (index < 0) return current;
        const select = !current.chosen.has(id);
        const anchorIndex = options.range && current.anchor !== null ? rows.findIndex((row) => row.id === current.anchor) : -1;
        const affected =
          anchorIndex < 0 ? [rows[index] as Row] : rows.slice(Math.min(anchorIndex, index), Math.max(anchorIndex, index) + 1);
        const chosen = new Map(current.chosen);
        for (const row of affected) {
          if (select) chosen.set(row.id, row);
          else chosen.delete(row.id);
        }
        return { ...current, chosen, anchor: id };
      }),
    [rows, update],
  );

  const onPage = rows.filter((row) => state.chosen.has(row.id)).length;
  const pageState: PageSelection = rows.length > 0 && onPage === rows.length ? 'all' : onPage > 0 ? 'some' : 'none';

  const toggleAll = useCallback(
    () =>
      update((current) => {
        const anyOnPage = rows.some((row) => current.chosen.has(row.id));
        if (anyOnPage) return { ...current, chosen: new Map(), anchor: null };
        const chosen = new Map(current.chosen);
        for (const row of rows) chosen.set(row.id, row);
        return { ...current, chosen, anchor: null };
      }),
    [rows, update],
  );

  const clear = useCallback(() => update((current) => ({ ...current, chosen: new Map(), anchor: null })), [update]);
  const { chosen } = state;
  const selected = useMemo(() => [...chosen.values()], [chosen]);
  const isSelected = useCallback((id: string) => chosen.has(id), [chosen]);
  return { selected, isSelected, toggle, pageState, toggleAll, clear };
}
