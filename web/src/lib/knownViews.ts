/** A built-in dashboard view (spec 000 "Known views"). */
export interface KnownView {
  id: string;
  /** Name shown in the views list and as the page heading. */
  name: string;
  /** The {view} part of the '{view} · Issues' document title, as spec 001 §2.1 spells it. */
  title: string;
}

/** The visible built-in views, in the order the spec lists them. */
export const KNOWN_VIEWS: readonly KnownView[] = [
  { id: 'assigned', name: 'Assigned to me', title: 'Assigned to me' },
  { id: 'created', name: 'Created by me', title: 'Created by me' },
  { id: 'mentioned', name: 'Mentioned', title: 'Mentioned' },
  { id: 'recent', name: 'Recent activity', title: 'Recent Activity' },
  { id: 'repository', name: 'Issues', title: 'Issues' },
];

export function findKnownView(id: string | undefined): KnownView | undefined {
  return KNOWN_VIEWS.find((view) => view.id === id);
}
