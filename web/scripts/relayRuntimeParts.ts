/**
 * relay-runtime without the parts the app never reaches. The package is CommonJS, so the bundle keeps
 * every module its entry requires, and its store builds a cache for Relay Resolvers (fields computed
 * on the client) that the app does not define. Two build plugins take them out:
 *
 * - `relay-runtime-used-exports-only`: the entry's experimental observe / wait helpers (only
 *   `isErrorResult` and `isValueResult` of that module stay), the normalization engine, the response
 *   cache and the deprecated fetchQuery become functions that throw if called.
 * - `relay-runtime-without-resolvers`: the store's resolver cache is one that does nothing, and
 *   throws where a Relay Resolver would be read.
 *
 * Each fails the build when relay-runtime's code is no longer as it expects, and
 * `relayRuntimeParts.test.ts` checks that the app's code and generated artifacts use none of it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const relayLib = path.join(path.dirname(createRequire(import.meta.url).resolve('relay-runtime/package.json')), 'lib');

/** relay-runtime entry exports left out, by the `require` that brings them in. */
export const LEFT_OUT_EXPORTS: Record<string, string> = {
  "require('./store/NormalizationEngine')": 'NormalizationEngine',
  "require('./network/RelayQueryResponseCache')": 'QueryResponseCache',
  "require('./query/fetchQuery_DEPRECATED')": 'fetchQuery_DEPRECATED',
};

const EXPERIMENTAL = "require('./experimental')";

/** The resolver-cache methods the store, reader and store subscriptions call. */
const RESOLVER_CACHE_METHODS = {
  // Read a resolver field: none exist in the app.
  throwing: ['readFromCacheOrEvaluate', 'ensureClientRecord', 'getLiveResolverPromise'],
  // Live state batches run their update; there is no resolver state to publish (the second also
  // answers that nothing was published).
  batching: ['batchLiveStateUpdates'],
  batchingWithoutNotify: ['batchLiveStateUpdatesWithoutNotify'],
  // Invalidate or notify resolver records: there are none.
  nothing: ['invalidateDataIDs', 'unsubscribeFromLiveResolverRecords', 'invalidateResolverRecords', 'notifyUpdatedSubscribers'],
};

const LIVE_STATE_KEY = "var RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY = '__resolverLiveStateSubscription';";

const STORE_REQUIRE = `var _require2 = require('./live-resolvers/LiveResolverCache'),
  LiveResolverCache = _require2.LiveResolverCache,
  RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY = _require2.RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY,
  getUpdatedDataIDs = _require2.getUpdatedDataIDs;`;

/** What replaces the store's require of LiveResolverCache: the same names, without resolvers. */
function noResolverCache(): string {
  const { throwing, batching, batchingWithoutNotify, nothing } = RESOLVER_CACHE_METHODS;
  const proto = (names: string[]) => names.map((name) => `LiveResolverCache.prototype.${name} = `).join('');
  return [
    LIVE_STATE_KEY,
    'var getUpdatedDataIDs = function (updatedRecords) { return updatedRecords; };',
    'function LiveResolverCache() {}',
    `${proto(throwing)}function () { throw new Error('Relay Resolvers are left out of this build (web/scripts/relayRuntimeParts.ts).'); };`,
    `${proto(batching)}function (callback) { callback(); };`,
    `${proto(batchingWithoutNotify)}function (callback) { callback(); return false; };`,
    `${proto(nothing)}function () {};`,
  ].join('\n');
}

/** The method names `code` calls on a resolver cache (`_resolverCache.x(` or `resolverCache.x(`). */
export function resolverCacheCalls(code: string): Set<string> {
  return new Set([...code.matchAll(/\b_?resolverCache\.(\w+)\(/g)].map((match) => match[1]!));
}

export function relayRuntimeUsedPartsOnly(): Plugin[] {
  return [
    {
      name: 'relay-runtime-used-exports-only',
      transform: {
        filter: { id: /relay-runtime\/lib\/index\.js$/ },
        handler(code) {
          let next = code;
          for (const [required, name] of Object.entries(LEFT_OUT_EXPORTS)) {
            if (!next.includes(required)) this.error(`relay-runtime no longer has ${required}; revisit web/scripts/relayRuntimeParts.ts.`);
            next = next.replace(required, `__leftOut(${JSON.stringify(name)})`);
          }
          if (!next.includes(EXPERIMENTAL))
            this.error(`relay-runtime no longer has ${EXPERIMENTAL}; revisit web/scripts/relayRuntimeParts.ts.`);
          next = next.replace(
            EXPERIMENTAL,
            '{ isValueResult: function (input) { return input.ok === true; }, isErrorResult: function (input) { return input.ok === false; } }',
          );
          const leftOut = `function __leftOut(name) { return function () { throw new Error("relay-runtime's " + name + ' is left out of this build (web/scripts/relayRuntimeParts.ts).'); }; }`;
          return next.replace("'use strict';\n", `'use strict';\n${leftOut}\n`);
        },
      },
    },
    {
      name: 'relay-runtime-without-resolvers',
      transform: {
        filter: { id: /relay-runtime\/lib\/store\/RelayModernStore\.js$/ },
        handler(code) {
          if (!code.includes(STORE_REQUIRE))
            this.error('RelayModernStore no longer requires LiveResolverCache as expected; revisit web/scripts/relayRuntimeParts.ts.');
          const cache = fs.readFileSync(path.join(relayLib, 'store/live-resolvers/LiveResolverCache.js'), 'utf8');
          if (
            !cache.includes(LIVE_STATE_KEY) ||
            !cache.includes('function getUpdatedDataIDs(updatedRecords) {\n  return updatedRecords;\n}')
          ) {
            this.error('LiveResolverCache changed; revisit web/scripts/relayRuntimeParts.ts.');
          }
          const provided = new Set(Object.values(RESOLVER_CACHE_METHODS).flat());
          for (const file of ['store/RelayModernStore.js', 'store/RelayReader.js', 'store/RelayStoreSubscriptions.js']) {
            const calls = file === 'store/RelayModernStore.js' ? code : fs.readFileSync(path.join(relayLib, file), 'utf8');
            for (const method of resolverCacheCalls(calls)) {
              if (!provided.has(method)) this.error(`${file} calls resolverCache.${method}; revisit web/scripts/relayRuntimeParts.ts.`);
            }
          }
          return code.replace(STORE_REQUIRE, noResolverCache());
        },
      },
    },
  ];
}
