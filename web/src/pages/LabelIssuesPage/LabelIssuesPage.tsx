import { Navigate, useParams } from 'react-router';
import { issueSearchHref, labelQualifier } from '../../features/labels/labelsAddress';

/**
 * `/{owner}/{repo}/labels/{label}`: the repository's issue list filtered to one label. The list
 * page already does everything (filter bar, sort, paging), so this address hands over to it,
 * replacing itself in the history so Back leaves the list rather than bouncing through here.
 */
export function LabelIssuesPage() {
  const { owner = '', repo = '', label = '' } = useParams();
  return <Navigate replace to={issueSearchHref(owner, repo, `is:issue state:open ${labelQualifier(label)}`)} />;
}
