import fs from 'node:fs/promises';
import path from 'node:path';

/** Written by a running server that holds the embedded database, so the CLI can reach it. */
export interface ServerFile {
  pid: number;
  port: number;
  /** Sent back as `x-admin-secret`; readable only by the owner of the data folder (mode 0600). */
  secret: string;
  /** The loopback address the server listens on, when it listens on one address only (`HOST=127.0.0.11`). */
  host?: string;
  /** The server answers HTTPS (`TLS_CERT_FILE`). */
  tls?: boolean;
}

export const SERVER_FILE_NAME = 'server.json';

export function serverFilePath(dataDir: string): string {
  return path.join(dataDir, SERVER_FILE_NAME);
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export async function writeServerFile(dataDir: string, contents: ServerFile): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  const target = serverFilePath(dataDir);
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(contents)}\n`, { mode: 0o600 });
  // `mode` is filtered by the umask and ignored when the file already exists; be explicit.
  await fs.chmod(temporary, 0o600);
  await fs.rename(temporary, target);
}

/** The file's contents, or undefined when it is missing or not one of ours. */
export async function readServerFile(dataDir: string): Promise<ServerFile | undefined> {
  let text: string;
  try {
    text = await fs.readFile(serverFilePath(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, port, secret, host, tls } = value as Record<string, unknown>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined;
    if (typeof port !== 'number' || !Number.isInteger(port) || port <= 0 || port > 65535) return undefined;
    if (typeof secret !== 'string' || secret === '') return undefined;
    return {
      pid,
      port,
      secret,
      ...(typeof host === 'string' && host !== '' ? { host } : {}),
      ...(tls === true ? { tls: true } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Removes the file only while it is still this server's (another server may have replaced it). */
export async function removeServerFile(dataDir: string, secret: string): Promise<void> {
  const current = await readServerFile(dataDir);
  if (current?.secret !== secret) return;
  await fs.rm(serverFilePath(dataDir), { force: true });
}
