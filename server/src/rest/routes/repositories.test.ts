import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { buildOrg, buildRepo, buildToken, buildUser, addMember } from '../../../testing/factories.ts';
import { quiet } from '../../../testing/octokit.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';
import { openApiProblems } from '../../../testing/openapi.ts';

describe('REST repository README', () => {
  let server: TestServer;
  let octokit: Octokit;

  beforeAll(async () => {
    server = await startTestServer({ listen: true, settings: { BASE_URL: '' } });
    const { db } = server;
    const owner = await buildUser(db, { login: 'octocat' });
    const org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, owner, 'admin');
    const repo = await buildRepo(db, org, { name: 'widgets' });
    await buildRepo(db, org, { name: 'bare' });
    await db.insert(t.repositoryFiles).values([
      { repoId: repo.id, path: 'docs/README.md', content: '# Docs readme' },
      { repoId: repo.id, path: 'README.md', content: '# Widgets\n\nMade *here*.' },
    ]);
    octokit = new Octokit({ auth: await buildToken(db, owner), baseUrl: `${server.origin}/api/v3`, log: quiet });
  });
  afterAll(() => server.close());

  it('answers the root README as GitHub does: base64 content, raw text or HTML by media type; 404 without one', async () => {
    const { data } = await octokit.repos.getReadme({ owner: 'acme', repo: 'widgets' });
    expect(data).toMatchObject({ type: 'file', path: 'README.md', name: 'README.md', encoding: 'base64' });
    expect(Buffer.from(data.content, 'base64').toString('utf8')).toBe('# Widgets\n\nMade *here*.');
    expect(data.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(openApiProblems('GET', '/repos/{owner}/{repo}/readme', 200, data)).toEqual([]);
    const raw = await octokit.repos.getReadme({ owner: 'acme', repo: 'widgets', mediaType: { format: 'raw' } });
    expect(raw.data).toBe('# Widgets\n\nMade *here*.');
    const html = await octokit.repos.getReadme({ owner: 'acme', repo: 'widgets', mediaType: { format: 'html' } });
    expect(String(html.data)).toContain('<em>here</em>');
    await expect(octokit.repos.getReadme({ owner: 'acme', repo: 'bare' })).rejects.toMatchObject({ status: 404 });
  });
});
