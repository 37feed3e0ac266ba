import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL';
import { subscribe } from './subscriptions';

export function createRelayEnvironment(): Environment {
  // Queries and mutations go over POST; subscriptions over one shared WebSocket (subscriptions.ts).
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()) });
}

/**
 * The app's one Relay environment. Signing out reloads the page, so one user's cached data never
 * outlives their session in this store.
 */
export const relayEnvironment = createRelayEnvironment();
