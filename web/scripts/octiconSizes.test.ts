import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { largeOcticons, largeOcticonsIn, OCTICONS_DIR, octiconNames, withSmallDrawingsOnly } from './octiconSizes';
import { webRoot } from './routeBudgets';

const octicons = octiconNames();
const isOcticon = (name: string) => octicons.has(name);
const readIcon = (name: string) => fs.readFileSync(path.join(OCTICONS_DIR, `${name}.mjs`), 'utf8');

/** The natural heights an icon module draws, and the path data of each. */
function drawings(code: string): Map<number, string[]> {
  const heights = JSON.parse(/^var heights = (\[[^\]]*\]);$/m.exec(code)?.[1]?.replace(/\s+/g, '') ?? '[]') as string[];
  const byHeight = new Map<number, string[]>();
  for (const height of heights) {
    const start = code.indexOf(`"${height}": {`);
    const end = code.indexOf('\n\t}', start);
    byHeight.set(
      Number(height),
      [...code.slice(start, end).matchAll(/d: "([^"]+)"/g)].map((match) => match[1]!),
    );
  }
  return byHeight;
}

describe('octicons with the drawings the app uses', () => {
  it('keeps each icon’s drawings up to 16 px, exactly as they were, and drops the larger ones', () => {
    for (const name of octicons) {
      const code = readIcon(name);
      const before = drawings(code);
      const after = drawings(withSmallDrawingsOnly(code));
      const small = [...before.keys()].filter((height) => height <= 16);
      const expected = small.length > 0 ? small : [Math.min(...before.keys())];
      expect([...after.keys()], name).toEqual(expected);
      for (const height of expected) expect(after.get(height), `${name} at ${height}`).toEqual(before.get(height));
    }
  });

  it('leaves the module as it was when it has no larger drawing', () => {
    const smallOnly = [...octicons].find((name) => !readIcon(name).includes('"24"'));
    expect(smallOnly).toBeDefined();
    expect(withSmallDrawingsOnly(readIcon(smallOnly!))).toBe(readIcon(smallOnly!));
  });

  it('refuses a module laid out otherwise (a new octicons-react), instead of guessing', () => {
    expect(() => withSmallDrawingsOnly('export const PinIcon = () => null;')).toThrow(/no `var heights/);
    const pin = readIcon('PinIcon').replace('\t"24": {', '\t"24":{');
    expect(() => withSmallDrawingsOnly(pin)).toThrow(/not laid out as its heights/);
  });

  it('finds the icons drawn at 24 px or more, by number, by name, or by a size it cannot read', () => {
    const found = largeOcticonsIn(
      [
        '<IssueOpenedIcon size={24} />',
        '<AlertIcon size="medium" />',
        "<TagIcon size={'large'} />",
        '<RepoIcon aria-hidden size={size} />',
        '<PinIcon size={16} />',
        '<XIcon size="small" />',
        '<CalendarIcon size={14} />',
        '<IconButton icon={GearIcon} size="large" />',
      ].join('\n'),
      isOcticon,
    );
    expect(found).toEqual(new Set(['IssueOpenedIcon', 'AlertIcon', 'TagIcon', 'RepoIcon']));
  });

  it('keeps every icon’s drawings when a wrapper of the app’s own draws one at 24 px or more', () => {
    expect(largeOcticonsIn('<ViewIcon icon={icon} size={20} />', isOcticon)).toEqual(new Set());
    expect(largeOcticonsIn('<ViewIcon icon={icon} size={32} />', isOcticon)).toBe('all');
    expect(largeOcticonsIn('<ViewIcon icon={icon} size={size} />', isOcticon)).toBe('all');
  });

  it('reads the app: the blank-slate and header icons keep their large drawings, the rest do not', () => {
    const large = largeOcticons(path.join(webRoot, 'src'), isOcticon);
    expect(large).not.toBe('all');
    expect([...(large as Set<string>)]).toEqual(expect.arrayContaining(['IssueOpenedIcon', 'AlertIcon', 'TrashIcon', 'MilestoneIcon']));
    expect(large).not.toContain('PinIcon');
    expect(large).not.toContain('GearIcon');
  });
});
