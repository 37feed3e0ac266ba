import { BaseStyles } from '@primer/react';
import { ThemeProvider } from '@primer/react/next';
import { useEffect, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
// From 'react-router' rather than 'react-router/dom': the DOM entry only adds flushSync, which the app does
// not use, and importing both entries loads two copies of the router under Node (component tests).
import { RouterProvider, type DataRouter } from 'react-router';
import type { Environment } from 'relay-runtime';
import { relayEnvironment } from './relay/environment';

export interface AppProps {
  /** A browser router in the app, a memory router in tests. */
  router: DataRouter;
}

/** The providers around the router: Relay, and Primer's theme following the OS colour scheme. */
export function AppProviders({ environment, children }: { environment: Environment; children: ReactNode }) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <ThemeProvider colorMode="auto" dayScheme="light" nightScheme="dark">
        <BaseStyles>{children}</BaseStyles>
      </ThemeProvider>
    </RelayEnvironmentProvider>
  );
}

/** The app in the browser (and in component tests): the providers around a data router. */
export function App({ router }: AppProps) {
  // Marks the document once the app has committed its first render (hydrated a server-rendered
  // page, or rendered one): tests and benchmarks wait for it before they interact.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProviders environment={relayEnvironment}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
