import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT_EXPORTS, resolverCacheCalls } from './relayRuntimeParts';
import { webRoot } from './routeBudgets';

const nodeModules = path.join(webRoot, '..', 'node_modules');

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** Names the build leaves out of relay-runtime: the entry's exports that throw, and what `experimental` held. */
const leftOut = [...Object.values(LEFT_OUT_EXPORTS), 'observeFragment', 'observeQuery', 'waitForFragmentData', 'resolverDataInjector'];

describe('relay-runtime without the parts the app never reaches', () => {
  it('the app and the react-relay hooks it bundles use none of the left-out exports', () => {
    const sources = [
      ...files(path.join(webRoot, 'src'), /\.tsx?$/).filter((file) => !file.includes('__generated__')),
      // The hooks (vite.config.ts bundles these), not react-relay's server-component helpers.
      ...files(path.join(nodeModules, 'react-relay', 'lib', 'relay-hooks'), /\.js$/).filter(
        (file) => !file.includes(`${path.sep}rsc${path.sep}`),
      ),
    ];
    const uses = sources.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return leftOut.filter((name) => new RegExp(`\\b${name}\\b`).test(text)).map((name) => `${path.relative(webRoot, file)}: ${name}`);
    });
    expect(uses).toEqual([]);
  });

  it('the generated artifacts define no Relay Resolver field (the store reads none)', () => {
    const resolverKinds = /"kind": "(RelayResolver|RelayLiveResolver|ClientEdgeToClientObject|ClientEdgeToServerObject)"/;
    const withResolvers = files(path.join(webRoot, 'src', '__generated__'), /\.graphql\.ts$/).filter((file) =>
      resolverKinds.test(fs.readFileSync(file, 'utf8')),
    );
    expect(withResolvers).toEqual([]);
  });

  it('finds the resolver-cache methods a relay-runtime module calls', () => {
    expect(resolverCacheCalls('this._resolverCache.invalidateDataIDs(ids); resolverCache.readFromCacheOrEvaluate(a, b);')).toEqual(
      new Set(['invalidateDataIDs', 'readFromCacheOrEvaluate']),
    );
  });
});
