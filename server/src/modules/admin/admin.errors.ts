/** Why an admin command refused to run; the CLI maps every code to exit status 1. */
export type AdminErrorCode =
  | 'INVALID_LOGIN'
  | 'INVALID_REPOSITORY_NAME'
  | 'INVALID_EMAIL'
  | 'INVALID_PASSWORD'
  | 'ALREADY_EXISTS'
  | 'LOGIN_TAKEN'
  | 'NOT_FOUND'
  | 'WRONG_ACCOUNT_KIND'
  | 'SEED_REJECTED';

/** An expected failure of an admin command; `message` is the sentence shown to the operator. */
export class AdminError extends Error {
  readonly code: AdminErrorCode;

  constructor(code: AdminErrorCode, message: string) {
    super(message);
    this.name = 'AdminError';
    this.code = code;
  }
}

/**
 * True for PostgreSQL's unique_violation (23505). Drizzle wraps driver errors, so the code may sit
 * on the error itself or on its `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}
