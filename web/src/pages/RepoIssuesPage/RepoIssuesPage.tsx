import { Spinner } from '@primer/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import type { RepoIssuesPageQuery } from '../../__generated__/RepoIssuesPageQuery.graphql';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';
import { RepositoryNotFound } from '../../features/repositories/RepositoryNotFound/RepositoryNotFound';

/** The filter a repository issue-list route adds to the list, in words. */
function describeFilter(params: Readonly<Record<string, string | undefined>>): string {
  if (params.author !== undefined) return `, filtered to issues opened by ${params.author}`;
  if (params.app !== undefined) return `, filtered to issues opened by the app ${params.app}`;
  if (params.assignee !== undefined) return `, filtered to issues assigned to ${params.assignee}`;
  if (params.mentioned !== undefined) return `, filtered to issues mentioning ${params.mentioned}`;
  return '';
}

function RepoIssues({ owner, name }: { owner: string; name: string }) {
  const params = useParams();
  const { repository } = useLazyLoadQuery<RepoIssuesPageQuery>(
    graphql`
      query RepoIssuesPageQuery($owner: String!, $name: String!) {
        repository(owner: $owner, name: $name) {
          nameWithOwner
          hasIssuesEnabled
          open: issues(states: [OPEN]) {
            totalCount
          }
          closed: issues(states: [CLOSED]) {
            totalCount
          }
        }
      }
    `,
    { owner, name },
  );
  if (!repository?.hasIssuesEnabled) return <RepositoryNotFound />;
  const open = repository.open.totalCount.toLocaleString('en-US');
  const closed = repository.closed.totalCount.toLocaleString('en-US');
  return (
    <PlaceholderPage heading="Issues">
      {repository.nameWithOwner} has {open} open and {closed} closed issues. They will be listed here{describeFilter(params)}, with Open and
      Closed tabs, filters and sorting.
    </PlaceholderPage>
  );
}

/** `/{owner}/{repo}/issues` and its created_by, assigned and mentioned variants. */
export function RepoIssuesPage() {
  const { owner = '', repo = '' } = useParams();
  return (
    <Suspense fallback={<Spinner srText="Loading the repository" />}>
      <RepoIssues owner={owner} name={repo} />
    </Suspense>
  );
}
