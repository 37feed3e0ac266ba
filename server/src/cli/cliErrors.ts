/** Misuse of the command line (unknown command, bad flag or value); the CLI exits with status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
