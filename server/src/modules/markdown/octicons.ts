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

const ICON_REQUEST = new RegExp(`(<[a-z][a-z0-9]*\\b[^>]*?) ${OCTICON_ATTRIBUTE}="([a-z-]+)"([^>]*>)`, 'g');

/**
 * Puts the requested octicon at the start of each element that asks for one, in HTML that has
 * been sanitised: only the renderer's own elements keep the attribute through sanitising (see
 * `sanitize.ts`), and sanitised attribute values hold no `>` or `"`, so the pattern cannot be
 * led astray by what a person wrote. The SVG never comes from input: it is one of the fixed icons.
 */
export function insertOcticons(html: string): string {
  if (!html.includes(OCTICON_ATTRIBUTE)) return html;
  return html.replace(ICON_REQUEST, (_match, start: string, name: string, end: string) => `${start}${end}${SVG.get(name) ?? ''}`);
}
