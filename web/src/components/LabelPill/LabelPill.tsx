import { IssueLabel } from '@primer/react/experimental';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { labelBorderColor } from './labelBorder';

export interface LabelPillProps {
  /** The label's colour: six hex digits, with or without '#'. */
  color: string;
  children: ReactNode;
  /** Makes the pill a link (a list filtered by the label, the label's issues). */
  to?: string;
  /** The label's description, shown on hover. */
  title?: string;
}

/**
 * A label as every page shows it: Primer's IssueLabel filled with the label's colour, plus the border
 * GitHub gives the lightest labels (white 'wontfix', say), drawn in the slot Primer keeps for it (an
 * inset box shadow, transparent by default), so a white label stays visible on a white page.
 */
export function LabelPill({ color, children, to, title }: LabelPillProps) {
  const fill = `#${color.replace(/^#/, '')}` as const;
  const border = labelBorderColor(color);
  const style: CSSProperties | undefined = border ? { boxShadow: `inset 0 0 0 var(--borderWidth-thin, 1px) ${border}` } : undefined;
  if (to !== undefined)
    return (
      <IssueLabel as={Link} to={to} fillColor={fill} title={title} style={style}>
        {children}
      </IssueLabel>
    );
  return (
    <IssueLabel fillColor={fill} title={title} style={style}>
      {children}
    </IssueLabel>
  );
}
