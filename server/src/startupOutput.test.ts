import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv, repoRoot } from './env.ts';
import { isLoopbackHost } from './http/requestBaseUrl.ts';
import { baseUrlWarning, formatDuration, openAddress, readyLine, step } from './startupOutput.ts';

describe('start-up output', () => {
  it('writes a step and its time on one line, or that it failed before the error', async () => {
    let written = '';
    const write = (text: string) => (written += text);
    await expect(step('Loading demo data', async () => 42, write)).resolves.toBe(42);
    expect(written).toMatch(/^Loading demo data… done in \d+ ms\n$/);
    written = '';
    await expect(step('Migrating the database', () => Promise.reject(new Error('disk full')), write)).rejects.toThrow('disk full');
    expect(written).toBe('Migrating the database… failed\n');
  });

  it('gives times in milliseconds under a second and in tenths of seconds above', () => {
    expect(formatDuration(12.4)).toBe('12 ms');
    expect(formatDuration(999)).toBe('999 ms');
    expect(formatDuration(1000)).toBe('1.0 s');
    expect(formatDuration(38_250)).toBe('38.3 s');
  });

  it('names loopback hosts', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'issues.example.com', '128.0.0.1', 'localhost.example.com'])
      expect(isLoopbackHost(host)).toBe(false);
  });

  it('opens BASE_URL when set, localhost for every interface or loopback, else the address listened on', () => {
    expect(openAddress({ host: '0.0.0.0', port: 3000 })).toBe('http://localhost:3000');
    expect(openAddress({ host: '::', port: 3000 })).toBe('http://localhost:3000');
    expect(openAddress({ host: '0.0.0.0', port: 443, https: true })).toBe('https://localhost');
    expect(openAddress({ host: '0.0.0.0', port: 8443, https: true })).toBe('https://localhost:8443');
    expect(openAddress({ host: '127.0.0.1', port: 8080 })).toBe('http://localhost:8080');
    expect(openAddress({ host: '192.168.1.20', port: 3000 })).toBe('http://192.168.1.20:3000');
    expect(openAddress({ host: 'fd00::5', port: 3000 })).toBe('http://[fd00::5]:3000');
    expect(openAddress({ host: '0.0.0.0', port: 3000, baseUrl: 'https://issues.example.com' })).toBe('https://issues.example.com');
  });

  it('warns when other machines can connect and BASE_URL is unset', () => {
    expect(baseUrlWarning({ host: '0.0.0.0', baseUrl: undefined })).toBe(
      "Warning: BASE_URL is not set and HOST (0.0.0.0) is not a loopback address: absolute addresses (API url fields, avatars) will follow each request's Host header. Set BASE_URL to the public address, e.g. BASE_URL=https://issues.example.com.",
    );
    expect(baseUrlWarning({ host: '192.168.1.20', baseUrl: undefined })).toMatch(/^Warning: .*HOST \(192\.168\.1\.20\)/);
    expect(baseUrlWarning({ host: '127.0.0.1', baseUrl: undefined })).toBeNull();
    expect(baseUrlWarning({ host: '0.0.0.0', baseUrl: 'https://issues.example.com' })).toBeNull();
  });

  it('names the demo account only when there is one', () => {
    expect(readyLine('http://localhost:3000', { login: 'monalisa', password: 'octocat-demo' })).toBe(
      'Open http://localhost:3000 and sign in as monalisa / octocat-demo',
    );
    expect(readyLine('http://localhost:3000', null)).toBe('Open http://localhost:3000');
  });
});

describe('LOG_LEVEL and LOG_FILE', () => {
  it("takes pino's levels, refuses others with the list, and puts LOG_FILE under the repository", () => {
    expect(readEnv({}).logLevel).toBe('info');
    expect(readEnv({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => readEnv({ LOG_LEVEL: 'verbose' })).toThrow(
      new EnvError('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose".'),
    );
    expect(readEnv({}).logFile).toBeUndefined();
    expect(readEnv({ LOG_FILE: 'server.log' }).logFile).toBe(path.join(repoRoot, 'server.log'));
  });
});
