import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, IssueRow, RepositoryRow } from '../db/rows.ts';
import { repoRoot } from '../env.ts';
import { buildIssue, buildOrg, buildRepo, buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { isLoopbackHost, originOfHost, requestBaseUrl } from './requestBaseUrl.ts';

const ADDRESSES = `query Addresses($owner: String!, $name: String!, $number: Int!) {
  repository(owner: $owner, name: $name) {
    url
    issue(number: $number) { url resourcePath author { url avatarUrl } }
  }
}`;

interface Addresses {
  repository: { url: string; issue: { url: string; resourcePath: string; author: { url: string; avatarUrl: string } } };
}

/** A raw HTTP request to the listening server with a `Host` header of our choosing (fetch would not send a forged one). */
function request(
  origin: string,
  options: { method: string; path: string; host: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: { ...options.headers, host: options.host },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('absolute addresses follow the request when BASE_URL is unset', () => {
  let server: TestServer;
  let origin: string;
  let port: string;
  let owner: AccountRow;
  let repo: RepositoryRow;
  let issue: IssueRow;
  let token: string;

  async function addresses(host: string): Promise<Addresses['repository']> {
    const response = await request(origin, {
      method: 'POST',
      path: '/api/graphql',
      host,
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: ADDRESSES, variables: { owner: owner.login, name: repo.name, number: issue.number } }),
    });
    expect(response.status, `${host}: ${response.body}`).toBe(200);
    const json = JSON.parse(response.body) as { data: Addresses; errors?: unknown };
    expect(json.errors).toBeUndefined();
    return json.data.repository;
  }

  beforeAll(async () => {
    server = await startTestServer({
      listen: true,
      settings: { BASE_URL: '' },
      webFiles: { 'index.html': '<!doctype html><title>x</title>' },
    });
    origin = server.origin ?? '';
    port = new URL(origin).port;
    owner = await buildOrg(server.db, { login: 'octo-addresses' });
    repo = await buildRepo(server.db, owner, { name: 'hello' });
    const author = await buildUser(server.db, { login: 'ada-addresses' });
    issue = await buildIssue(server.db, repo, author);
    token = await buildToken(server.db, await buildUser(server.db));
  });
  afterAll(() => server.close());

  it('builds url fields and avatars on the address the request came to', async () => {
    expect(server.env.baseUrl).toBeUndefined();
    const byAddress = await addresses(`127.0.0.1:${port}`);
    expect(byAddress.url).toBe(`http://127.0.0.1:${port}/octo-addresses/hello`);
    expect(byAddress.issue.url).toBe(`http://127.0.0.1:${port}/octo-addresses/hello/issues/${issue.number}`);
    expect(byAddress.issue.resourcePath).toBe(`/octo-addresses/hello/issues/${issue.number}`);
    expect(byAddress.issue.author.url).toBe(`http://127.0.0.1:${port}/ada-addresses`);
    expect(byAddress.issue.author.avatarUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/avatars/u/\\d+`));

    const byName = await addresses(`Issues.Example.Test:${port}`);
    expect(byName.issue.url).toBe(`http://issues.example.test:${port}/octo-addresses/hello/issues/${issue.number}`);
    // A default port is left out, as browsers write an origin.
    expect((await addresses('issues.example.test:80')).url).toBe('http://issues.example.test/octo-addresses/hello');
    expect((await addresses(`[::1]:${port}`)).url).toBe(`http://[::1]:${port}/octo-addresses/hello`);
  });

  it('refuses a Host header that is not a plain host and port, so it cannot inject markup', async () => {
    for (const forged of ['evil.test"><script>alert(1)</script>', 'evil.test/path', 'user@evil.test', 'evil.test:99999', 'a b']) {
      const response = await request(origin, {
        method: 'POST',
        path: '/api/graphql',
        host: forged,
        headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: ADDRESSES, variables: { owner: owner.login, name: repo.name, number: issue.number } }),
      });
      expect(response.status, forged).toBe(400);
      expect(response.body).not.toContain('evil');
    }
  });

  it('serves pages whose policy names the request address for images, and the session avatar on it', async () => {
    const page = await request(origin, { method: 'GET', path: '/', host: `127.0.0.1:${port}`, headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`img-src 'self' http://127.0.0.1:${port} data: https:`);
    expect(policy).toContain(`connect-src 'self' ws://127.0.0.1:${port}`);

    const session = await request(origin, {
      method: 'GET',
      path: '/session',
      host: `127.0.0.1:${port}`,
      headers: { authorization: `bearer ${token}` },
    });
    expect(session.status).toBe(200);
    expect((JSON.parse(session.body) as { avatarUrl: string }).avatarUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/avatars/u/\\d+$`),
    );
  });

  it('links an address of this server in markdown as a reference when it names the request address', async () => {
    const text = `See http://127.0.0.1:${port}/octo-addresses/hello/issues/${issue.number}`;
    const rendered = await request(origin, {
      method: 'POST',
      path: '/api/v3/markdown',
      host: `127.0.0.1:${port}`,
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text, mode: 'gfm', context: 'octo-addresses/hello' }),
    });
    expect(rendered.status).toBe(200);
    expect(rendered.body).toContain(`href="/octo-addresses/hello/issues/${issue.number}"`);
    expect(rendered.body).toContain(`#${issue.number}`);
  });

  it('accepts a same-origin preflight to 127.0.0.1', async () => {
    const preflight = await request(origin, {
      method: 'OPTIONS',
      path: '/api/graphql',
      host: `127.0.0.1:${port}`,
      headers: { origin: `http://127.0.0.1:${port}`, 'access-control-request-method': 'POST' },
    });
    // Browsers never preflight a same-origin request: the route answers it, no 403.
    expect(preflight.status).not.toBe(403);
  });
});

