import { Spinner } from '@primer/react';
import styles from './AppLoading.module.css';

/** Shown while the first page's loaders run (the session check), before any route can render. */
export function AppLoading() {
  return (
    <div className={styles.loading}>
      <Spinner srText="Loading" />
    </div>
  );
}
