import {
  MONEY_LIMIT_PERIODS,
  type MoneyLimitPeriod,
} from '@lale/contract/responsible-gaming/limits';
import type { Db } from '../../../db/client.ts';
import { limitsRepository as limits } from './limits.repository.ts';

export type OfferedDepositLimits = Partial<Record<MoneyLimitPeriod, number | undefined>>;

/**
 * The deposit limits chosen on the registration form, set with the account in its transaction:
 * a new account has no limit to raise, so each applies at once. Returns what was set, for the
 * audit trail.
 */
export async function setLimitsAtRegistration(
  db: Db,
  userId: number,
  offered: OfferedDepositLimits,
  now: Date,
): Promise<{ kind: 'deposit'; period: MoneyLimitPeriod; amount: number }[]> {
  const set = [];
  for (const period of MONEY_LIMIT_PERIODS) {
    const amount = offered[period];
    if (amount === undefined) continue;
    await limits.insert(db, { userId, kind: 'deposit', period, amount, setAt: now });
    set.push({ kind: 'deposit' as const, period, amount });
  }
  return set;
}
