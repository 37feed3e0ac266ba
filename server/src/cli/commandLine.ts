import { UsageError } from './cliErrors.ts';

export type FlagKind = 'switch' | 'value';

/** What a command accepts: named positionals (in order) and its own flags. */
export interface CommandSyntax {
  /** The words that select the command, e.g. `repo grant`. */
  name: string;
  positionals: readonly string[];
  /** Positionals that may follow the required ones, or be left out (`token list [<login>]`). */
  optionalPositionals?: readonly string[];
  flags: Readonly<Record<string, FlagKind>>;
}

export interface ParsedArguments {
  positionals: readonly string[];
  values: ReadonlyMap<string, string>;
  switches: ReadonlySet<string>;
}

/** Flags every command accepts; they are removed before a command's own flags are parsed. */
export interface GlobalFlags {
  json: boolean;
  help: boolean;
}

/** Splits off `--json` and `--help`/`-h` wherever they appear before a `--` terminator. */
export function extractGlobalFlags(argv: readonly string[]): { flags: GlobalFlags; rest: string[] } {
  const flags: GlobalFlags = { json: false, help: false };
  const rest: string[] = [];
  let afterTerminator = false;
  for (const arg of argv) {
    if (!afterTerminator && arg === '--json') flags.json = true;
    else if (!afterTerminator && (arg === '--help' || arg === '-h')) flags.help = true;
    else {
      if (arg === '--') afterTerminator = true;
      rest.push(arg);
    }
  }
  return { flags, rest };
}

/**
 * Parses the arguments after the command words. Values may be given as `--flag value` or
 * `--flag=value`; a value that itself starts with `--` must use the `=` form, so a forgotten value
 * (`--name --bot`) is reported instead of swallowing the next flag.
 */
export function parseArguments(syntax: CommandSyntax, args: readonly string[]): ParsedArguments {
  const positionals: string[] = [];
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--') {
      positionals.push(...args.slice(index + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const flag = equals === -1 ? arg : arg.slice(0, equals);
    const name = flag.replace(/^--?/, '');
    const kind = flag.startsWith('--') ? syntax.flags[name] : undefined;
    if (kind === undefined) throw new UsageError(`Unknown option '${flag}' for '${syntax.name}'.`);
    if (switches.has(name) || values.has(name)) throw new UsageError(`Option ${flag} is given more than once.`);
    if (kind === 'switch') {
      if (equals !== -1) throw new UsageError(`Option ${flag} does not take a value.`);
      switches.add(name);
      continue;
    }
    let value: string | undefined;
    if (equals !== -1) value = arg.slice(equals + 1);
    else {
      const next = args[index + 1];
      if (next !== undefined && !next.startsWith('--')) {
        value = next;
        index += 1;
      }
    }
    if (value === undefined) throw new UsageError(`Option ${flag} needs a value.`);
    values.set(name, value);
  }
  const missing = syntax.positionals[positionals.length];
  if (missing !== undefined) throw new UsageError(`Missing ${missing} for '${syntax.name}'.`);
  const extra = positionals[syntax.positionals.length + (syntax.optionalPositionals?.length ?? 0)];
  if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}' for '${syntax.name}'.`);
  return { positionals, values, switches };
}

/** The positional at `index`; `parseArguments` already checked the count. */
export function positional(args: ParsedArguments, index: number): string {
  const value = args.positionals[index];
  if (value === undefined) throw new Error(`Positional ${index} was not checked by parseArguments.`);
  return value;
}

/** One of `allowed`, or a usage error naming what was expected. */
export function parseChoice<T extends string>(what: string, value: string, allowed: readonly T[]): T {
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    const list = `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1) ?? ''}`;
    throw new UsageError(`Invalid ${what} '${value}': expected ${list}.`);
  }
  return match;
}

/** A non-negative integer written in decimal digits, at most `max`. */
export function parseCount(flag: string, value: string, max: number): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number > max) {
    throw new UsageError(`Invalid value for ${flag}: '${value}' is not a whole number from 0 to ${max}.`);
  }
  return number;
}

/** `owner/name` split in two; the parts are validated by the domain command. */
export function parseNameWithOwner(value: string): { owner: string; name: string } {
  const parts = value.split('/');
  const [owner, name] = parts;
  if (parts.length !== 2 || !owner || !name) throw new UsageError(`Expected <owner>/<name>, got '${value}'.`);
  return { owner, name };
}
