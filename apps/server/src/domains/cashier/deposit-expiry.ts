import { translate } from '@lale/contract/messages';
import { DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS } from '@lale/contract/constants';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { withTransaction, type Db } from '../../db/client.ts';
import { cashMethods, cashierRequests } from '../../db/schema.ts';
import type { Schedule } from '../../platform/scheduler/scheduler.ts';
import { recordDecisionInHistory } from './cashier-history.ts';
import type { CashierRequestRow } from './cashier-requests.repository.ts';
import { requestDecided } from './decision-events.ts';

/**
 * How long a provider's checkout (online, prepaid) may stay unpaid before its request expires:
 * the contract's, since the player's deposit form and history state it.
 */
export { DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS };
export const DEPOSIT_EXPIRY_SCHEDULE = 'cashier-deposit-expiry';
const BATCH = 200;

/**
 * Expires the provider deposits still 'new' after DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS: each
 * becomes 'expired' by a conditional update (a payment notice deciding it at the same moment
 * wins or loses whole), which frees the deposit-limit headroom the open request reserved.
 * Deposits an operator confirms by hand (bank transfers) wait for the operator. Returns how many.
 */
export async function expireUnpaidDeposits(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS);
  const due = await db
    .select({ id: cashierRequests.id })
    .from(cashierRequests)
    .innerJoin(cashMethods, eq(cashMethods.id, cashierRequests.methodId))
    .where(
      and(
        eq(cashierRequests.kind, 'deposit'),
        eq(cashierRequests.status, 'new'),
        lt(cashierRequests.createdAt, before),
        isNotNull(cashMethods.provider),
      ),
    )
    .limit(BATCH);
  if (due.length === 0) return 0;
  return withTransaction(db, async (tx) => {
    const expired = await tx
      .update(cashierRequests)
      .set({
        status: 'expired',
        decidedAt: now,
        decisionNote: translate('deposit_expired_unpaid', 'tr'),
      })
      .where(
        and(
          inArray(
            cashierRequests.id,
            due.map((d) => d.id),
          ),
          eq(cashierRequests.status, 'new'),
        ),
      )
      .returning();
    for (const row of expired) {
      await recordDecisionInHistory(tx, row, null);
      requestDecided(tx, row);
    }
    return expired.length;
  });
}

/** When a deposit still waiting for its provider's payment expires; null for any other. */
export function checkoutExpiresAt(
  row: Pick<CashierRequestRow, 'kind' | 'status' | 'providerReference' | 'createdAt'>,
): Date | null {
  if (row.kind !== 'deposit' || row.status !== 'new' || row.providerReference === null) return null;
  return new Date(row.createdAt.getTime() + DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS);
}

/** The leader expires unpaid checkouts, a batch a minute. */
export function depositExpirySchedule(everyMs = 60_000): Schedule {
  return {
    name: DEPOSIT_EXPIRY_SCHEDULE,
    everyMs,
    async step({ db, now }) {
      await expireUnpaidDeposits(db, now);
    },
  };
}
