import { slug } from 'github-slugger';
import hljs from 'highlight.js/lib/common';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import elixir from 'highlight.js/lib/languages/elixir';
import haskell from 'highlight.js/lib/languages/haskell';
import nginx from 'highlight.js/lib/languages/nginx';
import powershell from 'highlight.js/lib/languages/powershell';
import protobuf from 'highlight.js/lib/languages/protobuf';
import scala from 'highlight.js/lib/languages/scala';
import MarkdownIt, { type PluginSimple, type StateCore, type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { full as emoji } from 'markdown-it-emoji';
import footnote from 'markdown-it-footnote';
import { alertsPlugin } from './alerts.ts';
import { OCTICON_ATTRIBUTE } from './octicons.ts';
import { referencesPlugin } from './references.ts';
import { markTrusted, TRUST_ATTRIBUTE, TRUST_MARK } from './sanitize.ts';
import { taskListsPlugin } from './taskLists.ts';

// highlight.js's common languages (36) and a few more that issues often quote; registered once.
for (const [name, language] of Object.entries({ dockerfile, elixir, haskell, nginx, powershell, protobuf, scala })) {
  hljs.registerLanguage(name, language);
}

/**
 * Highlights a fenced block when its info string names a language highlight.js knows (GitHub
 * does not guess either). highlight.js escapes the code; its spans carry `hljs-*` classes.
 * Anything else falls back to markdown-it's escaped, unhighlighted block.
 */
function highlight(code: string, language: string): string {
  if (!language || !hljs.getLanguage(language)) return '';
  try {
    return hljs.highlight(code, { language, ignoreIllegals: true }).value;
  } catch {
    return '';
  }
}

/** Every token the renderer will turn into an element with a class or a `data-*` attribute. */
function* tokensWithMarks(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    if (token.attrs?.some(([name]) => name === 'class' || name.startsWith('data-') || name.startsWith('aria-'))) yield token;
    if (token.children) yield* tokensWithMarks(token.children);
  }
}

/** Marks the parser's own elements that carry classes (task lists, heading anchors) as trusted. */
function trustRule(state: StateCore): void {
  for (const token of tokensWithMarks(state.tokens)) token.attrSet(TRUST_ATTRIBUTE, TRUST_MARK);
}

/** Tables align cells with GitHub's `align` attribute (markdown-it writes a style, which is not kept). */
function tableAlignRule(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const align = /^text-align:(left|center|right)$/.exec(token.attrGet('style') ?? '')?.[1];
    if (!align) continue;
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
    token.attrSet('align', align);
  }
}

/** Strikethrough as GitHub writes it: `<del>` (markdown-it writes `<s>`). */
function strikethroughRule(state: StateCore): void {
  for (const token of state.tokens) {
    for (const child of token.children ?? []) if (child.type === 's_open' || child.type === 's_close') child.tag = 'del';
  }
}

/** The rules whose output the renderer writes as strings with classes; their text parts are escaped. */
const STRING_RULES = ['fence', 'footnote_ref', 'footnote_block_open', 'footnote_open', 'footnote_anchor'] as const;

/** A footnote's number as GitHub writes it: "1", or "1:2" for the second reference to the first note. */
function footnoteNumber(token: Token | undefined): string {
  const meta = token?.meta as { id: number; subId: number };
  return `${meta.id + 1}${meta.subId > 0 ? `:${meta.subId}` : ''}`;
}

function createMarkdownIt(): MarkdownIt {
  const md = new MarkdownIt({ html: true, linkify: true, breaks: false, highlight });
  md.use(emoji, { shortcuts: {} })
    // Its types are written against markdown-it's CommonJS typings; the plugin itself is the same.
    .use(footnote as unknown as PluginSimple)
    .use(taskListsPlugin)
    .use(alertsPlugin)
    .use(referencesPlugin)
    .use(anchor, {
      slugify: slug,
      tabIndex: false,
      permalink: anchor.permalink.linkInsideHeader({
        placement: 'before',
        class: 'anchor',
        ariaHidden: true,
        symbol: '',
        space: false,
        // Hidden from assistive technology (the heading says it all), so out of the tab order too.
        renderAttrs: () => ({ tabindex: '-1', [OCTICON_ATTRIBUTE]: 'link' }),
      }),
    });
  md.core.ruler.push('table_align', tableAlignRule);
  md.core.ruler.push('strikethrough_del', strikethroughRule);
  // Footnote references show their number alone, as on GitHub (markdown-it-footnote writes `[1]`).
  md.renderer.rules.footnote_caption = (tokens, idx) => footnoteNumber(tokens[idx]);
  // The back link is an arrow: named as GitHub names it, "Back to reference 1".
  const backref = md.renderer.rules.footnote_anchor;
  if (!backref) throw new Error('markdown-it-footnote has no footnote_anchor rule');
  md.renderer.rules.footnote_anchor = (tokens, idx, options, env, self) => {
    const label = `Back to reference ${footnoteNumber(tokens[idx])}`;
    return backref(tokens, idx, options, env, self).replace('class="footnote-backref"', `class="footnote-backref" aria-label="${label}"`);
  };
  md.core.ruler.push('trust_marks', trustRule);
  for (const name of STRING_RULES) {
    const rule = md.renderer.rules[name];
    if (!rule) throw new Error(`markdown-it has no ${name} rule`);
    md.renderer.rules[name] = (tokens, idx, options, env, self) => markTrusted(rule(tokens, idx, options, env, self));
  }
  return md;
}

/**
 * The one configured markdown-it: CommonMark with GitHub's additions (tables, strikethrough,
 * autolinks, emoji shortcodes, footnotes, task lists, alerts, heading anchors, highlighted code).
 * References and mentions are tokens put in after parsing (`references.ts`), once resolved.
 */
export const markdownIt = createMarkdownIt();

/** The token class of this markdown-it, to make tokens after parsing. */
export const TokenClass: typeof Token = markdownIt.core.State.prototype.Token;
