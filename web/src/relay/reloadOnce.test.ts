import { afterEach, describe, expect, it, vi } from 'vitest';
import { Environment, Network, RecordSource, Store, fetchQuery } from 'relay-runtime';
import { appShellQuery } from '../components/AppShell/appShellQuery';
import { fetchGraphQL, needsReload } from './fetchGraphQL';
import { alreadyReloaded, reloadAddress } from './reloadOnce';

describe('reload once (spec 001 §8 "Shared")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('reloads for a lost session and for a FORBIDDEN query other than a SAML error', () => {
    expect(needsReload(401, [], 'query')).toBe(true);
    expect(needsReload(404, [{ message: 'Not signed in', extensions: { code: 'AUTHENTICATION' } }], 'query')).toBe(true);
    expect(needsReload(404, [{ message: 'Not Found' }], 'query')).toBe(false);
    expect(needsReload(200, [{ message: 'Resource protected', extensions: { code: 'FORBIDDEN' } }], 'query')).toBe(true);
    expect(needsReload(200, [{ message: 'SAML error', extensions: { code: 'FORBIDDEN' } }], 'query')).toBe(false);
    // A mutation's FORBIDDEN is a permission message for the form, not a reason to reload.
    expect(needsReload(200, [{ message: 'No permission', extensions: { code: 'FORBIDDEN' } }], 'mutation')).toBe(false);
    expect(needsReload(200, [{ message: 'Bad query', extensions: { code: 'INVALID_QUERY' } }], 'query')).toBe(false);
  });

  it('marks the reload with reload=1 and keeps the rest of the address', () => {
    expect(reloadAddress('http://localhost/o/r/issues?q=is%3Aopen#x')).toBe('http://localhost/o/r/issues?q=is%3Aopen&reload=1#x');
    expect(alreadyReloaded('http://localhost/o/r/issues?reload=1')).toBe(true);
    expect(alreadyReloaded('http://localhost/o/r/issues?reload=0')).toBe(false);
  });

  it('shows the failure instead of reloading again once the address carries reload=1', async () => {
    window.history.replaceState(null, '', '/o/r/issues?reload=1');
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ errors: [{ message: 'Resource protected', extensions: { code: 'FORBIDDEN' } }] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const environment = new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
    await expect(fetchQuery(environment, appShellQuery, {}).toPromise()).rejects.toThrow('Resource protected');
  });
});
