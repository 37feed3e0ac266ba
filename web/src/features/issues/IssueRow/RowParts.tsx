import type { ReactNode } from 'react';
import { LabelPill } from '../../../components/LabelPill/LabelPill';
import { formatShortDate } from '../IssueList/listAddress';

export interface RowLabel {
  id: string;
  name: string;
  color: string;
  description?: string | null;
}

/** A row's label chips (spec: the first 10 by name), each a link to a list filtered by it. */
export function RowLabels({ labels, hrefFor }: { labels: readonly RowLabel[]; hrefFor: (label: RowLabel) => string }) {
  return (
    <>
      {labels.map((label) => (
        <LabelPill key={label.id} to={hrefFor(label)} color={label.color} title={label.description ?? undefined}>
          {label.name}
        </LabelPill>
      ))}
    </>
  );
}

export interface RowBylineProps {
  number: number;
  /** The author's login, or a link to filter by them. */
  author: ReactNode;
  createdAt: string;
  /** When the item is closed: 'was closed …' instead of 'opened …'. */
  closedAt?: string | null;
}

/** '#12 opened Nov 2, 2026 by monalisa' or '#12 by monalisa was closed Nov 10, 2026' (en-US, UTC). */
export function RowByline({ number, author, createdAt, closedAt }: RowBylineProps) {
  return (
    <span>
      #{number}{' '}
      {closedAt ? (
        <>
          by {author} was closed {formatShortDate(closedAt)}
        </>
      ) : (
        <>
          opened {formatShortDate(createdAt)} by {author}
        </>
      )}
    </span>
  );
}
