import { ClockIcon, MentionIcon, PencilIcon, PersonIcon, type Icon } from '@primer/octicons-react';
import { NavList, SkeletonBox } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { ViewsPaneSavedViewsQuery } from '../../__generated__/ViewsPaneSavedViewsQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { KNOWN_VIEWS } from '../../lib/knownViews';
import { ViewIcon } from '../savedViews/viewAppearance';
import { dashboardPath } from './dashboardAddress';
import classes from './Dashboard.module.css';

/** Icons of the listed built-in views. */
const KNOWN_ICONS: Record<string, Icon> = { assigned: PersonIcon, created: PencilIcon, mentioned: MentionIcon, recent: ClockIcon };

/** How many placeholder rows the views list shows while it loads. */
const LOADING_ROWS = 6;

/** The viewer's saved views (spec §7 SavedViewsQuery: the first 25 ISSUES shortcuts). */
export const savedViewsQuery = graphql`
  query ViewsPaneSavedViewsQuery {
    viewer {
      dashboard {
        shortcuts(first: 25, searchTypes: [ISSUES]) {
          totalCount
          nodes {
            id
            name
            query
            description
            icon
            color
          }
        }
      }
    }
  }
`;

export function useSavedViews() {
  const data = useLazyLoadQuery<ViewsPaneSavedViewsQuery>(savedViewsQuery, {}, { fetchPolicy: 'store-or-network' });
  const connection = data.viewer.dashboard?.shortcuts;
  return {
    views: (connection?.nodes ?? []).flatMap((node) => (node ? [node] : [])),
    totalCount: connection?.totalCount ?? 0,
  };
}

function SavedViewItems({ activeId, onNavigate, writing }: { activeId: string | undefined; onNavigate?: () => void; writing: boolean }) {
  const { views } = useSavedViews();
  if (views.length === 0 && !writing)
    return (
      // The group's list holds only items (axe `list`): the empty state is one of its own.
      <li className={classes.emptyViews}>
        <Blankslate narrow>
          <Blankslate.Heading as="h3">Build powerful views to keep track of work</Blankslate.Heading>
          <Blankslate.Description>Create your own views to quickly find and access your work.</Blankslate.Description>
        </Blankslate>
      </li>
    );
  return (
    <>
      {views.map((view) => (
        <NavList.Item
          key={view.id}
          as={Link}
          to={dashboardPath(view.id)}
          aria-current={view.id === activeId ? 'page' : undefined}
          onClick={onNavigate}
        >
          <NavList.LeadingVisual>
            <ViewIcon icon={view.icon} color={view.color} />
          </NavList.LeadingVisual>
          {view.name}
        </NavList.Item>
      ))}
    </>
  );
}

/** Placeholder rows, as one item of the group's list (which holds only items, axe `list`). */
function LoadingViews() {
  return (
    <li className={classes.loadingItem}>
      <ul className={classes.loadingViews} aria-label="Loading views">
        {Array.from({ length: LOADING_ROWS }, (_, index) => (
          <li key={index}>
            <SkeletonBox height="20px" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A new view being written, listed (as the open view) until it is saved or dropped. */
export interface PendingView {
  name: string;
  icon: string;
  color: string;
}

interface ViewsPaneProps {
  /** The open view's id (a built-in id or a saved view's id). */
  activeId: string | undefined;
  /** Shown under the heading (the create button). */
  actions?: ReactNode;
  /** Called when a view is chosen (the small-screen dialog closes). */
  onNavigate?: () => void;
  pending?: PendingView;
}

/** The dashboard's left pane: the built-in views, then the saved views (spec 000 §2 "Dashboard screen"). */
export function ViewsPane({ activeId, actions, onNavigate, pending }: ViewsPaneProps) {
  return (
    <div className={classes.viewsPane}>
      <NavList aria-label="Views">
        {KNOWN_VIEWS.filter((view) => view.listed).map((view) => {
          const IconComponent = KNOWN_ICONS[view.id];
          return (
            <NavList.Item
              key={view.id}
              as={Link}
              to={dashboardPath(view.id)}
              aria-current={view.id === activeId ? 'page' : undefined}
              onClick={onNavigate}
            >
              {IconComponent ? (
                <NavList.LeadingVisual>
                  <IconComponent />
                </NavList.LeadingVisual>
              ) : null}
              {view.name}
            </NavList.Item>
          );
        })}
        <NavList.Group title="Views">
          <ErrorBoundary resetKey="saved-views" fallback={() => <li className={classes.viewsError}>Could not load your views.</li>}>
            <Suspense fallback={<LoadingViews />}>
              <SavedViewItems activeId={activeId} onNavigate={onNavigate} writing={pending !== undefined} />
            </Suspense>
          </ErrorBoundary>
          {pending ? (
            <NavList.Item aria-current="page" href="#" onClick={(event) => event.preventDefault()}>
              <NavList.LeadingVisual>
                <ViewIcon icon={pending.icon} color={pending.color} />
              </NavList.LeadingVisual>
              {pending.name} <span className={classes.unsaved}>Unsaved</span>
            </NavList.Item>
          ) : null}
        </NavList.Group>
      </NavList>
      {actions ? (
        <div className={classes.paneActions}>
          <Suspense fallback={null}>{actions}</Suspense>
        </div>
      ) : null}
    </div>
  );
}
