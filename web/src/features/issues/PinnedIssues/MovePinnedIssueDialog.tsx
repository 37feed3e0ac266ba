import { FormControl, Radio, RadioGroup } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ordinal } from './pinnedOrder';

/** A pinned issue as the dialog names it. */
export interface MoveCandidate {
  id: string;
  number: number;
  title: string;
}

export interface MovePinnedIssueDialogProps {
  /** The pinned issues in their current order. */
  items: readonly MoveCandidate[];
  /** The id of the one being moved. */
  movingId: string;
  /** Called with the chosen position (0-based) when it differs from the current one. */
  onMove: (to: number) => void;
  onClose: () => void;
}

/**
 * "Advanced move" (spec §6): the keyboard way to reorder pinned issues. Each position says which
 * pinned issue the moved one lands before or after; arrow keys choose, Enter moves.
 */
export function MovePinnedIssueDialog({ items, movingId, onMove, onClose }: MovePinnedIssueDialogProps) {
  const current = Math.max(
    0,
    items.findIndex((item) => item.id === movingId),
  );
  const moving = items[current];
  const [chosen, setChosen] = useState(current);
  const formId = useId();
  const checkedRef = useRef<HTMLInputElement>(null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chosen === current) onClose();
    else onMove(chosen);
  };
  return (
    <Dialog
      title="Move pinned issue"
      subtitle={moving ? `#${moving.number} ${moving.title}` : undefined}
      onClose={onClose}
      initialFocusRef={checkedRef}
      footerButtons={[
        { content: 'Cancel', onClick: onClose },
        { content: 'Move', buttonType: 'primary', type: 'submit', form: formId, disabled: chosen === current },
      ]}
    >
      <form id={formId} onSubmit={submit}>
        <RadioGroup name="pinned-issue-position" onChange={(value) => setChosen(Number(value))}>
          <RadioGroup.Label>Position</RadioGroup.Label>
          {items.map((item, index) => (
            <FormControl key={item.id}>
              <Radio value={String(index)} checked={chosen === index} ref={index === chosen ? checkedRef : undefined} />
              <FormControl.Label>{ordinal(index + 1)}</FormControl.Label>
              <FormControl.Caption>
                {index === current ? 'Current position' : `${index < current ? 'Before' : 'After'} #${item.number} ${item.title}`}
              </FormControl.Caption>
            </FormControl>
          ))}
        </RadioGroup>
      </form>
    </Dialog>
  );
}
