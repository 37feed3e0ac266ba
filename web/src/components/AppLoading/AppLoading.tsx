import { Spinner } from '@primer/react';
import { useLocation } from 'react-router';
import { AppHeaderSkeleton } from '../AppHeader/AppHeader';
import shell from '../AppShell/AppShell.module.css';
import styles from './AppLoading.module.css';

/** The one page drawn without the app's header. */
const HEADERLESS_PATHS = new Set(['/login']);

/**
 * Shown while the first page's loaders run (the session check), before any route can render. It is
 * laid out as the shell is (the same header, of the same height, over the page's area), so nothing
 * moves when the page replaces it; the sign-in page, which has no header, gets the spinner alone.
 */
export function AppLoading() {
  const { pathname } = useLocation();
  const spinner = (
    <div className={styles.loading}>
      <Spinner srText="Loading" />
    </div>
  );
  if (HEADERLESS_PATHS.has(pathname)) return spinner;
  return (
    <div className={shell.shell}>
      <AppHeaderSkeleton />
      <div className={shell.main}>{spinner}</div>
    </div>
  );
}
