import { TriangleDownIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { LazySelectPanel } from '../../components/LazySelectPanel/LazySelectPanel';
import { toggledIds } from './commonItems';

/** One choice of a bulk picker. */
export interface BulkChoice {
  id: string;
  text: string;
  description?: string;
  leadingVisual?: ReactNode;
}

interface PickerBaseProps {
  /** The button's text and accessible name ('Label'). */
  label: string;
  /** The panel's heading ('Apply labels'). */
  title: string;
  /** The filter box's placeholder and accessible name ('Filter labels'). */
  placeholder: string;
  disabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The choices, once read; null while they load. */
  choices: readonly BulkChoice[] | null;
  /** The choices could not be read. */
  failed: boolean;
}

const FAILED_MESSAGE = { title: 'Could not load the choices', body: 'Close this menu and try again.', variant: 'error' as const };

function useFilteredItems(choices: readonly BulkChoice[] | null) {
  const [filter, setFilter] = useState('');
  const items = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (choices ?? [])
      .filter((choice) => needle === '' || choice.text.toLowerCase().includes(needle) || choice.description?.toLowerCase().includes(needle))
      .map(({ id, text, description, leadingVisual }) => ({
        id,
        text,
        description,
        leadingVisual: leadingVisual === undefined ? undefined : () => leadingVisual,
      }));
  }, [choices, filter]);
  return { filter, setFilter, items };
}

function anchor(label: string, disabled: boolean) {
  return function PickerAnchor({ children: _children, ...props }: HTMLAttributes<HTMLButtonElement>) {
    return (
      <Button {...props} size="small" trailingVisual={TriangleDownIcon} disabled={disabled}>
        {label}
      </Button>
    );
  };
}

export interface MultiBulkPickerProps extends PickerBaseProps {
  /** The ids every chosen issue has, checked when the panel opens. */
  initial: ReadonlySet<string>;
  /** At most this many can be checked; checking more shows `notice` and keeps the choice as it was. */
  limit?: { count: number; notice: string };
  /**
   * Save was pressed with something toggled: what to add and remove (items only some issues have
   * are neither). Cancel, Escape, a click outside or a Save with nothing toggled change nothing.
   */
  onSave: (change: { add: string[]; remove: string[] }) => void;
}

/**
 * A multi-select bulk picker (labels, assignees, projects): a panel, checked at first with what
 * every chosen issue has, whose Save applies the changes.
 */
export function MultiBulkPicker({
  label,
  title,
  placeholder,
  disabled,
  open,
  onOpenChange,
  choices,
  failed,
  initial,
  limit,
  onSave,
}: MultiBulkPickerProps) {
  const { filter, setFilter, items } = useFilteredItems(choices);
  // What is checked while the panel is open; null until something is toggled (then `initial` shows).
  const [toggled, setToggled] = useState<ReadonlySet<string> | null>(null);
  const [overLimit, setOverLimit] = useState(false);
  const checked = toggled ?? initial;
  return (
    <LazySelectPanel
      variant="modal"
      title={title}
      open={open}
      onOpenChange={(next, gesture) => {
        if (!next) setFilter('');
        if (!next && gesture === 'selection') {
          const change = toggledIds(initial, checked);
          if (change.add.length + change.remove.length > 0) onSave(change);
        }
        setToggled(null);
        setOverLimit(false);
        onOpenChange(next);
      }}
      onCancel={() => undefined}
      renderAnchor={anchor(label, disabled)}
      placeholder={placeholder}
      placeholderText={placeholder}
      inputLabel={placeholder}
      items={items}
      selected={items.filter((item) => checked.has(item.id))}
      onSelectedChange={(next: { id?: string | number }[]) => {
        // Checked choices hidden by the filter stay checked.
        const shown = new Set(items.map((item) => item.id));
        const chosen = new Set([...[...checked].filter((id) => !shown.has(id)), ...next.map((item) => String(item.id))]);
        const over = limit !== undefined && chosen.size > limit.count;
        setOverLimit(over);
        if (!over) setToggled(chosen);
      }}
      filterValue={filter}
      onFilterChange={setFilter}
      loading={choices === null && !failed}
      message={failed ? FAILED_MESSAGE : undefined}
      notice={overLimit && limit ? { text: limit.notice, variant: 'warning' } : undefined}
      showSelectedOptionsFirst={false}
      width="medium"
    />
  );
}

export interface SingleBulkPickerProps extends PickerBaseProps {
  /** The choice all chosen issues share, shown selected; null when they differ. */
  active: string | null;
  /** A choice was picked (the panel closes); picking the active one changes nothing. */
  onPick: (id: string) => void;
}

/** A single-select bulk picker (milestone, issue type): picking a choice applies it at once. */
export function SingleBulkPicker({
  label,
  title,
  placeholder,
  disabled,
  open,
  onOpenChange,
  choices,
  failed,
  active,
  onPick,
}: SingleBulkPickerProps) {
  const { filter, setFilter, items } = useFilteredItems(choices);
  return (
    <LazySelectPanel
      title={title}
      open={open}
      onOpenChange={(next) => {
        if (!next) setFilter('');
        onOpenChange(next);
      }}
      renderAnchor={anchor(label, disabled)}
      placeholder={placeholder}
      placeholderText={placeholder}
      inputLabel={placeholder}
      items={items}
      selected={items.find((item) => item.id === active)}
      onSelectedChange={(next: { id?: string | number } | undefined) => {
        if (next?.id !== undefined && String(next.id) !== active) onPick(String(next.id));
      }}
      filterValue={filter}
      onFilterChange={setFilter}
      loading={choices === null && !failed}
      message={failed ? FAILED_MESSAGE : undefined}
      showSelectedOptionsFirst={false}
      width="medium"
    />
  );
}
