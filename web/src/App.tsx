import { BaseStyles } from '@primer/react';
import { ThemeProvider } from '@primer/react/next';
import { RelayEnvironmentProvider } from 'react-relay';
// From 'react-router' rather than 'react-router/dom': the DOM entry only adds flushSync, which the app does
// not use, and importing both entries loads two copies of the router under Node (component tests).
import { RouterProvider, type DataRouter } from 'react-router';
import { relayEnvironment } from './relay/environment';

export interface AppProps {
  /** A browser router in the app, a memory router in tests. */
  router: DataRouter;
}

/** The providers around the router: Relay, and Primer's theme following the OS colour scheme. */
export function App({ router }: AppProps) {
  return (
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <ThemeProvider colorMode="auto" dayScheme="light" nightScheme="dark">
        <BaseStyles>
          <RouterProvider router={router} />
        </BaseStyles>
      </ThemeProvider>
    </RelayEnvironmentProvider>
  );
}
