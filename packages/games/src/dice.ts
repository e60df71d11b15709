// Browser-safe: the dice room, two dice rolled from each round's committed seeds.
export { DIE_FACES, everyRoll, rollDice, rollFrom, totalOf, type DiceRoll } from './dice/roll.ts';
export {
  DICE_HOUSE_EDGE_BP,
  DICE_PICKS,
  DICE_TOTALS,
  diceOdds,
  diceReturn,
  diceWins,
  isDicePick,
  winningRolls,
  type DicePick,
} from './dice/bets.ts';
export { diceExactRtp } from './dice/exact-rtp.ts';
