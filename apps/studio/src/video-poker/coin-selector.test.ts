import { describe, expect, it } from 'vitest';
import { coinValuesWithin } from './coin-selector.tsx';

describe('the coin values offered', () => {
  it('are those that make a stake within the game limits with one to five coins', () => {
    expect(coinValuesWithin(20, 50_000)).toEqual([
      20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000,
    ]);
    // A ₺2 minimum needs at least ₺0.50 coins (5 × 0.50 = 2.50); a ₺10 maximum stops at ₺10.
    expect(coinValuesWithin(200, 1_000)).toEqual([50, 100, 200, 500, 1_000]);
  });
});
