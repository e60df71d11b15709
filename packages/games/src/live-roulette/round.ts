import type { RandomSource } from '../fair/random-source.ts';
import { pocketColor, type PocketColor } from '../roulette/layout.ts';
import { settleRouletteBets, spinRoulette, type RouletteSettlement } from '../roulette/settle.ts';
import type { CoveredBet } from '../roulette/validate-bet.ts';

export interface LiveRouletteResult {
  pocket: number;
  color: PocketColor;
}

/** The round's pocket: the same single draw as single-player roulette, one integer in [0, 37). */
export function drawLiveRoulette(source: RandomSource): LiveRouletteResult {
  const pocket = spinRoulette(source);
  return { pocket, color: pocketColor(pocket) };
}

/**
 * Settles every bet of the round (all players' validated bets, in any order) against the
 * pocket; `returns[i]` belongs to `bets[i]`, stake included.
 */
export function settleLiveRoulette(
  bets: readonly CoveredBet[],
  result: LiveRouletteResult,
): RouletteSettlement {
  return settleRouletteBets(bets, result.pocket);
}
