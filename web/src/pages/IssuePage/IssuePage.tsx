import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';
import { parseRouteNumber } from '../../lib/parseRouteNumber';

/** `/{owner}/{repo}/issues/{number}`; the route's loader has already turned away non-numbers. */
export function IssuePage() {
  const { owner, repo, number } = useParams();
  const issueNumber = parseRouteNumber(number);
  return (
    <PlaceholderPage heading={`Issue #${issueNumber}`}>
      Issue #{issueNumber} of {owner}/{repo} will be shown here, with its conversation, labels, assignees and milestone.
    </PlaceholderPage>
  );
}
