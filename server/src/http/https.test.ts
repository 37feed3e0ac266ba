import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, readEnv } from '../env.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { selfSignedCertificate, type TestCertificate } from '../../testing/tls.ts';

/** A GET over TLS trusting only `ca`: the status and body. */
function getOverTls(url: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('HTTPS', () => {
  let certificate: TestCertificate;
  let server: TestServer;
  let port = '';

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    server = await startTestServer({
      listen: true,
      settings: { BASE_URL: '', TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile },
    });
    port = new URL(server.origin ?? '').port;
  });
  afterAll(async () => {
    await server.close();
    certificate.remove();
  });

  it('serves every route over TLS with the given certificate, and addresses in answers start with https', async () => {
    const health = await getOverTls(`https://localhost:${port}/_health`, certificate.cert);
    expect(health).toEqual({ status: 200, body: '{"status":"ok"}' });
    const root = await getOverTls(`https://127.0.0.1:${port}/api/v3/`, certificate.cert);
    expect(JSON.parse(root.body)).toMatchObject({ current_user_url: `https://127.0.0.1:${port}/api/v3/user` });
    // Plain HTTP on the same port is not answered as HTTP.
    await expect(fetch(`http://127.0.0.1:${port}/_health`)).rejects.toThrow();
  });

  it('needs both files, and names a missing one', () => {
    expect(() => readEnv({ TLS_CERT_FILE: certificate.certFile })).toThrow(EnvError);
    expect(() => readEnv({ TLS_CERT_FILE: certificate.certFile })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
    expect(() => readEnv({ TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: certificate.keyFile })).toThrow(
      'TLS_CERT_FILE names /nonexistent/cert.pem, which does not exist.',
    );
    expect(readEnv({}).tls).toBeNull();
  });
});
