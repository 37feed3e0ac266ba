// Primer's design tokens: sizes and typography, then both colour themes so `colorMode="auto"` can follow the OS.
import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import '@primer/primitives/dist/css/functional/themes/dark.css';
import './global.css';
import './markdownBody.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { markAppStarted } from './lib/appStart';
import { installUserContentAnchors } from './lib/userContentAnchors';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const router = createBrowserRouter(routes);
// Rendered markdown's anchors are prefixed (`user-content-`); in-page links to them still work.
installUserContentAnchors(window);
// Loaders of the first page may wait for their data (nothing is on screen yet); later ones do not.
if (router.state.initialized) markAppStarted();
else {
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized) return;
    markAppStarted();
    stopWatching();
  });
}

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
