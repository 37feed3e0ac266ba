import type { MarkdownIt, StateCore } from 'markdown-it';
import { OCTICON_ATTRIBUTE, type OcticonName } from './octicons.ts';
import { TRUST_ATTRIBUTE, TRUST_MARK } from './sanitize.ts';

/** GitHub's five alert types, their titles and icons. */
const ALERTS = {
  note: { title: 'Note', icon: 'info' },
  tip: { title: 'Tip', icon: 'light-bulb' },
  important: { title: 'Important', icon: 'report' },
  warning: { title: 'Warning', icon: 'alert' },
  caution: { title: 'Caution', icon: 'stop' },
} satisfies Record<string, { title: string; icon: OcticonName }>;

type AlertType = keyof typeof ALERTS;

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

function isAlertType(value: string): value is AlertType {
  return Object.hasOwn(ALERTS, value);
}

/**
 * GitHub's alerts: a blockquote at the top level of the document whose first line is `[!NOTE]`,
 * `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` alone (any case) and that has something
 * after it becomes `<div class="markdown-alert markdown-alert-note"><p class="markdown-alert-title">`
 * with the type's icon and title. Nested blockquotes, blockquotes in lists, a marker followed by
 * text on its line and an alert with no content stay blockquotes, as on GitHub. Runs after the
 * block rules, before inline parsing, so the marker never reaches the inline rules.
 */
function alertRule(state: StateCore): void {
  const tokens = state.tokens;
  for (let open = 0; open < tokens.length; open += 1) {
    const token = tokens[open];
    if (token?.type !== 'blockquote_open' || token.level !== 0) continue;
    const paragraph = tokens[open + 1];
    const inline = tokens[open + 2];
    if (paragraph?.type !== 'paragraph_open' || inline?.type !== 'inline') continue;
    const match = MARKER.exec(inline.content);
    const type = match?.[1]?.toLowerCase();
    if (!match || !type || !isAlertType(type)) continue;
    let close = open + 1;
    while (close < tokens.length && !(tokens[close]?.type === 'blockquote_close' && tokens[close]?.level === 0)) close += 1;
    const rest = inline.content.slice(match[0].length);
    // Only the marker in the first paragraph, and nothing after it: GitHub leaves it a blockquote.
    if (rest.trim() === '' && close === open + 4) continue;
    token.type = 'alert_open';
    token.tag = 'div';
    token.meta = { type };
    const closing = tokens[close];
    if (closing) {
      closing.type = 'alert_close';
      closing.tag = 'div';
    }
    if (rest.trim() === '') tokens.splice(open + 1, 3);
    else inline.content = rest;
  }
}

export function alertsPlugin(md: MarkdownIt): void {
  md.core.ruler.after('block', 'github_alerts', (state) => {
    alertRule(state);
  });
  md.renderer.rules.alert_open = (tokens, idx) => {
    const type = (tokens[idx]?.meta as { type: AlertType }).type;
    const { title, icon } = ALERTS[type];
    const mark = ` ${TRUST_ATTRIBUTE}="${TRUST_MARK}"`;
    return `<div class="markdown-alert markdown-alert-${type}"${mark}>\n<p class="markdown-alert-title" ${OCTICON_ATTRIBUTE}="${icon}"${mark}>${title}</p>\n`;
  };
  md.renderer.rules.alert_close = () => '</div>\n';
}
