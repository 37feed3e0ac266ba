import { ActionList, ActionMenu } from '@primer/react';
import { MILESTONE_SORTS, type MilestoneSort } from '../milestoneOrder';

export interface MilestoneSortMenuProps {
  sort: MilestoneSort;
  onChange: (sort: MilestoneSort) => void;
}

/** Spec 001 §2.2: the nine sort choices of the milestone list. */
export function MilestoneSortMenu({ sort, onChange }: MilestoneSortMenuProps) {
  return (
    <ActionMenu>
      <ActionMenu.Button variant="invisible" aria-label={`Sort: ${sort.label}`}>
        Sort
      </ActionMenu.Button>
      <ActionMenu.Overlay>
        <ActionList selectionVariant="single" aria-label="Sort milestones">
          {MILESTONE_SORTS.map((choice) => (
            <ActionList.Item key={choice.label} selected={choice.label === sort.label} onSelect={() => onChange(choice)}>
              {choice.label}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
