import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';

/** `/{owner}/{repo}/issues/new`, and `/issues/new` from the dashboard (no repository chosen yet). */
export function NewIssuePage() {
  const { owner, repo } = useParams();
  const where = owner !== undefined && repo !== undefined ? `in ${owner}/${repo}` : 'in a repository you choose';
  return <PlaceholderPage heading="Create new issue">A form to open a new issue {where} will be here.</PlaceholderPage>;
}
