import type { Db } from '../../../db/client.ts';
import type { Refusal } from '../../../platform/refusal.ts';
import { limitRefusal } from '../database-refusal.ts';
import { limitsRepository, withUsage } from './limits.repository.ts';

/**
 * The refusal a deposit of `amount` would meet from the player's deposit limits now (what the
 * cashier asks before it creates a request, counting the requests still open in `amount`);
 * null when it fits. The ledger checks again when the deposit is credited.
 */
export async function depositLimitRefusal(
  db: Db,
  userId: number,
  amount: number,
  now: Date,
): Promise<Refusal | null> {
  const rows = (await limitsRepository.list(db, userId)).filter((row) => row.kind === 'deposit');
  if (rows.length === 0) return null;
  const usage = await limitsRepository.usage(db, userId, now);
  const over = rows
    .map((row) => withUsage(row, usage))
    .filter((limit) => limit.used + amount > limit.amount)
    .sort((a, b) => (b.resetsAt?.getTime() ?? 0) - (a.resetsAt?.getTime() ?? 0))[0];
  return over
    ? limitRefusal({
        kind: over.kind,
        period: over.period,
        amount: over.amount,
        used: over.used,
        resetsAt: over.resetsAt?.toISOString() ?? null,
      })
    : null;
}
