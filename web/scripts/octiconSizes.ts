/**
 * Octicons with the drawings the app uses. Each `@primer/octicons-react` icon module carries a path
 * for every natural height the icon has (16 and 24 px, some also 12, 32, 48 or 96) and draws the
 * largest one not above the size it is asked for, so an icon drawn at 16 px (nearly all of them) ships
 * its 24 px drawing unused: about a tenth of a page's script. The production build keeps each icon's
 * drawings up to 16 px, and its larger ones only for the icons the app draws at 24 px or more
 * (`largeOcticons`), so every icon still draws exactly what it drew before.
 *
 * The scan reads the app's sources for a `size` on an element whose name ends in `Icon`: a number
 * of 24 or more, `"medium"` (32) or `"large"` (64), or a value it cannot read, keeps the icon's larger
 * drawings; on a component of the app's own (a wrapper that draws an icon it is given, such as
 * `ViewIcon`), it keeps every icon's. A wrapper that draws an octicon at a size it is passed should
 * therefore be named `…Icon`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** octicons-react's icon modules, one `<Name>.mjs` per icon. */
export const OCTICONS_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@primer/octicons-react')), 'icons');

/** The names of octicons-react's icons (`PinIcon`, …). */
export function octiconNames(): Set<string> {
  return new Set(
    fs
      .readdirSync(OCTICONS_DIR)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => file.replace(/\.mjs$/, '')),
  );
}

/** Natural heights every icon keeps: the sizes the app draws nearly all icons at. */
const SMALL_HEIGHT = 16;

/** Primer's named sizes (octicons-react's `sizeMap`). */
const NAMED_SIZES: Record<string, number> = { small: 16, medium: 32, large: 64 };

/** Smallest size at which an icon draws a drawing above `SMALL_HEIGHT` (octicons' next natural height). */
const LARGE_FROM = 24;

/** Icons the app draws at 24 px or more; `all` when a wrapper draws unknown icons that large. */
export type LargeOcticons = Set<string> | 'all';

const sourceFile = /\.(ts|tsx)$/;
const testFile = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' || entry.name === 'test' ? [] : sourceFiles(full);
    return sourceFile.test(entry.name) && !testFile.test(entry.name) ? [full] : [];
  });
}

/** The size a JSX `size` attribute's value (`"medium"`, `{24}`, `{'large'}`) asks for; undefined when not a literal. */
function literalSize(value: string): number | undefined {
  const text = value.startsWith('{') ? value.slice(1, -1).trim() : value;
  if (/^\d+$/.test(text)) return Number(text);
  const named = /^(["'])(\w+)\1$/.exec(text)?.[2];
  return named === undefined ? undefined : (NAMED_SIZES[named] ?? Number(named));
}

/**
 * The icons `code` (a source file of the app) draws at 24 px or more. `isOcticon` tells an octicon's
 * name from a component of the app's own.
 */
export function largeOcticonsIn(code: string, isOcticon: (name: string) => boolean): LargeOcticons {
  const found = new Set<string>();
  for (const match of code.matchAll(/<([A-Z]\w*Icon)\b[^<>]*?\ssize=(\{[^{}]*\}|"[^"]*")/g)) {
    const [, name, value] = match as unknown as [string, string, string];
    const size = literalSize(value);
    if (size !== undefined && size < LARGE_FROM) continue;
    if (!isOcticon(name)) return 'all';
    found.add(name);
  }
  return found;
}

/** The icons the app under `srcDir` draws at 24 px or more (see `largeOcticonsIn`). */
export function largeOcticons(srcDir: string, isOcticon: (name: string) => boolean): LargeOcticons {
  const found = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const inFile = largeOcticonsIn(fs.readFileSync(file, 'utf8'), isOcticon);
    if (inFile === 'all') return 'all';
    inFile.forEach((name) => found.add(name));
  }
  return found;
}

/**
 * An icon module (`@primer/octicons-react/dist/icons/<Name>.mjs`) with its drawings above 16 px taken
 * out. Throws when the module is not laid out as this expects (a new octicons-react version).
 */
export function withSmallDrawingsOnly(code: string): string {
  const heightsMatch = /^var heights = (\[[^\]]*\]);$/m.exec(code);
  if (!heightsMatch) throw new Error('the icon module has no `var heights = [...]` line');
  const heights = (JSON.parse(heightsMatch[1]!.replace(/\s+/g, '')) as string[]).map(Number);
  const kept = heights.filter((height) => height <= SMALL_HEIGHT);
  // An icon drawn only above 16 px keeps its smallest drawing.
  if (kept.length === 0) kept.push(heights[0]!);
  if (kept.length === heights.length) return code;
  // `\t"16": {` up to the `\t}` closing it (its own lines are indented further).
  const drawing = /^\t"(\d+)": \{\n[\s\S]*?^\t\},?\n/gm;
  const drawn = [...code.matchAll(drawing)].map((match) => Number(match[1]));
  if (drawn.join() !== heights.join()) {
    throw new Error(`the icon module's drawings (${drawn.join(', ')}) are not laid out as its heights (${heights.join(', ')})`);
  }
  const withoutLarge = code.replace(drawing, (entry, height: string) => (kept.includes(Number(height)) ? entry : ''));
  return withoutLarge.replace(heightsMatch[0], `var heights = ${JSON.stringify(kept.map(String))};`);
}

const iconModule = /@primer\/octicons-react\/dist\/icons\/(\w+)\.mjs$/;

/** The production build's plugin: icon modules with the drawings the app uses (see the top of this file). */
export function octiconSizes(srcDir: string): Plugin {
  let large: LargeOcticons = new Set();
  return {
    name: 'octicons-used-sizes-only',
    apply: 'build',
    buildStart() {
      const octicons = octiconNames();
      large = largeOcticons(srcDir, (name) => octicons.has(name));
    },
    transform: {
      filter: { id: iconModule },
      handler(code, id) {
        const name = iconModule.exec(id)?.[1] ?? '';
        if (large === 'all' || large.has(name)) return null;
        try {
          return { code: withSmallDrawingsOnly(code), map: null };
        } catch (error) {
          this.error(`${name}: ${(error as Error).message}; revisit web/scripts/octiconSizes.ts.`);
        }
      },
    },
  };
}
