import { describe, expect, it } from 'vitest';
import { regularizedUpperGamma } from './incomplete-gamma.ts';

const relative = (got: number, want: number) => Math.abs(got - want) / want;

describe('the regularized upper incomplete gamma function', () => {
  it('matches the closed forms of whole a on both sides of a + 1, tails included', () => {
    for (const x of [0.01, 0.5, 1.9, 2.1, 10, 300]) {
      expect(relative(regularizedUpperGamma(1, x), Math.exp(-x))).toBeLessThan(1e-13);
      expect(relative(regularizedUpperGamma(2, x), (1 + x) * Math.exp(-x))).toBeLessThan(1e-13);
    }
  });

  it('gives the published erfc values at a = ½', () => {
    expect(relative(regularizedUpperGamma(0.5, 1), 0.15729920705028513)).toBeLessThan(1e-14);
    expect(relative(regularizedUpperGamma(0.5, 25), 1.5374597944280349e-12)).toBeLessThan(1e-13);
  });

  it('is 1 at and below zero', () => {
    expect(regularizedUpperGamma(3, 0)).toBe(1);
  });
});
