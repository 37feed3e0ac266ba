import { GearIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useMemo, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { LazySelectPanel } from '../../../../components/LazySelectPanel/LazySelectPanel';

/** One candidate of a sidebar menu, with the value the optimistic change is built from. */
export interface MenuChoice<T> {
  id: string;
  text: string;
  description?: string;
  leadingVisual?: ReactNode;
  value: T;
}

interface SidebarMenuBaseProps<T> {
  /** The section's heading ('Assignees'): the gear button is named 'Edit Assignees'. */
  heading: string;
  /** The panel's title ('Assign up to 10 people to this issue'). */
  title: string;
  /** The filter box's placeholder and accessible name ('Filter assignees'). */
  placeholder: string;
  /** The key that opens the menu from anywhere on the page, shown as the gear's hint ('a'). */
  shortcut?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's candidates for `filter`; null until the first answer. */
  choices: readonly MenuChoice<T>[] | null;
  failed: boolean;
  filter: string;
  onFilterChange: (filter: string) => void;
  /** Where the panel opens from when the gear is not its anchor (a menu item opened it). */
  anchorRef?: RefObject<HTMLElement | null>;
}

const FAILED_MESSAGE = { title: 'Could not load the choices', body: 'Close this menu and try again.', variant: 'error' as const };

function gearAnchor(heading: string, shortcut: string | undefined) {
  return function GearAnchor({ children: _children, 'aria-labelledby': _labelledBy, ...props }: HTMLAttributes<HTMLElement>) {
    return (
      <IconButton
        {...props}
        icon={GearIcon}
        aria-label={`Edit ${heading}`}
        aria-keyshortcuts={shortcut}
        variant="invisible"
        size="small"
        data-testid={`sidebar-edit-${heading.toLowerCase()}`}
      />
    );
  };
}

/** Both panels' items: the choices as SelectPanel takes them. */
function asItems<T>(choices: readonly MenuChoice<T>[]) {
  return choices.map(({ id, text, description, leadingVisual }) => ({
    id,
    text,
    description,
    leadingVisual: leadingVisual === undefined ? undefined : () => leadingVisual,
  }));
}

/** Choices without repeats, the first of each id kept. */
function unique<T>(choices: readonly MenuChoice<T>[]): MenuChoice<T>[] {
  const byId = new Map<string, MenuChoice<T>>();
  for (const choice of choices) if (!byId.has(choice.id)) byId.set(choice.id, choice);
  return [...byId.values()];
}

export interface MultiSidebarMenuProps<T> extends SidebarMenuBaseProps<T> {
  /** What the issue has now; listed first while the filter is empty. */
  current: readonly MenuChoice<T>[];
  /** At most this many can be chosen; choosing more shows `notice` and keeps the choice as it was. */
  limit?: { count: number; notice: string };
  /**
   * The menu closed (Escape, a click outside, the gear) with a different choice: what to add and
   * remove, and the whole choice in order (what the issue keeps, then what was added).
   */
  onApply: (change: { add: T[]; remove: T[]; chosen: T[] }) => void;
}

/**
 * A sidebar gear menu choosing several things (assignees, labels, projects), as GitHub's: a
 * filterable panel whose ticks apply together when it closes.
 */
export function MultiSidebarMenu<T>({
  heading,
  title,
  placeholder,
  shortcut,
  open,
  onOpenChange,
  choices,
  failed,
  filter,
  onFilterChange,
  anchorRef,
  current,
  limit,
  onApply,
}: MultiSidebarMenuProps<T>) {
  // What is ticked while the panel is open; null until something is toggled (then `current` shows).
  const [draft, setDraft] = useState<readonly MenuChoice<T>[] | null>(null);
  const [overLimit, setOverLimit] = useState(false);
  const ticked = draft ?? current;
  const visible = useMemo(
    () => unique(filter.trim() === '' ? [...ticked, ...current, ...(choices ?? [])] : [...(choices ?? [])]),
    [choices, current, filter, ticked],
  );
  const items = useMemo(() => asItems(visible), [visible]);
  const tickedIds = new Set(ticked.map((choice) => choice.id));
  const close = () => {
    if (draft !== null) {
      const before = new Set(current.map((choice) => choice.id));
      const after = new Set(draft.map((choice) => choice.id));
      const add = draft.filter((choice) => !before.has(choice.id));
      const remove = current.filter((choice) => !after.has(choice.id));
      if (add.length + remove.length > 0) {
        const kept = current.filter((choice) => after.has(choice.id));
        onApply({ add: add.map((c) => c.value), remove: remove.map((c) => c.value), chosen: [...kept, ...add].map((c) => c.value) });
      }
    }
    setDraft(null);
    setOverLimit(false);
    onFilterChange('');
  };
  return (
    <LazySelectPanel
      title={title}
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
        onOpenChange(next);
      }}
      {...(anchorRef ? { renderAnchor: null, anchorRef } : { renderAnchor: gearAnchor(heading, shortcut) })}
      placeholder={placeholder}
      placeholderText={placeholder}
      inputLabel={placeholder}
      items={items}
      selected={items.filter((item) => tickedIds.has(item.id))}
      onSelectedChange={(next: { id?: string | number }[]) => {
        // Ticked choices the filter hides stay ticked.
        const shown = new Set(visible.map((choice) => choice.id));
        const nextIds = new Set(next.map((item) => String(item.id)));
        const chosen = [...ticked.filter((choice) => !shown.has(choice.id) || nextIds.has(choice.id))];
        for (const choice of visible) if (nextIds.has(choice.id) && !chosen.some((c) => c.id === choice.id)) chosen.push(choice);
        const over = limit !== undefined && chosen.length > limit.count;
        setOverLimit(over);
        if (!over) setDraft(chosen);
      }}
      filterValue={filter}
      onFilterChange={onFilterChange}
      loading={choices === null && !failed}
      message={failed ? FAILED_MESSAGE : undefined}
      notice={overLimit && limit ? { text: limit.notice, variant: 'warning' } : undefined}
      showSelectedOptionsFirst={false}
      width="medium"
    />
  );
}

