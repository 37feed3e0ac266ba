import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OCTICONS_DIR } from './octiconSizes';
import { buildWebIfStale, formatKb, routeBudgets, routeScripts, totalGzip, webRoot } from './routeBudgets';

describe('route JavaScript budgets', () => {
  // One production build at most: none when web/dist is newer than the sources.
  beforeAll(() => buildWebIfStale('inherit'), 300_000);

  it.each(routeBudgets)('$name ($path) stays within its budget', (route) => {
    const scripts = routeScripts(route.modules);
    const total = totalGzip(scripts);
    const files = scripts.map((script) => `${script.file} ${formatKb(script.gzip)}`).join(', ');
    console.log(`${route.name}: ${formatKb(total)} gzipped (budget ${formatKb(route.budget)}), ${scripts.length} files`);
    expect(total, `${route.name}: ${formatKb(total)} over ${formatKb(route.budget)}: ${files}`).toBeLessThanOrEqual(route.budget);
  });

  it('counts the entry and the route modules with their static imports only', () => {
    const list = routeScripts(routeBudgets[0]?.modules ?? []).map((script) => script.file);
    expect(list.some((file) => /^assets\/index-.*\.js$/.test(file))).toBe(true);
    expect(list.some((file) => /^assets\/RepoIssuesPage-.*\.js$/.test(file))).toBe(true);
    // The bulk-action bar and the SelectPanel load on first use (dynamic imports).
    expect(list.some((file) => /^assets\/(BulkActions|selectPanel)-.*\.js$/.test(file))).toBe(false);
  });

  it('carries the 24 px drawing of an icon drawn that large, and not of one drawn at 16 px (scripts/octiconSizes.ts)', () => {
    const largePath = (name: string) => {
      const code = fs.readFileSync(path.join(OCTICONS_DIR, `${name}.mjs`), 'utf8');
      return /"24": \{[\s\S]*?d: "([^"]+)"/.exec(code)?.[1] ?? '';
    };
    const assets = path.join(webRoot, 'dist', 'assets');
    const bundle = fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    // The sign-in page and the header draw IssueOpenedIcon at 24 and 48 px; PinIcon is drawn at 16.
    expect(bundle.includes(largePath('IssueOpenedIcon'))).toBe(true);
    expect(bundle.includes(largePath('PinIcon'))).toBe(false);
    expect(bundle).toContain('octicon-pin');
  });

  it('keeps the three inputs the production FormControl no longer recognises out of the app', () => {
    // vite.config.ts replaces FormControl's Autocomplete, SelectPanel and TextInputWithTokens with
    // stand-ins; the app must not use them inside a FormControl, so it imports none of them
    // directly (the SelectPanel comes through components/LazySelectPanel).
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(full);
        else if (/\.tsx?$/.test(entry.name) && !full.endsWith(path.join('LazySelectPanel', 'selectPanel.ts'))) {
          const text = fs.readFileSync(full, 'utf8');
          for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@primer\/react[^']*'/g)) {
            if (/\b(Autocomplete|SelectPanel|TextInputWithTokens)\b/.test((match[1] ?? '').replace(/\btype\s+\w+/g, ''))) {
              offenders.push(path.relative(webRoot, full));
            }
          }
        }
      }
    };
    visit(path.join(webRoot, 'src'));
    expect(offenders).toEqual([]);
  });
});
