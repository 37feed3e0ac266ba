import { useCallback, useEffect, useRef, useState } from 'react';
import { commitMutation, useRelayEnvironment, type UseMutationConfig } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, MutationConfig, MutationParameters, PayloadError } from 'relay-runtime';
import { preloadCode } from '../lib/preloadCode';

/**
 * A module of generated GraphQL nodes (a feature's `*.operations.ts`) loaded on first use: the
 * mutations and menu queries a page needs only once someone acts, so their artifacts stay out of
 * the page's first JavaScript. `load()` fetches it once; `loaded` holds it from then on.
 */
export interface LazyOperations<M> {
  load: () => Promise<M>;
  readonly loaded: M | null;
}

/** Wraps a dynamic import (`() => import('./Feature.operations')`) as `LazyOperations`. */
export function lazyOperations<M>(importer: () => Promise<M>): LazyOperations<M> {
  let pending: Promise<M> | null = null;
  const operations: { loaded: M | null; load: () => Promise<M> } = {
    loaded: null,
    load: () => {
      pending ??= importer().then(
        (module) => {
          operations.loaded = module;
          return module;
        },
        (error: unknown) => {
          // A failed fetch (a network hiccup, a new build) is tried again on the next use.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return operations;
}

/**
 * react-relay's `useMutation` for a mutation whose artifact is not part of the page's first
 * JavaScript: the module is fetched after the component has rendered (an effect), or at the first
 * `commit` or `preload` if sooner. `commit` takes the same config (variables, optimistic response
 * and updater, `onCompleted`, `onError`) and, once the module is loaded, commits at once as
 * `useMutation` does; before that it commits when the module arrives (a failed load reaches
 * `onError`). `isInFlight` counts from the call.
 */
export function useLazyMutation<T extends MutationParameters, M>(
  operations: LazyOperations<M>,
  pick: (module: M) => GraphQLTaggedNode,
): [commit: (config: UseMutationConfig<T>) => Disposable, isInFlight: boolean, preload: () => void] {
  const environment = useRelayEnvironment();
  const [inFlight, setInFlight] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    // Fetched once the page has rendered, so an action's optimistic change still shows at once.
    preloadCode(operations.load);
    return () => {
      mounted.current = false;
    };
  }, [operations]);
  const pickRef = useRef(pick);
  pickRef.current = pick;

  const commit = useCallback(
    (config: UseMutationConfig<T>): Disposable => {
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        if (mounted.current) setInFlight((count) => count - 1);
      };
      setInFlight((count) => count + 1);
      const start = (module: M): Disposable =>
        // The same config as react-relay's useMutation hands on (its optimistic response typed for the raw response).
        commitMutation<T>(environment, {
          ...(config as MutationConfig<T>),
          mutation: pickRef.current(module),
          onCompleted: (response: T['response'], errors: readonly PayloadError[] | null | undefined) => {
            settle();
            config.onCompleted?.(response, (errors ?? null) as PayloadError[] | null);
          },
          onError: (error) => {
            settle();
            config.onError?.(error);
          },
          onUnsubscribe: () => {
            settle();
            config.onUnsubscribe?.();
          },
        });
      if (operations.loaded) return start(operations.loaded);
      let disposed = false;
      let running: Disposable | null = null;
      operations.load().then(
        (module) => {
          if (!disposed) running = start(module);
          else settle();
        },
        (error: unknown) => {
          settle();
          if (!disposed) config.onError?.(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return {
        dispose: () => {
          disposed = true;
          running?.dispose();
        },
      };
    },
    [environment, operations],
  );
  const preload = useCallback(() => {
    preloadCode(operations.load);
  }, [operations]);
  return [commit, inFlight > 0, preload];
}
