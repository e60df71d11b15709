import type { KindProfile } from './kind-profile.ts';
import { twoSided } from './runs.ts';
import type { OutcomeStream } from './stream.ts';
import type { TestResult } from './test-result.ts';

/**
 * Lag-1 serial correlation: each outcome standardized by its kind's exact mean and standard
 * deviation (zᵢ = (xᵢ − μ)/σ, x the category's index), then S = Σ zᵢzᵢ₊₁. Independent outcomes
 * give S mean 0 and variance n − 1 (the products are uncorrelated), so S/√(n − 1) is a
 * standard normal z; the statistic reported is that z, the correlation being S/(n − 1).
 */
export function serialCorrelationTest(
  stream: OutcomeStream,
  profiles: readonly KindProfile[],
): TestResult {
  const n = stream.categories.length;
  let sum = 0;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const { mean, sd } = profiles[stream.kinds[i]!]!;
    const z = (stream.categories[i]! - mean) / sd;
    if (i > 0) sum += previous * z;
    previous = z;
  }
  const z = sum / Math.sqrt(n - 1);
  return { test: 'serial correlation', statistic: z, pValue: twoSided(z) };
}