describe('absolute addresses when BASE_URL is set', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ listen: true, settings: { BASE_URL: 'https://issues.example.com/' } });
  });
  afterAll(() => server.close());

  it('keeps the configured address, whatever the request named', async () => {
    const owner = await buildOrg(server.db, { login: 'octo-configured' });
    const repo = await buildRepo(server.db, owner, { name: 'hello' });
    const issue = await buildIssue(server.db, repo, await buildUser(server.db));
    const token = await buildToken(server.db, await buildUser(server.db));
    const response = await request(server.origin ?? '', {
      method: 'POST',
      path: '/api/graphql',
      host: '127.0.0.1:1234',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: ADDRESSES, variables: { owner: owner.login, name: repo.name, number: issue.number } }),
    });
    const { data } = JSON.parse(response.body) as { data: Addresses };
    expect(data.repository.url).toBe('https://issues.example.com/octo-configured/hello');
    expect(data.repository.issue.url).toBe(`https://issues.example.com/octo-configured/hello/issues/${issue.number}`);
    expect(data.repository.issue.author.avatarUrl).toMatch(/^https:\/\/issues\.example\.com\/avatars\/u\/\d+/);
  });
});

describe('hosts', () => {
  it('believes plain names, IPv4 and bracketed IPv6 addresses with a port, and nothing else', () => {
    expect(originOfHost('http', 'LOCALHOST:3000')).toBe('http://localhost:3000');
    expect(originOfHost('https', 'issues.example.com:443')).toBe('https://issues.example.com');
    expect(originOfHost('http', '192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(originOfHost('http', '[fe80::1]:3000')).toBe('http://[fe80::1]:3000');
    expect(originOfHost('http', 'issues_web:3000')).toBe('http://issues_web:3000');
    for (const bad of [
      undefined,
      '',
      'a b',
      'x"y',
      'x<y',
      'host/path',
      'user@host',
      'host:65536',
      'host:',
      '-host',
      `${'a'.repeat(64)}.test`,
    ]) {
      expect(originOfHost('http', bad)).toBeNull();
    }
  });

  it('falls back to localhost on the port the request came to when Host is missing or forged (a WebSocket upgrade)', () => {
    const upgrade = (host: string | undefined) => ({ headers: { host }, socket: { localPort: 4321 } }) as unknown as http.IncomingMessage;
    const env = { baseUrl: undefined, port: 3000 };
    expect(requestBaseUrl(env, upgrade('10.0.0.5:4321'))).toBe('http://10.0.0.5:4321');
    expect(requestBaseUrl(env, upgrade(undefined))).toBe('http://localhost:4321');
    expect(requestBaseUrl(env, upgrade('x"><img src=x>'))).toBe('http://localhost:4321');
    expect(requestBaseUrl({ baseUrl: 'https://issues.example.com', port: 3000 }, upgrade('10.0.0.5:4321'))).toBe(
      'https://issues.example.com',
    );
  });

  it('knows loopback HOST values', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LocalHost']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'example.com', '128.0.0.1']) expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('the start-up warning', () => {
  /** Starts `server/src/main.ts` with `settings` and collects its stderr until `done` says so or it has said it is ready. */
  async function startUp(settings: Record<string, string>): Promise<{ stderr: string; stdout: string }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-warning-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...settings,
    };
    // Vitest puts Vite's BASE_URL ('/') in the environment: the server is started without one unless asked.
    if (!('BASE_URL' in settings)) delete env.BASE_URL;
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [path.join(repoRoot, 'server/src/main.ts')], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "ready" line in time: ${stdout} ${stderr}`)), 60_000);
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (/^Open /m.test(stdout)) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`exited with ${code}: ${stderr}`));
        });
      });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    return { stderr, stdout };
  }

  it('warns on stderr, once, when HOST is not loopback and BASE_URL is unset', async () => {
    const { stderr, stdout } = await startUp({ HOST: '0.0.0.0' });
    const warnings = stderr.split('\n').filter((line) => line.includes('BASE_URL is not set'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toBe(
      "Warning: BASE_URL is not set and HOST (0.0.0.0) is not a loopback address: absolute addresses (API url fields, avatars) will follow each request's Host header. Set BASE_URL to the public address, e.g. BASE_URL=https://issues.example.com.",
    );
    expect(stdout).not.toContain('BASE_URL is not set');
  }, 90_000);

  it('says nothing on a loopback HOST, or when BASE_URL is set', async () => {
    expect((await startUp({ HOST: '127.0.0.1' })).stderr).not.toContain('BASE_URL');
    expect((await startUp({ HOST: '0.0.0.0', BASE_URL: 'https://issues.example.com' })).stderr).not.toContain('BASE_URL');
  }, 120_000);
});
