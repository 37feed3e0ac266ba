/**
 * GitHub's REST JSON for what this product holds: users, repositories, labels, milestones and
 * issues, field by field as `@octokit/openapi` describes them (`node_id` is the GraphQL id; `url`
 * under `{BASE_URL}/api/v3`, `html_url` under `BASE_URL`). Reads go through the domain context's
 * loaders, so a page of issues costs a few batched queries.
 */
import type { AccountRow, IssueRow, IssueTypeRow, LabelRow, MilestoneRow, RepositoryRow } from '../db/rows.ts';
import { readableIssue, repositoryPath } from '../domain/access.ts';
import type { DomainContext } from '../domain/context.ts';
import { toGlobalId } from '../domain/ids.ts';
import { markdownToText, renderMarkdown } from '../modules/markdown/markdown.ts';
import type { ReactionContentValue } from '../modules/reactions/reactionGroups.ts';
import { authorAssociations } from '../modules/repositories/authorAssociation.repository.ts';
import type { BodyFormat, PublicCall, RestCall } from './restCall.ts';

type Urls = Pick<PublicCall, 'api' | 'web'>;

/** GitHub's timestamps: ISO 8601 in UTC, to the second. */
export function timestamp(date: Date | null | undefined): string | null {
  return date ? `${date.toISOString().slice(0, 19)}Z` : null;
}

const GHOST = { id: 10137, login: 'ghost', kind: 'user' as const, isSiteAdmin: false };

