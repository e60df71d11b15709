import {
  MONEY_LIMIT_MAX,
  MONEY_LIMIT_MIN,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  type LimitKind,
} from '@lale/contract/responsible-gaming/limits';
import { refusals } from '../../../platform/refusal.ts';

/** Refuses an amount outside what a player may set: kuruş for money, minutes for a session. */
export function checkLimitAmount(kind: LimitKind, amount: number): void {
  const [min, max] =
    kind === 'session'
      ? [SESSION_LIMIT_MIN_MINUTES, SESSION_LIMIT_MAX_MINUTES]
      : [MONEY_LIMIT_MIN, MONEY_LIMIT_MAX];
  if (!Number.isSafeInteger(amount) || amount < min || amount > max)
    throw refusals.invalid({ amount: 'amount_out_of_range' });
}
