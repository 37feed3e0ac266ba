import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** `/{owner}/{repo}/issues/new/choose`: the issue template chooser. */
export function ChooseIssueTemplatePage() {
  const { owner, repo } = useParams();
  return (
    <PlaceholderPage heading="Create new issue">
      The issue templates and forms of {owner}/{repo} will be offered here to start a new issue from.
    </PlaceholderPage>
  );
}
