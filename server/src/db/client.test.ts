import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, openDatabase, queryRows } from './client.ts';
import { int, rowShape } from './rowShape.ts';

const onPglite = process.env.TEST_DB !== 'postgres';

describe.runIf(onPglite)('embedded database folder', () => {
  it('migrates a new folder, admits one process at a time and frees the folder on close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
    try {
      const first = await openDatabase({ databaseUrl: undefined, dataDir });
      const [row] = await queryRows(
        first.db,
        sql`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`,
        rowShape({ n: int }),
      );
      expect(row?.n).toBe(1);
      // A live process other than this one holds the lock: simulate it with our parent's pid.
      fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.ppid));
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toBeInstanceOf(DatabaseBusyError);
      await first.close();
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
      // A lock left by a dead process is stale and taken over.
      fs.writeFileSync(path.join(dataDir, 'pglite.lock'), '999999999');
      const again = await openDatabase({ databaseUrl: undefined, dataDir });
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
