import { KebabHorizontalIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton } from '@primer/react';
import type { ListDensity } from './listDensity';

const DENSITIES: { value: ListDensity; label: string; description: string }[] = [
  { value: 'comfortable', label: 'Comfortable', description: 'Title and details on two lines' },
  { value: 'compact', label: 'Compact', description: 'One line per item' },
];

/** The list's view options menu: the row density, remembered in this browser. */
export function ListViewOptions({ density, onDensityChange }: { density: ListDensity; onDensityChange: (density: ListDensity) => void }) {
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <IconButton icon={KebabHorizontalIcon} variant="invisible" aria-label="View options" />
      </ActionMenu.Anchor>
      <ActionMenu.Overlay width="medium">
        <ActionList selectionVariant="single">
          <ActionList.Group>
            <ActionList.GroupHeading>Density</ActionList.GroupHeading>
            {DENSITIES.map((option) => (
              <ActionList.Item key={option.value} selected={density === option.value} onSelect={() => onDensityChange(option.value)}>
                {option.label}
                <ActionList.Description variant="block">{option.description}</ActionList.Description>
              </ActionList.Item>
            ))}
          </ActionList.Group>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