export interface SingleSidebarMenuProps<T> extends SidebarMenuBaseProps<T> {
  /** What the issue has now, or null. */
  current: MenuChoice<T> | null;
  /** A choice was picked (the panel closes): the new one, or null when the current one was picked again (it clears). */
  onApply: (choice: T | null) => void;
}

/** A sidebar gear menu choosing one thing (milestone, type): picking applies and closes, picking the current one clears it. */
export function SingleSidebarMenu<T>({
  heading,
  title,
  placeholder,
  shortcut,
  open,
  onOpenChange,
  choices,
  failed,
  filter,
  onFilterChange,
  anchorRef,
  current,
  onApply,
}: SingleSidebarMenuProps<T>) {
  const visible = useMemo(
    () => unique(filter.trim() === '' && current ? [current, ...(choices ?? [])] : [...(choices ?? [])]),
    [choices, current, filter],
  );
  const items = useMemo(() => asItems(visible), [visible]);
  return (
    <LazySelectPanel
      title={title}
      open={open}
      onOpenChange={(next) => {
        if (!next) onFilterChange('');
        onOpenChange(next);
      }}
      {...(anchorRef ? { renderAnchor: null, anchorRef } : { renderAnchor: gearAnchor(heading, shortcut) })}
      placeholder={placeholder}
      placeholderText={placeholder}
      inputLabel={placeholder}
      items={items}
      selected={items.find((item) => item.id === current?.id)}
      onSelectedChange={(next: { id?: string | number } | undefined) => {
        const picked = next === undefined ? null : (visible.find((choice) => choice.id === String(next.id)) ?? null);
        if ((picked?.id ?? null) !== (current?.id ?? null)) onApply(picked?.value ?? null);
      }}
      filterValue={filter}
      onFilterChange={onFilterChange}
      loading={choices === null && !failed}
      message={failed ? FAILED_MESSAGE : undefined}
      showSelectedOptionsFirst={false}
      width="medium"
    />
  );
}
