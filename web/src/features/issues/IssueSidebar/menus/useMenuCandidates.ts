import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/** How long typing must pause before the filter is sent to the server. */
export const FILTER_DEBOUNCE_MS = 200;

export type CandidatesState<T extends OperationType> =
  { status: 'loading' } | { status: 'failed' } | { status: 'done'; response: T['response'] };

/**
 * A sidebar menu's candidates, read from the server while the menu is open: the first page for an
 * empty filter, then one request per filter (after a short pause in typing), so the server does the
 * filtering and nothing is capped at what one page holds. The last answer stays shown while the
 * next one loads; closing drops an answer still on its way.
 */
export function useMenuCandidates<T extends OperationType>(
  query: GraphQLTaggedNode,
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
    const subscription = fetchQuery<T>(environment, query, JSON.parse(key) as T['variables'], { fetchPolicy: 'network-only' }).subscribe({
      next: (response) => {
        if (live) setState({ status: 'done', response });
      },
      error: () => {
        if (live) setState({ status: 'failed' });
      },
    });
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  }, [environment, key, open, query]);
  return state;
}
