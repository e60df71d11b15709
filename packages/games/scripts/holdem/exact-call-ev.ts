import { ANTE_PAYS } from '../../src/casino-holdem/paytables.ts';
import { categoryOf, handScore } from '../../src/casino-holdem/evaluate.ts';
import { dealerQualifies } from '../../src/casino-holdem/showdown.ts';

/**
 * The exact expected result of calling (net, in antes) with these two cards and flop: every
 * turn and river (1,081) against every dealer hand from the cards left (990), 1,070,190
 * showdowns. Folding returns −1, so calling is right exactly when this is above −1.
 */
export function exactCallEv(hole: readonly number[], flop: readonly number[]): number {
  const known = new Set([...hole, ...flop]);
  const rest = [...Array(52).keys()].filter((card) => !known.has(card));
  const player = [hole[0]!, hole[1]!, flop[0]!, flop[1]!, flop[2]!, 0, 0];
  const dealer = [0, 0, flop[0]!, flop[1]!, flop[2]!, 0, 0];
  let total = 0;
  let showdowns = 0;
  for (let t = 0; t < rest.length; t++) {
    for (let r = t + 1; r < rest.length; r++) {
      player[5] = dealer[5] = rest[t]!;
      player[6] = dealer[6] = rest[r]!;
      const score = handScore(player);
      const anteWins = ANTE_PAYS[categoryOf(score)];
      for (let a = 0; a < rest.length; a++) {
        if (a === t || a === r) continue;
        for (let b = a + 1; b < rest.length; b++) {
          if (b === t || b === r) continue;
          dealer[0] = rest[a]!;
          dealer[1] = rest[b]!;
          const dealerScore = handScore(dealer);
          showdowns += 1;
          if (!dealerQualifies(dealerScore)) total += anteWins;
          else if (score > dealerScore) total += anteWins + 2;
          else if (score < dealerScore) total -= 3;
        }
      }
    }
  }
  return total / showdowns;
}
