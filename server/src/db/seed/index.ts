import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';
import { bool, rowShape } from '../rowShape.ts';
import { DEMO_LOGIN } from '../../auth/demo.ts';

export { seedDemo, DEMO_SEED } from './seedDemo.ts';
export { seedGenerated, type SeedGeneratedOptions } from './seedGenerated.ts';
export type { SeedSummary } from './summary.ts';

/** True when no account exists yet: the signal to load the demo data at first start. */
export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT EXISTS (SELECT 1 FROM accounts) AS found`, rowShape({ found: bool }));
  return rows[0]?.found !== true;
}

/** True when the demo account exists: `npm start` then says how to sign in. */
export async function hasDemoAccount(db: DbOrTx): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM accounts WHERE lower(login) = ${DEMO_LOGIN}) AS found`,
    rowShape({ found: bool }),
  );
  return rows[0]?.found === true;
}
