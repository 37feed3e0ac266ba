import octicons from '@primer/octicons';

/** The octicons rendered markdown may show: alerts, heading anchors and issue reference states. */
const NAMES = [
  'info',
  'light-bulb',
  'report',
  'alert',
  'stop',
  'link',
  'issue-opened',
  'issue-closed',
  'skip',
  'git-pull-request',
  'git-pull-request-closed',
  'git-pull-request-draft',
  'git-merge',
] as const;

export type OcticonName = (typeof NAMES)[number];

/** Each icon's SVG, made once from GitHub's own icon set (`@primer/octicons`). */
const SVG: ReadonlyMap<string, string> = new Map(
  NAMES.map((name) => {
    const icon = octicons[name];
    if (!icon) throw new Error(`Octicon ${name} is missing from @primer/octicons`);
    return [name, icon.toSVG().replace(' data-component="Octicon"', '')];
  }),
);

/** The attribute that asks for an icon at the start of an element's content. */
export const OCTICON_ATTRIBUTE = 'data-octicon';

const REQUEST = ` ${OCTICON_ATTRIBUTE}="`;

/**
 * Puts the requested octicon at the start of each element that asks for one, in HTML that has
 * been sanitised: only the renderer's own elements keep the attribute through sanitising (see
 * `sanitize.ts`), so what a person wrote cannot ask for one, and text that looks like the
 * attribute is not in a tag. The SVG never comes from input: it is one of the fixed icons.
 */
export function insertOcticons(html: string): string {
  let at = html.indexOf(REQUEST);
  if (at < 0) return html;
  const parts: string[] = [];
  let copied = 0;
  while (at >= 0) {
    const nameStart = at + REQUEST.length;
    const nameEnd = html.indexOf('"', nameStart);
    const tagEnd = html.indexOf('>', nameEnd);
    // Sanitised text escapes `<` and `>`, and sanitised attribute values hold neither: reaching
    // a `>` without crossing a `<` means the attribute is in a tag.
    const opening = html.indexOf('<', nameEnd);
    if (nameEnd < 0 || tagEnd < 0 || (opening >= 0 && opening < tagEnd)) {
      at = html.indexOf(REQUEST, nameStart);
      continue;
    }
    parts.push(html.slice(copied, at), html.slice(nameEnd + 1, tagEnd + 1), SVG.get(html.slice(nameStart, nameEnd)) ?? '');
    copied = tagEnd + 1;
    at = html.indexOf(REQUEST, copied);
  }
  parts.push(html.slice(copied));
  return parts.join('');
}
