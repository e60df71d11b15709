import type { SQL } from 'drizzle-orm';
import { isTransaction, rowsOf, withTransaction, type Db } from '../../../db/client.ts';
import {
  SEAMLESS_ERROR_CODES,
  type SeamlessError,
  type SeamlessErrorCode,
} from './seamless-error.ts';
import { refusals } from '../../../platform/refusal.ts';
import { betPolicyRefusalOf } from '../bet-policies.ts';

/** The SQLSTATE with which the settlement functions of migration 0008 refuse a call. */
const REFUSAL_SQLSTATE = 'LW001';

/**
 * Runs one of the database's settlement functions and returns its answer (null: nothing was
 * claimed). Called on its own it is its own transaction, one round trip; inside the caller's
 * transaction it runs in a savepoint, so that a refusal leaves the caller's work usable.
 * A refusal undoes everything the function wrote and becomes a SeamlessError, or the refusal
 * of a rule plugged into the wallet's port (a bet over the player's limit or during a break,
 * over a bonus's maximum bet).
 */
export async function settleInOneStatement<T>(tx: Db, statement: SQL): Promise<T | null> {
  const run = async (db: Db) =>
    rowsOf<{ answer: T | null }>(await db.execute(statement))[0]?.answer ?? null;
  try {
    return isTransaction(tx) ? await withTransaction(tx, run) : await run(tx);
  } catch (error) {
    throw seamlessRefusalOf(error) ?? betPolicyRefusalOf(error) ?? error;
  }
}

/** The wallet refusal an error of a settlement function is (SQLSTATE LW001), or null. */
export function seamlessRefusalOf(error: unknown): SeamlessError | null {
  const code = refusalCode(error);
  return code ? refusals.wallet(code) : null;
}

function refusalCode(error: unknown): SeamlessErrorCode | null {
  for (let e = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as Error & { code?: unknown };
    if (code === REFUSAL_SQLSTATE)
      return (SEAMLESS_ERROR_CODES as readonly string[]).includes(message)
        ? (message as SeamlessErrorCode)
        : null;
  }
  return null;
}
