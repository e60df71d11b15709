import { chiSquareSurvival, pooledChiSquare } from './chi-square.ts';
import { sidesWithoutTies, type KindProfile } from './kind-profile.ts';
import type { OutcomeStream } from './stream.ts';
import type { TestResult } from './test-result.ts';

/** Gaps of this length or more share the last cell. */
const LONGEST_GAP = 24;

/**
 * Knuth's gap test (TAOCP 3.3.2 D) with the marked values below the median (α = 0, β = ½, the
 * median category left out): the number of outcomes between two marked ones is r with chance
 * p(1 − p)^r, p the chance of being below. Chi-square over r = 0, 1, ..., 23 and 24 or more.
 */
export function gapTest(stream: OutcomeStream, profiles: readonly KindProfile[]): TestResult {
  const { sides, belowShare: p } = sidesWithoutTies(stream, profiles);
  const observed = new Float64Array(LONGEST_GAP + 1);
  let gaps = 0;
  let since = -1;
  for (let i = 0; i < sides.length; i++) {
    if (sides[i] !== -1) {
      if (since >= 0) since += 1;
      continue;
    }
    if (since >= 0) {
      observed[Math.min(since, LONGEST_GAP)]! += 1;
      gaps += 1;
    }
    since = 0;
  }
  const expected = new Float64Array(LONGEST_GAP + 1);
  for (let r = 0; r < LONGEST_GAP; r++) expected[r] = gaps * p * (1 - p) ** r;
  expected[LONGEST_GAP] = gaps * (1 - p) ** LONGEST_GAP;
  const { statistic, df } = pooledChiSquare(observed, expected);
  return { test: 'gap', statistic, df, pValue: chiSquareSurvival(statistic, df) };
}
