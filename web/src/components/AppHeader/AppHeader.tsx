import { IssueOpenedIcon } from '@primer/octicons-react';
import { Header } from '@primer/react';
import { SkeletonAvatar } from '@primer/react/experimental';
import { Suspense } from 'react';
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

/** The product bar at the top of every signed-in page (and of the 404 page). */
export function AppHeader({ viewerQuery }: AppHeaderProps) {
  return (
    <Header className={styles.header}>
      <Header.Item>
        <Header.Link as={RouterLink} to="/issues" className={styles.product}>
          <IssueOpenedIcon size={24} />
          <span>Issues</span>
        </Header.Link>
      </Header.Item>
      <Header.Item full />
      <Header.Item className={styles.last}>
        {viewerQuery ? (
          <Suspense fallback={<SkeletonAvatar size={20} />}>
            <SignedInViewer viewerQuery={viewerQuery} />
          </Suspense>
        ) : (
          <SignInLink />
        )}
      </Header.Item>
    </Header>
  );
}
