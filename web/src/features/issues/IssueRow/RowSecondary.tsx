import { GitPullRequestIcon } from '@primer/octicons-react';
import { Suspense, useDeferredValue } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RowSecondaryQuery } from '../../../__generated__/RowSecondaryQuery.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';
import { ChecksBadge } from '../ChecksBadge/ChecksBadge';
import { checkRunState, statusContextState, type CheckItem } from '../ChecksBadge/checkStates';
import classes from './IssueRow.module.css';

/**
 * Row data that can arrive after the rows (spec §7 IssueRowSecondaryQuery): one batched query for
 * every row of the page (`nodes(ids:)`; Relay sends it once, whichever row asks first) with the
 * issues' linked pull requests and the pull requests' checks.
 */
function RowSecondaryData({ ids, id }: { ids: readonly string[]; id: string }) {
  const data = useLazyLoadQuery<RowSecondaryQuery>(
    graphql`
      query RowSecondaryQuery($ids: [ID!]!) {
        nodes(ids: $ids) {
          __typename
          id
          ... on Issue {
            closedByPullRequestsReferences(first: 5, includeClosedPrs: true) {
              totalCount
            }
          }
          ... on PullRequest {
            statusCheckRollup {
              state
              contexts(first: 50) {
                nodes {
                  __typename
                  ... on CheckRun {
                    id
                    name
                    status
                    conclusion
                    title
                    detailsUrl
                  }
                  ... on StatusContext {
                    id
                    context
                    state
                    description
                    targetUrl
                  }
                }
              }
            }
          }
        }
      }
    `,
    { ids: [...ids] },
  );
  const node = data.nodes.find((candidate) => candidate?.id === id);
  if (!node) return null;
  if (node.__typename === 'Issue') {
    const linked = node.closedByPullRequestsReferences?.totalCount ?? 0;
    if (linked === 0) return null;
    return (
      <span className={classes.marker} aria-label={`${linked} linked pull ${linked === 1 ? 'request' : 'requests'}`}>
        <GitPullRequestIcon size={14} aria-hidden="true" /> {linked}
      </span>
    );
  }
  if (node.__typename !== 'PullRequest' || !node.statusCheckRollup) return null;
  const checks: CheckItem[] = (node.statusCheckRollup.contexts.nodes ?? []).flatMap((context): CheckItem[] => {
    if (context?.__typename === 'CheckRun') {
      return [
        {
          id: context.id,
          name: context.name,
          state: checkRunState(context.status, context.conclusion),
          inProgress: context.status === 'IN_PROGRESS',
          description: context.title ?? null,
          targetUrl: context.detailsUrl ?? null,
        },
      ];
    }
    if (context?.__typename === 'StatusContext') {
      return [
        {
          id: context.id,
          name: context.context,
          state: statusContextState(context.state),
          inProgress: false,
          description: context.description ?? null,
          targetUrl: context.targetUrl ?? null,
        },
      ];
    }
    return [];
  });
  return <ChecksBadge checks={checks} />;
}

/** A row's secondary data, after the rows have painted; on failure a pull request shows the checks badge's '?/?'. */
export function RowSecondary({ ids, id, pullRequest }: { ids: readonly string[]; id: string; pullRequest: boolean }) {
  // First render without it, then ask in a deferred render: the rows commit and paint at once
  // instead of waiting for this query inside the list's first reveal.
  const show = useDeferredValue(true, false);
  if (!show) return null;
  // A row kept across a filter change (the same issue in the new results) asks again with the new
  // page's ids. Its boundaries are keyed by them, so that query suspends a new boundary (nothing shown
  // meanwhile) instead of the one already shown, which would hold the whole list's transition, and
  // with it the new rows, until this query answered.
  return (
    <ErrorBoundary key={ids.join(' ')} fallback={() => (pullRequest ? <ChecksBadge checks={null} /> : null)}>
      <Suspense fallback={null}>
        <RowSecondaryData ids={ids} id={id} />
      </Suspense>
    </ErrorBoundary>
  );
}
