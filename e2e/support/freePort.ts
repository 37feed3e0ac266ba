import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a test or the suite's setup starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port assigned.'))));
    });
  });
}
