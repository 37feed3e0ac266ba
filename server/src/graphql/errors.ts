import { GraphQLError } from 'graphql';

/** Error codes of the API, mapped once to `extensions.code` (and GitHub's `type`). */
export type ErrorCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'UNPROCESSABLE'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'MAX_NODE_LIMIT_EXCEEDED'
  | 'INVALID_QUERY'
  | 'INSUFFICIENT_SCOPES';

/** An expected failure with a message a person can act on. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  /** More for clients than the code, e.g. the positions of an invalid search query. */
  readonly extensions: Record<string, unknown>;
  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DomainError';
    this.code = code;
    this.extensions = extensions;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return (
    error instanceof DomainError ||
    (error instanceof Error && error.name === 'DomainError' && typeof (error as DomainError).code === 'string')
  );
}

export function notFound(message: string): DomainError {
  return new DomainError('NOT_FOUND', message);
}

/** GitHub's wording for an id that does not resolve (or resolves to something unreadable). */
export function unresolvedId(globalId: string): DomainError {
  return notFound(`Could not resolve to a node with the global id of '${globalId}'`);
}

export function forbidden(login: string, operation: string): DomainError {
  return new DomainError('FORBIDDEN', `${login} does not have the correct permissions to execute \`${operation}\``);
}

export function unprocessable(message: string): DomainError {
  return new DomainError('UNPROCESSABLE', message);
}

export function badInput(message: string): DomainError {
  return new DomainError('BAD_USER_INPUT', message);
}

/** Turns a domain error into the GraphQL error clients see; anything else stays masked. */
export function toGraphQLError(error: DomainError, path?: readonly (string | number)[]): GraphQLError {
  return new GraphQLError(error.message, { path, extensions: { ...error.extensions, code: error.code, type: error.code } });
}
