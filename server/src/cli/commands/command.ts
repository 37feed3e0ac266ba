import type { Db } from '../../db/client.ts';
import type { CommandSyntax, ParsedArguments } from '../commandLine.ts';

export interface CommandContext {
  /** Opens (or reuses) the database only when a command needs it, so `--help` stays instant. */
  db: () => Promise<Db>;
}

/** What a command printed: `text` for people, `json` (serialised as is) for `--json`. */
export interface CommandOutput {
  text: string;
  json: unknown;
}

export interface Command {
  syntax: CommandSyntax;
  /** The usage line, written out by hand so it reads exactly as the documented contract. */
  synopsis: string;
  summary: string;
  run(args: ParsedArguments, context: CommandContext): Promise<CommandOutput>;
}
