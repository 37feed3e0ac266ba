import { Button, Spinner } from '@primer/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useLocation, useParams } from 'react-router';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';
import { RepositoryList } from '../../features/repositories/RepositoryList/RepositoryList';
import type { NewIssueLocationState } from '../../features/newIssue/BackToView';
import { findKnownView } from '../../lib/knownViews';

function DashboardRepositories() {
  const data = useLazyLoadQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery {
        viewer {
          ...RepositoryList_user
        }
      }
    `,
    {},
  );
  return <RepositoryList user={data.viewer} />;
}

/** `/issues` and `/issues/{viewId}`: the dashboard, on a built-in or saved view. */
export function DashboardPage() {
  const { viewId } = useParams();
  const view = findKnownView(viewId);
  const heading = viewId === undefined ? 'Issues' : (view?.name ?? 'Saved view');
  const location = useLocation();
  // The new-issue pages show a back button named after this view (issue 6 item 6).
  const backTo: NewIssueLocationState = { backTo: { name: heading, href: `${location.pathname}${location.search}` } };
  return (
    <PlaceholderPage
      heading={heading}
      actions={
        <Button as={Link} to="/issues/new" state={backTo} variant="primary">
          New issue
        </Button>
      }
      aside={
        <Suspense fallback={<Spinner size="small" srText="Loading your repositories" />}>
          <DashboardRepositories />
        </Suspense>
      }
    >
      The dashboard will list issues across your repositories here, with built-in and saved views and a search bar.
    </PlaceholderPage>
  );
}
