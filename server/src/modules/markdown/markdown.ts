import MarkdownIt, { type Token } from 'markdown-it';
import { full as emoji } from 'markdown-it-emoji';
import sanitizeHtml from 'sanitize-html';
import type { RepositoryRow } from '../../db/rows.ts';
import type { DomainContext } from '../../domain/context.ts';
import { markdownIt, TokenClass } from './markdownIt.ts';
import { insertOcticons } from './octicons.ts';
import {
  applyReferences,
  candidateKey,
  findReferences,
  type FoundReferences,
  type ReferenceCandidate,
  type ReferenceScope,
  type ResolvedReference,
} from './references.ts';
import { repositoryName, resolveReferences } from './references.repository.ts';
import { RenderCache, resolutionKey } from './renderCache.ts';
import { sanitizeRendered } from './sanitize.ts';

export { toggleTask } from './toggleTask.ts';
export type { ReferenceCandidate, ResolvedReference } from './references.ts';

/**
 * GitHub's two modes (REST "Render a Markdown document"): `gfm` is how comments, issue bodies
 * and descriptions render (references and mentions linked, a line break is a `<br>`);
 * `markdown` renders a plain document such as a README (no references, soft line breaks).
 */
export type MarkdownMode = 'gfm' | 'markdown';

export interface MarkdownOptions {
  /** The repository the text belongs to: `#123` and `GH-123` name its issues. */
  repository?: RepositoryRow | null;
  /** `gfm` unless told. */
  mode?: MarkdownMode;
  /** This server's address (`BASE_URL`): links to its issues become references. */
  baseUrl?: string | null;
}

/**
 * Rendered documents kept across requests (see `renderCache.ts`): an issue page read again, by
 * anyone whose references resolve the same way, costs the look-ups only. At most 5,000 documents
 * and 16 million characters (about 32 MB).
 */
const renderCache = new RenderCache(5_000, 16_000_000);

/** A parsed document waiting for its references. */
interface ParsedDocument {
  tokens: Token[];
  env: object;
  mode: MarkdownMode;
  scope: ReferenceScope;
  found: FoundReferences | null;
}

function parseDocument(source: string, mode: MarkdownMode, scope: ReferenceScope): ParsedDocument {
  const env = {};
  const tokens = markdownIt.parse(source, env);
  return { tokens, env, mode, scope, found: mode === 'gfm' ? findReferences(tokens, scope) : null };
}

function renderDocument(document: ParsedDocument, resolved: ReadonlyMap<string, ResolvedReference>): string {
  if (document.found) applyReferences(document.found, resolved, document.scope, TokenClass);
  const options = { ...markdownIt.options, breaks: document.mode === 'gfm' };
  const html = markdownIt.renderer.render(document.tokens, options, document.env);
  return insertOcticons(sanitizeRendered(html));
}

function scopeOf(repository: string | null, baseUrl: string | null | undefined): ReferenceScope {
  return { repository, baseUrl: baseUrl ? baseUrl.replace(/\/+$/, '') : null };
}

/**
 * Markdown to sanitised HTML without a database: references resolve through `resolve` (none when
 * absent). The pure half of {@link renderMarkdown}, for tests and callers that know the answers.
 */
export function renderMarkdownWith(
  source: string,
  options: {
    mode?: MarkdownMode;
    /** `owner/name` of the document's repository. */
    repository?: string | null;
    baseUrl?: string | null;
    resolve?: (candidate: ReferenceCandidate) => ResolvedReference | null;
  } = {},
): string {
  if (source === '') return '';
  const document = parseDocument(source, options.mode ?? 'gfm', scopeOf(options.repository ?? null, options.baseUrl));
  const resolved = new Map<string, ResolvedReference>();
  for (const candidate of document.found?.candidates ?? []) {
    const subject = options.resolve?.(candidate);
    if (subject) resolved.set(candidateKey(candidate), subject);
  }
  return renderDocument(document, resolved);
}

/**
 * GitHub-flavoured markdown to sanitised HTML, as `viewer` may see it: issue bodies, comments,
 * milestone descriptions, files, `POST /api/v3/markdown`. In `gfm` mode `#123`, `GH-123`,
 * `owner/repo#123` and this server's issue URLs link to issues the viewer can read (with their
 * state), `@login` to existing accounts and `@org/team` to teams the viewer may see; anything
 * else stays as written. The look-ups go through the request's DataLoaders (`references.repository.ts`),
 * so a page of documents rendered together shares a few statements. A document read again with
 * its references resolving the same way is answered from {@link renderCache}, without parsing.
 */
export async function renderMarkdown(ctx: DomainContext, source: string, options: MarkdownOptions = {}): Promise<string> {
  if (source === '') return '';
  const mode = options.mode ?? 'gfm';
  const context = options.repository ?? null;
  const scope = scopeOf(context ? await repositoryName(ctx, context) : null, options.baseUrl);
  const key = `${mode}\u0000${scope.repository ?? ''}\u0000${scope.baseUrl ?? ''}\u0000${source}`;
  const cached = renderCache.get(key);
  let document: ParsedDocument | null = null;
  let candidates = cached?.candidates;
  if (!candidates) {
    document = parseDocument(source, mode, scope);
    candidates = document.found?.candidates ?? [];
  }
  const resolved = candidates.length > 0 ? await resolveReferences(ctx, candidates, context) : new Map<string, ResolvedReference>();
  const resolution = resolutionKey(candidates, resolved);
  const known = cached?.renders.get(resolution);
  if (known !== undefined) return known;
  const html = renderDocument(document ?? parseDocument(source, mode, scope), resolved);
  renderCache.remember(key, candidates, resolution, html);
  return html;
}

/** Titles and label names: code spans, emphasis and emoji shortcodes, no block elements or links. */
const inlineMarkdown = new MarkdownIt('default', { html: false, linkify: false }).use(emoji, { shortcuts: {} });

/** One-line markdown (titles, label names): code spans, emphasis and emoji, no block elements. */
export function renderInline(source: string): string {
  return sanitizeHtml(inlineMarkdown.renderInline(source), { allowedTags: ['code', 'em', 'strong', 'del'], allowedAttributes: {} });
}

/** Plain text of a markdown body (bodyText). */
export function markdownToText(source: string): string {
  return sanitizeHtml(markdownIt.render(source), { allowedTags: [], allowedAttributes: {} })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
