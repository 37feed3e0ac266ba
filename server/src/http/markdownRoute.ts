import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { createDomainContext } from '../domain/context.ts';
import type { Env } from '../env.ts';
import { requestBaseUrl } from './requestBaseUrl.ts';
import { MAX_BODY_LENGTH } from '../modules/issues/commands/issueBody.ts';
import { renderMarkdown, type MarkdownMode } from '../modules/markdown/markdown.ts';
import { findRepository } from '../modules/repositories/repository.repository.ts';
import type { Services } from '../services.ts';
import { authenticateRequest, csrfOk, sendUnauthorized } from './authentication.ts';

const MODES = ['markdown', 'gfm'];

/** Why a request body is not GitHub's `{ text, mode?, context? }`, or null when it is. */
function bodyProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object with a text.';
  const { text, mode, context } = body as Record<string, unknown>;
  if (typeof text !== 'string') return "'text' must be a string.";
  if (mode !== undefined && (typeof mode !== 'string' || !MODES.includes(mode))) return "'mode' must be 'markdown' or 'gfm'.";
  if (context !== undefined && typeof context !== 'string') return "'context' must be a repository as 'owner/repo'.";
  return null;
}

/**
 * GitHub's REST "Render a Markdown document": `POST /api/v3/markdown` with `{ text, mode?,
 * context? }` answers the sanitised HTML the issue pages show (the new-issue page's Preview tab).
 * `mode` is `markdown` (a plain document) or `gfm` (the default here; references and mentions
 * linked as the caller may see them); `context` is the `owner/repo` that `#123` refers to in
 * `gfm` mode. A context that does not exist or that the caller cannot read is ignored, as GitHub
 * does, so the answer does not tell which. Authenticated like `/api/graphql`: a token, or the
 * session cookie with `X-CSRF-Token`.
 */
export async function registerMarkdownRoute(
  app: FastifyInstance,
  database: Database,
  services: Services,
  env: Pick<Env, 'baseUrl' | 'port'>,
): Promise<void> {
  app.post('/api/v3/markdown', async (request, reply) => {
    const auth = await authenticateRequest(database.db, request);
    if (auth === 'bad-token') return reply.code(401).send({ message: 'Bad credentials', documentation_url: '/README.md#api' });
    if (!auth) return sendUnauthorized(reply);
    if (!csrfOk(request, auth)) return reply.code(403).send({ message: 'Invalid CSRF token.' });
    const problem = bodyProblem(request.body);
    if (problem) return reply.code(400).send({ message: `Problems parsing JSON: ${problem}` });
    const { text, mode, context } = request.body as { text: string; mode?: MarkdownMode; context?: string };
    if (text.length > MAX_BODY_LENGTH) {
      return reply.code(422).send({ message: `The text is too long (maximum is ${MAX_BODY_LENGTH} characters).` });
    }
    const ctx = createDomainContext(database.db, auth.user, auth.scopes, services.live);
    const [owner, name, ...rest] = (context ?? '').split('/');
    // Found only when the caller may read it (`findRepository` applies the read rule).
    const repository = owner && name && rest.length === 0 ? await findRepository(ctx, owner, name) : null;
    const html = await renderMarkdown(ctx, text, { mode: mode ?? 'gfm', repository, baseUrl: requestBaseUrl(env, request.raw) });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
