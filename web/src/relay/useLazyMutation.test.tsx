import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationsSectionMutation } from '../__generated__/NotificationsSectionMutation.graphql';
import type * as operationModule from '../features/issues/IssueSidebar/NotificationsSection.operations';
import { lazyOperations, useLazyMutation } from './useLazyMutation';

type Operations = typeof operationModule;

/** An environment whose network keeps each request until the test answers it. */
function heldEnvironment() {
  const requests: { name: string; respond: (response: GraphQLResponse) => void }[] = [];
  const network = Network.create((request: RequestParameters) =>
    Observable.create<GraphQLResponse>((sink) => {
      requests.push({
        name: request.name,
        respond: (response) => {
          sink.next(response);
          sink.complete();
        },
      });
    }),
  );
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  return { environment, requests, wrapper };
}

const subscribed = {
  data: { updateSubscription: { subscribable: { __typename: 'Issue', id: 'I_1', viewerSubscription: 'SUBSCRIBED' } } },
};

describe('useLazyMutation', () => {
  it('loads the mutation’s module after the first render and commits with it, in flight until the server answers', async () => {
    const importer = vi.fn(() => import('../features/issues/IssueSidebar/NotificationsSection.operations'));
    const operations = lazyOperations<Operations>(importer);
    const { requests, wrapper } = heldEnvironment();
    const { result } = renderHook(
      () => useLazyMutation<NotificationsSectionMutation, Operations>(operations, (module) => module.mutation),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(operations.loaded).not.toBeNull());
    expect(importer).toHaveBeenCalledTimes(1);

    const onCompleted = vi.fn();
    act(() => {
      result.current[0]({ variables: { input: { subscribableId: 'I_1', state: 'SUBSCRIBED' } }, onCompleted });
    });
    // Loaded: sent at once, as react-relay's useMutation sends.
    expect(requests.map((request) => request.name)).toEqual(['NotificationsSectionMutation']);
    expect(result.current[1]).toBe(true);
    act(() => requests[0]?.respond(subscribed));
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(result.current[1]).toBe(false);
  });

  it('reports a module that fails to load through onError, and loads it again on the next commit', async () => {
    const importer = vi
      .fn<() => Promise<Operations>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('../features/issues/IssueSidebar/NotificationsSection.operations'));
    const operations = lazyOperations<Operations>(importer);
    const { requests, wrapper } = heldEnvironment();
    const { result } = renderHook(
      () => useLazyMutation<NotificationsSectionMutation, Operations>(operations, (module) => module.mutation),
      {
        wrapper,
      },
    );
    // The load after the first render fails quietly.
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));

    const onError = vi.fn();
    act(() => {
      result.current[0]({ variables: { input: { subscribableId: 'I_1', state: 'SUBSCRIBED' } }, onError });
    });
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(result.current[1]).toBe(false);
    expect(requests).toHaveLength(0);

    act(() => {
      result.current[0]({ variables: { input: { subscribableId: 'I_1', state: 'SUBSCRIBED' } } });
    });
    await waitFor(() => expect(requests.map((request) => request.name)).toEqual(['NotificationsSectionMutation']));
    expect(result.current[1]).toBe(true);
  });
});
