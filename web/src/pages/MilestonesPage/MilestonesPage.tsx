import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** `/{owner}/{repo}/milestones`: the milestone list. */
export function MilestonesPage() {
  const { owner, repo } = useParams();
  return (
    <PlaceholderPage heading="Milestones">
      The open and closed milestones of {owner}/{repo} will be listed here, with their progress and due dates.
    </PlaceholderPage>
  );
}
