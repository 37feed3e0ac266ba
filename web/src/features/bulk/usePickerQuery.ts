import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/** The server reads at most this many nodes at once. */
const NODES_PER_REQUEST = 100;

/** A bulk picker's query: the chosen issues (`nodes(ids:)`) and the repository's candidates. */
export interface PickerOperation extends OperationType {
  variables: { ids: readonly string[]; owner: string; name: string };
  response: { readonly nodes: readonly unknown[]; readonly repository?: unknown };
}

export interface PickerData<T extends PickerOperation> {
  /** The repository part of the answer (from the first request). */
  repository: T['response']['repository'];
  /** The chosen issues, every request's together. */
  nodes: T['response']['nodes'][number][];
}

export type PickerQueryState<T extends PickerOperation> =
  { status: 'loading' } | { status: 'failed' } | { status: 'done'; data: PickerData<T> };

/**
 * Reads a bulk picker's data while it is open, from the network each time (a finished job may
 * have changed the issues): the repository's candidates and, 100 issues a request, what the chosen
 * issues have now. Closing drops an answer still on its way.
 */
export function usePickerQuery<T extends PickerOperation>(
  query: GraphQLTaggedNode,
  ids: readonly string[],
  repository: { owner: string; name: string },
  open: boolean,
): PickerQueryState<T> {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<PickerQueryState<T>>({ status: 'loading' });
  const idsKey = ids.join(',');
  const { owner, name } = repository;
  useEffect(() => {
    if (!open) return;
    let live = true;
    setState({ status: 'loading' });
    const chosen = idsKey === '' ? [] : idsKey.split(',');
    const chunks: string[][] = [];
    for (let start = 0; start < Math.max(1, chosen.length); start += NODES_PER_REQUEST)
      chunks.push(chosen.slice(start, start + NODES_PER_REQUEST));
    Promise.all(
      chunks.map((chunk) => fetchQuery<T>(environment, query, { ids: chunk, owner, name }, { fetchPolicy: 'network-only' }).toPromise()),
    ).then(
      (answers) => {
        if (!live) return;
        const [first] = answers;
        if (!first) return setState({ status: 'failed' });
        setState({
          status: 'done',
          data: { repository: first.repository, nodes: answers.flatMap((answer) => (answer ? [...answer.nodes] : [])) },
        });
      },
      () => {
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [environment, idsKey, name, open, owner, query]);
  return state;
}
