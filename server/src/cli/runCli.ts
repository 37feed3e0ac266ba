import type { Db } from '../db/client.ts';
import { AdminError } from '../modules/admin/admin.errors.ts';
import { UsageError } from './cliErrors.ts';
import { extractGlobalFlags, parseArguments } from './commandLine.ts';
import type { Command } from './commands/command.ts';
import { COMMANDS } from './commandTable.ts';
import { USAGE } from './usage.ts';

export interface CliWriter {
  write(text: string): unknown;
}

export interface CliIo {
  /** Called at most as often as commands need a database; the caller owns opening and closing. */
  db: () => Promise<Db>;
  stdout: CliWriter;
  stderr: CliWriter;
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/**
 * Runs one admin command and returns its exit status. Shared by the stand-alone CLI and the
 * running server's admin channel, so both behave identically; it never touches `process`.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const { flags, rest } = extractGlobalFlags(argv);
  const fail = (code: string, message: string, exitCode: number): number => {
    writeError(io.stderr, { json: flags.json, code, message, withUsage: exitCode === EXIT_USAGE });
    return exitCode;
  };
  try {
    if (flags.help || rest[0] === 'help') {
      io.stdout.write(`${USAGE}\n`);
      return EXIT_OK;
    }
    if (rest.length === 0) throw new UsageError('No command given.');
    const { command, args } = findCommand(rest);
    const output = await command.run(parseArguments(command.syntax, args), { db: io.db });
    io.stdout.write(flags.json ? `${JSON.stringify(output.json, null, 2)}\n` : `${output.text}\n`);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) return fail('USAGE', error.message, EXIT_USAGE);
    if (error instanceof AdminError) return fail(error.code, error.message, EXIT_FAILURE);
    return fail('INTERNAL', `Unexpected failure: ${rootMessage(error)}`, EXIT_FAILURE);
  }
}

/** Prints an error as text (with the usage text after a usage error) or as one JSON object. */
export function writeError(stderr: CliWriter, error: { json: boolean; code: string; message: string; withUsage: boolean }): void {
  if (error.json) {
    const usage = error.withUsage ? { usage: USAGE } : {};
    stderr.write(`${JSON.stringify({ error: { code: error.code, message: error.message, ...usage } }, null, 2)}\n`);
  } else {
    stderr.write(error.withUsage ? `Error: ${error.message}\n\n${USAGE}\n` : `Error: ${error.message}\n`);
  }
}

/**
 * The innermost cause's message: Drizzle wraps driver errors in "Failed query: … params: …",
 * which would echo values such as password hashes to the terminal.
 */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

/** Matches the longest run of command words (`org add-member` before a bare `org`). */
function findCommand(words: readonly string[]): { command: Command; args: readonly string[] } {
  for (const command of COMMANDS) {
    const name = command.syntax.name.split(' ');
    if (name.every((word, index) => words[index] === word)) return { command, args: words.slice(name.length) };
  }
  const group = words[0] ?? '';
  const subcommands = COMMANDS.map((command) => command.syntax.name.split(' ')).filter((name) => name[0] === group && name.length > 1);
  if (subcommands.length > 0) {
    const expected = subcommands.map((name) => name[1]).join(' or ');
    const given = words[1];
    if (given === undefined || given.startsWith('-')) throw new UsageError(`'${group}' needs a subcommand: ${expected}.`);
    throw new UsageError(`Unknown command '${group} ${given}': expected ${expected}.`);
  }
  throw new UsageError(`Unknown command '${group}'.`);
}
