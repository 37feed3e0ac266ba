import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';
import { GraphQLRequestError } from '../../../relay/fetchGraphQL';
import { IssueListEmpty, IssueListError, IssueListSkeleton } from './IssueListStates';

interface Props {
  /** Changes with the request (query, page, size, retry count): a new request clears a shown failure. */
  resetKey: string;
  /** The filter bar, with the errors to show under it. */
  filterBar: (errors: readonly string[]) => ReactNode;
  /** Asks again from the network (the error panel's retry link). */
  onRetry: () => void;
  skeletonRows: number;
  compact?: boolean;
  /** Shown above the list while it loads (the dashboard's filter bar, which needs no data). */
  before?: ReactNode;
  children: ReactNode;
}

/**
 * How a list loads and fails, for every list page: the skeleton while the first rows load; a query
 * the server finds invalid shows its positioned errors under the filter bar and no rows; any other
 * failure shows the error panel with a retry link (spec §8 "list load"). Kept mounted across
 * queries (reset by key instead): the Suspense inside keeps the current rows while the next page
 * loads, navigations being transitions, instead of flashing the skeleton.
 */
export function IssueListBoundary({ resetKey, filterBar, onRetry, skeletonRows, compact = false, before, children }: Props) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error) => {
        const invalid = error instanceof GraphQLRequestError && error.code === 'INVALID_QUERY';
        return (
          <>
            {filterBar(invalid ? error.errors.map((entry) => entry.message) : [])}
            {invalid ? <IssueListEmpty /> : <IssueListError onRetry={onRetry} />}
          </>
        );
      }}
    >
      {before}
      <Suspense fallback={<IssueListSkeleton rows={skeletonRows} compact={compact} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
