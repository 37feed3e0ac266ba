import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** The filter a repository issue-list route adds to the list, in words. */
function describeFilter(params: Readonly<Record<string, string | undefined>>): string {
  if (params.author !== undefined) return `, filtered to issues opened by ${params.author}`;
  if (params.app !== undefined) return `, filtered to issues opened by the app ${params.app}`;
  if (params.assignee !== undefined) return `, filtered to issues assigned to ${params.assignee}`;
  if (params.mentioned !== undefined) return `, filtered to issues mentioning ${params.mentioned}`;
  return '';
}

/** `/{owner}/{repo}/issues` and its created_by, assigned and mentioned variants. */
export function RepoIssuesPage() {
  const params = useParams();
  return (
    <PlaceholderPage heading="Issues">
      The issues of {params.owner}/{params.repo}
      {describeFilter(params)} will be listed here, with Open and Closed tabs, filters and sorting.
    </PlaceholderPage>
  );
}
