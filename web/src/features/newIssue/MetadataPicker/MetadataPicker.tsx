import { GearIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useMemo, useState, type ReactNode } from 'react';
import { LazySelectPanel } from '../../../components/LazySelectPanel/LazySelectPanel';
import classes from './MetadataPicker.module.css';

/** One choice of a sidebar picker. */
export interface PickerChoice {
  id: string;
  text: string;
  description?: string;
  leadingVisual?: ReactNode;
}

export interface MetadataPickerProps {
  /** The section's name ('Labels'), also the panel's title. */
  title: string;
  choices: readonly PickerChoice[];
  selectedIds: readonly string[];
  /** Several choices (labels, assignees, projects) or one (milestone, type). */
  multiple: boolean;
  onChange: (ids: string[]) => void;
  /** Shown when nothing is chosen ('No one assigned'). */
  emptyText: string;
  /** The filter box's placeholder ('Filter labels'). */
  placeholder: string;
  /** How a chosen entry shows under the heading; its text by default. */
  renderSelected?: (choice: PickerChoice) => ReactNode;
}

/** A sidebar section of the new-issue page: a heading button opening a SelectPanel, then the choices made. */
export function MetadataPicker({
  title,
  choices,
  selectedIds,
  multiple,
  onChange,
  emptyText,
  placeholder,
  renderSelected,
}: MetadataPickerProps) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const items = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return choices
      .filter((choice) => needle === '' || choice.text.toLowerCase().includes(needle) || choice.description?.toLowerCase().includes(needle))
      .map(({ id, text, description, leadingVisual }) => ({
        id,
        text,
        description,
        leadingVisual: leadingVisual === undefined ? undefined : () => leadingVisual,
      }));
  }, [choices, filter]);
  const selectedItems = items.filter((item) => selectedIds.includes(item.id));
  const chosen = selectedIds.flatMap((id) => choices.filter((choice) => choice.id === id));
  const common = {
    title,
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (!next) setFilter('');
    },
    renderAnchor: ({ children: _children, ...anchorProps }: React.HTMLAttributes<HTMLButtonElement>) => (
      <Button {...anchorProps} variant="invisible" size="small" trailingVisual={GearIcon} className={classes.anchor}>
        {title}
      </Button>
    ),
    placeholder,
    placeholderText: placeholder,
    items,
    filterValue: filter,
    onFilterChange: (value: string) => setFilter(value),
    width: 'medium' as const,
    showSelectedOptionsFirst: false,
  };
  return (
    <section className={classes.section} aria-label={title}>
      {multiple ? (
        <LazySelectPanel
          {...common}
          selected={selectedItems}
          onSelectedChange={(next: { id?: string | number }[]) => onChange(next.map((item) => String(item.id)))}
        />
      ) : (
        <LazySelectPanel
          {...common}
          selected={selectedItems[0]}
          onSelectedChange={(next: { id?: string | number } | undefined) => onChange(next?.id === undefined ? [] : [String(next.id)])}
        />
      )}
      {chosen.length === 0 ? (
        <p className={classes.empty}>{emptyText}</p>
      ) : (
        <ul className={classes.chosen}>
          {chosen.map((choice) => (
            <li key={choice.id}>{renderSelected ? renderSelected(choice) : choice.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
