import type { DepositRoom } from '@lale/contract/responsible-gaming/limits';
import type { Db } from '../../../db/client.ts';
import type { Refusal } from '../../../platform/refusal.ts';
import { limitRefusal } from '../database-refusal.ts';
import { limitsRepository, withUsage, type LimitWithUsage } from './limits.repository.ts';

async function depositLimits(db: Db, userId: number, now: Date): Promise<LimitWithUsage[]> {
  const rows = (await limitsRepository.list(db, userId)).filter((row) => row.kind === 'deposit');
  if (rows.length === 0) return [];
  const usage = await limitsRepository.usage(db, userId, now);
  return rows.map((row) => withUsage(row, usage));
}

const factsOf = (limit: LimitWithUsage) => ({
  kind: limit.kind,
  period: limit.period,
  amount: limit.amount,
  used: limit.used,
  resetsAt: limit.resetsAt?.toISOString() ?? null,
});

/** Of several limits, the one that resets last first: the player can deposit again only then. */
const resetsLast = (a: LimitWithUsage, b: LimitWithUsage) =>
  (b.resetsAt?.getTime() ?? 0) - (a.resetsAt?.getTime() ?? 0);

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
  const over = (await depositLimits(db, userId, now))
    .filter((limit) => limit.used + amount > limit.amount)
    .sort(resetsLast)[0];
  return over ? limitRefusal(factsOf(over)) : null;
}

/**
 * What the deposit limits still allow now, less `reserved` (the open requests): the limit with
 * the least room (of equal rooms, the one that resets last). Null without a deposit limit.
 * Exactly this much passes depositLimitRefusal; a kuruş more does not.
 */
export async function depositRoom(
  db: Db,
  userId: number,
  reserved: number,
  now: Date,
): Promise<DepositRoom | null> {
  const room = (limit: LimitWithUsage) => Math.max(0, limit.amount - limit.used - reserved);
  const tightest = (await depositLimits(db, userId, now)).sort(
    (a, b) => room(a) - room(b) || resetsLast(a, b),
  )[0];
  return tightest ? { remaining: room(tightest), limit: factsOf(tightest) } : null;
}
