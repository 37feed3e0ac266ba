import { GraphQLRequestError, type GraphQLErrorEntry } from '../../relay/fetchGraphQL';

/** The banner text of a failure without a message of its own (spec 001 §8). */
export const GENERIC_FORM_ERROR = 'Something went wrong. Please try again.';

/** The GraphQL errors of a failure: a thrown request error's, or those Relay passes with a partial response. */
export function errorEntries(failure: unknown): GraphQLErrorEntry[] {
  if (failure instanceof GraphQLRequestError) return failure.errors;
  if (Array.isArray(failure)) return failure as GraphQLErrorEntry[];
  return [];
}

/**
 * The form banner's text for a failed create or edit (spec 001 §8): the payload's or server's
 * messages joined with ', '; a permission failure gives the permission sentence; a failure with no
 * message gives the generic one.
 */
export function formErrorText(failure: { messages?: readonly string[]; error?: unknown }, permissionText: string): string {
  const { messages = [], error } = failure;
  const entries = errorEntries(error);
  if (entries.some((entry) => entry.extensions?.code === 'FORBIDDEN')) return permissionText;
  const texts = [...messages, ...entries.map((entry) => entry.message)].filter((message) => message.trim() !== '');
  return texts.length > 0 ? texts.join(', ') : GENERIC_FORM_ERROR;
}
