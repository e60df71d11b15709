import { chiSquareSurvival, pooledChiSquare } from './chi-square.ts';
import type { OutcomeStream } from './stream.ts';
import type { TestResult } from './test-result.ts';

/**
 * Frequency: Pearson's chi-square of each kind's category counts against its exact chances,
 * summed over the kinds (independent, so their statistics and degrees of freedom add up).
 */
export function frequencyTest(stream: OutcomeStream): TestResult {
  const counts = stream.distributions.map((d) => new Float64Array(d.length));
  const totals = new Float64Array(stream.distributions.length);
  for (let i = 0; i < stream.categories.length; i++) {
    counts[stream.kinds[i]!]![stream.categories[i]!]! += 1;
    totals[stream.kinds[i]!]! += 1;
  }
  let statistic = 0;
  let df = 0;
  stream.distributions.forEach((chances, kind) => {
    if (totals[kind] === 0) return;
    const expected = chances.map((p) => p * totals[kind]!);
    const part = pooledChiSquare(counts[kind]!, expected);
    statistic += part.statistic;
    df += part.df;
  });
  return { test: 'frequency', statistic, df, pValue: chiSquareSurvival(statistic, df) };
}
