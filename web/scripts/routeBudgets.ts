/**
 * The JavaScript budgets of the app's routes (issue 20, "Budgets enforced"), read from the production
 * build's manifest (`dist/.vite/manifest.json`). A route's JavaScript is what a first visit loads
 * before its page can render: the entry (`index.html`'s chunk) and the route's modules (the page,
 * its loader), each with its static imports, gzipped. Dynamic imports (dialogs, pickers, panels
 * loaded on first use) are left out. `routeBudgets.test.ts` fails a route over its budget, and the
 * page benchmarks (`bench/`) print the same figures.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The web package (`web/`). */
export const webRoot = path.resolve(import.meta.dirname, '..');

/** One chunk of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  /** Static imports: keys of other chunks. */
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  name: string;
  /** An address of the route, for the messages. */
  path: string;
  /** The route's modules (the page, its loader), relative to `web/`. */
  modules: string[];
  /** Gzipped bytes. */
  budget: number;
}

const KB = 1024;

/** The measured routes and their budgets. */
export const routeBudgets: RouteBudget[] = [
  {
    name: 'repository issue list',
    path: '/{owner}/{repo}/issues',
    modules: ['src/pages/RepoIssuesPage/RepoIssuesPage.tsx', 'src/pages/RepoIssuesPage/repoIssuesLoader.ts'],
    budget: 300 * KB,
  },
  {
    name: 'issue page',
    path: '/{owner}/{repo}/issues/{number}',
    modules: ['src/pages/IssuePage/IssuePage.tsx', 'src/pages/IssuePage/issuePageLoader.ts'],
    budget: 300 * KB,
  },
  {
    name: 'dashboard',
    path: '/issues',
    modules: ['src/pages/DashboardPage/DashboardPage.tsx', 'src/pages/DashboardPage/dashboardLoader.ts'],
    budget: 300 * KB,
  },
  { name: 'new issue', path: '/{owner}/{repo}/issues/new', modules: ['src/pages/NewIssuePage/NewIssuePage.tsx'], budget: 300 * KB },
  { name: 'labels', path: '/{owner}/{repo}/labels', modules: ['src/pages/LabelsPage/LabelsPage.tsx'], budget: 300 * KB },
  { name: 'milestones', path: '/{owner}/{repo}/milestones', modules: ['src/pages/MilestonesPage/MilestonesPage.tsx'], budget: 300 * KB },
];

export interface RouteScript {
  /** The file under `dist/`, e.g. `assets/index-….js`. */
  file: string;
  /** Gzipped size in bytes. */
  gzip: number;
}

/** Reads the build manifest of a build folder (`web/dist` unless named). */
export function readManifest(dist: string = path.join(webRoot, 'dist')): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The manifest keys a first visit to a route loads: `index.html` and the route's modules, with
 * their static imports (not their dynamic ones). Throws for a module the build does not know.
 */
export function routeChunkKeys(manifest: Manifest, modules: string[]): string[] {
  const keys = new Set<string>();
  const walk = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}.`);
    keys.add(key);
    for (const child of chunk.imports ?? []) walk(child);
  };
  walk('index.html');
  modules.forEach(walk);
  return [...keys];
}

/** The gzipped size of a file of a build folder. */
export function gzipSize(dist: string, file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
}

/** A route's scripts (see `routeChunkKeys`), each gzipped, largest first. */
export function routeScripts(modules: string[], dist: string = path.join(webRoot, 'dist')): RouteScript[] {
  const manifest = readManifest(dist);
  const files = new Set(routeChunkKeys(manifest, modules).map((key) => manifest[key]?.file ?? ''));
  return [...files].map((file) => ({ file, gzip: gzipSize(dist, file) })).sort((a, b) => b.gzip - a.gzip);
}

/** The sum of the scripts' gzipped sizes, in bytes. */
export function totalGzip(scripts: RouteScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzip, 0);
}

/** `327.6 KB`: bytes in kibibytes, one decimal. */
export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** Newest modification time of a file or folder's files, skipping build output and dependencies. */
function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** What the production bundle is built from, besides the locked dependencies. */
const buildSources = [
  ...['src', 'index.html', 'vite.config.ts', 'package.json', 'relay.config.json'].map((name) => path.join(webRoot, name)),
  path.join(webRoot, '..', 'packages', 'search-query', 'src'),
];

/** True when `web/dist` (or the server's render entry in `web/dist-server`) is missing or older than any of the web app's sources. */
export function webBuildIsStale(): boolean {
  if (!fs.existsSync(path.join(webRoot, 'dist-server', 'entryServer.js'))) return true;
  const builtAt = newestMtime(path.join(webRoot, 'dist', '.vite', 'manifest.json'));
  return builtAt === 0 || builtAt < Math.max(...buildSources.map(newestMtime));
}

/**
 * Builds the web app for production (Vite's bin run with this Node, since the machine's own `node`
 * may be older than Vite supports) into `web/dist`. `output` is where Vite's report goes.
 */
export function buildWeb(output: 'inherit' | 'ignore' = 'ignore'): void {
  const repoRoot = path.join(webRoot, '..');
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules', '.bin', 'vite'), 'build', '--config', path.join(webRoot, 'vite.config.ts')],
    {
      cwd: repoRoot,
      // Vitest sets NODE_ENV=test, which would make a development build of React.
      // eslint-disable-next-line no-restricted-properties -- a build tool, not the server's settings
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: output,
    },
  );
}

/** Builds `web/dist` when it is missing or older than the sources (`webBuildIsStale`). */
export function buildWebIfStale(output: 'inherit' | 'ignore' = 'ignore'): void {
  if (webBuildIsStale()) buildWeb(output);
}

/** Prints each route's figure and files: `node web/scripts/routeBudgets.ts` (after a build). */
if (import.meta.filename === process.argv[1]) {
  for (const route of routeBudgets) {
    const scripts = routeScripts(route.modules);
    console.log(`${route.name} (${route.path}): ${formatKb(totalGzip(scripts))} gzipped, budget ${formatKb(route.budget)}`);
    for (const script of scripts) console.log(`    ${script.file.padEnd(48)} ${formatKb(script.gzip).padStart(9)}`);
  }
}
