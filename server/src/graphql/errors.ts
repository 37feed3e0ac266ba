import { GraphQLError } from 'graphql';
import type { DomainError } from '../domain/errors.ts';

/** Turns a domain error into the GraphQL error clients see; anything else stays masked. */
export function toGraphQLError(error: DomainError, path?: readonly (string | number)[]): GraphQLError {
  return new GraphQLError(error.message, { path, extensions: { ...error.extensions, code: error.code, type: error.code } });
}
