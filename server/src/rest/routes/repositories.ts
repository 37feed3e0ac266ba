import { findReadme, gitBlobOid } from '../../modules/repositories/files.repository.ts';
import { renderMarkdown } from '../../modules/markdown/markdown.ts';
import type { RestAnswer, RestCall, RestRoute } from '../restCall.ts';
import { notFound } from '../restErrors.ts';
import { repositoryJson } from '../restJson.ts';
import { repositoryOr404 } from './lookups.ts';

/** `GET /repos/{owner}/{repo}`: the repository, with the caller's permissions; 404 when unreadable. */
async function getRepository(call: RestCall): Promise<RestAnswer> {
  const { repo } = await repositoryOr404(call);
  return { body: await repositoryJson(call, repo) };
}

/**
 * `GET /repos/{owner}/{repo}/readme`: GitHub's content object of the README (base64), its text
 * with `application/vnd.github.raw`, or its rendered HTML with `application/vnd.github.html`.
 */
async function getReadme(call: RestCall): Promise<RestAnswer> {
  const { repo, name } = await repositoryOr404(call);
  const file = await findReadme(call.ctx.db, repo.id);
  if (!file) throw notFound();
  const accept = call.request.headers.accept ?? '';
  if (/application\/vnd\.github(\.v3)?\.raw/.test(accept)) return { body: file.content, raw: 'text/plain; charset=utf-8' };
  if (/application\/vnd\.github(\.v3)?\.html/.test(accept))
    return { body: await renderMarkdown(call.ctx, file.content, { repository: repo, baseUrl: call.web }), raw: 'text/html; charset=utf-8' };
  const sha = gitBlobOid(file.content);
  const url = `${call.api}/repos/${name}/contents/${file.path}?ref=${repo.defaultBranch}`;
  const htmlUrl = `${call.web}/${name}/blob/${repo.defaultBranch}/${file.path}`;
  const gitUrl = `${call.api}/repos/${name}/git/blobs/${sha}`;
  return {
    body: {
      type: 'file',
      encoding: 'base64',
      size: Buffer.byteLength(file.content, 'utf8'),
      name: file.path.split('/').at(-1),
      path: file.path,
      content: Buffer.from(file.content, 'utf8').toString('base64'),
      sha,
      url,
      git_url: gitUrl,
      html_url: htmlUrl,
      download_url: `${call.web}/${name}/raw/${repo.defaultBranch}/${file.path}`,
      _links: { self: url, git: gitUrl, html: htmlUrl },
    },
  };
}

export const repositoryRoutes: RestRoute[] = [
  { method: 'GET', url: '/repos/:owner/:repo', resource: 'Repository', handler: getRepository },
  { method: 'GET', url: '/repos/:owner/:repo/readme', resource: 'Repository', handler: getReadme },
];
