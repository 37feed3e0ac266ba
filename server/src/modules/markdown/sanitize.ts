import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { OCTICON_ATTRIBUTE } from './octicons.ts';

/** GitHub's prefix for the `id` and `name` attributes of user content. */
const USER_CONTENT_PREFIX = 'user-content-';

/**
 * The attribute the renderer puts on the elements it made itself, with {@link TRUST_MARK} as its
 * value. Raw HTML in the source cannot guess the value, so only the renderer's elements keep
 * classes and `data-*` attributes through sanitising: nobody can write an issue link that shows
 * another state, an alert, or a task checkbox that ticks someone else's task.
 */
export const TRUST_ATTRIBUTE = 'data-md';

/**
 * Drawn once per process: sanitising removes the attribute from every element, so the value
 * never leaves the server and cannot be learnt from rendered HTML (a value per document would
 * cost a random draw and a sanitiser set-up per render for nothing).
 */
export const TRUST_MARK = randomBytes(18).toString('base64url');

/**
 * Classes the renderer's elements may carry (anything else is dropped even from them). Raw HTML
 * never keeps a class.
 */
const ALLOWED_CLASSES: Record<string, string[]> = {
  a: ['issue-link', 'user-mention', 'team-mention', 'anchor', 'footnote-backref'],
  code: ['language-*'],
  span: ['hljs-*'],
  ul: ['contains-task-list'],
  ol: ['contains-task-list', 'footnotes-list'],
  li: ['task-list-item', 'footnote-item'],
  input: ['task-list-item-checkbox'],
  div: ['markdown-alert', 'markdown-alert-*'],
  p: ['markdown-alert-title'],
  sup: ['footnote-ref'],
  section: ['footnotes'],
  hr: ['footnotes-sep'],
};

/**
 * Prefixes `id` and `name` as GitHub does, so rendered content cannot clobber the page's DOM: an
 * `<a name="getElementById">` or `<div id="root">` would otherwise shadow `document.getElementById`
 * or the app's own elements (named elements become properties of `document` and `window`). Empty
 * values are dropped; an already prefixed value is kept as is. In-page links keep `href="#foo"`; the
 * web app maps them to `#user-content-foo` (`web/src/lib/userContentAnchors.ts`), as GitHub's page does.
 */
function prefixNames(attribs: Record<string, string>): void {
  for (const name of ['id', 'name'] as const) {
    if (!Object.hasOwn(attribs, name)) continue;
    const value = attribs[name]?.trim();
    if (value === undefined) continue;
    if (value === '') delete attribs[name];
    else attribs[name] = value.startsWith(USER_CONTENT_PREFIX) ? value : `${USER_CONTENT_PREFIX}${value}`;
  }
}

/**
 * Every element passes here before the allow-lists: the trust mark is checked and removed (an
 * element without the document's mark loses its classes and `data-*` attributes), names are
 * prefixed, and links to other sites get `rel`.
 */
function transformFor(mark: string): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const trusted = attribs[TRUST_ATTRIBUTE] === mark;
    // The parser's own object for this tag, changed in place (a copy per tag costs a render dearly).
    const next = attribs;
    for (const name of Object.keys(next)) {
      if (
        name === TRUST_ATTRIBUTE ||
        (!trusted && (name === 'class' || name === 'tabindex' || name.startsWith('data-') || name.startsWith('aria-')))
      )
        delete next[name];
    }
    prefixNames(next);
    // Links out of the site are not endorsed and get no opener; in-page and same-site ones need neither.
    if (tagName === 'a') {
      delete next.rel;
      if (next.href !== undefined && !/^[#/](?!\/)/.test(next.href.trim())) next.rel = 'nofollow noopener noreferrer';
    }
    return { tagName, attribs: next };
  };
}

const ALLOWED_TAGS = sanitizeHtml.defaults.allowedTags.concat([
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
]);

/** What survives sanitising: GitHub's allow-list in spirit (no scripts, styles, handlers or iframes). */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: [
      'href',
      'title',
      'name',
      'rel',
      'class',
      'aria-hidden',
      'aria-label',
      'tabindex',
      'data-hovercard-type',
      'data-state',
      OCTICON_ATTRIBUTE,
    ],
    img: ['src', 'alt', 'title', 'width', 'height', 'align'],
    input: ['type', 'checked', 'disabled', 'class', 'data-task-index'],
    td: ['align'],
    th: ['align'],
    ol: ['start', 'class'],
    p: ['class', OCTICON_ATTRIBUTE],
    ...Object.fromEntries(['code', 'span', 'ul', 'li', 'div', 'sup', 'section', 'hr'].map((tag) => [tag, ['class']])),
    '*': ['id'],
  },
  allowedClasses: ALLOWED_CLASSES,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: { '*': transformFor(TRUST_MARK) },
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
};

/** Sanitises rendered HTML; only elements carrying the trust mark keep classes and `data-*` attributes. */
export function sanitizeRendered(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/**
 * Marks the opening tags of HTML the renderer wrote itself (a rule's output whose text parts are
 * escaped), so they keep their classes through {@link sanitizeRendered}.
 */
export function markTrusted(html: string): string {
  return html.replace(/<([a-zA-Z][a-zA-Z0-9]*)(?=[\s/>])/g, `<$1 ${TRUST_ATTRIBUTE}="${TRUST_MARK}"`);
}
