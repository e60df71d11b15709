import { frequencyTest } from './frequency.ts';
import { gapTest } from './gap.ts';
import { streamProfiles } from './kind-profile.ts';
import { pokerTest } from './poker.ts';
import { runsTest } from './runs.ts';
import { serialCorrelationTest } from './serial-correlation.ts';
import type { OutcomeStream } from './stream.ts';
import type { TestResult } from './test-result.ts';

/** Each test passes at 99% confidence: a fair stream fails it with chance 1%. */
export const SIGNIFICANCE = 0.01;

/** The five tests a certification lab runs on an RNG's outcomes (AGCO 21.1, GLI-19 §3.3). */
export function runBattery(stream: OutcomeStream): TestResult[] {
  const profiles = streamProfiles(stream);
  return [
    frequencyTest(stream),
    runsTest(stream, profiles),
    serialCorrelationTest(stream, profiles),
    gapTest(stream, profiles),
    pokerTest(stream, profiles),
  ];
}

/** The tests the stream failed at 99%, each as "test: p = …" for a readable assertion. */
export function batteryFailures(results: readonly TestResult[]): string[] {
  return results
    .filter((r) => !(r.pValue >= SIGNIFICANCE))
    .map((r) => `${r.test}: statistic ${r.statistic.toFixed(3)}, p = ${r.pValue.toExponential(2)}`);
}
