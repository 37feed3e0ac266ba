import { useLoaderData } from 'react-router';
import { AppHeader } from '../AppHeader/AppHeader';
import { SkipLink } from '../SkipLink/SkipLink';
import { NewVersionToast } from '../Toast/NewVersionToast';
import { ToastProvider } from '../Toast/Toast';
import type { AppShellData } from './appShellLoader';
import { KeptOutlet } from './KeptOutlet';
import styles from './AppShell.module.css';

const MAIN_ID = 'main-content';

/** Header plus the page, with the landmarks every page shares, and the page's toasts. */
export function AppShell() {
  const { viewerQuery } = useLoaderData<AppShellData>();
  return (
    <ToastProvider>
      <NewVersionToast />
      <div className={styles.shell}>
        <SkipLink targetId={MAIN_ID} />
        <AppHeader viewerQuery={viewerQuery} />
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <KeptOutlet />
        </main>
      </div>
    </ToastProvider>
  );
}
