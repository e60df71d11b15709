import { describe, expect, it } from 'vitest';
import { FastSource } from '../simulation/fast-source.ts';
import { uniformInt } from '../fair/scaling.ts';
import { runBattery, SIGNIFICANCE } from './battery.ts';
import { chiSquareSurvival, pooledChiSquare } from './chi-square.ts';
import { StreamBuilder } from './stream.ts';

describe('chi-square upper tail', () => {
  // Upper 1% and 5% points from the standard tables (Abramowitz & Stegun 26.8).
  it.each([
    [1, 6.6349, 0.01],
    [4, 13.2767, 0.01],
    [10, 23.2093, 0.01],
    [30, 50.8922, 0.01],
    [100, 135.8067, 0.01],
    [3, 7.8147, 0.05],
    [1000, 1074.679, 0.05],
  ])('df %i: P(χ² ≥ %f) = %f', (df, point, tail) => {
    expect(chiSquareSurvival(point, df)).toBeCloseTo(tail, 5);
  });

  it('merges cells in order until each expects five, the last short group into the one before', () => {
    const { statistic, df } = pooledChiSquare([3, 1, 6, 2, 0], [2, 3, 6, 2, 1]);
    // Cells: {3+1 vs 5}, {6 vs 6}, {2+0 vs 3}→ joins the one before: {8 vs 9}.
    expect(df).toBe(1);
    expect(statistic).toBeCloseTo(1 / 5 + 1 / 9, 12);
  });
});

describe('the five tests on a known-good generator', () => {
  it('pass on SFC32 integers and fail on the same integers made to cluster', () => {
    const fair = new StreamBuilder();
    const clustered = new StreamBuilder();
    const source = new FastSource(36);
    let previous = 0;
    for (let i = 0; i < 50_000; i++) {
      const value = uniformInt(source, 10);
      fair.push(fair.uniform(10), value);
      // Every tenth value repeats the one before: same frequencies, but no longer independent.
      const repeated = i % 10 === 9 ? previous : value;
      clustered.push(clustered.uniform(10), repeated);
      previous = repeated;
    }
    expect(runBattery(fair.build()).every((r) => r.pValue >= SIGNIFICANCE)).toBe(true);
    const failed = runBattery(clustered.build()).filter((r) => r.pValue < SIGNIFICANCE);
    expect(failed.map((r) => r.test)).toEqual(expect.arrayContaining(['serial correlation']));
  });
});
