/**
 * The build id of this bundle, set by the `app-build` plugin of vite.config.ts: a short hash of the
 * sources in a production build, `'dev'` under the dev server and in tests.
 */
declare const __APP_BUILD__: string;
