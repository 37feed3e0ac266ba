import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow } from '../db/rows.ts';
import * as t from '../db/schema/index.ts';
import {
  addMember,
  buildIssue,
  buildLabel,
  buildMilestone,
  buildOrg,
  buildRepo,
  buildToken,
  buildUser,
  grant,
} from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { openApiProblems } from '../../testing/openapi.ts';

/**
 * Every REST answer this server gives, checked against the JSON schema GitHub documents for that
 * operation and status (`@octokit/openapi`): the fields GitHub's clients rely on are all there,
 * with GitHub's types.
 */
describe('REST answers satisfy GitHub’s OpenAPI description', { timeout: 120_000 }, () => {
  let server: TestServer;
  let token: string;
  let owner: AccountRow;
  let issue: IssueRow;
  let child: IssueRow;
  let commentId = 0;
  let reactionId = 0;

  beforeAll(async () => {
    server = await startTestServer({ settings: { BASE_URL: 'https://issues.example.com' } });
    const { db } = server;
    owner = await buildUser(db, { login: 'octocat', name: 'The Octocat', email: 'octocat@example.com' });
    const reader = await buildUser(db, { login: 'reader' });
    const org = await buildOrg(db, { login: 'acme' });
    await addMember(db, org, owner, 'admin');
    const repo = await buildRepo(db, org, { name: 'widgets', description: 'Widgets' });
    await grant(db, repo, reader, 'write');
    const bug = await buildLabel(db, repo, { name: 'bug', description: 'Broken' });
    const milestone = await buildMilestone(db, repo, { title: 'v1.0', creatorId: owner.id, dueOn: new Date('2026-12-31T00:00:00Z') });
    issue = await buildIssue(db, repo, reader, {
      title: 'Broken',
      body: 'It *breaks*',
      labels: [bug],
      assignees: [owner],
      milestoneId: milestone.id,
    });
    child = await buildIssue(db, repo, owner, { title: 'Part of it' });
    await buildIssue(db, repo, owner, { title: 'A pull request', kind: 'pull_request' });
    const [comment] = await db.insert(t.issueComments).values({ issueId: issue.id, authorId: owner.id, body: 'Seen' }).returning();
    commentId = comment?.id ?? 0;
    token = await buildToken(db, owner);
  });
  afterAll(() => server.close());

  async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, accept?: string) {
    const answer = await server.app.inject({
      method,
      url: `/api/v3${url}`,
      headers: {
        authorization: `token ${token}`,
        accept: accept ?? 'application/vnd.github+json',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return { status: answer.statusCode, body: answer.body ? (JSON.parse(answer.body) as unknown) : undefined };
  }

  /** The answer of `url` for GitHub's operation `template`, which must have `status` and GitHub's shape. */
  async function conforms(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    template: string,
    url: string,
    status: number,
    payload?: unknown,
  ) {
    const answer = await call(method, url, payload);
    expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBe(status);
    expect(openApiProblems(method, template, status, answer.body), `${method} ${url}`).toEqual([]);
    return answer.body as Record<string, unknown>;
  }

  it('users, repositories and the rate limit', async () => {
    await conforms('GET', '/user', '/user', 200);
    await conforms('GET', '/users/{username}', '/users/reader', 200);
    await conforms('GET', '/users/{username}', '/users/acme', 200);
    await conforms('GET', '/repos/{owner}/{repo}', '/repos/acme/widgets', 200);
    await conforms('GET', '/rate_limit', '/rate_limit', 200);
    await conforms('GET', '/meta', '/meta', 200);
    await conforms('GET', '/repos/{owner}/{repo}', '/repos/acme/nothing', 404);
  });

  it('issues: list, create, get, update, search and the caller’s lists', async () => {
    await conforms('GET', '/repos/{owner}/{repo}/issues', '/repos/acme/widgets/issues?state=all', 200);
    const created = await conforms('POST', '/repos/{owner}/{repo}/issues', '/repos/acme/widgets/issues', 201, {
      title: 'New',
      labels: ['bug'],
      assignees: ['octocat'],
      milestone: 1,
    });
    await conforms('GET', '/repos/{owner}/{repo}/issues/{issue_number}', `/repos/acme/widgets/issues/${issue.number}`, 200);
    await conforms('PATCH', '/repos/{owner}/{repo}/issues/{issue_number}', `/repos/acme/widgets/issues/${String(created.number)}`, 200, {
      state: 'closed',
      state_reason: 'not_planned',
    });
    await conforms('GET', '/search/issues', '/search/issues?q=is:issue+broken', 200);
    await conforms('GET', '/issues', '/issues?filter=all', 200);
    await conforms('GET', '/user/issues', '/user/issues', 200);
    await conforms('POST', '/repos/{owner}/{repo}/issues', '/repos/acme/widgets/issues', 422, { body: 'no title' });
    const full = await call('GET', `/repos/acme/widgets/issues/${issue.number}`, undefined, 'application/vnd.github.full+json');
    expect(openApiProblems('GET', '/repos/{owner}/{repo}/issues/{issue_number}', 200, full.body)).toEqual([]);
  });

  it('labels and milestones', async () => {
    await conforms('GET', '/repos/{owner}/{repo}/labels', '/repos/acme/widgets/labels', 200);
    await conforms('POST', '/repos/{owner}/{repo}/labels', '/repos/acme/widgets/labels', 201, { name: 'docs', color: '0075ca' });
    await conforms('GET', '/repos/{owner}/{repo}/labels/{name}', '/repos/acme/widgets/labels/docs', 200);
    await conforms('PATCH', '/repos/{owner}/{repo}/labels/{name}', '/repos/acme/widgets/labels/docs', 200, { new_name: 'documentation' });
    const n = issue.number;
    await conforms('GET', '/repos/{owner}/{repo}/issues/{issue_number}/labels', `/repos/acme/widgets/issues/${n}/labels`, 200);
    await conforms('POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels', `/repos/acme/widgets/issues/${n}/labels`, 200, {
      labels: ['documentation'],
    });
    await conforms('PUT', '/repos/{owner}/{repo}/issues/{issue_number}/labels', `/repos/acme/widgets/issues/${n}/labels`, 200, {
      labels: ['bug'],
    });
    await conforms('GET', '/repos/{owner}/{repo}/milestones', '/repos/acme/widgets/milestones', 200);
    await conforms('POST', '/repos/{owner}/{repo}/milestones', '/repos/acme/widgets/milestones', 201, {
      title: 'v2.0',
      due_on: '2027-01-31T00:00:00Z',
    });
    await conforms('GET', '/repos/{owner}/{repo}/milestones/{milestone_number}', '/repos/acme/widgets/milestones/1', 200);
    await conforms('PATCH', '/repos/{owner}/{repo}/milestones/{milestone_number}', '/repos/acme/widgets/milestones/2', 200, {
      state: 'closed',
    });
    await conforms('GET', '/repos/{owner}/{repo}/milestones/{milestone_number}/labels', '/repos/acme/widgets/milestones/1/labels', 200);
  });

  it('comments, reactions, events, timelines, assignees and sub-issues', async () => {
    const n = issue.number;
    await conforms('GET', '/repos/{owner}/{repo}/issues/{issue_number}/comments', `/repos/acme/widgets/issues/${n}/comments`, 200);
    const comment = await conforms(
      'POST',
      '/repos/{owner}/{repo}/issues/{issue_number}/comments',
      `/repos/acme/widgets/issues/${n}/comments`,
      201,
      {
        body: 'More',
      },
    );
    await conforms('GET', '/repos/{owner}/{repo}/issues/comments', '/repos/acme/widgets/issues/comments', 200);
    await conforms('GET', '/repos/{owner}/{repo}/issues/comments/{comment_id}', `/repos/acme/widgets/issues/comments/${commentId}`, 200);
    await conforms(
      'PATCH',
      '/repos/{owner}/{repo}/issues/comments/{comment_id}',
      `/repos/acme/widgets/issues/comments/${String(comment.id)}`,
      200,
      {
        body: 'Edited',
      },
    );
    const reaction = await conforms(
      'POST',
      '/repos/{owner}/{repo}/issues/{issue_number}/reactions',
      `/repos/acme/widgets/issues/${n}/reactions`,
      201,
      {
        content: 'heart',
      },
    );
    reactionId = Number(reaction.id);
    await conforms('GET', '/repos/{owner}/{repo}/issues/{issue_number}/reactions', `/repos/acme/widgets/issues/${n}/reactions`, 200);
    await conforms(
      'POST',
      '/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
      `/repos/acme/widgets/issues/comments/${commentId}/reactions`,
      201,
      { content: '+1' },
    );
    await conforms(
      'GET',
      '/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
      `/repos/acme/widgets/issues/comments/${commentId}/reactions`,
      200,
    );
    await conforms('POST', '/repos/{owner}/{repo}/issues/{issue_number}/assignees', `/repos/acme/widgets/issues/${n}/assignees`, 201, {
      assignees: ['reader'],
    });
    await conforms('DELETE', '/repos/{owner}/{repo}/issues/{issue_number}/assignees', `/repos/acme/widgets/issues/${n}/assignees`, 200, {
      assignees: ['reader'],
    });
    await call('PATCH', `/repos/acme/widgets/issues/${n}`, { title: 'Renamed' });
    await conforms('GET', '/repos/{owner}/{repo}/issues/{issue_number}/events', `/repos/acme/widgets/issues/${n}/events`, 200);
    await conforms('GET', '/repos/{owner}/{repo}/issues/{issue_number}/timeline', `/repos/acme/widgets/issues/${n}/timeline`, 200);
    await conforms('POST', '/repos/{owner}/{repo}/issues/{issue_number}/sub_issues', `/repos/acme/widgets/issues/${n}/sub_issues`, 201, {
      sub_issue_id: child.id,
    });
    await conforms('GET', '/repos/{owner}/{repo}/issues/{issue_number}/sub_issues', `/repos/acme/widgets/issues/${n}/sub_issues`, 200);
    await conforms('GET', '/repos/{owner}/{repo}/issues/{issue_number}/parent', `/repos/acme/widgets/issues/${child.number}/parent`, 200);
    expect((await call('DELETE', `/repos/acme/widgets/issues/${n}/reactions/${reactionId}`)).status).toBe(204);
  });
});
