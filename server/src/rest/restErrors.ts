import { isDomainError } from '../domain/errors.ts';

/** Where GitHub's error answers point; this server's README documents its API. */
export const DOCUMENTATION_URL = 'https://docs.github.com/rest';

/** One problem of a 422 "Validation Failed", as GitHub lists them. */
export interface ValidationProblem {
  resource: string;
  field: string;
  /** `missing_field`, `invalid`, `already_exists`, `unprocessable` or `custom` (with a `message`). */
  code: 'missing' | 'missing_field' | 'invalid' | 'already_exists' | 'unprocessable' | 'custom';
  value?: unknown;
  message?: string;
}

/** An answer other than success, with GitHub's body for it. */
export class RestError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(String(body.message ?? status));
    this.name = 'RestError';
    this.status = status;
    this.body = { ...body, documentation_url: DOCUMENTATION_URL, status: String(status) };
    this.headers = headers;
  }
}

/** 404 "Not Found": missing, or not readable by the caller (the two are never told apart). */
export function notFound(): RestError {
  return new RestError(404, { message: 'Not Found' });
}

/** 422 "Validation Failed" with GitHub's `errors` list. */
export function validationFailed(...problems: ValidationProblem[]): RestError {
  return new RestError(422, { message: 'Validation Failed', errors: problems });
}

/** 400 for a body that is not the JSON an endpoint takes (GitHub: "Problems parsing JSON"). */
export function badRequest(message = 'Problems parsing JSON'): RestError {
  return new RestError(400, { message });
}

export function unauthorized(message = 'Requires authentication'): RestError {
  return new RestError(401, { message });
}

export function forbidden(message: string): RestError {
  return new RestError(403, { message });
}

/**
 * A domain failure as GitHub's REST answers it: unreadable or missing things are 404 (the
 * domain's NOT_FOUND covers both), refused actions 403, bad input 422 with the domain's sentence
 * as a `custom` problem of `resource`. Anything else is not the caller's doing and stays a 500.
 */
export function fromDomainError(error: unknown, resource: string): RestError | null {
  if (error instanceof RestError) return error;
  if (!isDomainError(error)) return null;
  switch (error.code) {
    case 'NOT_FOUND':
      return notFound();
    case 'FORBIDDEN':
    case 'INSUFFICIENT_SCOPES':
      return forbidden(error.message);
    case 'UNAUTHENTICATED':
      return unauthorized();
    case 'INVALID_QUERY':
      return new RestError(422, {
        message: 'Validation Failed',
        errors: [{ message: error.message, resource: 'Search', field: 'q', code: 'invalid' }],
      });
    default:
      return validationFailed({ resource, field: '', code: 'custom', message: error.message });
  }
}
