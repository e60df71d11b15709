import { describe, expect, it } from 'vitest';
import { coinsWon, MAX_COINS, PAYTABLE_9_6, VIDEO_POKER_HANDS } from './paytable.ts';

describe('the 9/6 Jacks or Better paytable', () => {
  it('pays per coin: royal 250, straight flush 50, quads 25, full house 9, flush 6, ...', () => {
    expect(PAYTABLE_9_6).toEqual({
      royalFlush: 250,
      straightFlush: 50,
      fourOfAKind: 25,
      fullHouse: 9,
      flush: 6,
      straight: 4,
      threeOfAKind: 3,
      twoPair: 2,
      jacksOrBetter: 1,
      nothing: 0,
    });
  });

  it('multiplies by the coins bet, except the five-coin royal which pays 4,000', () => {
    expect(coinsWon('fullHouse', 3)).toBe(27);
    expect(coinsWon('jacksOrBetter', 1)).toBe(1);
    expect(coinsWon('nothing', 5)).toBe(0);
    expect([1, 2, 3, 4].map((coins) => coinsWon('royalFlush', coins))).toEqual([
      250, 500, 750, 1000,
    ]);
    expect(coinsWon('royalFlush', MAX_COINS)).toBe(4000);
    for (const hand of VIDEO_POKER_HANDS.filter((h) => h !== 'royalFlush'))
      expect(coinsWon(hand, 5)).toBe(PAYTABLE_9_6[hand] * 5);
  });

  it('takes one to five coins only', () => {
    expect(() => coinsWon('flush', 0)).toThrow(RangeError);
    expect(() => coinsWon('flush', 6)).toThrow(RangeError);
    expect(() => coinsWon('flush', 2.5)).toThrow(RangeError);
  });
});
