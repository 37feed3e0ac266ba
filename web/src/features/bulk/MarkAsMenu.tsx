import { IssueClosedIcon, IssueOpenedIcon, SkipIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu } from '@primer/react';
import type { BulkChange } from './updateIssuesBulk';

export interface MarkAsMenuProps {
  disabled: boolean;
  /** Controlled, so the list's `e` shortcut can open it; Escape closes it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (change: BulkChange) => void;
}

const CLOSE_REASONS = [
  { reason: 'COMPLETED', text: 'Completed', icon: <IssueClosedIcon fill="var(--fgColor-done)" /> },
  { reason: 'NOT_PLANNED', text: 'Not planned', icon: <SkipIcon fill="var(--fgColor-muted)" /> },
  { reason: 'DUPLICATE', text: 'Duplicate', icon: <SkipIcon fill="var(--fgColor-muted)" /> },
] as const;

/** The 'Mark as' bulk menu (spec 000 §4 "State bulk change"): Open, or Closed as Completed, Not planned or Duplicate. */
export function MarkAsMenu({ disabled, open, onOpenChange, onApply }: MarkAsMenuProps) {
  return (
    <ActionMenu open={open && !disabled} onOpenChange={onOpenChange}>
      <ActionMenu.Button size="small" disabled={disabled}>
        Mark as
      </ActionMenu.Button>
      <ActionMenu.Overlay>
        <ActionList>
          <ActionList.Item onSelect={() => onApply({ kind: 'update', input: { state: 'OPEN' } })}>
            <ActionList.LeadingVisual>
              <IssueOpenedIcon fill="var(--fgColor-open)" />
            </ActionList.LeadingVisual>
            Open
          </ActionList.Item>
          <ActionList.Group>
            <ActionList.GroupHeading>Closed as</ActionList.GroupHeading>
            {CLOSE_REASONS.map(({ reason, text, icon }) => (
              <ActionList.Item key={reason} onSelect={() => onApply({ kind: 'update', input: { state: 'CLOSED', stateReason: reason } })}>
                <ActionList.LeadingVisual>{icon}</ActionList.LeadingVisual>
                {text}
              </ActionList.Item>
            ))}
          </ActionList.Group>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
