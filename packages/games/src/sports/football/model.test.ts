import { describe, expect, it } from 'vitest';
import { footballModel } from './model.ts';
import { poissonPmf } from './poisson.ts';
import { expectedGoals } from './ratings.ts';
import { gridAt, gridTotal } from './score-grid.ts';

const poisson = (lambda: number, k: number) => {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
};

describe('poissonPmf', () => {
  it.each([0.05, 0.8, 1.45, 3.2, 10])(
    'λ = %s sums to 1, matches the closed form, tail < 1e-16',
    (lambda) => {
      const pmf = poissonPmf(lambda);
      expect(Math.abs(pmf.reduce((s, p) => s + p, 0) - 1)).toBeLessThan(1e-15);
      const last = pmf.length - 1;
      for (let k = 0; k < last; k++) expect(pmf[k]).toBeCloseTo(poisson(lambda, k), 15);
      expect(pmf[last]! - poisson(lambda, last)).toBeLessThan(1e-15);
      expect(last).toBeGreaterThan(lambda);
    },
  );

  it('refuses expected goals outside (0, 10]', () => {
    for (const lambda of [0, -1, 10.5, Number.NaN])
      expect(() => poissonPmf(lambda)).toThrow(RangeError);
  });
});

describe('expectedGoals', () => {
  it('multiplies base, attack, the other side’s defence and the home advantage', () => {
    const goals = expectedGoals({
      home: { attack: 1.2, defence: 0.9 },
      away: { attack: 0.8, defence: 1.1 },
      baseGoals: 1.2,
      homeAdvantage: 1.25,
    });
    expect(goals.home).toBeCloseTo(1.2 * 1.2 * 1.1 * 1.25, 12);
    expect(goals.away).toBeCloseTo(1.2 * 0.8 * 0.9, 12);
    expect(() =>
      expectedGoals({ home: { attack: 0, defence: 1 }, away: { attack: 1, defence: 1 } }),
    ).toThrow(RangeError);
  });
});

describe('footballModel', () => {
  it.each([
    [1.45, 1.1, 0],
    [1.45, 1.1, -0.13],
    [2.9, 0.35, 0.08],
    [0.4, 0.3, -0.2],
    [6, 5.5, 0],
  ])('λ = %s, μ = %s, ρ = %s: the grid sums to 1 within 1e-14', (homeGoals, awayGoals, rho) => {
    const model = footballModel({ homeGoals, awayGoals, rho });
    expect(Math.abs(gridTotal(model.grid) - 1)).toBeLessThan(1e-14);
    expect(Math.min(...model.grid.p)).toBeGreaterThanOrEqual(0);
  });

  it('Dixon–Coles moves mass only among 0-0, 0-1, 1-0, 1-1 and keeps both sides’ goal counts', () => {
    const plain = footballModel({ homeGoals: 1.6, awayGoals: 1.2 });
    const corrected = footballModel({ homeGoals: 1.6, awayGoals: 1.2, rho: -0.1 });
    const { grid } = plain;
    expect(gridAt(corrected.grid, 0, 0)).toBeCloseTo(
      gridAt(grid, 0, 0) * (1 + 1.6 * 1.2 * 0.1),
      15,
    );
    expect(gridAt(corrected.grid, 1, 1)).toBeCloseTo(gridAt(grid, 1, 1) * 1.1, 15);
    expect(gridAt(corrected.grid, 2, 1)).toBe(gridAt(grid, 2, 1));
    for (let goals = 0; goals <= 3; goals++) {
      let plainRow = 0;
      let correctedRow = 0;
      for (let a = 0; a <= grid.maxAway; a++) {
        plainRow += gridAt(grid, goals, a);
        correctedRow += gridAt(corrected.grid, goals, a);
      }
      expect(correctedRow).toBeCloseTo(plainRow, 15);
    }
  });

  it('refuses a ρ that would make a score’s probability negative', () => {
    expect(() => footballModel({ homeGoals: 2, awayGoals: 2, rho: 0.3 })).toThrow(RangeError);
    expect(() => footballModel({ homeGoals: 2, awayGoals: 2, rho: -0.6 })).toThrow(RangeError);
    expect(() => footballModel({ homeGoals: 1, awayGoals: 1, firstHalfShare: 1 })).toThrow(
      RangeError,
    );
  });
});
