import { DEFAULT_QUERIES } from '@issues/search-query';

/** A built-in dashboard view (spec 000 "Known views"). */
export interface KnownView {
  id: string;
  /** Name shown in the views list and as the page heading. */
  name: string;
  /** The {view} part of the '{view} · Issues' document title, as spec 001 §2.1 spells it. */
  title: string;
  /** The view's query when the address has no `q` (spec 000 §9 "Default queries"). */
  query: string;
  /** Listed in the dashboard's views pane (the hidden ones open only by address). */
  listed: boolean;
}

/** The built-in views: the visible ones in the spec's order, then the hidden ones. */
export const KNOWN_VIEWS: readonly KnownView[] = [
  { id: 'assigned', name: 'Assigned to me', title: 'Assigned to me', query: DEFAULT_QUERIES.assigned, listed: true },
  { id: 'created', name: 'Created by me', title: 'Created by me', query: DEFAULT_QUERIES.created, listed: true },
  { id: 'mentioned', name: 'Mentioned', title: 'Mentioned', query: DEFAULT_QUERIES.mentioned, listed: true },
  { id: 'recent', name: 'Recent activity', title: 'Recent Activity', query: DEFAULT_QUERIES.recent, listed: true },
  // The repository view is the repository list's own (`/{owner}/{repo}/issues`); on the dashboard
  // it searches every readable repository with the repository list's default query.
  { id: 'repository', name: 'Issues', title: 'Issues', query: DEFAULT_QUERIES.repository, listed: false },
  {
    id: 'pullsAssignedToMe',
    name: 'Pull requests assigned to me',
    title: 'Pull requests assigned to me',
    query: DEFAULT_QUERIES.pullsAssignedToMe,
    listed: false,
  },
  { id: 'empty', name: 'Issues', title: 'Issues', query: '', listed: false },
];

/** The default view: `/issues` without `q` opens it. */
export const DEFAULT_VIEW_ID = 'assigned';

export function findKnownView(id: string | undefined): KnownView | undefined {
  return KNOWN_VIEWS.find((view) => view.id === id);
}

/**
 * The document title of `/issues/{viewId}` (spec 000 §2 "Titles": 'Issues' or '{view} · Issues'):
 * a view named 'Issues' (the repository view, the empty view) is titled plain 'Issues', not
 * 'Issues · Issues'. A saved view reads 'View · Issues' (spec 001 §2.1) until its name is loaded.
 */
export function viewDocumentTitle(viewId: string | undefined, savedName?: string): string {
  const view = savedName ?? findKnownView(viewId)?.title ?? 'View';
  return view === 'Issues' ? 'Issues' : `${view} · Issues`;
}
