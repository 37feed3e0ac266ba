import type { MarkdownIt, Token } from 'markdown-it';
import { OCTICON_ATTRIBUTE, type OcticonName } from './octicons.ts';
import { TRUST_ATTRIBUTE, TRUST_MARK } from './sanitize.ts';

/** Something a text names that may exist: an issue or pull request, a user, a team. */
export type ReferenceCandidate =
  | { kind: 'issue'; /** `owner/name`, or null for the document's repository. */ repository: string | null; number: number }
  | { kind: 'user'; login: string }
  | { kind: 'team'; organization: string; slug: string };

/** How an issue reference shows its subject's state (`data-state`). */
export type IssueLinkState = 'open' | 'closed' | 'not_planned' | 'merged' | 'draft';

/** A candidate the viewer may see, with what its link shows. */
export type ResolvedReference =
  | {
      kind: 'issue';
      type: 'issue' | 'pull_request';
      /** `owner/name` as stored. */
      repository: string;
      number: number;
      href: string;
      title: string;
      state: IssueLinkState;
    }
  | { kind: 'user' | 'team'; href: string };

/** The key of a candidate: candidates naming the same thing share it whatever the case. */
export function candidateKey(candidate: ReferenceCandidate): string {
  switch (candidate.kind) {
    case 'issue':
      return `issue:${(candidate.repository ?? '').toLowerCase()}#${candidate.number}`;
    case 'user':
      return `user:${candidate.login.toLowerCase()}`;
    case 'team':
      return `team:${candidate.organization.toLowerCase()}/${candidate.slug.toLowerCase()}`;
  }
}

/** Where references are looked for, and what `#123` means. */
export interface ReferenceScope {
  /** `owner/name` of the document's repository: `#123` and `GH-123` name its issues. */
  repository: string | null;
  /** This server's address without a trailing slash: issue URLs on it become references. */
  baseUrl: string | null;
}

/** Issue numbers are PostgreSQL integers. */
const MAX_NUMBER = 2_147_483_647;

/** At most this many different things are looked up per document; later ones stay text. */
export const MAX_CANDIDATES = 200;

const OWNER = '[A-Za-z0-9][A-Za-z0-9-]{0,38}';
const REPO = '[A-Za-z0-9._-]{1,100}';
const NUMBER = '[1-9][0-9]{0,9}';

/**
 * GitHub's short references, each not glued to a word before or after it: `owner/repo#123`,
 * `#123`, `GH-123`, `@login` (bots' `[bot]` suffix included) and `@org/team`. An e-mail address
 * is no mention (a word character stands before its `@`), nor is a path or anchor a reference.
 */
const REFERENCE = new RegExp(
  [
    `(?<![\\w./#@-])(${OWNER})/(${REPO})#(${NUMBER})(?![\\w-])`,
    `(?<![\\w/#&@-])#(${NUMBER})(?![\\w-])`,
    `(?<![\\w/#@-])GH-(${NUMBER})(?![\\w-])`,
    `(?<![\\w\`/@.+-])@(${OWNER}(?:\\[bot\\])?)(?:/([A-Za-z0-9][A-Za-z0-9_-]{0,99}))?(?![\\w-])`,
  ].join('|'),
  'g',
);

const ISSUE_PATH = new RegExp(`^/(${OWNER})/(${REPO})/(?:issues|pull)/(${NUMBER})/?(#issuecomment-\\d+)?$`);

interface TextMatch {
  start: number;
  end: number;
  text: string;
  candidate: ReferenceCandidate;
}

/** A place in an inline token's children where a reference may go. */
type Site =
  | { kind: 'text'; index: number; matches: TextMatch[] }
  | { kind: 'url'; index: number; candidate: ReferenceCandidate; fragment: string | null };

/** What a parsed document names, and where, for {@link applyReferences}. */
export interface FoundReferences {
  candidates: ReferenceCandidate[];
  sites: Map<Token, Site[]>;
}

function issueNumber(digits: string | undefined): number | null {
  const value = Number(digits);
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_NUMBER ? value : null;
}

function candidateOf(match: RegExpExecArray, scope: ReferenceScope): ReferenceCandidate | null {
  const [, owner, repo, qualified, short, gh, login, team] = match;
  if (owner && repo) {
    const number = issueNumber(qualified);
    return number === null ? null : { kind: 'issue', repository: `${owner}/${repo}`, number };
  }
  if (short || gh) {
    const number = issueNumber(short ?? gh);
    return number === null || scope.repository === null ? null : { kind: 'issue', repository: null, number };
  }
  if (login && team) return { kind: 'team', organization: login, slug: team };
  if (login) return { kind: 'user', login };
  return null;
}

