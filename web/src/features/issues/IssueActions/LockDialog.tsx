import { FormControl, Select } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { useState } from 'react';
import classes from './IssueActions.module.css';
import { LOCK_REASONS, type LockReason } from './lockReasons';

export interface LockDialogProps {
  onCancel: () => void;
  /** Locks with the chosen reason, or none. */
  onLock: (reason: LockReason | null) => void;
}

/** GitHub's "Lock conversation on this issue" dialog: what locking does, and an optional reason. */
export function LockDialog({ onCancel, onLock }: LockDialogProps) {
  const [reason, setReason] = useState<LockReason | ''>('');
  return (
    <Dialog
      title="Lock conversation on this issue"
      onClose={onCancel}
      data-testid="lock-dialog"
      footerButtons={[
        { content: 'Cancel', onClick: onCancel },
        { content: 'Lock conversation', buttonType: 'primary', onClick: () => onLock(reason === '' ? null : reason) },
      ]}
    >
      <div className={classes.dialogBody}>
        <ul className={classes.points}>
          <li>Other users can’t add new comments to this issue.</li>
          <li>You and other collaborators with access to this repository can still leave comments that others can see.</li>
          <li>You can always unlock this issue again in the future.</li>
        </ul>
        <FormControl>
          <FormControl.Label>Reason for locking</FormControl.Label>
          <Select value={reason} onChange={(event) => setReason(event.target.value as LockReason | '')} data-testid="lock-reason">
            <Select.Option value="">Choose a reason</Select.Option>
            {LOCK_REASONS.map((option) => (
              <Select.Option key={option.reason} value={option.reason}>
                {option.text}
              </Select.Option>
            ))}
          </Select>
          <FormControl.Caption>Optionally, choose a reason for locking that others can see.</FormControl.Caption>
        </FormControl>
      </div>
    </Dialog>
  );
}
