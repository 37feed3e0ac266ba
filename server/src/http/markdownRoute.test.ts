import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

describe('POST /api/v3/markdown', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    const user = await buildUser(server.db, { login: 'md-writer', password: 'correct horse' });
    token = await buildToken(server.db, user);
  });
  afterAll(() => server.close());

  const render = (payload: unknown, headers: Record<string, string> = { authorization: `bearer ${token}` }) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v3/markdown',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('answers the sanitised HTML of the text', async () => {
    const response = await render({
      text: '**Hello** `code`\n\n- [ ] task\n\n<script>alert(1)</script><a href="javascript:x">x</a>',
      mode: 'gfm',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<strong>Hello</strong>');
    expect(response.body).toContain('<code>code</code>');
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('javascript:');
  });

  it('accepts mode markdown and a context, and renders an empty text as nothing', async () => {
    const response = await render({ text: '', mode: 'markdown', context: 'octo-org/hello' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('refuses a missing text, a bad mode or a body that is not JSON with 400 and a message', async () => {
    for (const payload of [{}, { text: 1 }, { text: 'x', mode: 'html' }, { text: 'x', context: 3 }, [], '{not json']) {
      const response = await render(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json<{ message: string }>().message).toBe('string');
    }
  });

  it('refuses a text over 65,536 characters with 422', async () => {
    const response = await render({ text: 'a'.repeat(65537) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The text is too long (maximum is 65536 characters).' });
    expect((await render({ text: 'a'.repeat(65536) })).statusCode).toBe(200);
  });

  it('needs authentication: a valid token, or the session cookie with its CSRF token', async () => {
    expect((await render({ text: 'x' }, {})).statusCode).toBe(401);
    expect((await render({ text: 'x' }, { authorization: 'bearer nope' })).statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: '/session',
      headers: { 'content-type': 'application/json' },
      payload: { login: 'md-writer', password: 'correct horse' },
    });
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
    const csrf = cookies.find((c) => c?.startsWith('csrf_token='))?.split('=')[1] ?? '';
    expect((await render({ text: 'x' }, { cookie: cookies.join('; ') })).statusCode).toBe(403);
    const ok = await render({ text: '_x_' }, { cookie: cookies.join('; '), 'x-csrf-token': csrf });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<em>x</em>');
  });
});
