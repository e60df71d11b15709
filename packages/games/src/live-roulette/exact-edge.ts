import { POCKET_COUNT } from '../roulette/layout.ts';
import { betReturn } from '../roulette/settle.ts';
import type { CoveredBet } from '../roulette/validate-bet.ts';
import { rational, subtract, type Rational } from '../slots/rational.ts';

/** A bet's house edge as an exact fraction: 1 − (its return over all 37 pockets) / (37 · stake). */
export function exactRouletteEdge(bet: CoveredBet): Rational {
  let returned = 0n;
  for (let pocket = 0; pocket < POCKET_COUNT; pocket++) returned += BigInt(betReturn(bet, pocket));
  return subtract(rational(1), rational(returned, BigInt(POCKET_COUNT) * BigInt(bet.amount)));
}
