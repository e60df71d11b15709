import { describe, expect, it } from 'vitest';
import { FastSource } from '../../simulation/fast-source.ts';
import { volleyballFairMarkets } from './markets.ts';
import { setWinFromRallies, volleyballModel } from './model.ts';

describe('volleyball model', () => {
  it('set chances from rallies: even at 1/2, symmetric, and as 200,000 simulated sets', () => {
    expect(setWinFromRallies(0.5)).toBeCloseTo(0.5, 14);
    expect(setWinFromRallies(0.53) + setWinFromRallies(0.47)).toBeCloseTo(1, 14);
    expect(setWinFromRallies(1)).toBe(1);
    expect(setWinFromRallies(0)).toBe(0);
    const source = new FastSource(0x5e7);
    for (const [rally, target] of [
      [0.53, 25],
      [0.56, 15],
    ] as const) {
      let wins = 0;
      const n = 200_000;
      for (let i = 0; i < n; i++) {
        const points = [0, 0];
        while (Math.max(...points) < target || Math.abs(points[0]! - points[1]!) < 2)
          points[source.nextUint32() / 2 ** 32 < rally ? 0 : 1]! += 1;
        if (points[0]! > points[1]!) wins += 1;
      }
      const p = setWinFromRallies(rally, target);
      expect(Math.abs(wins / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
  });

  it('best of five from set chances, every market summing to 1', () => {
    const model = volleyballModel({ setWin: 0.6, decidingSetWin: 0.55 });
    const byScore = Object.fromEntries(
      model.outcomes.map((o) => [`${o.value.home}-${o.value.away}`, o.probability]),
    );
    expect(byScore['3-1']).toBeCloseTo(3 * 0.6 ** 3 * 0.4, 15);
    expect(byScore['2-3']).toBeCloseTo(6 * 0.36 * 0.16 * 0.45, 15);
    for (const market of volleyballFairMarkets(model)) {
      const sum = market.selections.reduce((s, x) => s + x.probability, 0);
      expect(Math.abs(sum - 1), market.key).toBeLessThan(1e-14);
    }
    expect(() => volleyballModel({ setWin: 1.2 })).toThrow(RangeError);
  });
});
