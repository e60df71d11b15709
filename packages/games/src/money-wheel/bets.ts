import { WHEEL_NUMBERS, type WheelNumber } from './segments.ts';

export interface MoneyWheelBet {
  number: WheelNumber;
  /** Minor units. */
  amount: number;
}

/** Largest stake: an unmultiplied 40 (41x back) stays a safe integer. */
export const MAX_MONEY_WHEEL_BET = Math.floor(Number.MAX_SAFE_INTEGER / 41);

/** Winnings are capped here unless the table sets a lower maximum win. */
export const DEFAULT_MAX_WIN = Number.MAX_SAFE_INTEGER - MAX_MONEY_WHEEL_BET;

export type MoneyWheelBetError = 'unknown-number' | 'invalid-amount';

export type MoneyWheelBetValidation =
  { ok: true; bet: MoneyWheelBet } | { ok: false; error: MoneyWheelBetError };

export function validateMoneyWheelBet(bet: MoneyWheelBet): MoneyWheelBetValidation {
  if (!WHEEL_NUMBERS.includes(bet.number)) return { ok: false, error: 'unknown-number' };
  const { amount } = bet;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_MONEY_WHEEL_BET) {
    return { ok: false, error: 'invalid-amount' };
  }
  return { ok: true, bet: { number: bet.number, amount } };
}
