import { createHash } from 'node:crypto';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInThrottles } from '../db/schema/index.ts';

/** How the per-account sign-in limit behaves; tests shorten it and bring their own clock. */
export interface SignInThrottleOptions {
  /** Consecutive failures allowed before each further attempt must wait. */
  freeFailures: number;
  /** The longest wait between attempts, however many failed. */
  maxDelayMs: number;
  /** Failures this old are forgotten: the count starts again. */
  forgetAfterMs: number;
  now: () => Date;
}

/**
 * Five failures go unhindered; then the 6th attempt waits 1 s after the 5th failure, the 7th 2 s, the
 * 8th 4 s … up to 15 minutes between attempts (about a hundred guesses a day at most, while the
 * account's owner, who may be the one locked out, waits no longer than that). A day without attempts
 * forgets them.
 */
export const SIGN_IN_THROTTLE: SignInThrottleOptions = {
  freeFailures: 5,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
  now: () => new Date(),
};

/** Keeps 2^n finite (and PostgreSQL's power() in range) however long the failures go on. */
const MAX_DOUBLINGS = 30;

/** The wait before the next attempt after `failures` consecutive failures. */
export function signInDelayMs(failures: number, options: SignInThrottleOptions): number {
  if (failures < options.freeFailures) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - options.freeFailures, MAX_DOUBLINGS), options.maxDelayMs);
}

/** The key of a submitted login or e-mail address: its lower-cased form, hashed (see the table's comment). */
function throttleKey(login: string): string {
  return createHash('sha256').update(login.trim().toLowerCase()).digest('hex');
}

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Claims a sign-in attempt for a submitted login or e-mail address, whether or not an account has it.
 * The attempt counts as a failure from the start (`clearSignInFailures` undoes that on success), in
 * one statement that locks the key's row: concurrent attempts, from any app process, cannot all slip
 * through the same free moment. Refused attempts change nothing, so waiting out the delay always works.
 */
export async function beginSignInAttempt(db: Db, login: string, options: SignInThrottleOptions = SIGN_IN_THROTTLE): Promise<SignInAttempt> {
  const key = throttleKey(login);
  const now = options.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  const { failures, lastAttemptAt } = signInThrottles;
  const forgotten = lte(lastAttemptAt, sql`${at} - ${options.forgetAfterMs}::float8 * interval '1 millisecond'`);
  // signInDelayMs in SQL: the previous attempt's time plus the wait its failure count earned.
  const waitedLongEnough = lte(
    sql`${lastAttemptAt} + least(1000 * power(2, least(${failures} - ${options.freeFailures}::int, ${MAX_DOUBLINGS}::int)), ${options.maxDelayMs}::float8) * interval '1 millisecond'`,
    at,
  );
  const [claimed] = await db
    .insert(signInThrottles)
    .values({ keyHash: key, failures: 1, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.keyHash,
      set: { failures: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${failures} + 1 END`, lastAttemptAt: at },
      setWhere: or(sql`${failures} < ${options.freeFailures}::int`, waitedLongEnough, forgotten),
    })
    .returning({ failures: signInThrottles.failures });
  if (claimed) {
    // A first failure is a new (or restarted) key: a good moment to drop keys long forgotten.
    if (claimed.failures === 1) await db.delete(signInThrottles).where(and(forgotten, sql`${signInThrottles.keyHash} <> ${key}`));
    return { allowed: true };
  }
  const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.keyHash, key));
  const retryAt = row ? row.lastAttemptAt.getTime() + signInDelayMs(row.failures, options) : now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) };
}

/** A successful sign-in: the submitted name's failures are forgotten. */
export async function clearSignInFailures(db: Db, login: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.keyHash, throttleKey(login)));
}
