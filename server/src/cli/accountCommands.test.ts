import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { orgMemberships } from '../db/schema/index.ts';
import { createUser } from '../modules/admin/accountCreator.ts';
import { AdminError } from '../modules/admin/admin.errors.ts';
import { createRepository } from '../modules/admin/repositoryCreator.ts';
import { useCliHarness } from './cliHarness.ts';
import { testDatabaseTargets } from '../db/testDatabases.ts';
import { USAGE } from './usage.ts';

describe.each(testDatabaseTargets(process.env))('account commands on $name', (target) => {
  const h = useCliHarness(target);

  describe('user create', () => {
    it('creates a user who can sign in with the given password', async () => {
      const login = h.unique('mona');
      const result = await h.cli(
        'user',
        'create',
        login,
        '--name',
        'Mona Lisa',
        '--email',
        `${login}@example.com`,
        '--password',
        'octocat-1',
        '--site-admin',
      );
      expect(result).toEqual({
        exitCode: 0,
        stdout: `Created user ${login} (id ${(await h.account(login))?.id}, site administrator).\n`,
        stderr: '',
      });
      const row = await h.account(login);
      expect(row).toMatchObject({
        kind: 'user',
        name: 'Mona Lisa',
        email: `${login}@example.com`,
        isSiteAdmin: true,
        isEnterpriseManaged: false,
      });
      expect(await verifyPassword(row?.passwordHash ?? '', 'octocat-1')).toBe(true);
    });

    it('stores no password hash without --password, so password sign-in is impossible', async () => {
      const login = h.unique('nopass');
      expect((await h.cli('user', 'create', login)).exitCode).toBe(0);
      expect((await h.account(login))?.passwordHash).toBeNull();
    });

    it('creates bots (login may end with [bot]) and enterprise-managed users', async () => {
      const bot = `${h.unique('helper')}[bot]`;
      const emu = h.unique('emu');
      expect(await h.cli('user', 'create', bot, '--bot')).toMatchObject({ exitCode: 0, stdout: expect.stringMatching(/^Created bot /) });
      expect(await h.account(bot)).toMatchObject({ kind: 'bot', passwordHash: null });
      expect((await h.cli('user', 'create', emu, '--emu')).exitCode).toBe(0);
      expect(await h.account(emu)).toMatchObject({ kind: 'user', isEnterpriseManaged: true });
    });

    it('prints the created user as JSON with --json', async () => {
      const login = h.unique('json');
      const result = await h.cli('user', 'create', login, '--json', '--name=Jay Son');
      expect(result.exitCode).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        id: (await h.account(login))?.id,
        kind: 'user',
        login,
        name: 'Jay Son',
        email: null,
        isSiteAdmin: false,
        isEnterpriseManaged: false,
        hasPassword: false,
      });
    });

    it('refuses a login that exists in another case and writes nothing', async () => {
      const login = h.unique('dup');
      await h.cli('user', 'create', login, '--name', 'First');
      const result = await h.cli('user', 'create', login.toUpperCase(), '--name', 'Second');
      expect(result).toEqual({ exitCode: 1, stdout: '', stderr: `Error: User ${login} already exists.\n` });
      expect(await h.countAccounts(login)).toBe(1);
      expect((await h.account(login))?.name).toBe('First');
    });

    it('refuses a login held by an account of another kind', async () => {
      const org = h.unique('org');
      await h.cli('org', 'create', org);
      expect(await h.cli('user', 'create', org)).toEqual({ exitCode: 1, stdout: '', stderr: `Error: Login '${org}' is already taken.\n` });
    });

    it.each([
      ['-mona', 'is invalid'],
      ['mona-', 'is invalid'],
      ['mo--na', 'is invalid'],
      ['mona_lisa', 'is invalid'],
      ['a'.repeat(40), 'is invalid'],
      ['mona[bot]', 'is invalid: only bots may end with [bot]'],
      ['settings', 'is reserved'],
    ])('refuses the login %s', async (login, reason) => {
      // `--` so that '-mona' reaches validation instead of being read as an option.
      const result = await h.cli('user', 'create', '--', login);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toContain(`Login '${login}' ${reason}`);
      expect(await h.countAccounts(login)).toBe(0);
    });

    it('accepts a 39-character login', async () => {
      const login = `${h.unique('x')}-`.padEnd(39, 'y');
      expect((await h.cli('user', 'create', login)).exitCode).toBe(0);
    });

    it('refuses a short password and a password for a bot', async () => {
      expect(await h.cli('user', 'create', h.unique('short'), '--password', 'abc')).toMatchObject({
        exitCode: 1,
        stderr: 'Error: Password must be at least 8 characters.\n',
      });
      expect(await h.cli('user', 'create', `${h.unique('b')}[bot]`, '--bot', '--password', 'long-enough')).toMatchObject({
        exitCode: 1,
        stderr: 'Error: Bots cannot have a password.\n',
      });
    });
  });

  describe('org create and org add-member', () => {
    it('creates an organization with SSO and EMU flags', async () => {
      const org = h.unique('acme');
      const result = await h.cli('org', 'create', org, '--name', 'Acme', '--sso-required', '--emu', '--json');
      expect(result.exitCode).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({
        kind: 'organization',
        login: org,
        name: 'Acme',
        ssoRequired: true,
        isEnterpriseManaged: true,
      });
      expect(await h.account(org)).toMatchObject({
        kind: 'organization',
        ssoRequired: true,
        isEnterpriseManaged: true,
        passwordHash: null,
      });
    });

    it('refuses an organization that already exists', async () => {
      const org = h.unique('twice');
      await h.cli('org', 'create', org);
      expect(await h.cli('org', 'create', org)).toEqual({
        exitCode: 1,
        stdout: '',
        stderr: `Error: Organization ${org} already exists.\n`,
      });
    });

    it('adds a member, then changes the role', async () => {
      const org = h.unique('team');
      const user = h.unique('member');
      await h.cli('org', 'create', org);
      await h.cli('user', 'create', user);
      expect(await h.cli('org', 'add-member', org, user)).toEqual({
        exitCode: 0,
        stdout: `Added ${user} to ${org} as member.\n`,
        stderr: '',
      });
      const changed = await h.cli('org', 'add-member', org.toUpperCase(), user, '--role', 'admin', '--json');
      expect(JSON.parse(changed.stdout)).toEqual({ org, login: user, role: 'admin', previousRole: 'member' });
      const orgRow = await h.account(org);
      const rows = await h.db
        .select()
        .from(orgMemberships)
        .where(eq(orgMemberships.orgId, orgRow?.id ?? 0));
      expect(rows).toMatchObject([{ userId: (await h.account(user))?.id, role: 'admin' }]);
    });

    it('explains what is wrong with the organization or the user', async () => {
      const user = h.unique('solo');
      const org = h.unique('guild');
      await h.cli('user', 'create', user);
      await h.cli('org', 'create', org);
      expect((await h.cli('org', 'add-member', user, user)).stderr).toBe(`Error: '${user}' is not an organization.\n`);
      expect((await h.cli('org', 'add-member', org, 'nobody')).stderr).toBe(`Error: User 'nobody' not found.\n`);
      expect((await h.cli('org', 'add-member', 'no-such-org', user)).stderr).toBe(`Error: Organization 'no-such-org' not found.\n`);
      expect((await h.cli('org', 'add-member', org, org)).stderr).toBe(`Error: '${org}' is an organization, not a user.\n`);
    });

    it('rejects an unknown role as a usage error', async () => {
      const result = await h.cli('org', 'add-member', 'acme', 'mona', '--role', 'owner');
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toContain("Error: Invalid role 'owner': expected member or admin.");
      expect(result.stderr).toContain(USAGE);
    });
  });

  describe('transactions', () => {
    it('composes: commands run inside a caller transaction roll back with it', async () => {
      const login = h.unique('tx');
      await expect(
        h.db.transaction(async (tx) => {
          await createUser(tx, { login });
          await createRepository(tx, { owner: login, name: 'first' });
          await createRepository(tx, { owner: login, name: 'FIRST' });
        }),
      ).rejects.toThrow(AdminError);
      expect(await h.countAccounts(login)).toBe(0);
    });
  });
});
