import { normalCdf } from '../sports/core/normal.ts';
import { sidesWithoutTies, type KindProfile } from './kind-profile.ts';
import type { OutcomeStream } from './stream.ts';
import type { TestResult } from './test-result.ts';

/**
 * Wald–Wolfowitz runs above and below the median (the median category left out): too few runs
 * mean outcomes cluster, too many that they alternate. Given n₁ above and n₂ below, the number
 * of runs has mean 2n₁n₂/n + 1 and variance 2n₁n₂(2n₁n₂ − n)/(n²(n − 1)); two-sided z test.
 */
export function runsTest(stream: OutcomeStream, profiles: readonly KindProfile[]): TestResult {
  const { sides } = sidesWithoutTies(stream, profiles);
  const n = sides.length;
  let above = 0;
  let runs = n > 0 ? 1 : 0;
  for (let i = 0; i < n; i++) {
    if (sides[i] === 1) above += 1;
    if (i > 0 && sides[i] !== sides[i - 1]) runs += 1;
  }
  const below = n - above;
  const product = 2 * above * below;
  const mean = product / n + 1;
  const variance = (product * (product - n)) / (n * n * (n - 1));
  const z = (runs - mean) / Math.sqrt(variance);
  return { test: 'runs', statistic: z, pValue: twoSided(z) };
}

export function twoSided(z: number): number {
  return Number.isFinite(z) ? 2 * normalCdf(-Math.abs(z)) : 0;
}
