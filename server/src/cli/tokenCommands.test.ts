import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { accessTokens } from '../db/schema/index.ts';
import { useCliHarness } from './cliHarness.ts';
import { testDatabaseTargets } from '../db/testDatabases.ts';

describe.each(testDatabaseTargets(process.env))('token create on $name', (target) => {
  const h = useCliHarness(target);

  describe('token create', () => {
    it('prints only the token, whose SHA-256 is what is stored', async () => {
      const login = h.unique('tokens');
      await h.cli('user', 'create', login);
      const result = await h.cli('token', 'create', login, '--note', 'ci');
      expect(result.exitCode).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/^ghp_[A-Za-z0-9_-]{40}\n$/);
      const token = result.stdout.trim();
      const rows = await h.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.userId, (await h.account(login))?.id ?? 0));
      expect(rows).toMatchObject([{ tokenHash: hashToken(token), lastFour: token.slice(-4), note: 'ci' }]);
    });

    it('prints {"token": …} with --json, and errors as JSON on stderr', async () => {
      const login = h.unique('jtoken');
      await h.cli('user', 'create', login);
      const result = await h.cli('token', 'create', '--json', login);
      const parsed: unknown = JSON.parse(result.stdout);
      expect(parsed).toEqual({ token: expect.stringMatching(/^ghp_/) });
      const failure = await h.cli('token', 'create', 'nobody', '--json');
      expect(failure.exitCode).toBe(1);
      expect(JSON.parse(failure.stderr)).toEqual({ error: { code: 'NOT_FOUND', message: "User 'nobody' not found." } });
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
});
