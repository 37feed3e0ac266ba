import type { BulkChange } from './updateIssuesBulk';

/** What every bulk picker gets from the bar. */
export interface BulkActionProps {
  /** The chosen issues' global ids. */
  ids: readonly string[];
  /** The list's repository: the candidates come from it. */
  repository: { owner: string; name: string };
  disabled: boolean;
  /** Starts the change (the bar starts the job). */
  onApply: (change: BulkChange) => void;
}
