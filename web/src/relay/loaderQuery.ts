import { createOperationDescriptor, fetchQuery, getRequest, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { appStarted } from '../lib/appStart';
import { currentEnvironment } from './environment';
import { LOADER_REQUEST } from './fetchGraphQL';

/** How long a route loader (or a preload) keeps its result in the store for the page to pick up. */
const RETAIN_MS = 30_000;

/**
 * A stored result younger than this is taken as current and not asked for again: an issue preloaded
 * on hover and then clicked, a list loaded a moment ago. Older ones are shown and refreshed.
 */
export const FRESH_MS = 3_000;

/** Keeps a query's result in the store for a while (30 s), even once no page reads it. */
export function retainQuery(node: GraphQLTaggedNode, variables: OperationType['variables']): void {
  const environment = currentEnvironment();
  const retained = environment.retain(createOperationDescriptor(getRequest(node), variables));
  // On the server the request's environment is dropped with the request: nothing to release.
  if (environment.isServer()) retained.dispose();
  else setTimeout(() => retained.dispose(), RETAIN_MS);
}

/**
 * Starts a page's query from its route loader, store and network: the result is retained in the
 * store for a while, and the page's `useLazyLoadQuery` (store-or-network) with the same variables
 * joins the request in flight (Relay dedupes by operation and variables) or finds the result.
 *
 * When the store already has the whole result (a list visited before, an issue preloaded on
 * hover), the result resolves at once with it (read from the store when awaited) and the request
 * still goes out, in the background: the page shows the stored rows straight away and updates when
 * the fresh ones arrive (GitHub's warm navigation). A result fetched in the last `FRESH_MS` is not
 * asked for again.
 *
 * Failures resolve to undefined: they are the page's to show (its error panel with a retry), as it
 * asks again and gets them; a failed background refresh leaves the stored result shown.
 */
export function startLoaderQuery<T extends OperationType>(
  node: GraphQLTaggedNode,
  variables: T['variables'],
): PromiseLike<T['response'] | undefined> {
  const environment = currentEnvironment();
  const operation = createOperationDescriptor(getRequest(node), variables);
  retainQuery(node, variables);
  const networkCacheConfig = { metadata: LOADER_REQUEST };
  const stored = environment.check(operation);
  if (stored.status === 'available') {
    // The page the browser loaded came with its records from the server (ssr/pageData.ts): current.
    const fresh = !appStarted() || (stored.fetchTime != null && Date.now() - stored.fetchTime < FRESH_MS);
    if (!fresh) {
      fetchQuery<T>(environment, node, variables, { fetchPolicy: 'network-only', networkCacheConfig }).subscribe({
        error: () => undefined,
      });
    }
    // Read only when awaited: most loaders only start the query, and reading a whole list's
    // records on every warm navigation back to it is work no one uses.
    return {
      then: (onFulfilled, onRejected) =>
        Promise.resolve()
          .then(() => environment.lookup(operation.fragment).data as T['response'])
          .then(onFulfilled, onRejected),
    };
  }
  return fetchQuery<T>(environment, node, variables, { fetchPolicy: 'store-or-network', networkCacheConfig })
    .toPromise()
    .catch(() => undefined);
}
