import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** The server owns these paths; the dev server forwards them so the app runs same-origin as in production. */
const serverPaths = ['/api', '/session', '/_health', '/avatars'];
const serverUrl = 'http://localhost:3000';

export default defineConfig({
  // Explicit root so `vite build --config web/vite.config.ts` from the repository root works too.
  root: webRoot,
  plugins: [
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
  },
});
