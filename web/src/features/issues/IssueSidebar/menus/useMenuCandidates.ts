import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/** How long typing must pause before the filter is sent to the server. */
export const FILTER_DEBOUNCE_MS = 200;

/** A menu's query loaded with the menu (its artifact out of the page's first JavaScript): `load` resolves with the node. */
export interface LazyQuery {
  load: () => Promise<GraphQLTaggedNode>;
}

export type CandidatesState<T extends OperationType> =
  { status: 'loading' } | { status: 'failed' } | { status: 'done'; response: T['response'] };

function isLazyQuery(query: GraphQLTaggedNode | LazyQuery): query is LazyQuery {
  return typeof query === 'object' && 'load' in query && typeof query.load === 'function';
}

/**
 * A sidebar menu's candidates, read from the server while the menu is open: the first page for an
 * empty filter, then one request per filter (after a short pause in typing), so the server does the
 * filtering and nothing is capped at what one page holds. The last answer stays shown while the
 * next one loads; closing drops an answer still on its way. `query` is the node or a `LazyQuery`
 * (a module-level constant), loaded on the first opening.
 */
export function useMenuCandidates<T extends OperationType>(
  query: GraphQLTaggedNode | LazyQuery,
  variablesFor: (filter: string) => T['variables'],
  filter: string,
  open: boolean,
): CandidatesState<T> {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<CandidatesState<T>>({ status: 'loading' });
  const wanted = open ? filter.trim() : '';
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), wanted === '' ? 0 : FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  // The variables as a string, so a new object with the same values asks nothing new.
  const key = JSON.stringify(variablesFor(settled));
  useEffect(() => {
    if (!open) {
      setState({ status: 'loading' });
      return;
    }
    let live = true;
    let subscription: { unsubscribe: () => void } | null = null;
    const fetchWith = (node: GraphQLTaggedNode) => {
      subscription = fetchQuery<T>(environment, node, JSON.parse(key) as T['variables'], { fetchPolicy: 'network-only' }).subscribe({
        next: (response) => {
          if (live) setState({ status: 'done', response });
        },
        error: () => {
          if (live) setState({ status: 'failed' });
        },
      });
    };
    if (isLazyQuery(query)) {
      query.load().then(
        (node) => {
          if (live) fetchWith(node);
        },
        () => {
          if (live) setState({ status: 'failed' });
        },
      );
    } else {
      fetchWith(query);
    }
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [environment, key, open, query]);
  return state;
}
