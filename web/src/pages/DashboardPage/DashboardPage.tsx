import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage/PlaceholderPage';
import { findKnownView } from '../../lib/knownViews';

/** `/issues` and `/issues/{viewId}`: the dashboard, on a built-in or saved view. */
export function DashboardPage() {
  const { viewId } = useParams();
  const view = findKnownView(viewId);
  const heading = viewId === undefined ? 'Issues' : (view?.name ?? 'Saved view');
  return (
    <PlaceholderPage heading={heading}>
      The dashboard will list issues across your repositories here, with built-in and saved views and a search bar.
    </PlaceholderPage>
  );
}
