import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const md = new MarkdownIt({ html: true, linkify: true, breaks: false });

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
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }) },
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
