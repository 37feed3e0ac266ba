import { UnfoldIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useId } from 'react';
import classes from './IssueConversation.module.css';

export interface TimelineHiddenItemsProps {
  /** How many items the control stands for. */
  count: number;
  /** 'remaining' after everything loaded, 'hidden' between loaded stretches. */
  kind: 'remaining' | 'hidden';
  onLoad: () => void;
}

/** GitHub's "N remaining items · Load more…" bar between the loaded parts of a long timeline. */
export function TimelineHiddenItems({ count, kind, onLoad }: TimelineHiddenItemsProps) {
  const countId = useId();
  return (
    <div className={classes.hiddenItems}>
      <span id={countId} className={classes.muted}>
        <UnfoldIcon aria-hidden="true" /> {count.toLocaleString('en-US')} {kind} {count === 1 ? 'item' : 'items'}
      </span>
      <Button size="small" onClick={onLoad} aria-describedby={countId}>
        Load more…
      </Button>
    </div>
  );
}
