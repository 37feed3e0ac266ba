import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestCertificate {
  dir: string;
  certFile: string;
  keyFile: string;
  /** The certificate's PEM text, to trust it (`ca` of a TLS client, or `SSL_CERT_FILE`). */
  cert: string;
  remove(): void;
}

/**
 * A throw-away self-signed certificate for `localhost` and `ip` (127.0.0.1), made with the machine's
 * `openssl`, valid for a day: what a trial of HTTPS (and gh) needs.
 */
export function selfSignedCertificate(ip = '127.0.0.1'): TestCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=DNS:localhost,IP:${ip}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return {
    dir,
    certFile,
    keyFile,
    cert: fs.readFileSync(certFile, 'utf8'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
