import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { serverRequest } from '../lib/serverRequest';
import { pageData } from '../ssr/pageData';
import { fetchGraphQL } from './fetchGraphQL';
import { subscribe } from './subscriptions';

/** A browser environment; `records` are a server-rendered page's (ssr/pageData.ts), read before anything is fetched. */
export function createRelayEnvironment(records?: RecordMap): Environment {
  // Queries and mutations go over POST; subscriptions over one shared WebSocket (subscriptions.ts).
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource(records)) });
}

/**
 * On the server there is no app-wide environment: each page request has its own (lib/serverRequest.ts),
 * which `currentEnvironment()` finds. This stand-in refuses any use, so no code path can share one
 * visitor's records (or Relay's per-environment request caches) with another's page.
 */
function serverStandIn(): Environment {
  return new Proxy({} as Environment, {
    get(_target, property) {
      throw new Error(`relayEnvironment.${String(property)} was used on the server: use currentEnvironment() in code that runs there.`);
    },
  });
}

/**
 * The app's one Relay environment in the browser. Signing out reloads the page, so one user's cached
 * data never outlives their session in this store. A server-rendered page's records are in it from
 * the start.
 */
export const relayEnvironment: Environment =
  typeof document === 'undefined' ? serverStandIn() : createRelayEnvironment(pageData()?.records);

/** The environment of the code running now: the page request's on the server, the app's in the browser. */
export function currentEnvironment(): Environment {
  return serverRequest()?.environment ?? relayEnvironment;
}
