import { describe, expect, it } from 'vitest';
import { runCapturing } from './cliHarness.ts';
import { USAGE } from './usage.ts';

/** The contract from docs/architecture.md, "Stable interfaces", word for word. */
const CONTRACT_LINES = [
  'user create <login> [--name N] [--email E] [--password P] [--site-admin] [--bot] [--emu]',
  'org create <login> [--name N] [--sso-required] [--emu]',
  'org add-member <org> <login> [--role member|admin]',
  'repo create <owner>/<name> [--private] [--archived] [--locked] [--disabled] [--no-issues] [--description D]',
  'repo grant <owner>/<name> <login> <read|triage|write|maintain|admin>',
  'token create <login> [--note N] [--scopes S] [--expires-in D]',
  'token list [<login>]',
  'token revoke <id> | --login L --all',
  'seed [--users N] [--repos N] [--issues N] [--seed S]',
];

/** Misuse is caught before any database is needed; opening one here fails the test. */
const noDatabase = () => Promise.reject(new Error('a usage error must not open the database'));
const cli = (...argv: string[]) => runCapturing(noDatabase, argv);

describe('runCli misuse and help', () => {
  it.each([
    [['frobnicate'], "Unknown command 'frobnicate'."],
    [['user'], "'user' needs a subcommand: create."],
    [['org', 'delete', 'x'], "Unknown command 'org delete': expected create or add-member."],
    [['user', 'create'], "Missing <login> for 'user create'."],
    [['user', 'create', 'a', 'b'], "Unexpected argument 'b' for 'user create'."],
    [['user', 'create', 'a', '--admin'], "Unknown option '--admin' for 'user create'."],
    [['user', 'create', 'a', '-n', 'x'], "Unknown option '-n' for 'user create'."],
    [['user', 'create', 'a', '--name'], 'Option --name needs a value.'],
    [['user', 'create', 'a', '--name', '--bot'], 'Option --name needs a value.'],
    [['user', 'create', 'a', '--bot=yes'], 'Option --bot does not take a value.'],
    [['user', 'create', 'a', '--bot', '--bot'], 'Option --bot is given more than once.'],
    [['repo', 'grant', 'a/b', 'mona'], "Missing <permission> for 'repo grant'."],
    [['seed', '--users', 'ten'], "Invalid value for --users: 'ten' is not a whole number from 0 to 1000000."],
    [['seed', '--issues', '-1'], "Invalid value for --issues: '-1' is not a whole number"],
    [['seed', '--seed', '1.5'], "Invalid value for --seed: '1.5' is not a whole number"],
    [[], 'No command given.'],
  ])('%j exits 2 with the usage text', async (argv, message) => {
    // Also proves nothing is written: the database is never opened (see noDatabase).
    const result = await cli(...argv);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`Error: ${message}`);
    expect(result.stderr).toContain(USAGE);
  });

  it('reports usage errors as JSON on stderr with --json', async () => {
    const usage = await cli('user', 'create', '--json');
    expect(JSON.parse(usage.stderr)).toEqual({ error: { code: 'USAGE', message: "Missing <login> for 'user create'.", usage: USAGE } });
  });

  it('prints help listing the documented commands word for word', async () => {
    for (const argv of [['help'], ['--help'], ['repo', 'create', '--help']]) {
      const result = await cli(...argv);
      expect(result).toEqual({ exitCode: 0, stdout: `${USAGE}\n`, stderr: '' });
    }
    for (const line of CONTRACT_LINES) expect(USAGE).toContain(`\n  ${line}\n`);
  });

  it('turns an unexpected failure into exit 1 without a stack trace', async () => {
    const result = await runCapturing(() => Promise.reject(new Error('connection refused')), ['user', 'create', 'mona']);
    expect(result).toEqual({ exitCode: 1, stdout: '', stderr: 'Error: Unexpected failure: connection refused\n' });
  });
});
