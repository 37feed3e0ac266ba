import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { LoadFailurePanel } from '../LoadFailure/LoadFailurePanel';
import { NotFoundPage } from '../../pages/NotFoundPage/NotFoundPage';

export interface RouteErrorBoundaryProps {
  /** True where no shell is around the boundary, so it must supply its own `main` landmark. */
  standalone?: boolean;
}

/** Shows the 404 page for "no such thing" responses and the spec's generic panel for anything else. */
export function RouteErrorBoundary({ standalone = false }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const content = notFound ? <NotFoundPage /> : <SystemError />;
  return standalone ? <main>{content}</main> : content;
}

function SystemError() {
  // Wording from the spec's shared error catalogue (document 001 §8).
  useDocumentTitle('Could not load page');
  return <LoadFailurePanel level={1} title="Could not load page" message="This page cannot be loaded due to a system error." />;
}
