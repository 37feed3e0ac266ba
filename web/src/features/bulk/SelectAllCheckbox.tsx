import { Checkbox } from '@primer/react';
import type { PageSelection } from './useSelection';

export interface SelectAllCheckboxProps {
  state: PageSelection;
  onToggle: () => void;
}

/** The list header's select-all checkbox: checked, indeterminate or clear by the page's rows (spec 001 §2.4). */
export function SelectAllCheckbox({ state, onToggle }: SelectAllCheckboxProps) {
  return <Checkbox aria-label="Select all issues" checked={state === 'all'} indeterminate={state === 'some'} onChange={onToggle} />;
}
