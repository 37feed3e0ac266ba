import { ProgressBar } from '@primer/react';
import { progressPercent } from './milestoneFormat';

export interface MilestoneProgressProps {
  openCount: number;
  closedCount: number;
}

/** The progress bar of a milestone with its floor percentage (spec 001 §2.2, §9). */
export function MilestoneProgress({ openCount, closedCount }: MilestoneProgressProps) {
  const percent = progressPercent(openCount, closedCount);
  const total = openCount + closedCount;
  return (
    <ProgressBar
      progress={percent}
      barSize="large"
      aria-label={total > 0 ? `${closedCount}/${total} issues closed, ${percent}% complete` : `${percent}% complete`}
    />
  );
}
