import { rational, subtract, type Rational } from '../slots/rational.ts';
import { DECK_SIZE } from './cards.ts';
import { handScore } from './evaluate.ts';
import { bonusPays } from './paytables.ts';

/**
 * The AA bonus's exact house edge: every one of the C(52, 5) = 2,598,960 possible first five
 * cards scored by the evaluator and paid by the paytable. The bonus is paid to a player who
 * calls; `holdemStrategy` calls on every paying hand when the player has a bonus bet.
 */
export function exactBonusEdge(): Rational {
  const hand = [0, 0, 0, 0, 0];
  let hands = 0n;
  let returned = 0n;
  for (let a = 0; a < DECK_SIZE; a++) {
    hand[0] = a;
    for (let b = a + 1; b < DECK_SIZE; b++) {
      hand[1] = b;
      for (let c = b + 1; c < DECK_SIZE; c++) {
        hand[2] = c;
        for (let d = c + 1; d < DECK_SIZE; d++) {
          hand[3] = d;
          for (let e = d + 1; e < DECK_SIZE; e++) {
            hand[4] = e;
            const pays = bonusPays(handScore(hand));
            hands += 1n;
            if (pays > 0) returned += BigInt(1 + pays);
          }
        }
      }
    }
  }
  return subtract(rational(1), rational(returned, hands));
}
