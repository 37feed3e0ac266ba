import { SortDescIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu } from '@primer/react';
import { joinLabelSort, splitLabelSort, type LabelSort } from '../labelsAddress';

export interface LabelSortMenuProps {
  sort: LabelSort;
  onChange: (sort: LabelSort) => void;
}

const FIELDS = [
  { field: 'name', label: 'Name' },
  { field: 'count', label: 'Total issue count' },
] as const;

/** Spec 001 §2.5: 'Sort by' Name or Total issue count, 'Order' Ascending or Descending. */
export function LabelSortMenu({ sort, onChange }: LabelSortMenuProps) {
  const { field, direction } = splitLabelSort(sort);
  const current = FIELDS.find((entry) => entry.field === field)?.label ?? 'Name';
  return (
    <ActionMenu>
      <ActionMenu.Button
        leadingVisual={SortDescIcon}
        aria-label={`Sort by: ${current}, ${direction === 'asc' ? 'ascending' : 'descending'}`}
      >
        Sort
      </ActionMenu.Button>
      <ActionMenu.Overlay width="small">
        <ActionList selectionVariant="single" showDividers>
          <ActionList.Group>
            <ActionList.GroupHeading>Sort by</ActionList.GroupHeading>
            {FIELDS.map((entry) => (
              <ActionList.Item
                key={entry.field}
                selected={field === entry.field}
                onSelect={() => onChange(joinLabelSort(entry.field, direction))}
              >
                {entry.label}
              </ActionList.Item>
            ))}
          </ActionList.Group>
          <ActionList.Group>
            <ActionList.GroupHeading>Order</ActionList.GroupHeading>
            <ActionList.Item selected={direction === 'asc'} onSelect={() => onChange(joinLabelSort(field, 'asc'))}>
              Ascending
            </ActionList.Item>
            <ActionList.Item selected={direction === 'desc'} onSelect={() => onChange(joinLabelSort(field, 'desc'))}>
              Descending
            </ActionList.Item>
          </ActionList.Group>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
