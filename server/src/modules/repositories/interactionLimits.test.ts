import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { renderMarkdownWith } from '../markdown/markdown.ts';
import { activeInteractionLimit, interactionLimitReasonHTML, limitApplies } from './interactionLimits.ts';
import { addMember, buildIssue, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

const HOUR = 60 * 60 * 1000;

describe('interaction limit rules', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const old = { exempt: false, accountCreatedAt: new Date(now.getTime() - 48 * HOUR), contributed: false };
  const fresh = { ...old, accountCreatedAt: new Date(now.getTime() - 2 * HOUR) };

  it('is active until it expires, and absent when unset', () => {
    expect(activeInteractionLimit({ interactionLimit: null, interactionLimitExpiresAt: null }, now)).toBeNull();
    const until = new Date(now.getTime() + HOUR);
    expect(activeInteractionLimit({ interactionLimit: 'collaborators_only', interactionLimitExpiresAt: until }, now)).toEqual({
      limit: 'collaborators_only',
      expiresAt: until,
    });
    expect(activeInteractionLimit({ interactionLimit: 'collaborators_only', interactionLimitExpiresAt: now }, now)).toBeNull();
  });

  it('limits new accounts, non-contributors or non-collaborators, never the exempt', () => {
    expect(limitApplies('existing_users', fresh, now)).toBe(true);
    expect(limitApplies('existing_users', old, now)).toBe(false);
    expect(limitApplies('existing_users', { ...fresh, contributed: true }, now)).toBe(false);
    expect(limitApplies('contributors_only', old, now)).toBe(true);
    expect(limitApplies('contributors_only', { ...old, contributed: true }, now)).toBe(false);
    expect(limitApplies('collaborators_only', { ...old, contributed: true }, now)).toBe(true);
    for (const limit of ['existing_users', 'contributors_only', 'collaborators_only'] as const)
      expect(limitApplies(limit, { ...fresh, exempt: true }, now)).toBe(false);
  });

  it('explains the limit for an action in HTML, escaping the action and showing the owner reason as rendered', () => {
    const html = interactionLimitReasonHTML(
      { limit: 'contributors_only', expiresAt: new Date('2026-11-30T10:00:00Z') },
      'create an <issue>',
      renderMarkdownWith('Cooling off after **spam**. <script>alert(1)</script>'),
    );
    expect(html).toContain(
      '<p>An owner of this repository has limited the ability to create an &lt;issue&gt; to users that have contributed to this repository in the past.</p>',
    );
    expect(html).toContain('<strong>spam</strong>');
    expect(html).not.toContain('<script');
    expect(html).toContain('<relative-time datetime="2026-11-30T10:00:00.000Z">Nov 30, 2026</relative-time>');
  });
});

const REPO = `query($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    isOwnerEnterpriseManaged
    interactionAbility { limit origin expiresAt }
    reason: viewerInteractionLimitReasonHTML(action: "create an issue")
  }
  viewer { isEnterpriseManaged }
}`;

const SET = `mutation($input: SetRepositoryInteractionLimitInput!) {
  setRepositoryInteractionLimit(input: $input) { repository { interactionAbility { limit origin expiresAt } } }
}`;

const CREATE = `mutation($id: ID!) { createIssue(input: { repositoryId: $id, title: "Hello" }) { issue { number } } }`;
const COMMENT = `mutation($id: ID!) { addComment(input: { subjectId: $id, body: "Hi" }) { commentEdge { node { id } } } }`;
const REACT = `mutation($id: ID!) { addReaction(input: { subjectId: $id, content: HEART }) { reaction { content } } }`;
const CAN = `query($id: ID!) { node(id: $id) { ... on Issue { viewerCanReact } } }`;

