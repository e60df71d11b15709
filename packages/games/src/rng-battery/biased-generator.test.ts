import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../fair/random-source.ts';
import { confirmedFailures, runBattery, SIGNIFICANCE } from './battery.ts';
import { fairSource, fairSourceFrom, type SourceOf } from './sources.ts';
import { diceFaces } from './streams/dice.ts';
import { roulettePockets } from './streams/roulette.ts';
import { videoPokerDecks } from './streams/video-poker.ts';
import type { OutcomeStream } from './stream.ts';

/** A broken RNG that skews: one word in `every` comes out as 0, whatever the stream says. */
function skewed(every: number): SourceOf {
  let words = 0;
  return (nonce) => {
    const fair: RandomSource = fairSource(nonce);
    return { nextUint32: () => (++words % every === 0 ? 0 : fair.nextUint32()) };
  };
}

/** A broken RNG that repeats: one round in `every` replays the previous round's words. */
const repeating =
  (every: number): SourceOf =>
  (nonce) =>
    fairSource(nonce % every === every - 1 ? nonce - 1 : nonce);

const failedTests = (stream: OutcomeStream) =>
  runBattery(stream)
    .filter((r) => !(r.pValue >= SIGNIFICANCE))
    .map((r) => r.test);

// The proof that the battery has teeth: the very game code over a deliberately biased
// generator, with samples no larger than the fair battery's, fails it.
describe('the RNG battery fails a biased generator', () => {
  it('roulette whose generator turns one word in 40 into 0: pocket 0 too often', () => {
    expect(failedTests(roulettePockets(5_000, skewed(40)))).toContain('frequency');
  });

  it('roulette whose generator replays one round in 20: serial correlation and runs', () => {
    expect(failedTests(roulettePockets(5_000, repeating(20)))).toEqual(
      expect.arrayContaining(['serial correlation', 'runs']),
    );
  });

  it('dice whose generator replays one round in 20', () => {
    expect(failedTests(diceFaces(5_000, repeating(20))).length).toBeGreaterThan(0);
  });

  it('video poker shuffled by a generator that turns one word in 40 into 0', () => {
    expect(failedTests(videoPokerDecks(500, skewed(40))).length).toBeGreaterThan(0);
  });

  it('a biased generator fails the second sample as well, so the confirmed battery fails it', () => {
    const biased = skewed(40);
    expect(
      confirmedFailures(
        () => roulettePockets(5_000, biased),
        () => roulettePockets(5_000, (nonce) => biased(5_000 + nonce)),
      ),
    ).toEqual([expect.stringMatching(/^frequency: /)]);
  });

  it('a failure the second, fair sample does not repeat is chance, not a verdict', () => {
    expect(failedTests(roulettePockets(5_000, skewed(40)))).toContain('frequency');
    expect(
      confirmedFailures(
        () => roulettePockets(5_000, skewed(40)),
        () => roulettePockets(5_000, fairSourceFrom(5_000)),
      ),
    ).toEqual([]);
  });
});
