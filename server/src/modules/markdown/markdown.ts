import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const md = new MarkdownIt({ html: true, linkify: true, breaks: false });

/** GitHub's prefix for the `id` and `name` attributes of user content. */
const USER_CONTENT_PREFIX = 'user-content-';

/**
 * Prefixes `id` and `name` as GitHub does, so rendered content cannot clobber the page's DOM: an
 * `<a name="getElementById">` or `<div id="root">` would otherwise shadow `document.getElementById`
 * or the app's own elements (named elements become properties of `document` and `window`). Empty
 * values are dropped; an already prefixed value is kept as is. In-page links keep `href="#foo"`; the
 * web app maps them to `#user-content-foo` (`web/src/lib/userContentAnchors.ts`), as GitHub's page does.
 */
const prefixNames: sanitizeHtml.Transformer = (tagName, attribs) => {
  const next = { ...attribs };
  for (const name of ['id', 'name'] as const) {
    const value = next[name]?.trim();
    if (value === undefined) continue;
    if (value === '') delete next[name];
    else next[name] = value.startsWith(USER_CONTENT_PREFIX) ? value : `${USER_CONTENT_PREFIX}${value}`;
  }
  return { tagName, attribs: next };
};

/** What survives sanitising: GitHub's allow-list in spirit (no scripts, styles, handlers or iframes). */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat([
    'img',
    'del',
    'ins',
    'sup',
    'sub',
    'details',
    'summary',
    'input',
    'kbd',
    'picture',
    'source',
  ]),
  allowedAttributes: {
    a: ['href', 'title', 'name', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'align'],
    input: ['type', 'checked', 'disabled'],
    code: ['class'],
    td: ['align'],
    th: ['align'],
    ol: ['start'],
    '*': ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }), '*': prefixNames },
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
};

/** GitHub-flavoured markdown to sanitised HTML (bodies, descriptions, comments). */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(md.render(source), sanitizeOptions);
}

/** One-line markdown (titles, label names): code spans and emphasis only, no block elements. */
export function renderInline(source: string): string {
  return sanitizeHtml(md.renderInline(source), { allowedTags: ['code', 'em', 'strong', 'del'], allowedAttributes: {} });
}

/** Plain text of a markdown body (bodyText). */
export function markdownToText(source: string): string {
  return sanitizeHtml(md.render(source), { allowedTags: [], allowedAttributes: {} })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
