import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** `/{owner}/{repo}/milestones/new`. */
export function NewMilestonePage() {
  const { owner, repo } = useParams();
  return (
    <PlaceholderPage heading="New milestone">
      A form to create a milestone in {owner}/{repo}, with a title, description and due date, will be here.
    </PlaceholderPage>
  );
}
