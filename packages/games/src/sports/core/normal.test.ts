import { describe, expect, it } from 'vitest';
import { discreteNormal, discreteNormalQuantile } from './discrete.ts';
import { inverseNormalCdf, normalCdf } from './normal.ts';

describe('inverseNormalCdf', () => {
  it('gives the tabled quantiles to 1e-13', () => {
    expect(inverseNormalCdf(0.5)).toBe(0);
    expect(inverseNormalCdf(0.975)).toBeCloseTo(1.959963984540054, 14);
    expect(inverseNormalCdf(0.99)).toBeCloseTo(2.3263478740408408, 14);
    expect(inverseNormalCdf(0.8413447460685429)).toBeCloseTo(1, 14);
    expect(inverseNormalCdf(1e-10)).toBeCloseTo(-6.361340902404056, 13);
    expect(inverseNormalCdf(0)).toBe(-Infinity);
    expect(inverseNormalCdf(1)).toBe(Infinity);
    expect(() => inverseNormalCdf(1.5)).toThrow(RangeError);
  });

  it('inverts normalCdf to 5e-14 relative from 2⁻⁵³ up to 1/2, and is odd about 1/2', () => {
    let worst = 0;
    for (let e = -53; e <= -1; e += 0.25) {
      const p = 2 ** e;
      worst = Math.max(worst, Math.abs(normalCdf(inverseNormalCdf(p)) - p) / p);
      if (Number.isInteger(e)) expect(inverseNormalCdf(1 - p) + inverseNormalCdf(p)).toBe(0);
    }
    expect(worst).toBeLessThan(5e-14);
  });
});

describe('discreteNormalQuantile', () => {
  it('lands on the pmf value whose cumulative range holds u, ends included', () => {
    for (const [mean, sd] of [
      [3.4, 12],
      [161.2, 17],
      [0.4, 1.5],
    ] as const) {
      const pmf = discreteNormal(mean, sd);
      let below = 0;
      pmf.mass.forEach((p, i) => {
        if (p < 1e-9) return (below += p);
        for (const u of [below + p / 1000, below + p / 2, below + p - p / 1000])
          expect(discreteNormalQuantile(mean, sd, u)).toBe(pmf.offset + i);
        below += p;
      });
      expect(discreteNormalQuantile(mean, sd, 1e-300)).toBe(pmf.offset);
      expect(discreteNormalQuantile(mean, sd, 1 - 1e-300)).toBe(pmf.offset + pmf.mass.length - 1);
    }
  });
});
