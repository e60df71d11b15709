import { chiSquareSurvival, pooledChiSquare } from './chi-square.ts';
import { POKER_CLASSES, type KindProfile } from './kind-profile.ts';
import type { OutcomeStream } from './stream.ts';
import type { TestResult } from './test-result.ts';

const HAND = 5;

/**
 * Knuth's poker test (TAOCP 3.3.2 C): consecutive hands of five outcomes, each outcome sorted
 * into one of five classes of about equal chance; chi-square of how many distinct classes a
 * hand holds (1 to 5) against the exact chances, computed for each hand from its outcomes'
 * kinds (a dynamic programme over the set of classes seen), so kinds may differ within a hand.
 */
export function pokerTest(stream: OutcomeStream, profiles: readonly KindProfile[]): TestResult {
  const hands = Math.floor(stream.categories.length / HAND);
  const observed = new Float64Array(HAND);
  const expected = new Float64Array(HAND);
  const memo = new Map<string, Float64Array>();
  for (let h = 0; h < hands; h++) {
    let seen = 0;
    const handKinds: number[] = [];
    for (let i = h * HAND; i < (h + 1) * HAND; i++) {
      const kind = stream.kinds[i]!;
      handKinds.push(kind);
      seen |= 1 << profiles[kind]!.pokerClass[stream.categories[i]!]!;
    }
    observed[bitCount(seen) - 1]! += 1;
    const key = handKinds.join(',');
    let chances = memo.get(key);
    if (!chances) memo.set(key, (chances = distinctChances(handKinds.map((k) => profiles[k]!))));
    for (let r = 0; r < HAND; r++) expected[r]! += chances[r]!;
  }
  const { statistic, df } = pooledChiSquare(observed, expected);
  return { test: 'poker', statistic, df, pValue: chiSquareSurvival(statistic, df) };
}

/** P(a hand of these kinds holds r + 1 distinct classes), r = 0..4. */
function distinctChances(hand: readonly KindProfile[]): Float64Array {
  let states = new Float64Array(1 << POKER_CLASSES);
  states[0] = 1;
  for (const profile of hand) {
    const next = new Float64Array(states.length);
    states.forEach((chance, seen) => {
      if (chance === 0) return;
      profile.pokerChances.forEach((p, c) => (next[seen | (1 << c)]! += chance * p));
    });
    states = next;
  }
  const byCount = new Float64Array(HAND);
  states.forEach((chance, seen) => {
    if (seen !== 0) byCount[bitCount(seen) - 1]! += chance;
  });
  return byCount;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let b = bits; b; b &= b - 1) count += 1;
  return count;
}
