import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';
import { parseRouteNumber } from '../../lib/parseRouteNumber';

/** `/{owner}/{repo}/milestones/{number}/edit`. */
export function EditMilestonePage() {
  const { owner, repo, number } = useParams();
  return (
    <PlaceholderPage heading="Edit milestone">
      A form to edit, close or reopen milestone #{parseRouteNumber(number)} of {owner}/{repo} will be here.
    </PlaceholderPage>
  );
}
