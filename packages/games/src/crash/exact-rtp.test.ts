import { describe, expect, it } from 'vitest';
import { crashPointFromInt52 } from './crash-point.ts';
import {
  cashoutRtpFraction,
  cashoutWinProbability,
  declaredRtp,
  exactCashoutRtp,
} from './exact-rtp.ts';
import { CRASH_GAMES } from './games.ts';

const TARGETS = [101, 150, 200, 1_000, 10_000, 100_000];
const TWO_POW_52 = 2n ** 52n;

describe('exact cash-out RTP', () => {
  it.each(CRASH_GAMES.map((game) => [game.id, game] as const))(
    '%s: every target returns the declared RTP, short by less than target / (100 · 2^52)',
    (_, game) => {
      const declared = declaredRtp(game.edgeBasisPoints);
      expect(declared).toBe(game.rtp);
      for (const target of TARGETS) {
        const rtp = exactCashoutRtp(game.edgeBasisPoints, target, game.maxMultiplierHundredths);
        expect(Math.abs(rtp - declared)).toBeLessThan(1e-9);
        // declared − exact = (q·2^52 − 100·numerator) / (10^4 · 2^52) with q = 10000 − edge,
        // and q·2^52 − 100·numerator = q·2^52 mod (100 · target): in [0, 100 · target).
        const { numerator, denominator } = cashoutRtpFraction(game.edgeBasisPoints, target);
        expect(denominator).toBe(100n * TWO_POW_52);
        const gap = BigInt(10_000 - game.edgeBasisPoints) * TWO_POW_52 - 100n * numerator;
        expect(gap >= 0n && gap < 100n * BigInt(target)).toBe(true);
      }
    },
  );

  it('counts exactly the n whose crash point reaches the target', () => {
    for (const target of [101, 200, 777, 1_000_000]) {
      const { numerator } = cashoutWinProbability(300, target);
      const firstWinning = Number(TWO_POW_52 - numerator);
      expect(crashPointFromInt52(firstWinning, 300, 1_000_000)).toBeGreaterThanOrEqual(target);
      expect(crashPointFromInt52(firstWinning - 1, 300, 1_000_000)).toBeLessThan(target);
    }
  });

  it('is certain at 1.00x and impossible above the cap', () => {
    expect(cashoutWinProbability(300, 100)).toEqual({ numerator: 1n, denominator: 1n });
    expect(cashoutWinProbability(300, 5_001, 5_000)).toEqual({ numerator: 0n, denominator: 1n });
    expect(exactCashoutRtp(300, 5_000, 5_000)).toBeCloseTo(0.97, 12);
  });
});
