import { Button } from '@primer/react';
import { useId, useState } from 'react';
import { DESCRIPTION_COLLAPSE_LENGTH } from './milestoneFormat';
import classes from './Milestones.module.css';

export interface MilestoneDescriptionProps {
  /** The server-rendered description. */
  html: string;
  /** The description's length in characters (its source), which decides collapsing. */
  length: number;
}

/** A milestone's rendered description, collapsed past 600 characters with Show more / Show less (spec §2.4, §9). */
export function MilestoneDescription({ html, length }: MilestoneDescriptionProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const collapsible = length > DESCRIPTION_COLLAPSE_LENGTH;
  const collapsed = collapsible && !expanded;
  return (
    <div className={classes.descriptionBlock}>
      <div
        id={id}
        className={`markdown-body ${classes.description}`}
        data-collapsed={collapsed ? 'true' : undefined}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {collapsible ? (
        <Button variant="link" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
