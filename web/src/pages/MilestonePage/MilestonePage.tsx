import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';
import { parseRouteNumber } from '../../lib/parseRouteNumber';

/** `/{owner}/{repo}/milestone/{number}`: one milestone and its issues. */
export function MilestonePage() {
  const { owner, repo, number } = useParams();
  const milestoneNumber = parseRouteNumber(number);
  return (
    <PlaceholderPage heading={`Milestone #${milestoneNumber}`}>
      Milestone #{milestoneNumber} of {owner}/{repo} will be shown here, with its progress and its issues in priority order.
    </PlaceholderPage>
  );
}
