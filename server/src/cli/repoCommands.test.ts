import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, collaborators, repositories } from '../db/schema/index.ts';
import { useCliHarness } from './cliHarness.ts';
import { testDatabaseTargets } from '../db/testDatabases.ts';

describe.each(testDatabaseTargets(process.env))('repository commands on $name', (target) => {
  const h = useCliHarness(target);

  async function repository(owner: string, name: string) {
    const [row] = await h.db
      .select({ repo: repositories })
      .from(repositories)
      .innerJoin(accounts, eq(accounts.id, repositories.ownerId))
      .where(and(eq(accounts.login, owner), sql`lower(${repositories.name}) = lower(${name})`));
    return row?.repo;
  }

  describe('repo create', () => {
    it('creates a repository with every flag', async () => {
      const owner = h.unique('owner');
      await h.cli('user', 'create', owner);
      const result = await h.cli(
        'repo',
        'create',
        `${owner}/Hello.World_x-1`,
        '--private',
        '--archived',
        '--locked',
        '--disabled',
        '--no-issues',
        '--description',
        'A test',
      );
      expect(result.exitCode).toBe(0);
      const row = await repository(owner, 'hello.world_x-1');
      expect(result.stdout).toBe(
        `Created repository ${owner}/Hello.World_x-1 (id ${row?.id}, private, archived, locked, disabled, issues disabled).\n`,
      );
      expect(row).toMatchObject({
        name: 'Hello.World_x-1',
        description: 'A test',
        visibility: 'private',
        isArchived: true,
        isLocked: true,
        isDisabled: true,
        hasIssuesEnabled: false,
      });
    });

    it('creates a public repository with issues by default, owned by an organization', async () => {
      const org = h.unique('corp');
      await h.cli('org', 'create', org);
      const result = await h.cli('repo', 'create', `${org}/widgets`, '--json');
      expect(JSON.parse(result.stdout)).toMatchObject({
        owner: org,
        name: 'widgets',
        nameWithOwner: `${org}/widgets`,
        visibility: 'public',
        hasIssuesEnabled: true,
      });
    });

    it('refuses a repository name taken in another case', async () => {
      const owner = h.unique('dupowner');
      await h.cli('user', 'create', owner);
      await h.cli('repo', 'create', `${owner}/widgets`);
      expect(await h.cli('repo', 'create', `${owner}/Widgets`)).toEqual({
        exitCode: 1,
        stdout: '',
        stderr: `Error: Repository '${owner}/widgets' already exists.\n`,
      });
    });

    it('rolls back when the owner is missing: no repository row is written', async () => {
      const before = await h.countRows(repositories);
      expect(await h.cli('repo', 'create', 'ghost-owner/widgets')).toEqual({
        exitCode: 1,
        stdout: '',
        stderr: "Error: Owner 'ghost-owner' not found.\n",
      });
      const after = await h.countRows(repositories);
      expect(after).toEqual(before);
    });

    it.each(['.', '..', 'a b', 'x'.repeat(101), 'widgets.git', 'wid/gets'])('refuses the repository name %j', async (name) => {
      const owner = h.unique('names');
      await h.cli('user', 'create', owner);
      const result = await h.cli('repo', 'create', `${owner}/${name}`);
      // A second slash is a malformed argument (usage); the others are invalid names.
      expect(result.exitCode).toBe(name.includes('/') ? 2 : 1);
      if (result.exitCode === 1) expect(result.stderr).toContain(`Repository name '${name}' is invalid`);
    });

    it('treats an argument without a slash as a usage error', async () => {
      const result = await h.cli('repo', 'create', 'widgets');
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toContain("Error: Expected <owner>/<name>, got 'widgets'.");
    });
  });

  describe('repo grant', () => {
    it('grants a permission and replaces it on a second grant', async () => {
      const owner = h.unique('granter');
      const user = h.unique('grantee');
      await h.cli('org', 'create', owner);
      await h.cli('user', 'create', user);
      await h.cli('repo', 'create', `${owner}/app`);
      expect(await h.cli('repo', 'grant', `${owner}/app`, user, 'triage')).toEqual({
        exitCode: 0,
        stdout: `Granted triage access to ${owner}/app to ${user}.\n`,
        stderr: '',
      });
      const second = await h.cli('repo', 'grant', `${owner}/APP`, user.toUpperCase(), 'maintain', '--json');
      expect(JSON.parse(second.stdout)).toEqual({
        repository: `${owner}/app`,
        login: user,
        permission: 'maintain',
        previousPermission: 'triage',
      });
      const repo = await repository(owner, 'app');
      const rows = await h.db
        .select()
        .from(collaborators)
        .where(eq(collaborators.repoId, repo?.id ?? 0));
      expect(rows).toMatchObject([{ userId: (await h.account(user))?.id, permission: 'maintain' }]);
    });

    it('reports a missing repository or user, and refuses the owner itself', async () => {
      const owner = h.unique('own');
      await h.cli('user', 'create', owner);
      await h.cli('repo', 'create', `${owner}/mine`);
      expect((await h.cli('repo', 'grant', `${owner}/nope`, owner, 'read')).stderr).toBe(`Error: Repository '${owner}/nope' not found.\n`);
      expect((await h.cli('repo', 'grant', `${owner}/mine`, 'nobody', 'read')).stderr).toBe("Error: User 'nobody' not found.\n");
      expect((await h.cli('repo', 'grant', `${owner}/mine`, owner, 'read')).exitCode).toBe(1);
    });

    it('rejects an unknown permission as a usage error', async () => {
      const result = await h.cli('repo', 'grant', 'a/b', 'mona', 'owner');
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toContain("Error: Invalid permission 'owner': expected read, triage, write, maintain or admin.");
    });
  });
});
