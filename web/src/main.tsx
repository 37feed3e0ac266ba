// Primer's design tokens: sizes and typography, then both colour themes so `colorMode="auto"` can follow the OS.
import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import '@primer/primitives/dist/css/functional/themes/dark.css';
import './global.css';
import './markdownBody.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { App } from './App';
import { markAppStarted, setFirstPageKey } from './lib/appStart';
import { installUserContentAnchors } from './lib/userContentAnchors';
import { routes } from './routes';
import { pageData } from './ssr/pageData';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const router = createBrowserRouter(routes);
setFirstPageKey(router.state.location.key);
// Rendered markdown's anchors are prefixed (`user-content-`); in-page links to them still work.
installUserContentAnchors(window);

/** Resolves once the router has run the first page's loaders and loaded its route modules. */
function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stopWatching = router.subscribe((state) => {
      if (!state.initialized) return;
      stopWatching();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

if (pageData()) {
  // The server rendered this page (ssr/entryServer.tsx) and sent the records it read: the first page's
  // loaders find their data in the store, and once its route modules are here the same tree
  // hydrates the server's HTML instead of replacing it.
  void initialized(router).then(() => {
    markAppStarted();
    hydrateRoot(container, app);
  });
} else {
  // Loaders of the first page may wait for their data (nothing is on screen yet); later ones do not.
  void initialized(router).then(markAppStarted);
  createRoot(container).render(app);
}
