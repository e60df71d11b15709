import { and, eq, sql } from 'drizzle-orm';
import { isTransaction, type Db } from '../../db/client.ts';
import { cashierRequests } from '../../db/schema.ts';
import type { DepositRoom } from '@lale/contract/responsible-gaming/limits';
import { depositLimitRefusal, depositRoom } from '../responsible-gaming/api.ts';
import { cashierRequestsRepository as requests } from './cashier-requests.repository.ts';

/**
 * Refuses a deposit request that, with the player's deposit requests still open, would go over
 * one of their deposit limits: told before anything is created (a retried request passes and
 * answers the first). The ledger refuses it again if it were ever credited over the limit.
 *
 * An open request is the headroom it reserves: a player's requests are checked and created one
 * at a time, under a lock held until the caller's transaction ends, so requests made at once
 * cannot all count the same room. A request that fails or is cancelled leaves 'new' and frees it.
 */
export async function requireWithinDepositLimits(
  db: Db,
  userId: number,
  form: { amount: number; requestKey?: string | undefined },
  now: Date,
): Promise<void> {
  if (!isTransaction(db))
    throw new Error('a deposit request is checked and created in one transaction');
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`deposit-headroom:${userId}`}))`);
  if (form.requestKey && (await requests.findByClientKey(db, userId, form.requestKey))) return;
  const refusal = await depositLimitRefusal(
    db,
    userId,
    (await openDepositTotal(db, userId)) + form.amount,
    now,
  );
  if (refusal) throw refusal;
}

/** Kuruş of the player's deposit requests still open: the headroom they reserve. */
async function openDepositTotal(db: Db, userId: number): Promise<number> {
  const [open] = await db
    .select({ total: sql<string>`coalesce(sum(${cashierRequests.amount}), 0)` })
    .from(cashierRequests)
    .where(
      and(
        eq(cashierRequests.userId, userId),
        eq(cashierRequests.kind, 'deposit'),
        eq(cashierRequests.status, 'new'),
      ),
    );
  return Number(open?.total ?? 0);
}

/** What the player may still deposit now (get_deposit_room): the limits' room less open requests. */
export async function depositRoomOf(
  db: Db,
  userId: number,
  now: Date,
): Promise<DepositRoom | null> {
  return depositRoom(db, userId, await openDepositTotal(db, userId), now);
}
