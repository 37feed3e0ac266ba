import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToken, buildUser } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

/** Rendered markdown cannot name elements after the page's globals or the app's own elements. */
describe('markdown cannot clobber the page (ids and names get user-content-)', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await buildToken(server.db, await buildUser(server.db, { login: 'clobberer' }));
  });
  afterAll(() => server.close());

  const render = async (text: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v3/markdown',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      payload: { text },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  /** Every id and name attribute of some HTML. */
  const namesIn = (html: string) => [...html.matchAll(/\s(id|name)="([^"]*)"/g)].map((match) => `${match[1]}=${match[2]}`);

  it('prefixes id and name on every element that keeps them', async () => {
    const html = await render(
      [
        '<a name="getElementById">x</a>',
        '<a id="cookie" name="location" href="#top">y</a>',
        '<div id="root">z</div>',
        '<h2 id="install">Install</h2>',
        '<p id="__proto__">p</p>',
      ].join('\n\n'),
    );
    expect(namesIn(html)).toEqual([
      'name=user-content-getElementById',
      'id=user-content-cookie',
      'name=user-content-location',
      'id=user-content-root',
      'id=user-content-install',
      'id=user-content-__proto__',
    ]);
    // In-page links stay as written, as on GitHub; the web app maps #top to #user-content-top.
    expect(html).toContain('href="#top"');
  });

  it('drops the elements and attributes classic clobbering payloads rely on', async () => {
    const html = await render(
      [
        '<img name="getElementById" src="https://example.com/a.png">',
        '<form id="x" name="forms"><input name="attributes" type="checkbox"><input id="y" name="action" type="text"></form>',
        '<embed name="body"><object name="cookie"></object><iframe name="top"></iframe>',
        '<a id="defaultView" name="defaultView" href="cid:x">cid</a>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<(form|embed|object|iframe)\b/);
    for (const attribute of namesIn(html)) expect(attribute).toMatch(/^(id|name)=user-content-/);
    expect(html).toContain('<img src="https://example.com/a.png" />');
  });

  it('drops empty ids and names and does not prefix twice', async () => {
    const html = await render('<a name="" id=" ">a</a> <span id="user-content-notes">b</span>');
    expect(namesIn(html)).toEqual(['id=user-content-notes']);
  });
});
