import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

describe('persisted operations', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await buildToken(server.db, await buildUser(server.db, { login: 'persisted' }));
  });
  afterAll(() => server.close());

  const post = (payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      payload,
    });

  it("runs the web app's operations by their Relay id", async () => {
    const operations = JSON.parse(fs.readFileSync(server.env.persistedOperationsFile, 'utf8')) as Record<string, string>;
    const [id, text] = Object.entries(operations).find(([, query]) => query.startsWith('query appShellQuery')) ?? [];
    expect(text).toBeDefined();
    const response = await post({ doc_id: id, variables: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { viewer: { login: 'persisted' } } });
  });

  it('answers PERSISTED_QUERY_NOT_FOUND for an unknown id', async () => {
    const response = await post({ doc_id: 'f'.repeat(64), variables: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
  });
});
