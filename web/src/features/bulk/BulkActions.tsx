import { AddToProjectsBulkAction } from './AddToProjectsBulkAction';
import { ApplyAssigneesBulkAction } from './ApplyAssigneesBulkAction';
import { ApplyIssueTypeBulkAction } from './ApplyIssueTypeBulkAction';
import { ApplyLabelsBulkAction } from './ApplyLabelsBulkAction';
import { ApplyMilestoneBulkAction } from './ApplyMilestoneBulkAction';
import type { BulkOffer } from './bulkOffer';
import classes from './BulkActions.module.css';
import { MarkAsMenu } from './MarkAsMenu';
import type { BulkChange } from './updateIssuesBulk';

export interface BulkActionsProps {
  /** The chosen items' global ids, this page's and other pages'. */
  ids: readonly string[];
  repository: { owner: string; name: string };
  offer: BulkOffer;
  /** A chosen item is a pull request: the actions are off until it is unchosen. */
  pullRequestSelected: boolean;
  /** A job is starting or running: the actions wait for it. */
  busy: boolean;
  /** The 'Mark as' menu is open (the list's `e` shortcut opens it). */
  markAsOpen: boolean;
  onMarkAsOpenChange: (open: boolean) => void;
  onApply: (change: BulkChange) => void;
}

/**
 * The bulk-action bar of a list with chosen items (spec 000 §2, spec 001 §2.4): 'N selected', then
 * Mark as, Label, Assign, Project, Milestone and, in organisation repositories using them, Issue type.
 */
export function BulkActions({
  ids,
  repository,
  offer,
  pullRequestSelected,
  busy,
  markAsOpen,
  onMarkAsOpenChange,
  onApply,
}: BulkActionsProps) {
  const disabled = !offer.enabled || busy;
  const shared = { ids, repository, disabled, onApply };
  return (
    <div className={classes.bar} role="group" aria-label="Bulk actions">
      <span className={classes.count}>{ids.length.toLocaleString('en-US')} selected</span>
      <MarkAsMenu disabled={disabled} open={markAsOpen} onOpenChange={onMarkAsOpenChange} onApply={onApply} />
      <ApplyLabelsBulkAction {...shared} />
      <ApplyAssigneesBulkAction {...shared} />
      <AddToProjectsBulkAction {...shared} />
      <ApplyMilestoneBulkAction {...shared} />
      {offer.issueType ? <ApplyIssueTypeBulkAction {...shared} /> : null}
      {pullRequestSelected ? <span className={classes.note}>Pull requests cannot be changed in bulk.</span> : null}
    </div>
  );
}
