import { describe, expect, it } from 'vitest';
import { FastSource } from '../simulation/fast-source.ts';
import { dealCasinoHoldem } from './deal.ts';
import { settleHoldem } from './settle.ts';
import { holdemShowdown } from './showdown.ts';
import { holdemStrategy } from './strategy.ts';
import { sampleSize } from '../simulation/sample-size.ts';

/** Published house edge of the ante under optimal calling (Wizard of Odds): 2.16%. */
const PUBLISHED_EDGE = 0.0216;
const Z_999 = 3.2905;
const HANDS = sampleSize(2_000_000, 10_000_000);

describe('casino hold’em ante edge', () => {
  it(
    `is within the 99.9% interval of the published 2.16% over ${HANDS} hands of the strategy`,
    { timeout: 120_000 },
    () => {
      const source = new FastSource(0x401d);
      const bet = { ante: 1, bonus: 0 };
      let net = 0;
      let squares = 0;
      let folds = 0;
      for (let i = 0; i < HANDS; i++) {
        const deal = dealCasinoHoldem(source);
        const decision = holdemStrategy(deal.player, deal.board.slice(0, 3));
        if (decision === 'fold') folds += 1;
        const result = settleHoldem(bet, decision, holdemShowdown(deal));
        const units = result.totalReturn - result.totalStake;
        net += units;
        squares += units * units;
      }
      const edge = -net / HANDS;
      const standardError = Math.sqrt(squares / HANDS - (net / HANDS) ** 2) / Math.sqrt(HANDS);
      expect(Math.abs(edge - PUBLISHED_EDGE)).toBeLessThan(Z_999 * standardError);
      expect(standardError).toBeLessThan(0.001 * Math.sqrt(10_000_000 / HANDS));
      // The optimal strategy folds about 18% of hands.
      expect(folds / HANDS).toBeGreaterThan(0.17);
      expect(folds / HANDS).toBeLessThan(0.19);
    },
  );
});
