import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** `/{owner}/{repo}/labels/{label}`: the issues carrying one label. */
export function LabelIssuesPage() {
  const { owner, repo, label } = useParams();
  return (
    <PlaceholderPage heading={`Label: ${label ?? ''}`}>
      The issues of {owner}/{repo} labelled “{label}” will be listed here.
    </PlaceholderPage>
  );
}
