import { describe, expect, it } from 'vitest';
import { hotAndColdNumbers } from './hot-cold.ts';

describe('hot and cold numbers', () => {
  it('ranks by hits, then by recency, then by number', () => {
    // Oldest first: 7 and 17 both hit twice; 17 came up last, so it is hotter.
    const result = hotAndColdNumbers([7, 3, 17, 7, 0, 17, 3, 3], { count: 3 });
    expect(result.spins).toBe(8);
    expect(result.hot).toEqual([
      { number: 3, hits: 3, spinsAgo: 0 },
      { number: 17, hits: 2, spinsAgo: 2 },
      { number: 7, hits: 2, spinsAgo: 4 },
    ]);
    // Never-seen numbers are the coldest, lowest number first.
    expect(result.cold).toEqual([
      { number: 1, hits: 0, spinsAgo: null },
      { number: 2, hits: 0, spinsAgo: null },
      { number: 4, hits: 0, spinsAgo: null },
    ]);
  });

  it('counts only the latest window', () => {
    const results = [5, 5, 5, 5, ...Array.from({ length: 37 }, (_, n) => n)];
    const windowed = hotAndColdNumbers(results, { window: 37, count: 1 });
    expect(windowed.spins).toBe(37);
    // Every number once: 36 was the latest, 0 the longest ago.
    expect(windowed.hot).toEqual([{ number: 36, hits: 1, spinsAgo: 0 }]);
    expect(windowed.cold).toEqual([{ number: 0, hits: 1, spinsAgo: 36 }]);
    expect(hotAndColdNumbers(results, { count: 1 }).hot).toEqual([
      { number: 5, hits: 5, spinsAgo: 31 },
    ]);
  });

  it('returns five of each by default, also with no results yet', () => {
    const empty = hotAndColdNumbers([]);
    expect(empty.spins).toBe(0);
    expect(empty.hot.map((s) => s.number)).toEqual([0, 1, 2, 3, 4]);
    expect(empty.cold.map((s) => s.number)).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses a result that is not a pocket', () => {
    expect(() => hotAndColdNumbers([1, 37])).toThrow(RangeError);
    expect(() => hotAndColdNumbers([1.5])).toThrow(RangeError);
  });
});
