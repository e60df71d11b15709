import { diceOdds, diceWins, type DicePick } from './bets.ts';
import { everyRoll } from './roll.ts';

/**
 * A pick's exact return to player as a fraction (odds in hundredths summed over the rolls it
 * wins, over 36 rolls × 100), by enumerating the 36 rolls.
 */
export function diceExactRtp(pick: DicePick): { num: number; den: number } {
  const rolls = everyRoll();
  const num = rolls.reduce((sum, roll) => sum + (diceWins(pick, roll) ? diceOdds(pick) : 0), 0);
  return { num, den: rolls.length * 100 };
}
