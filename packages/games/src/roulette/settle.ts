import type { RandomSource } from '../fair/random-source.ts';
import { uniformInt } from '../fair/scaling.ts';
import { POCKET_COUNT } from './layout.ts';
import type { CoveredBet } from './validate-bet.ts';

/** The winning pocket: one unbiased integer in [0, 37) from the round's stream. */
export function spinRoulette(source: RandomSource): number {
  return uniformInt(source, POCKET_COUNT);
}

/** What a bet gives back in minor units: stake plus winnings when it covers the pocket, else 0. */
export function betReturn(bet: CoveredBet, pocket: number): number {
  return bet.covers.includes(pocket) ? bet.amount * (bet.payoutToOne + 1) : 0;
}

export interface RouletteSettlement {
  pocket: number;
  totalStake: number;
  totalReturn: number;
  returns: number[];
}

/** Settles validated bets against the pocket; all amounts are integers, no rounding arises. */
export function settleRouletteBets(
  bets: readonly CoveredBet[],
  pocket: number,
): RouletteSettlement {
  const returns = bets.map((bet) => betReturn(bet, pocket));
  return {
    pocket,
    totalStake: bets.reduce((sum, bet) => sum + bet.amount, 0),
    totalReturn: returns.reduce((sum, value) => sum + value, 0),
    returns,
  };
}
