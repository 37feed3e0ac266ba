import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRoutePreloads } from './routePreloads.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'route-preloads-'));
const INDEX = '<!doctype html>\n<html>\n  <head>\n    <title>Issues</title>\n  </head>\n  <body></body>\n</html>\n';

function write(manifest: object | null): void {
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  if (manifest === null) return;
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', imports: ['_react-R.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_shared-S.js': { file: 'assets/shared-S.js', imports: ['_react-R.js'], css: ['assets/shared-S.css'] },
  'src/pages/DashboardPage/DashboardPage.tsx': {
    file: 'assets/DashboardPage-D.js',
    imports: ['index.html', '_shared-S.js', 'src/pages/DashboardPage/dashboardLoader.ts'],
    css: ['assets/DashboardPage-D.css'],
  },
  'src/pages/DashboardPage/dashboardLoader.ts': { file: 'assets/dashboardLoader-L.js', imports: ['index.html'] },
  'src/pages/RepoIssuesPage/RepoIssuesPage.tsx': { file: 'assets/RepoIssuesPage-P.js', imports: ['_shared-S.js'] },
  'src/pages/RepoIssuesPage/repoIssuesLoader.ts': { file: 'assets/repoIssuesLoader-Q.js' },
  'src/pages/IssuePage/IssuePage.tsx': { file: 'assets/IssuePage-I.js', imports: ['_shared-S.js'], css: ['assets/IssuePage-I.css'] },
  'src/pages/IssuePage/issuePageLoader.ts': { file: 'assets/issuePageLoader-J.js', imports: ['index.html'] },
};

describe('route preloads in the HTML', () => {
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("names the dashboard's and the repository list's chunks and styles, not the entry's", () => {
    write(MANIFEST);
    const pageFor = createRoutePreloads(dist);
    for (const url of ['/issues', '/issues/assigned?q=is%3Aopen', '/issues/SSC_abc']) {
      const html = pageFor(url);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/DashboardPage-D.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboardLoader-L.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-S.js">');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-S.css">');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/DashboardPage-D.css">');
      expect(html).not.toContain('index-A.js');
      expect(html).not.toContain('react-R.js');
      expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    }
    for (const url of [
      '/octo-org/hello-world/issues',
      '/octo-org/hello-world/issues/created_by/app/dependabot',
      '/o/r/issues/assigned/x',
    ]) {
      expect(pageFor(url)).toContain('/assets/RepoIssuesPage-P.js');
      expect(pageFor(url)).toContain('/assets/repoIssuesLoader-Q.js');
      expect(pageFor(url)).not.toContain('/assets/IssuePage-I.js');
    }
  });

  it("names the issue page's chunks and styles on an issue's address", () => {
    write(MANIFEST);
    const pageFor = createRoutePreloads(dist);
    for (const url of ['/octo-org/hello-world/issues/12', '/o/r/issues/1/?issue=x']) {
      const html = pageFor(url);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/IssuePage-I.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/issuePageLoader-J.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-S.js">');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/IssuePage-I.css">');
      expect(html).not.toContain('RepoIssuesPage-P.js');
      expect(html).not.toContain('index-A.js');
    }
  });

  it('leaves other pages, and a build without a manifest, as index.html is', () => {
    write(MANIFEST);
    const pageFor = createRoutePreloads(dist);
    for (const url of [
      '/issues/new',
      '/octo-org/hello-world/issues/new',
      '/octo-org/hello-world/issues/abc',
      '/octo-org/hello-world/labels',
      '/login',
    ])
      expect(pageFor(url)).toBe(INDEX);
    write(null);
    expect(createRoutePreloads(dist)('/issues/assigned')).toBe(INDEX);
  });
});
