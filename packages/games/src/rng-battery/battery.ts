import { frequencyTest } from './frequency.ts';
import { gapTest } from './gap.ts';
import { streamProfiles } from './kind-profile.ts';
import { pokerTest } from './poker.ts';
import { runsTest } from './runs.ts';
import { serialCorrelationTest } from './serial-correlation.ts';
import { fairSourceFrom, type SourceOf } from './sources.ts';
import type { OutcomeStream } from './stream.ts';
import type { TestResult } from './test-result.ts';

/**
 * Each test passes at 99% confidence: a fair stream fails it with chance 1%. A test failed at
 * that level is judged again on a second, independent sample (`confirmedFailures`).
 */
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
    .filter(failed)
    .map((r) => `${r.test}: statistic ${r.statistic.toFixed(3)}, p = ${r.pValue.toExponential(2)}`);
}

/**
 * The tests a stream fails on its first sample and again on a second one drawn after it: one
 * fair sample fails about 1 test in 100 by chance, so a battery of about 75 tests would fail a
 * fair generator about half the time; failing twice has a chance of 1 in 10,000 a test (under
 * 1% for the battery), while a biased generator fails every sample. The second sample is drawn
 * only when the first fails something.
 */
export function confirmedFailures(
  firstSample: () => OutcomeStream,
  secondSample: () => OutcomeStream,
): string[] {
  const first = runBattery(firstSample()).filter(failed);
  if (first.length === 0) return [];
  const again = new Set(
    runBattery(secondSample())
      .filter(failed)
      .map((r) => r.test),
  );
  return batteryFailures(first.filter((r) => again.has(r.test)));
}

const failed = (r: TestResult) => !(r.pValue >= SIGNIFICANCE);

/**
 * `confirmedFailures` of a stream drawn from the battery's seeds: rounds 0… first, and the `size`
 * rounds after them as the second sample.
 */
export const confirmedFromRound = (draw: (from: SourceOf) => OutcomeStream, size: number) =>
  confirmedFailures(
    () => draw(fairSourceFrom(0)),
    () => draw(fairSourceFrom(size)),
  );