/** GitHub's "simple user"; the ghost user for a deleted account. */
export function userJson(urls: Urls, account: Pick<AccountRow, 'id' | 'login' | 'kind' | 'isSiteAdmin'> | null) {
  const user = account ?? GHOST;
  const url = `${urls.api}/users/${user.login}`;
  return {
    login: user.login,
    id: user.id,
    node_id: toGlobalId(user.kind === 'bot' ? 'Bot' : user.kind === 'organization' ? 'Organization' : 'User', user.id),
    avatar_url: `${urls.web}/avatars/u/${user.id}`,
    gravatar_id: '',
    url,
    html_url: `${urls.web}/${user.login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: user.kind === 'bot' ? 'Bot' : user.kind === 'organization' ? 'Organization' : 'User',
    user_view_type: 'public',
    site_admin: user.isSiteAdmin,
  };
}

/** GitHub's public profile (`GET /users/{login}`, and `/user` with the private fields). */
export function profileJson(urls: Urls, account: AccountRow, counts: { publicRepos: number }) {
  return {
    ...userJson(urls, account),
    name: account.name,
    company: null,
    blog: '',
    location: null,
    email: account.email,
    hireable: null,
    bio: account.bio,
    twitter_username: null,
    public_repos: counts.publicRepos,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: timestamp(account.createdAt),
    updated_at: timestamp(account.updatedAt),
  };
}

/** `owner/name` of a repository, as its REST addresses spell it. */
export async function fullName(ctx: DomainContext, repo: RepositoryRow): Promise<string> {
  return (await repositoryPath(ctx, repo)).slice(1);
}

/** GitHub's full repository, with the caller's `permissions`. */
export async function repositoryJson(call: RestCall, repo: RepositoryRow) {
  const owner = await call.ctx.loaders.account.load(repo.ownerId);
  const name = await fullName(call.ctx, repo);
  const permission = await call.ctx.loaders.permission.load(repo.id);
  const rank = ['read', 'triage', 'write', 'maintain', 'admin'].indexOf(permission ?? '');
  const url = `${call.api}/repos/${name}`;
  const openIssues = repo.openIssuesCount + repo.openPullRequestsCount;
  return {
    id: repo.id,
    node_id: toGlobalId('Repository', repo.id),
    name: repo.name,
    full_name: name,
    private: repo.visibility !== 'public',
    owner: userJson(call, owner ?? null),
    html_url: `${call.web}/${name}`,
    description: repo.description,
    fork: false,
    url,
    forks_url: `${url}/forks`,
    keys_url: `${url}/keys{/key_id}`,
    collaborators_url: `${url}/collaborators{/collaborator}`,
    teams_url: `${url}/teams`,
    hooks_url: `${url}/hooks`,
    issue_events_url: `${url}/issues/events{/number}`,
    events_url: `${url}/events`,
    assignees_url: `${url}/assignees{/user}`,
    branches_url: `${url}/branches{/branch}`,
    tags_url: `${url}/tags`,
    blobs_url: `${url}/git/blobs{/sha}`,
    git_tags_url: `${url}/git/tags{/sha}`,
    git_refs_url: `${url}/git/refs{/sha}`,
    trees_url: `${url}/git/trees{/sha}`,
    statuses_url: `${url}/statuses/{sha}`,
    languages_url: `${url}/languages`,
    stargazers_url: `${url}/stargazers`,
    contributors_url: `${url}/contributors`,
    subscribers_url: `${url}/subscribers`,
    subscription_url: `${url}/subscription`,
    commits_url: `${url}/commits{/sha}`,
    git_commits_url: `${url}/git/commits{/sha}`,
    comments_url: `${url}/comments{/number}`,
    issue_comment_url: `${url}/issues/comments{/number}`,
    contents_url: `${url}/contents/{+path}`,
    compare_url: `${url}/compare/{base}...{head}`,
    merges_url: `${url}/merges`,
    archive_url: `${url}/{archive_format}{/ref}`,
    downloads_url: `${url}/downloads`,
    issues_url: `${url}/issues{/number}`,
    pulls_url: `${url}/pulls{/number}`,
    milestones_url: `${url}/milestones{/number}`,
    notifications_url: `${url}/notifications{?since,all,participating}`,
    labels_url: `${url}/labels{/name}`,
    releases_url: `${url}/releases{/id}`,
    deployments_url: `${url}/deployments`,
    created_at: timestamp(repo.createdAt),
    updated_at: timestamp(repo.updatedAt),
    // GitHub's repositories always have one; one never pushed to here answers its creation.
    pushed_at: timestamp(repo.pushedAt ?? repo.createdAt),
    git_url: `${call.web.replace(/^https?:/, 'git:')}/${name}.git`,
    ssh_url: `git@${new URL(call.web).hostname}:${name}.git`,
    clone_url: `${call.web}/${name}.git`,
    svn_url: `${call.web}/${name}`,
    homepage: repo.homepageUrl,
    size: 0,
    stargazers_count: 0,
    watchers_count: 0,
    language: repo.primaryLanguage,
    has_issues: repo.hasIssuesEnabled,
    has_projects: true,
    has_downloads: true,
    has_wiki: false,
    has_pages: false,
    has_discussions: false,
    forks_count: 0,
    mirror_url: null,
    archived: repo.isArchived,
    disabled: repo.isDisabled,
    open_issues_count: openIssues,
    license: null,
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: [],
    visibility: repo.visibility,
    forks: 0,
    open_issues: openIssues,
    watchers: 0,
    default_branch: repo.defaultBranch,
    network_count: 0,
    subscribers_count: 0,
    permissions: {
      admin: rank >= 4 || call.ctx.actor.isSiteAdmin,
      maintain: rank >= 3,
      push: rank >= 2,
      triage: rank >= 1,
      pull: rank >= 0,
    },
  };
}

/** A label; `repo` is `owner/name`. */
export function labelJson(urls: Urls, repo: string, label: LabelRow) {
  return {
    id: label.id,
    node_id: toGlobalId('Label', label.id),
    url: `${urls.api}/repos/${repo}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    color: label.color,
    default: label.isDefault,
    description: label.description,
  };
}