describe('interaction limits and the enterprise-managed rule through GraphQL', () => {
  let server: TestServer;
  let org: AccountRow;
  let repo: RepositoryRow;
  let issue: IssueRow;
  const tokens: Record<'admin' | 'member' | 'contributor' | 'stranger' | 'newcomer' | 'reader' | 'emu', string> = {
    admin: '',
    member: '',
    contributor: '',
    stranger: '',
    newcomer: '',
    reader: '',
    emu: '',
  };
  let emuOrgRepo: RepositoryRow;
  const repoId = () => toGlobalId('Repository', repo.id);

  beforeAll(async () => {
    server = await startTestServer();
    org = await buildOrg(server.db, { login: 'il-org' });
    repo = await buildRepo(server.db, org, { name: 'app' });
    const admin = await buildUser(server.db, { login: 'il-admin' });
    const member = await buildUser(server.db, { login: 'il-member' });
    const contributor = await buildUser(server.db, { login: 'il-contributor', createdAt: new Date('2020-01-01T00:00:00Z') });
    const stranger = await buildUser(server.db, { login: 'il-stranger', createdAt: new Date('2020-01-01T00:00:00Z') });
    const newcomer = await buildUser(server.db, { login: 'il-newcomer' });
    const reader = await buildUser(server.db, { login: 'il-reader', createdAt: new Date('2020-01-01T00:00:00Z') });
    const emu = await buildUser(server.db, { login: 'il-emu_acme', isEnterpriseManaged: true });
    const emuOrg = await buildOrg(server.db, { login: 'il-acme', isEnterpriseManaged: true });
    emuOrgRepo = await buildRepo(server.db, emuOrg, { name: 'inside' });
    await addMember(server.db, org, member);
    await grant(server.db, repo, admin, 'admin');
    await grant(server.db, repo, reader, 'read');
    await buildIssue(server.db, repo, contributor, { kind: 'pull_request', merged: true, state: 'closed' });
    issue = await buildIssue(server.db, repo, admin);
    for (const [key, user] of Object.entries({ admin, member, contributor, stranger, newcomer, reader, emu }))
      tokens[key as keyof typeof tokens] = await buildToken(server.db, user);
  });
  afterAll(() => server.close());

  const setLimit = (token: string, limit: string, extra: Record<string, unknown> = {}) =>
    server.graphql<{ setRepositoryInteractionLimit: { repository: { interactionAbility: unknown } } }>(token, SET, {
      input: { repositoryId: repoId(), limit, ...extra },
    });
  const view = async (token: string, owner = 'il-org', name = 'app') =>
    (
      await server.graphql<{
        repository: { isOwnerEnterpriseManaged: boolean; interactionAbility: { limit: string }; reason: string | null };
        viewer: { isEnterpriseManaged: boolean };
      }>(token, REPO, { owner, name })
    ).data;
  const createCode = async (token: string, id = repoId()) => {
    const result = await server.graphql<{ createIssue: { issue: { number: number } } }>(token, CREATE, { id });
    return result.errors?.[0]?.extensions?.code ?? 'OK';
  };

  it('reports no limit until an administrator sets one, and refuses everyone else', async () => {
    expect((await view(tokens.stranger))?.repository).toMatchObject({
      interactionAbility: { limit: 'NO_LIMIT', origin: 'REPOSITORY', expiresAt: null },
      reason: null,
    });
    const refused = await setLimit(tokens.reader, 'COLLABORATORS_ONLY');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const before = Date.now();
    const set = await setLimit(tokens.admin, 'CONTRIBUTORS_ONLY', { expiry: 'ONE_WEEK', reason: 'Too much **spam** lately.' });
    const ability = set.data?.setRepositoryInteractionLimit.repository.interactionAbility as { limit: string; expiresAt: string };
    expect(ability.limit).toBe('CONTRIBUTORS_ONLY');
    const days = (Date.parse(ability.expiresAt) - before) / (24 * HOUR);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('limits a non-contributor: the reason for the action, no new issue, comment or reaction, nothing written', async () => {
    const seen = await view(tokens.stranger);
    expect(seen?.repository.reason).toContain(
      'has limited the ability to create an issue to users that have contributed to this repository in the past.',
    );
    expect(seen?.repository.reason).toContain('Too much <strong>spam</strong> lately.');
    const before = await server.db.$count(t.issues, eq(t.issues.repoId, repo.id));
    expect(await createCode(tokens.stranger)).toBe('FORBIDDEN');
    const issueId = toGlobalId('Issue', issue.id);
    const comment = await server.graphql(tokens.stranger, COMMENT, { id: issueId });
    expect(comment.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const react = await server.graphql(tokens.stranger, REACT, { id: issueId });
    expect(react.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql<{ node: { viewerCanReact: boolean } }>(tokens.stranger, CAN, { id: issueId })).data?.node).toEqual({
      viewerCanReact: false,
    });
    expect(await server.db.$count(t.issues, eq(t.issues.repoId, repo.id))).toBe(before);
    expect(await server.db.$count(t.issueComments, eq(t.issueComments.issueId, issue.id))).toBe(0);
  });

  it('leaves contributors, collaborators and organization members alone', async () => {
    for (const who of ['contributor', 'reader', 'member', 'admin'] as const) {
      expect((await view(tokens[who]))?.repository.reason, who).toBeNull();
      expect(await createCode(tokens[who]), who).toBe('OK');
    }
  });

  it('limits only new accounts under existing users, and everyone outside under collaborators only', async () => {
    await setLimit(tokens.admin, 'EXISTING_USERS');
    expect(await createCode(tokens.newcomer)).toBe('FORBIDDEN');
    expect(await createCode(tokens.stranger)).toBe('OK');
    await setLimit(tokens.admin, 'COLLABORATORS_ONLY', { expiry: 'ONE_DAY' });
    expect(await createCode(tokens.contributor)).toBe('FORBIDDEN');
    expect((await view(tokens.contributor))?.repository.reason).toContain('to collaborators of this repository.');
    expect(await createCode(tokens.reader)).toBe('OK');
  });

  it('ignores an expired limit and clears one with NO_LIMIT', async () => {
    await server.db
      .update(t.repositories)
      .set({ interactionLimitExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.repositories.id, repo.id));
    expect((await view(tokens.stranger))?.repository.interactionAbility.limit).toBe('NO_LIMIT');
    expect(await createCode(tokens.stranger)).toBe('OK');
    await setLimit(tokens.admin, 'COLLABORATORS_ONLY');
    expect(await createCode(tokens.stranger)).toBe('FORBIDDEN');
    const cleared = await setLimit(tokens.admin, 'NO_LIMIT');
    expect(cleared.data?.setRepositoryInteractionLimit.repository.interactionAbility).toEqual({
      limit: 'NO_LIMIT',
      origin: 'REPOSITORY',
      expiresAt: null,
    });
    expect(await createCode(tokens.stranger)).toBe('OK');
  });

  it('refuses an over-long reason and keeps the previous limit', async () => {
    await setLimit(tokens.admin, 'COLLABORATORS_ONLY');
    const result = await setLimit(tokens.admin, 'CONTRIBUTORS_ONLY', { reason: 'x'.repeat(1025) });
    expect(result.errors?.[0]?.message).toBe('Reason is too long (maximum is 1024 characters)');
    expect((await view(tokens.admin))?.repository.interactionAbility.limit).toBe('COLLABORATORS_ONLY');
    await setLimit(tokens.admin, 'NO_LIMIT');
  });

  it('keeps an enterprise-managed user from opening issues outside their enterprise', async () => {
    const outside = await view(tokens.emu);
    expect(outside).toMatchObject({ repository: { isOwnerEnterpriseManaged: false }, viewer: { isEnterpriseManaged: true } });
    expect(await createCode(tokens.emu)).toBe('FORBIDDEN');
    expect((await view(tokens.emu, 'il-acme', 'inside'))?.repository.isOwnerEnterpriseManaged).toBe(true);
    expect(await createCode(tokens.emu, toGlobalId('Repository', emuOrgRepo.id))).toBe('OK');
    expect(await createCode(tokens.stranger, toGlobalId('Repository', emuOrgRepo.id))).toBe('OK');
  });
});
