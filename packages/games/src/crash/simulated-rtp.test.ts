import { describe, expect, it } from 'vitest';
import { FastSource } from '../simulation/fast-source.ts';
import { crashPointFromHash, crashPointFromUniform } from './crash-point.ts';
import { cashoutWinProbability } from './exact-rtp.ts';
import { CRASH_GAMES, type CrashGame } from './games.ts';
import { createHashChain } from './hash-chain.ts';

const Z_999 = 3.2905; // two-sided 99.9%
const TARGETS = [101, 200, 1_000, 10_000];

/** Observed RTP of cashing out at `target` is within the 99.9% interval of the declared one. */
function expectWithinInterval(game: CrashGame, target: number, wins: number, rounds: number) {
  const p = cashoutWinProbability(game.edgeBasisPoints, target);
  const chance = Number(p.numerator) / Number(p.denominator);
  const multiple = target / 100;
  const standardError = multiple * Math.sqrt((chance * (1 - chance)) / rounds);
  const observed = (wins * multiple) / rounds;
  expect(Math.abs(observed - game.rtp), `${game.id} at ${target}`).toBeLessThan(
    Z_999 * standardError,
  );
}

function countWins(crashPoints: Iterable<number>): { rounds: number; wins: number[] } {
  const wins = TARGETS.map(() => 0);
  let rounds = 0;
  for (const crash of crashPoints) {
    rounds += 1;
    for (let i = 0; i < TARGETS.length; i++) if (crash >= TARGETS[i]!) wins[i]! += 1;
  }
  return { rounds, wins };
}

describe('simulated crash RTP', () => {
  it.each(CRASH_GAMES.map((game) => [game.id, game] as const))(
    '%s: 10^7 rounds of r from a fast source through crashPointFromUniform',
    { timeout: 30_000 },
    (_, game) => {
      const source = new FastSource(0xc4a5);
      function* crashPoints() {
        for (let i = 0; i < 10_000_000; i++) {
          const high = source.nextUint32() >>> 12; // 20 bits above 32: a 52-bit n
          const r = (high * 2 ** 32 + source.nextUint32()) / 2 ** 52;
          yield crashPointFromUniform(r, game.edgeBasisPoints, game.maxMultiplierHundredths);
        }
      }
      const { rounds, wins } = countWins(crashPoints());
      TARGETS.forEach((target, i) => expectWithinInterval(game, target, wins[i]!, rounds));
    },
  );

  it.each(CRASH_GAMES.map((game) => [game.id, game] as const))(
    '%s: 10^5 rounds through the full chain and HMAC path',
    { timeout: 30_000 },
    (_, game) => {
      const chain = createHashChain(100_000, 'c0ffee00'.repeat(8));
      function* crashPoints() {
        for (const hash of chain.hashes()) {
          yield crashPointFromHash(
            hash,
            `${game.id}-salt`,
            game.edgeBasisPoints,
            game.maxMultiplierHundredths,
          );
        }
      }
      const { rounds, wins } = countWins(crashPoints());
      expect(rounds).toBe(100_000);
      TARGETS.forEach((target, i) => expectWithinInterval(game, target, wins[i]!, rounds));
    },
  );
});
