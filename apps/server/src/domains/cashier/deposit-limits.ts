import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashierRequests } from '../../db/schema.ts';
import { depositLimitRefusal } from '../responsible-gaming/api.ts';
import { cashierRequestsRepository as requests } from './cashier-requests.repository.ts';

/**
 * Refuses a deposit request that, with the player's deposit requests still open, would go over
 * one of their deposit limits: told before anything is created (a retried request passes and
 * answers the first). The ledger refuses it again if it were ever credited over the limit.
 */
export async function requireWithinDepositLimits(
  db: Db,
  userId: number,
  form: { amount: number; requestKey?: string | undefined },
  now: Date,
): Promise<void> {
  if (form.requestKey && (await requests.findByClientKey(db, userId, form.requestKey))) return;
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
  const refusal = await depositLimitRefusal(
    db,
    userId,
    Number(open?.total ?? 0) + form.amount,
    now,
  );
  if (refusal) throw refusal;
}
