import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { octiconSizes } from './scripts/octiconSizes.ts';
import { relayRuntimeUsedPartsOnly } from './scripts/relayRuntimeParts.ts';
import { relayQueryShownAgain } from './scripts/relayShownAgain.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = path.resolve(webRoot, '..');

/**
 * What a production bundle is made of: the app's sources (tests left out), the workspace package it
 * imports, the build setup and the locked dependency versions. Paths are relative to the repository.
 */
const buildInputs = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'packages/search-query/src',
  'packages/search-query/package.json',
  'package-lock.json',
];
const isTestFile = (relativePath: string) => /\.test\.tsx?$/.test(relativePath) || relativePath.startsWith('web/src/test/');

/** A short hash of every build input file, names and contents, in a stable order. */
function hashBuildInputs(mode: string): string {
  const hash = createHash('sha256').update(`mode:${mode}\0`);
  const visit = (relativePath: string) => {
    const absolute = path.join(repoRoot, relativePath);
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const entry of fs.readdirSync(absolute).sort()) visit(`${relativePath}/${entry}`);
    } else if (!isTestFile(relativePath)) {
      hash.update(`${relativePath}\0`).update(fs.readFileSync(absolute)).update('\0');
    }
  };
  buildInputs.forEach(visit);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The build id: a hash of the sources, so two builds differ exactly when their code does. The client
 * gets it as the constant `__APP_BUILD__` (declared in src/appBuild.d.ts), the server reads it from
 * `dist/build.json` and sends it as `x-app-build`, and a page that sees another id offers a refresh.
 * The dev server and tests use 'dev', which turns the check off.
 */
function appBuild(): Plugin {
  let build = 'dev';
  return {
    name: 'app-build',
    config(_config, { command, mode }) {
      build = command === 'build' ? hashBuildInputs(mode) : 'dev';
      return { define: { __APP_BUILD__: JSON.stringify(build) } };
    },
    generateBundle() {
      if (build === 'dev') return;
      this.emitFile({ type: 'asset', fileName: 'build.json', source: `${JSON.stringify({ build })}\n` });
    },
  };
}
/** The server owns these paths; the dev server forwards them so the app runs same-origin as in production. */
const serverPaths = ['/api', '/session', '/_health', '/avatars'];
const serverUrl = 'http://localhost:3000';

