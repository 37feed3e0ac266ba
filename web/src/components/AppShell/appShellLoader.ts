import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { appShellQuery as AppShellQuery } from '../../__generated__/appShellQuery.graphql';
import { loadSession, type Session } from '../../lib/session';
import { currentEnvironment } from '../../relay/environment';
import { appShellQuery } from './appShellQuery';

export interface AppShellData {
  session: Session | null;
  /** The viewer query, started only for a signed-in visitor. */
  viewerQuery: PreloadedQuery<AppShellQuery> | null;
}

/**
 * Loads the frame of every app page. A signed-out visitor still gets the frame (the 404 page shows
 * it with a "Sign in" link); pages that need a session redirect through `requireSessionLoader`.
 */
export async function appShellLoader(): Promise<AppShellData> {
  const session = await loadSession();
  // Started here rather than in a component so the viewer query runs alongside the page's own code and data.
  const viewerQuery = session ? loadQuery<AppShellQuery>(currentEnvironment(), appShellQuery, {}) : null;
  return { session, viewerQuery };
}
