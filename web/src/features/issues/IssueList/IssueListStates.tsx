import { AlertIcon, IssueOpenedIcon } from '@primer/octicons-react';
import { Flash, Link } from '@primer/react';
import { Blankslate, SkeletonBox } from '@primer/react/experimental';
import classes from './IssueList.module.css';

/** Rows shown while a page loads: 40 px each (20 px compact), as many as the page holds. */
export function IssueListSkeleton({ rows, compact = false }: { rows: number; compact?: boolean }) {
  return (
    <ul className={classes.rows} aria-busy="true" aria-label="Loading issues">
      {Array.from({ length: Math.min(rows, 25) }, (_, index) => (
        <li key={index} className={classes.skeletonRow}>
          <SkeletonBox height={compact ? '20px' : '40px'} />
        </li>
      ))}
    </ul>
  );
}

/** The list's error panel (spec §8 "list load"), with a retry that reloads from the network. */
export function IssueListError({ onRetry }: { onRetry: () => void }) {
  return (
    <Blankslate border>
      <Blankslate.Visual>
        <AlertIcon size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as="h3">Failed to load issues.</Blankslate.Heading>
      <Blankslate.Description>
        We encountered an error trying to load issues.{' '}
        <Link
          href="#"
          inline
          onClick={(event) => {
            event.preventDefault();
            onRetry();
          }}
        >
          Try again
        </Link>
      </Blankslate.Description>
    </Blankslate>
  );
}

/** Spec §8 "no results". */
export function IssueListEmpty() {
  return (
    <Blankslate border>
      <Blankslate.Visual>
        <IssueOpenedIcon size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as="h3">No results</Blankslate.Heading>
      <Blankslate.Description>Try adjusting your search filters.</Blankslate.Description>
    </Blankslate>
  );
}

/** Spec §8 "more items": on the last reachable page of a search with more results than the cap. */
export function MoreItemsBanner({ shown, items = 'issues' }: { shown: number; items?: string }) {
  return (
    <Flash variant="warning" className={classes.moreItems}>
      <strong>More {items} available</strong> Showing the first {shown.toLocaleString('en-US')} {items}. To view additional items, please
      refine your search.
    </Flash>
  );
}
