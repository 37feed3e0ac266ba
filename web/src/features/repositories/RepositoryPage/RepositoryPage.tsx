import { Suspense, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';
import { RepositoryHeaderPlaceholder, type RepositoryTab } from '../RepositoryHeader/RepositoryHeader';
import classes from './RepositoryPage.module.css';

/** The container every repository page renders in (see RepositoryPage.module.css). */
export function RepositoryPage({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div {...rest} className={className ? `${classes.page} ${className}` : classes.page} />;
}

export interface LoadingRepositoryPageProps {
  owner: string;
  repo: string;
  /** The header's current tab (null: none). */
  current: RepositoryTab | null;
  /** A change clears a caught load failure. */
  resetKey: string;
  /** Under the header while the page's query loads. */
  loading: ReactNode;
  /** Under the header when the page cannot load. */
  failure: ReactNode;
  /** The page, which suspends on its query and draws the repository header from it. */
  children: ReactNode;
}

/**
 * A repository page whose content loads its own query: until it has, and if it fails, the
 * repository header is drawn from the address (`RepositoryHeaderPlaceholder`) above `loading` or
 * `failure`, so the header stands in the same place in every state.
 */
export function LoadingRepositoryPage({ owner, repo, current, resetKey, loading, failure, children }: LoadingRepositoryPageProps) {
  return (
    <RepositoryPage>
      <ErrorBoundary
        resetKey={resetKey}
        fallback={() => (
          <>
            <RepositoryHeaderPlaceholder owner={owner} name={repo} current={current} />
            {failure}
          </>
        )}
      >
        <Suspense
          fallback={
            <>
              <RepositoryHeaderPlaceholder owner={owner} name={repo} current={current} loading />
              {loading}
            </>
          }
        >
          {children}
        </Suspense>
      </ErrorBoundary>
    </RepositoryPage>
  );
}
