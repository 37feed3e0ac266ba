import { GraphQLRequestError, type GraphQLErrorEntry } from '../../relay/fetchGraphQL';

/** The errors a failed mutation carries: from the network layer, or the response's own `errors`. */
export function mutationErrors(error: unknown): GraphQLErrorEntry[] {
  if (error instanceof GraphQLRequestError) return error.errors;
  return [];
}

/**
 * What the form shows under its heading for a failed save (spec 001 §8): the permission message
 * for FORBIDDEN, else the server's messages joined with ', ', else `fallback`.
 */
export function failureDetail(errors: readonly GraphQLErrorEntry[], forbidden: string, fallback: string): string {
  if (errors.some((entry) => entry.extensions?.code === 'FORBIDDEN')) return forbidden;
  const messages = errors.map((entry) => entry.message).filter((message) => message !== '');
  return messages.length > 0 ? messages.join(', ') : fallback;
}
