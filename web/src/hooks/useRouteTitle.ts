import { useMatches } from 'react-router';
import { isRouteHandle } from '../lib/routeHandle';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * Applies the title the route table gives the current page and returns it. Pages that later know
 * more (a milestone's title, say) call `useDocumentTitle` with the richer text instead.
 */
export function useRouteTitle(): string {
  const matches = useMatches();
  let title = 'Issues';
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle)) {
      title = match.handle.title(match.params);
      break;
    }
  }
  useDocumentTitle(title, 'route');
  return title;
}
