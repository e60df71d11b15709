import { DEFAULT_MAX_WIN, type MoneyWheelBet } from './bets.ts';
import type { MoneyWheelResult } from './spin.ts';

/**
 * A bet on the number the wheel stopped on wins `number` to 1, times every multiplier landed
 * before it, and gets its stake back. Winnings are computed in bigint (stacked multipliers
 * are unbounded) and capped at the table's maximum win; every other bet loses.
 */
export function moneyWheelBetReturn(
  bet: MoneyWheelBet,
  result: MoneyWheelResult,
  maxWin: number = DEFAULT_MAX_WIN,
): number {
  if (bet.number !== result.number) return 0;
  const multiplier = result.multipliers.reduce((product, factor) => product * BigInt(factor), 1n);
  const winnings = BigInt(bet.amount) * BigInt(bet.number) * multiplier;
  const cap = BigInt(Math.min(maxWin, DEFAULT_MAX_WIN));
  return bet.amount + Number(winnings < cap ? winnings : cap);
}

export interface MoneyWheelSettlement {
  totalStake: number;
  totalReturn: number;
  /** `returns[i]` belongs to `bets[i]`. */
  returns: number[];
}

/** Settles every validated bet of the round (all players', in any order). */
export function settleMoneyWheelBets(
  bets: readonly MoneyWheelBet[],
  result: MoneyWheelResult,
  maxWin: number = DEFAULT_MAX_WIN,
): MoneyWheelSettlement {
  const returns = bets.map((bet) => moneyWheelBetReturn(bet, result, maxWin));
  return {
    totalStake: bets.reduce((sum, bet) => sum + bet.amount, 0),
    totalReturn: returns.reduce((sum, value) => sum + value, 0),
    returns,
  };
}
