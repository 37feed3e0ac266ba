import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL';

export function createRelayEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

/**
 * The app's one Relay environment. Signing out reloads the page, so one user's cached data never
 * outlives their session in this store.
 */
export const relayEnvironment = createRelayEnvironment();
