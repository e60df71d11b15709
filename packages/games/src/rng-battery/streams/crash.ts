import { nextChainHash } from '../../crash/chain-hash.ts';
import { crashPointFromHash } from '../../crash/crash-point.ts';
import { cashoutWinProbability } from '../../crash/exact-rtp.ts';
import type { CrashGame } from '../../crash/games.ts';
import { BATTERY_SERVER_SEED } from '../sources.ts';
import { StreamBuilder, type OutcomeStream } from '../stream.ts';

/** Crash-point bands, lower bounds in hundredths: 1.00x, 1.01x, 1.10x, ..., 100x and above. */
const BANDS = [100, 101, 110, 125, 150, 200, 300, 500, 1000, 2000, 5000, 10000];
const SALT = 'rng-battery-salt';

/**
 * Crash points of consecutive rounds of one hash chain, in bands with their exact chances
 * (`cashoutWinProbability`). Rounds play a chain's links backward; the battery walks it
 * forward from its secret, which visits the same neighbours in the opposite order; `start`
 * links on for a second sample.
 */
export function crashPoints(game: CrashGame, rounds: number, start = 0): OutcomeStream {
  const { edgeBasisPoints: edge, maxMultiplierHundredths: cap } = game;
  const atLeast = (x: number) => {
    const { numerator, denominator } = cashoutWinProbability(edge, x, cap);
    return Number(numerator) / Number(denominator);
  };
  const builder = new StreamBuilder();
  const band = builder.kind(BANDS.map((low, i) => atLeast(low) - atLeast(BANDS[i + 1] ?? cap + 1)));
  let hash = BATTERY_SERVER_SEED;
  for (let link = 0; link < start; link++) hash = nextChainHash(hash);
  for (let round = 0; round < rounds; round++) {
    const crash = crashPointFromHash(hash, SALT, edge, cap);
    builder.push(
      band,
      BANDS.findLastIndex((low) => crash >= low),
    );
    hash = nextChainHash(hash);
  }
  return builder.build();
}
