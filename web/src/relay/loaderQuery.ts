import { createOperationDescriptor, fetchQuery, getRequest, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { currentEnvironment } from './environment';
import { LOADER_REQUEST } from './fetchGraphQL';

/** How long a route loader keeps its result in the store for the page to pick up. */
const RETAIN_MS = 30_000;

/**
 * Starts a page's query from its route loader: the result is retained in the store for a while,
 * and the page's `useLazyLoadQuery` with the same variables joins the request in flight (Relay
 * dedupes by operation and variables) or finds the result. Failures resolve to undefined: they are
 * the page's to show (its error panel with a retry), as it asks again and gets them.
 */
export function startLoaderQuery<T extends OperationType>(
  node: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response'] | undefined> {
  const environment = currentEnvironment();
  const retained = environment.retain(createOperationDescriptor(getRequest(node), variables));
  // On the server the request's environment is dropped with the request: nothing to release.
  if (environment.isServer()) retained.dispose();
  else setTimeout(() => retained.dispose(), RETAIN_MS);
  return fetchQuery<T>(environment, node, variables, {
    fetchPolicy: 'store-or-network',
    networkCacheConfig: { metadata: LOADER_REQUEST },
  })
    .toPromise()
    .catch(() => undefined);
}
