import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { accessTokens } from '../db/schema/index.ts';
import { createAccessToken } from '../modules/admin/accessTokenCreator.ts';
import { useCliHarness } from './cliHarness.ts';
import { testDatabaseTargets } from '../db/testDatabases.ts';
import { USAGE } from './usage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseTargets(process.env))('token commands on $name', (target) => {
  const h = useCliHarness(target);

  /** A user with a fresh login, created through the CLI. */
  const user = async (prefix: string) => {
    const login = h.unique(prefix);
    expect((await h.cli('user', 'create', login)).exitCode).toBe(0);
    return login;
  };
  const tokensOf = async (login: string) =>
    h.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, (await h.account(login))?.id ?? 0));

  describe('token create', () => {
    it('prints only the token, whose SHA-256 is what is stored', async () => {
      const login = await user('tokens');
      const result = await h.cli('token', 'create', login, '--note', 'ci');
      expect(result.exitCode).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/^ghp_[A-Za-z0-9_-]{40}\n$/);
      const token = result.stdout.trim();
      expect(await tokensOf(login)).toMatchObject([
        { tokenHash: hashToken(token), lastFour: token.slice(-4), note: 'ci', scopes: ['repo', 'read:org'], expiresAt: null },
      ]);
    });

    it('prints the token with its id, scopes and expiry with --json, and errors as JSON on stderr', async () => {
      const login = await user('jtoken');
      const result = await h.cli('token', 'create', '--json', login);
      const parsed: unknown = JSON.parse(result.stdout);
      const [row] = await tokensOf(login);
      expect(parsed).toEqual({ token: expect.stringMatching(/^ghp_/), id: row?.id, login, scopes: ['repo', 'read:org'], expiresAt: null });
      const failure = await h.cli('token', 'create', 'nobody', '--json');
      expect(failure.exitCode).toBe(1);
      expect(JSON.parse(failure.stderr)).toEqual({ error: { code: 'NOT_FOUND', message: "User 'nobody' not found." } });
    });

    it('grants the scopes named by --scopes, and none for an empty list', async () => {
      const login = await user('scoped');
      expect((await h.cli('token', 'create', login, '--scopes', 'public_repo, read:org,public_repo')).exitCode).toBe(0);
      expect((await h.cli('token', 'create', login, '--scopes', '')).exitCode).toBe(0);
      expect((await h.cli('token', 'create', login, '--scopes=')).exitCode).toBe(0);
      expect((await tokensOf(login)).map((row) => row.scopes)).toEqual([['public_repo', 'read:org'], [], []]);
    });

    it('sets the expiry from --expires-in in days or hours', async () => {
      const login = await user('expiring');
      const before = Date.now();
      expect((await h.cli('token', 'create', login, '--expires-in', '30d')).exitCode).toBe(0);
      expect((await h.cli('token', 'create', login, '--expires-in', '12h')).exitCode).toBe(0);
      expect((await h.cli('token', 'create', login, '--expires-in', '366d')).exitCode).toBe(0);
      const after = Date.now();
      const expiries = (await tokensOf(login)).map((row) => row.expiresAt?.getTime() ?? 0);
      for (const [index, ms] of [30 * DAY_MS, 12 * 60 * 60 * 1000, 366 * DAY_MS].entries()) {
        expect(expiries[index]).toBeGreaterThanOrEqual(before + ms);
        expect(expiries[index]).toBeLessThanOrEqual(after + ms);
      }
    });

    it.each([
      [['--scopes', 'repo,admin,read:org,sudo'], "Unknown scopes 'admin', 'sudo' for --scopes: expected a comma-separated list of repo,"],
      [['--scopes', 'Repo'], "Unknown scope 'Repo' for --scopes"],
      [
        ['--expires-in', '30'],
        "Invalid value for --expires-in: '30' is not a whole number of days or hours such as 30d or 12h, from 1h to 366d.",
      ],
      [['--expires-in', '367d'], "Invalid value for --expires-in: '367d'"],
      [['--expires-in', '8785h'], "Invalid value for --expires-in: '8785h'"],
      [['--expires-in', '0d'], "Invalid value for --expires-in: '0d'"],
      [['--expires-in', '1.5d'], "Invalid value for --expires-in: '1.5d'"],
      [['--expires-in', '30m'], "Invalid value for --expires-in: '30m'"],
      [['--expires-in', ''], "Invalid value for --expires-in: ''"],
    ])('refuses %j with the usage text, exit 2, writing nothing', async (flags, message) => {
      const login = await user('refused');
      const result = await h.cli('token', 'create', login, ...flags);
      expect(result.exitCode).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`Error: ${message}`);
      expect(result.stderr).toContain(USAGE);
      expect(await tokensOf(login)).toEqual([]);
    });

    it('refuses unknown users and organizations without writing a token', async () => {
      const before = await h.countRows(accessTokens);
      expect(await h.cli('token', 'create', 'nobody')).toEqual({ exitCode: 1, stdout: '', stderr: "Error: User 'nobody' not found.\n" });
      const org = h.unique('tokorg');
      await h.cli('org', 'create', org);
      expect((await h.cli('token', 'create', org)).stderr).toBe(`Error: '${org}' is an organization, not a user.\n`);
      expect(await h.countRows(accessTokens)).toBe(before);
    });
  });

  describe('token list', () => {
    it("lists one user's tokens with their scopes, last four characters, use and expiry, never the secret", async () => {
      const login = await user('lister');
      const first = (await h.cli('token', 'create', login, '--note', 'laptop')).stdout.trim();
      const second = (await h.cli('token', 'create', login, '--scopes', '', '--expires-in', '1d')).stdout.trim();
      const [firstRow, secondRow] = await tokensOf(login);
      await h.db
        .update(accessTokens)
        .set({ lastUsedAt: new Date('2025-03-04T05:06:07Z') })
        .where(eq(accessTokens.id, firstRow!.id));

      const json = await h.cli('token', 'list', login, '--json');
      expect(json.exitCode).toBe(0);
      expect(JSON.parse(json.stdout)).toEqual([
        {
          id: firstRow!.id,
          login,
          note: 'laptop',
          scopes: ['repo', 'read:org'],
          token: `ghp_…${first.slice(-4)}`,
          createdAt: firstRow!.createdAt.toISOString(),
          lastUsedAt: '2025-03-04T05:06:07.000Z',
          expiresAt: null,
          expired: false,
        },
        {
          id: secondRow!.id,
          login,
          note: null,
          scopes: [],
          token: `ghp_…${second.slice(-4)}`,
          createdAt: secondRow!.createdAt.toISOString(),
          lastUsedAt: null,
          expiresAt: secondRow!.expiresAt!.toISOString(),
          expired: false,
        },
      ]);

      const text = await h.cli('token', 'list', login);
      expect(text.exitCode).toBe(0);
      const lines = text.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^ID +LOGIN +TOKEN +SCOPES +NOTE +CREATED +LAST USED +EXPIRES$/);
      expect(lines[1]).toMatch(
        new RegExp(`^${firstRow!.id} +${login} +ghp_…${first.slice(-4)} +repo,read:org +laptop +\\S+ \\S+ +2025-03-04 05:06Z +never$`),
      );
      expect(lines[2]).toMatch(
        new RegExp(`^${secondRow!.id} +${login} +ghp_…${second.slice(-4)} +\\(none\\) +\\S+ \\S+ +never +\\S+ \\S+Z$`),
      );
      for (const output of [json.stdout, text.stdout]) {
        for (const secret of [first, second]) {
          expect(output).not.toContain(secret);
          expect(output).not.toContain(hashToken(secret));
        }
      }
    });

    it('flags expired tokens, and lists every user without a login', async () => {
      const login = await user('expired');
      const other = await user('other');
      await createAccessToken(h.db, { login, note: 'old', expiresAt: new Date(Date.now() - DAY_MS) });
      await h.cli('token', 'create', other);
      const all = JSON.parse((await h.cli('token', 'list', '--json')).stdout) as { login: string; expired: boolean; note: string | null }[];
      expect(all.filter((token) => token.login === login)).toEqual([expect.objectContaining({ note: 'old', expired: true })]);
      expect(all.filter((token) => token.login === other)).toEqual([expect.objectContaining({ expired: false })]);
      expect((await h.cli('token', 'list', login)).stdout).toMatch(/\(expired\)\n$/);
    });

    it('says so when there are none, and refuses unknown users', async () => {
      const login = await user('tokenless');
      expect(await h.cli('token', 'list', login)).toEqual({ exitCode: 0, stdout: `No personal access tokens for ${login}.\n`, stderr: '' });
      expect(JSON.parse((await h.cli('token', 'list', login, '--json')).stdout)).toEqual([]);
      expect(await h.cli('token', 'list', 'nobody')).toEqual({ exitCode: 1, stdout: '', stderr: "Error: User 'nobody' not found.\n" });
      const misuse = await h.cli('token', 'list', login, 'extra');
      expect(misuse.exitCode).toBe(2);
      expect(misuse.stderr).toContain("Error: Unexpected argument 'extra' for 'token list'.");
    });
  });

  describe('token revoke', () => {
    it('deletes the token by id and says which it was', async () => {
      const login = await user('revoker');
      const kept = (await h.cli('token', 'create', login, '--note', 'kept')).stdout.trim();
      const gone = (await h.cli('token', 'create', login, '--note', 'ci')).stdout.trim();
      const [keptRow, goneRow] = await tokensOf(login);
      const result = await h.cli('token', 'revoke', String(goneRow!.id));
      expect(result).toEqual({
        exitCode: 0,
        stdout: `Revoked token ${goneRow!.id} of ${login} (ghp_…${gone.slice(-4)}, note 'ci')\n`,
        stderr: '',
      });
      expect((await tokensOf(login)).map((row) => row.tokenHash)).toEqual([hashToken(kept)]);
      expect(keptRow).toBeDefined();
      // Once revoked it is unknown.
      expect(await h.cli('token', 'revoke', String(goneRow!.id))).toEqual({
        exitCode: 1,
        stdout: '',
        stderr: `Error: Personal access token ${goneRow!.id} not found.\n`,
      });
    });

    it('revokes every token of a user with --login --all, reporting them as JSON', async () => {
      const login = await user('revokeall');
      const other = await user('bystander');
      await h.cli('token', 'create', login, '--note', 'a');
      await h.cli('token', 'create', login, '--note', 'b');
      await h.cli('token', 'create', other);
      const ids = (await tokensOf(login)).map((row) => row.id);
      const result = await h.cli('token', 'revoke', '--login', login, '--all', '--json');
      expect(result.exitCode).toBe(0);
      const parsed = JSON.parse(result.stdout) as { revoked: { id: number; login: string; note: string }[] };
      expect(parsed.revoked.map(({ id, login: owner, note }) => ({ id, owner, note }))).toEqual([
        { id: ids[0], owner: login, note: 'a' },
        { id: ids[1], owner: login, note: 'b' },
      ]);
      expect(await tokensOf(login)).toEqual([]);
      expect(await tokensOf(other)).toHaveLength(1);
      expect(await h.cli('token', 'revoke', '--login', login, '--all')).toEqual({
        exitCode: 0,
        stdout: `${login} had no personal access tokens.\n`,
        stderr: '',
      });
      expect((await h.cli('token', 'revoke', '--login', 'nobody', '--all')).stderr).toBe("Error: User 'nobody' not found.\n");
    });

    it.each([
      [[], "'token revoke' needs a token <id>, or --login L --all."],
      [['--all'], "'token revoke' needs a token <id>, or --login L --all."],
      [['--login', 'mona'], 'Revoking by --login needs --all.'],
      [['12', '--login', 'mona', '--all'], 'Give a token <id>, or --login L --all, not both.'],
      [['ghp_abcd'], "Invalid token id 'ghp_abcd': expected a number from 'token list'."],
      [['0'], "Invalid token id '0'"],
      [['99999999999'], "Invalid token id '99999999999'"],
      [['1', '2'], "Unexpected argument '2' for 'token revoke'."],
    ])('refuses %j with the usage text, exit 2, revoking nothing', async (argv, message) => {
      const before = await h.countRows(accessTokens);
      const result = await h.cli('token', 'revoke', ...argv);
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toContain(`Error: ${message}`);
      expect(result.stderr).toContain(USAGE);
      expect(await h.countRows(accessTokens)).toBe(before);
    });
  });
});
