import { everyRoll, totalOf, type DiceRoll } from './roll.ts';

/** What the house keeps of a fair price, in basis points: 3%. */
export const DICE_HOUSE_EDGE_BP = 300;

export const DICE_TOTALS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * The bets of the table: the total under 7 (2–6), exactly 7, over 7 (8–12), doubles, or one
 * total 2–12 (`total-<n>`).
 */
export const DICE_PICKS = [
  'under',
  'seven',
  'over',
  'doubles',
  ...DICE_TOTALS.map((total) => `total-${total}` as const),
] as const;
export type DicePick = (typeof DICE_PICKS)[number];

export const isDicePick = (pick: string): pick is DicePick =>
  (DICE_PICKS as readonly string[]).includes(pick);

/** Whether a pick wins on a roll: pure, the same on the server, the page and the verifier. */
export function diceWins(pick: DicePick, roll: DiceRoll): boolean {
  const total = totalOf(roll);
  switch (pick) {
    case 'under':
      return total < 7;
    case 'seven':
      return total === 7;
    case 'over':
      return total > 7;
    case 'doubles':
      return roll[0] === roll[1];
    default:
      return total === Number(pick.slice('total-'.length));
  }
}

/** Of the 36 equally likely rolls, how many a pick wins on. */
export const winningRolls = (pick: DicePick) =>
  everyRoll().filter((roll) => diceWins(pick, roll)).length;

/**
 * A pick's published odds in hundredths, the stake included (582 pays 5.82 × stake): the fair
 * price 36 / ways less the house edge, rounded down to the hundredth, so no pick returns more
 * than 97%.
 */
export function diceOdds(pick: DicePick): number {
  return Math.floor((36 * (10_000 - DICE_HOUSE_EDGE_BP)) / 100 / winningRolls(pick));
}

/** What a stake returns on a roll, the stake included (0 on a loss), in whole kuruş. */
export function diceReturn(pick: DicePick, stake: number, roll: DiceRoll): number {
  return diceWins(pick, roll) ? Math.floor((stake * diceOdds(pick)) / 100) : 0;
}
