import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** `/{owner}/{repo}/labels` and `/{owner}/{repo}/issues/labels`. */
export function LabelsPage() {
  const { owner, repo } = useParams();
  return (
    <PlaceholderPage heading="Labels">
      The labels of {owner}/{repo} will be listed here, with search, sorting and their open issue and pull request counts.
    </PlaceholderPage>
  );
}
