import { IssueOpenedIcon } from '@primer/octicons-react';
import { Header } from '@primer/react';
import { SkeletonAvatar } from '@primer/react/experimental';
import { Suspense, type ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router';
import type { appShellQuery as AppShellQuery } from '../../__generated__/appShellQuery.graphql';
import { appShellQuery } from '../AppShell/appShellQuery';
import { signInPath } from '../../lib/safeReturnTo';
import { UserMenu } from '../UserMenu/UserMenu';
import styles from './AppHeader.module.css';

export interface AppHeaderProps {
  /** The viewer query, started by the shell's loader; null for a signed-out visitor. */
  viewerQuery: PreloadedQuery<AppShellQuery> | null;
}

function SignedInViewer({ viewerQuery }: { viewerQuery: PreloadedQuery<AppShellQuery> }) {
  const data = usePreloadedQuery<AppShellQuery>(appShellQuery, viewerQuery);
  return <UserMenu viewer={data.viewer} />;
}

function SignInLink() {
  const location = useLocation();
  return (
    <Header.Link as={RouterLink} to={signInPath(`${location.pathname}${location.search}`)}>
      Sign in
    </Header.Link>
  );
}

/** Where the user menu goes, while the viewer is not known yet. */
function ViewerPlaceholder() {
  return (
    <span className={styles.viewerPlaceholder} data-testid="viewer-placeholder">
      <SkeletonAvatar size={20} />
    </span>
  );
}

/**
 * The bar itself: the product link on the left, `viewer` on the right. Its height is fixed
 * (`--app-header-height`), so whatever the right holds the page below starts at the same place.
 */
function HeaderFrame({ viewer }: { viewer: ReactNode }) {
  return (
    <Header className={styles.header}>
      <Header.Item>
        <Header.Link as={RouterLink} to="/issues" className={styles.product}>
          <IssueOpenedIcon size={24} />
          <span>Issues</span>
        </Header.Link>
      </Header.Item>
      <Header.Item full />
      <Header.Item className={styles.last}>{viewer}</Header.Item>
    </Header>
  );
}

/** The product bar at the top of every signed-in page (and of the 404 page). */
export function AppHeader({ viewerQuery }: AppHeaderProps) {
  return (
    <HeaderFrame
      viewer={
        viewerQuery ? (
          <Suspense fallback={<ViewerPlaceholder />}>
            <SignedInViewer viewerQuery={viewerQuery} />
          </Suspense>
        ) : (
          <SignInLink />
        )
      }
    />
  );
}

/** The same bar before the session is known (the app's first load): a placeholder where the viewer goes. */
export function AppHeaderSkeleton() {
  return <HeaderFrame viewer={<ViewerPlaceholder />} />;
}
