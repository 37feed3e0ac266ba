import { useCallback } from 'react';
import type { PayloadError } from 'relay-runtime';
import { useToast } from '../../../components/Toast/Toast';
import { GraphQLRequestError } from '../../../relay/fetchGraphQL';

/** How a mutation failed: the payload's errors, or the error of the request. */
export type MutationFailure = readonly PayloadError[] | Error | null | undefined;

/**
 * What to tell the viewer when a change failed: the server's own messages (the errors of the
 * payload, or of a request answered with errors only), else `fallback` (a network failure).
 */
export function failureMessage(failure: MutationFailure, fallback: string): string {
  const errors: readonly { message: string }[] =
    failure instanceof GraphQLRequestError ? failure.errors : failure instanceof Error || !failure ? [] : failure;
  const messages = errors.map((error) => error.message.trim()).filter((message) => message !== '');
  return messages.length > 0 ? messages.join(' ') : fallback;
}

/** `failed(fallback)` is a mutation's failure handler: an error toast with the server's message (or `fallback`). */
export function useFailureToast(): (fallback: string) => (failure: MutationFailure) => void {
  const { addToast } = useToast();
  return useCallback(
    (fallback: string) => (failure: MutationFailure) => {
      addToast({ type: 'error', message: failureMessage(failure, fallback) });
    },
    [addToast],
  );
}
