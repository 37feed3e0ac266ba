import { useCallback } from 'react';
import type { PayloadError } from 'relay-runtime';
import { useToast } from '../../../components/Toast/Toast';
import { GraphQLRequestError } from '../../../relay/fetchGraphQL';

/** The server's sentence for a failed mutation, or `fallback` when it gave none (a lost connection). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof GraphQLRequestError) return error.errors[0]?.message ?? fallback;
  if (Array.isArray(error)) {
    const [first] = error as PayloadError[];
    if (first && typeof first.message === 'string' && first.message !== '') return first.message;
  }
  return fallback;
}

/** The callbacks a sidebar mutation passes to `commit`: Relay drops the optimistic change on its own. */
export interface FailureCallbacks {
  onCompleted: (response: unknown, errors: readonly PayloadError[] | null | undefined) => void;
  onError: (error: Error) => void;
}

/**
 * Sidebar changes show at once (Relay's optimistic response) and Relay puts them back when the
 * server refuses; these callbacks say why in an error toast, with the server's message.
 */
export function useFailureToast(): (fallback: string) => FailureCallbacks {
  const { addToast } = useToast();
  return useCallback(
    (fallback: string) => ({
      onCompleted: (_response, errors) => {
        if (errors && errors.length > 0) addToast({ type: 'error', message: failureMessage(errors, fallback) });
      },
      onError: (error) => addToast({ type: 'error', message: failureMessage(error, fallback) }),
    }),
    [addToast],
  );
}