export default defineConfig({
  // Explicit root so `vite build --config web/vite.config.ts` from the repository root works too.
  root: webRoot,
  plugins: [
    appBuild(),
    // Icons without the larger drawings the app never draws (scripts/octiconSizes.ts); in both the
    // browser's and the server's bundle, so hydration sees the same markup.
    octiconSizes(path.join(webRoot, 'src')),
    // A list kept hidden while its issue is open is shown again without rendering it again
    // (scripts/relayShownAgain.ts, components/AppShell/KeptOutlet).
    relayQueryShownAgain(),
    react(),
    // babel-plugin-relay turns graphql`` tags into imports of the generated artifacts. It resolves the
    // artifact directory against the working directory, so give it an absolute path.
    babel({
      plugins: [['relay', { artifactDirectory: fileURLToPath(new URL('./src/__generated__', import.meta.url)) }]],
      sourceMap: false,
    }),
  ],
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: serverUrl, ws: path === '/api' }])),
  },
  // `vite build` builds both environments: the browser's app into dist/, and the server's render entry
  // (src/ssr/entryServer.tsx, loaded by server/src/http/serverRender.ts) into dist-server/, outside
  // the folder the server hands out. The server bundle carries its dependencies (Primer's modules import
  // CSS files, which Node cannot load; the bundler drops them).
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: 'dist-server',
        emptyOutDir: true,
        ssr: 'src/ssr/entryServer.tsx',
        copyPublicDir: false,
        manifest: false,
        reportCompressedSize: false,
        rolldownOptions: { checks: { bundlerTimings: false }, output: { entryFileNames: 'entryServer.js' } },
      },
      resolve: { noExternal: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    // The server reads it to preload a route's chunks with the page (`server/src/http/routePreloads.ts`).
    manifest: true,
    // Route budgets are gzipped bytes per route, measured by bench/list-page.ts; Rolldown's raw
    // 500 kB per-chunk notice says nothing about them, and its timing report (printed when a loaded
    // machine makes the Babel pass slow) is noise in `npm start`'s output.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      plugins: [
        {
          // `react-relay` as the hooks the app uses. The package is CommonJS, so its main entry bundles
          // the legacy container API (QueryRenderer, createFragmentContainer and friends) and its hooks
          // entry every hook (entry points, useQueryLoader, …) though the app imports a few; here
          // `react-relay` is a module re-exporting those few from the same files (the same objects),
          // and a name the app imports that is missing here fails the build.
          name: 'relay-used-hooks-only',
          resolveId: {
            order: 'pre',
            filter: { id: /^react-relay$/ },
            handler(source) {
              return source === 'react-relay' ? '\0react-relay-used-hooks' : null;
            },
          },
          load: {
            filter: { id: /^\0react-relay-used-hooks$/ },
            handler() {
              const hooks = [
                'RelayEnvironmentProvider',
                'useFragment',
                'useLazyLoadQuery',
                'useMutation',
                'usePaginationFragment',
                'usePreloadedQuery',
                'useRelayEnvironment',
                'useSubscription',
              ];
              return [
                "export { ConnectionHandler, commitMutation, fetchQuery, graphql, requestSubscription } from 'relay-runtime';",
                "import loadQueryModule from 'react-relay/lib/relay-hooks/loadQuery';",
                'export const loadQuery = loadQueryModule.loadQuery;',
                ...hooks.map((name) => `export { default as ${name} } from 'react-relay/lib/relay-hooks/${name}';`),
              ].join('\n');
            },
          },
        },
        ...relayRuntimeUsedPartsOnly(),
        {
          // Relay 21 picks between two versions of useFragment's, usePaginationFragment's and
          // useQueryLoader's internals by RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY, on by
          // default and never turned off by the app, so the other version is left out.
          name: 'relay-activity-compatible-hooks-only',
          transform: {
            filter: { id: /react-relay\/lib\/relay-hooks\/(useFragmentInternal|useLoadMoreFunction|useQueryLoader)\.js$/ },
            handler(code, id) {
              const flag = 'if (RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY) {';
              if (id.endsWith('useFragmentInternal.js')) {
                if (!code.includes('_relayRuntime.RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY')) {
                  this.error(
                    'useFragmentInternal no longer reads ENABLE_ACTIVITY_COMPATIBILITY; revisit relay-activity-compatible-hooks-only.',
                  );
                }
                return "'use strict';\nmodule.exports = require('./useFragmentInternal_EXPERIMENTAL');\n";
              }
              if (!code.includes(flag))
                this.error(`${id} no longer reads ENABLE_ACTIVITY_COMPATIBILITY; revisit relay-activity-compatible-hooks-only.`);
              return code.replace(flag, 'if (true) {');
            },
          },
        },
        {
          // Primer's Tooltip imports the Popover API polyfill for browsers without the API (every
          // browser the app supports has it); here it imports src/lib/popoverPolyfill.ts, which loads
          // the polyfill only where it is applied.
          name: 'popover-polyfill-on-demand',
          resolveId: {
            order: 'pre',
            filter: { id: /^@oddbird\/popover-polyfill\/fn$/ },
            handler(source, importer) {
              return importer?.includes('/@primer/react/') ? path.join(webRoot, 'src/lib/popoverPolyfill.ts') : null;
            },
          },
        },
        {
          // Primer's FormControl imports every input it can wrap to recognise its child, SelectPanel,
          // Autocomplete and TextInputWithTokens among them, so any page with a form field loaded the
          // filtered, virtualised list those need. The app wraps none of the three in a FormControl
          // (its SelectPanels load on first use, src/components/LazySelectPanel), so here FormControl
          // compares its child with stand-ins instead; scripts/routeBudgets.test.ts checks the app
          // imports none of the three directly.
          name: 'form-control-without-unused-inputs',
          transform: {
            filter: { id: /@primer\/react\/dist\/FormControl\/FormControl\.js$/ },
            handler(code) {
              let next = code;
              for (const name of ['Autocomplete_default', 'SelectPanel', 'TextInputWithTokens']) {
                const line = new RegExp(`^import (?:\\{ )?${name}(?: \\})? from "[^"]+";$`, 'm').exec(next)?.[0];
                if (!line) this.error(`FormControl no longer imports ${name}; revisit form-control-without-unused-inputs.`);
                next = next.replace(line, `const ${name} = function UnusedInput() { return null; };`);
              }
              return next;
            },
          },
        },
      ],
    },
  },
});