function textMatches(text: string, scope: ReferenceScope): TextMatch[] {
  if (!/[#@]|GH-/.test(text)) return [];
  const matches: TextMatch[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const candidate = candidateOf(match, scope);
    if (candidate) matches.push({ start: match.index, end: match.index + match[0].length, text: match[0], candidate });
  }
  return matches;
}

function urlCandidate(href: string | null, scope: ReferenceScope): { candidate: ReferenceCandidate; fragment: string | null } | null {
  if (!href || !scope.baseUrl || !href.startsWith(`${scope.baseUrl}/`)) return null;
  const match = ISSUE_PATH.exec(href.slice(scope.baseUrl.length));
  const number = issueNumber(match?.[3]);
  if (!match || number === null) return null;
  return { candidate: { kind: 'issue', repository: `${match[1]}/${match[2]}`, number }, fragment: match[4] ?? null };
}

const OPENS_HTML = /^<(a|code|pre)(?=[\s>])/i;
const CLOSES_HTML = /^<\/(a|code|pre)\s*>/i;

/**
 * The references of a parsed document: text outside links, code spans, code blocks and raw
 * `<a>`/`<code>`/`<pre>` elements, and autolinked URLs of this server's issues. Pure; the caller
 * resolves the candidates with the viewer's rights, then calls {@link applyReferences}.
 */
export function findReferences(tokens: readonly Token[], scope: ReferenceScope): FoundReferences {
  const candidates = new Map<string, ReferenceCandidate>();
  const sites = new Map<Token, Site[]>();
  const note = (candidate: ReferenceCandidate) => {
    const key = candidateKey(candidate);
    if (candidates.has(key)) return true;
    if (candidates.size >= MAX_CANDIDATES) return false;
    candidates.set(key, candidate);
    return true;
  };
  for (const block of tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const found: Site[] = [];
    let inLink = 0;
    let inHtml = 0;
    block.children.forEach((child, index, children) => {
      if (child.type === 'link_open') {
        const autolinked = child.markup === 'linkify' || child.markup === 'autolink';
        const url = autolinked && inLink === 0 && inHtml === 0 ? urlCandidate(child.attrGet('href'), scope) : null;
        if (url && children[index + 1]?.type === 'text' && children[index + 2]?.type === 'link_close' && note(url.candidate))
          found.push({ kind: 'url', index, ...url });
        inLink += 1;
      } else if (child.type === 'link_close') inLink = Math.max(0, inLink - 1);
      else if (child.type === 'html_inline') {
        if (OPENS_HTML.test(child.content)) inHtml += 1;
        else if (CLOSES_HTML.test(child.content)) inHtml = Math.max(0, inHtml - 1);
      } else if (child.type === 'text' && inLink === 0 && inHtml === 0) {
        const matches = textMatches(child.content, scope).filter((match) => note(match.candidate));
        if (matches.length > 0) found.push({ kind: 'text', index, matches });
      }
    });
    if (found.length > 0) sites.set(block, found);
  }
  return { candidates: [...candidates.values()], sites };
}

/** How an issue or pull request shows: the link's `data-state` and its icon. */
const STATE_ICONS: Record<'issue' | 'pull_request', Record<IssueLinkState, OcticonName>> = {
  issue: { open: 'issue-opened', closed: 'issue-closed', not_planned: 'skip', merged: 'issue-closed', draft: 'issue-opened' },
  pull_request: {
    open: 'git-pull-request',
    closed: 'git-pull-request-closed',
    not_planned: 'git-pull-request-closed',
    merged: 'git-merge',
    draft: 'git-pull-request-draft',
  },
};

/** A reference token: rendered by the `reference` rule as the renderer's own link. */
function referenceToken(Ctor: typeof Token, resolved: ResolvedReference, text: string, fragment: string | null): Token {
  const token = new Ctor('reference', '', 0);
  token.meta = { resolved, text, fragment };
  return token;
}

function textToken(Ctor: typeof Token, content: string): Token {
  const token = new Ctor('text', '', 0);
  token.content = content;
  return token;
}

/**
 * Replaces the references found by {@link findReferences} that resolved (a candidate missing from
 * `resolved` is unknown or unreadable: its text stays as written, an autolinked URL a plain link).
 */
export function applyReferences(
  found: FoundReferences,
  resolved: ReadonlyMap<string, ResolvedReference>,
  scope: ReferenceScope,
  Ctor: typeof Token,
): void {
  for (const [block, sites] of found.sites) {
    const children = block.children ?? [];
    // From the last site back, so earlier indexes stay valid.
    for (const site of [...sites].reverse()) {
      if (site.kind === 'url') {
        const subject = resolved.get(candidateKey(site.candidate));
        if (subject?.kind !== 'issue') continue;
        const here = scope.repository !== null && subject.repository.toLowerCase() === scope.repository.toLowerCase();
        const text = `${here ? '' : subject.repository}#${subject.number}${site.fragment ? ' (comment)' : ''}`;
        children.splice(site.index, 3, referenceToken(Ctor, subject, text, site.fragment));
        continue;
      }
      const source = children[site.index];
      if (!source) continue;
      const replacement: Token[] = [];
      let at = 0;
      for (const match of site.matches) {
        const subject = resolved.get(candidateKey(match.candidate));
        if (!subject) continue;
        if (match.start > at) replacement.push(textToken(Ctor, source.content.slice(at, match.start)));
        replacement.push(referenceToken(Ctor, subject, match.text, null));
        at = match.end;
      }
      if (at === 0) continue;
      if (at < source.content.length) replacement.push(textToken(Ctor, source.content.slice(at)));
      children.splice(site.index, 1, ...replacement);
    }
  }
}

/** Renders reference tokens as GitHub does, marked as the renderer's own (`sanitize.ts`). */
export function referencesPlugin(md: MarkdownIt): void {
  const escape = md.utils.escapeHtml;
  const mark = ` ${TRUST_ATTRIBUTE}="${TRUST_MARK}"`;
  md.renderer.rules.reference = (tokens, idx) => {
    const { resolved, text, fragment } = tokens[idx]?.meta as { resolved: ResolvedReference; text: string; fragment: string | null };
    if (resolved.kind === 'issue') {
      const icon = STATE_ICONS[resolved.type][resolved.state];
      return (
        `<a class="issue-link" data-hovercard-type="${resolved.type}" data-state="${resolved.state}" ${OCTICON_ATTRIBUTE}="${icon}"` +
        ` title="${escape(resolved.title)}" href="${escape(resolved.href + (fragment ?? ''))}"${mark}>${escape(text)}</a>`
      );
    }
    const type = resolved.kind === 'user' ? 'user' : 'team';
    return `<a class="${type}-mention" data-hovercard-type="${type}" href="${escape(resolved.href)}"${mark}>${escape(text)}</a>`;
  };
}
