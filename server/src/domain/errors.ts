/**
 * Expected failures of the domain: a code and a sentence a person can act on. Commands and
 * repositories throw these; each interface maps the code once (GraphQL: `graphql/errors.ts` to
 * `extensions.code`; HTTP routes: a status). Anything else is unexpected, logged and masked.
 */

/** Error codes of the domain, mapped once per interface (GraphQL `extensions.code`, HTTP status). */
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
