import fs from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The pages whose code and first data load together: for each, the modules of its route (the page
 * and its loader). Their chunks are named in the HTML so the browser fetches them with the entry
 * instead of after it ran.
 */
const ROUTES: { match: RegExp; modules: string[] }[] = [
  {
    // `/issues` and `/issues/{view}` (not `/issues/new`, the new-issue page).
    match: /^\/issues(?:\/(?!new(?:\/|$))[^/]+)?\/?$/,
    modules: ['src/pages/DashboardPage/DashboardPage.tsx', 'src/pages/DashboardPage/dashboardLoader.ts'],
  },
  {
    // `/{owner}/{repo}/issues` and its created_by, assigned and mentioned variants.
    match: /^\/[^/]+\/[^/]+\/issues(?:\/(?:created_by\/(?:app\/)?[^/]+|assigned\/[^/]+|mentioned\/[^/]+))?\/?$/,
    modules: ['src/pages/RepoIssuesPage/RepoIssuesPage.tsx', 'src/pages/RepoIssuesPage/repoIssuesLoader.ts'],
  },
  {
    // `/{owner}/{repo}/issues/{number}` (a number: other segments are the 404 page or other routes).
    match: /^\/[^/]+\/[^/]+\/issues\/\d+\/?$/,
    modules: ['src/pages/IssuePage/IssuePage.tsx', 'src/pages/IssuePage/issuePageLoader.ts'],
  },
];

/** The files a set of modules needs beyond what the entry loads anyway: scripts and stylesheets. */
function routeFiles(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const entry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const child of manifest[key].imports ?? []) walk(child, into);
  };
  walk('index.html', entry);
  const needed = new Set<string>();
  for (const module of modules) walk(module, needed);
  const keys = [...needed].filter((key) => !entry.has(key));
  return {
    scripts: keys.map((key) => `/${manifest[key]?.file ?? ''}`),
    styles: [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].map((file) => `/${file}`),
  };
}

/**
 * The app's HTML for an address: `index.html` with `modulepreload` and stylesheet links for the
 * route's chunks when the address is one of `ROUTES`, as is otherwise. Built once per route kind;
 * without a manifest (a build without one) every address gets `index.html` unchanged.
 */
export function createRoutePreloads(webDist: string): (url: string) => string {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  let manifest: Manifest | null = null;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    manifest = null;
  }
  const pages = ROUTES.map((route) => {
    if (!manifest) return html;
    const { scripts, styles } = routeFiles(manifest, route.modules);
    const links = [
      ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ].join('\n    ');
    return links === '' ? html : html.replace('</head>', `    ${links}\n  </head>`);
  });
  return (url) => {
    const pathname = url.split('?')[0] ?? url;
    const index = ROUTES.findIndex((route) => route.match.test(pathname));
    return index === -1 ? html : (pages[index] ?? html);
  };
}