/** A milestone, with its creator and open and closed issue counts; `repo` is `owner/name`. */
export async function milestoneJson(call: RestCall, repo: string, milestone: MilestoneRow) {
  const [creator, counts] = await Promise.all([
    milestone.creatorId === null ? null : call.ctx.loaders.account.load(milestone.creatorId),
    call.ctx.loaders.milestoneIssueCounts.load(milestone.id),
  ]);
  const url = `${call.api}/repos/${repo}/milestones/${milestone.number}`;
  return {
    url,
    html_url: `${call.web}/${repo}/milestone/${milestone.number}`,
    labels_url: `${url}/labels`,
    id: milestone.id,
    node_id: toGlobalId('Milestone', milestone.id),
    number: milestone.number,
    state: milestone.state,
    title: milestone.title,
    description: milestone.description,
    creator: milestone.creatorId === null ? null : userJson(call, creator ?? null),
    open_issues: counts.open,
    closed_issues: counts.closed,
    created_at: timestamp(milestone.createdAt),
    updated_at: timestamp(milestone.updatedAt),
    closed_at: timestamp(milestone.closedAt),
    due_on: timestamp(milestone.dueOn),
  };
}

/** An organization's issue type, as the issue's `type`. */
export function issueTypeJson(type: IssueTypeRow) {
  return {
    id: type.id,
    node_id: toGlobalId('IssueType', type.id),
    name: type.name,
    description: type.description,
    color: type.color.toLowerCase(),
    created_at: timestamp(type.createdAt),
    updated_at: timestamp(type.updatedAt),
    is_enabled: type.isEnabled,
  };
}

/** REST's spelling of the lock reasons (`lock_reason`, `active_lock_reason`). */
export const LOCK_REASONS = { off_topic: 'off-topic', too_heated: 'too heated', resolved: 'resolved', spam: 'spam' } as const;

/** REST's reaction contents (`content`, the rollup's keys) and the domain's for each. */
export const REST_REACTIONS = {
  '+1': 'THUMBS_UP',
  '-1': 'THUMBS_DOWN',
  laugh: 'LAUGH',
  confused: 'CONFUSED',
  heart: 'HEART',
  hooray: 'HOORAY',
  rocket: 'ROCKET',
  eyes: 'EYES',
} as const satisfies Record<string, ReactionContentValue>;

/** GitHub's reaction rollup of an issue or comment: the count of each emoji and the total. */
export function reactionRollupJson(url: string, counts: Partial<Record<string, number>>) {
  const rollup: Record<string, number | string> = { url, total_count: 0 };
  let total = 0;
  for (const [key, content] of Object.entries(REST_REACTIONS)) {
    const count = counts[content] ?? 0;
    rollup[key] = count;
    total += count;
  }
  rollup.total_count = total;
  return rollup;
}

/** The body fields the caller's media type asks for (`body` by default). */
export async function bodyFields(
  call: RestCall,
  body: string,
  repository: RepositoryRow | null,
  format: BodyFormat = call.bodyFormat,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (format === 'raw' || format === 'full') fields.body = body;
  if (format === 'text' || format === 'full') fields.body_text = markdownToText(body);
  if (format === 'html' || format === 'full') fields.body_html = await renderMarkdown(call.ctx, body, { repository, baseUrl: call.web });
  return fields;
}

/**
 * Issues (and pull requests, which REST lists with them, marked by `pull_request`), in the order
 * given. Each is readable by the caller: the callers checked it.
 */
