import { IssueClosedIcon, IssueOpenedIcon } from '@primer/octicons-react';
import { CounterLabel } from '@primer/react';
import { SkeletonBox } from '@primer/react/experimental';
import { setState } from '@issues/search-query';
import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { IssueStateTabs_counts$key } from '../../../__generated__/IssueStateTabs_counts.graphql';
import classes from './IssueList.module.css';
import { queryState } from './listAddress';

export interface IssueStateTabsProps {
  /** The search's open and closed counts (a deferred fragment: they arrive after the rows); null when the query was not run. */
  counts: IssueStateTabs_counts$key | null;
  /** The applied query. */
  query: string;
  /** Names the request (query, page, size): a new request is a new wait for its counts. */
  requestKey: string;
  /** The list's address for a query (page 1). */
  hrefFor: (query: string) => string;
}

/**
 * The Open and Closed tabs with their counts. The counts are a query of their own on the server,
 * so the list defers them (spec 000 §7, "Results are streamed for searches"): the rows paint
 * first and each count shows a placeholder until its part of the answer arrives. The boundary is
 * keyed by the request, so a navigation (a transition) commits the new rows at once instead of
 * holding them back for the counts, which React would do for a boundary already showing content.
 */
export function IssueStateTabs({ counts, query, requestKey, hrefFor }: IssueStateTabsProps) {
  const state = queryState(query);
  const count = (which: 'open' | 'closed') => (
    <Suspense key={requestKey} fallback={<SkeletonBox className={classes.countPlaceholder} delay="short" />}>
      <StateCount counts={counts} state={which} />
    </Suspense>
  );
  return (
    <nav className={classes.tabs} aria-label="Issue state">
      <Link className={classes.tab} to={hrefFor(setState(query, 'open'))} aria-current={state === 'open' ? 'page' : undefined}>
        <IssueOpenedIcon aria-hidden="true" /> Open {count('open')}
      </Link>
      <Link className={classes.tab} to={hrefFor(setState(query, 'closed'))} aria-current={state === 'closed' ? 'page' : undefined}>
        <IssueClosedIcon aria-hidden="true" /> Closed {count('closed')}
      </Link>
    </nav>
  );
}

/** One tab's count; suspends until the deferred counts arrive. */
function StateCount({ counts: countsKey, state }: { counts: IssueStateTabs_counts$key | null; state: 'open' | 'closed' }) {
  const counts = useFragment(
    graphql`
      fragment IssueStateTabs_counts on SearchResultItemConnection {
        openIssueCount
        closedIssueCount
      }
    `,
    countsKey,
  );
  const value = (state === 'open' ? counts?.openIssueCount : counts?.closedIssueCount) ?? 0;
  return <CounterLabel>{value.toLocaleString('en-US')}</CounterLabel>;
}
