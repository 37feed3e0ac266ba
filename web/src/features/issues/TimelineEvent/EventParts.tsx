import { Link as PrimerLink } from '@primer/react';
import { Link } from 'react-router';
import classes from './TimelineEvent.module.css';

export interface EventIssue {
  readonly number: number;
  readonly title: string;
  readonly resourcePath: string;
}

/**
 * A linked issue or pull request; one the viewer cannot read is named without a link. `numberOnly`
 * writes it as GitHub's reference does, "#N" (the title in the link's tooltip).
 */
export function EventIssueLink({ to, numberOnly = false }: { to: EventIssue | null | undefined; numberOnly?: boolean }) {
  if (!to) return <span className={classes.muted}>an issue you cannot see</span>;
  if (numberOnly) {
    return (
      <PrimerLink as={Link} to={to.resourcePath} title={to.title}>
        #{to.number}
      </PrimerLink>
    );
  }
  return (
    <PrimerLink as={Link} to={to.resourcePath}>
      {to.title} <span className={classes.muted}>#{to.number}</span>
    </PrimerLink>
  );
}

/** Something named in bold: "added this to the **v1.0** milestone"; a deleted one is named 'deleted'. */
export function EventName({ name }: { name: string | null | undefined }) {
  return <strong>{name ?? 'deleted'}</strong>;
}