export async function issuesJson(call: RestCall, issues: readonly IssueRow[]) {
  const { loaders } = call.ctx;
  const repoIds = [...new Set(issues.map((issue) => issue.repoId))];
  const repos = new Map<number, { row: RepositoryRow; name: string; associations: Awaited<ReturnType<typeof authorAssociations>> }>();
  for (const repoId of repoIds) {
    const row = await loaders.repository.load(repoId);
    if (!row) continue;
    const authors = issues.filter((issue) => issue.repoId === repoId).map((issue) => issue.authorId);
    repos.set(repoId, { row, name: await fullName(call.ctx, row), associations: await authorAssociations(call.ctx.db, row, authors) });
  }
  return Promise.all(
    issues.map(async (issue) => {
      const repo = repos.get(issue.repoId);
      if (!repo) throw new Error(`Repository ${issue.repoId} of issue ${issue.id} is gone`);
      const [author, labels, assignees, milestone, closedBy, type, subIssues, dependencies, parent, body] = await Promise.all([
        issue.authorId === null ? null : loaders.account.load(issue.authorId),
        loaders.labelsByIssue.load(issue.id),
        loaders.assigneesByIssue.load(issue.id),
        issue.milestoneId === null ? null : loaders.milestone.load(issue.milestoneId),
        issue.closedById === null ? null : loaders.account.load(issue.closedById),
        issue.issueTypeId === null ? null : loaders.issueType.load(issue.issueTypeId),
        loaders.subIssueCounts.load(issue.id),
        loaders.dependencyCounts.load(issue.id),
        issue.parentId === null ? null : readableIssue(call.ctx, issue.parentId),
        bodyFields(call, issue.body, repo.row),
      ]);
      const parentRepo = parent ? await loaders.repository.load(parent.repoId) : null;
      const repoUrl = `${call.api}/repos/${repo.name}`;
      const url = `${repoUrl}/issues/${issue.number}`;
      const htmlPath = `${call.web}/${repo.name}/${issue.kind === 'pull_request' ? 'pull' : 'issues'}/${issue.number}`;
      return {
        id: issue.id,
        node_id: toGlobalId(issue.kind === 'pull_request' ? 'PullRequest' : 'Issue', issue.id),
        url,
        repository_url: repoUrl,
        labels_url: `${url}/labels{/name}`,
        comments_url: `${url}/comments`,
        events_url: `${url}/events`,
        html_url: htmlPath,
        number: issue.number,
        state: issue.state,
        state_reason: issue.stateReason,
        title: issue.title,
        ...body,
        user: userJson(call, author ?? null),
        labels: labels.map((label) => labelJson(call, repo.name, label)),
        assignee: assignees[0] ? userJson(call, assignees[0]) : null,
        assignees: assignees.map((assignee) => userJson(call, assignee)),
        milestone: milestone ? await milestoneJson(call, repo.name, milestone) : null,
        locked: issue.locked,
        active_lock_reason: issue.activeLockReason ? LOCK_REASONS[issue.activeLockReason] : null,
        comments: issue.commentsCount,
        ...(issue.kind === 'pull_request'
          ? {
              pull_request: {
                url: `${repoUrl}/pulls/${issue.number}`,
                html_url: htmlPath,
                diff_url: `${htmlPath}.diff`,
                patch_url: `${htmlPath}.patch`,
                merged_at: timestamp(issue.mergedAt),
              },
              draft: issue.isDraft,
            }
          : {}),
        closed_at: timestamp(issue.closedAt),
        created_at: timestamp(issue.createdAt),
        updated_at: timestamp(issue.updatedAt),
        closed_by: issue.closedById === null ? null : userJson(call, closedBy ?? null),
        timeline_url: `${url}/timeline`,
        type: type ? issueTypeJson(type) : null,
        performed_via_github_app: null,
        author_association: (issue.authorId !== null && repo.associations.get(issue.authorId)) || 'NONE',
        reactions: reactionRollupJson(`${url}/reactions`, issue.reactionCounts),
        sub_issues_summary: {
          total: subIssues.total,
          completed: subIssues.completed,
          percent_completed: subIssues.total === 0 ? 0 : Math.round((subIssues.completed * 100) / subIssues.total),
        },
        parent_issue_url: parent && parentRepo ? `${call.api}/repos/${await fullName(call.ctx, parentRepo)}/issues/${parent.number}` : null,
        issue_dependencies_summary: {
          blocked_by: dependencies.blockedBy,
          blocking: dependencies.blocking,
          total_blocked_by: dependencies.totalBlockedBy,
          total_blocking: dependencies.totalBlocking,
        },
      };
    }),
  );
}
