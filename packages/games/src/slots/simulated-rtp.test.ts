import { describe, expect, it } from 'vitest';
import { FastSource } from '../simulation/fast-source.ts';
import { exactRtp } from './exact-rtp.ts';
import { SLOT_GAMES } from './models.ts';
import { toNumber } from './rational.ts';
import { spinSlot } from './spin.ts';

const ROUNDS = 1_000_000;

/** |mean - expected| within 5 standard errors: a deterministic seed, so never flaky. */
function expectWithinNoise(sum: number, squares: number, expected: number) {
  const mean = sum / ROUNDS;
  const standardError = Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS);
  expect(Math.abs(mean - expected)).toBeLessThan(5 * standardError);
}

describe('simulated RTP', () => {
  it.each(SLOT_GAMES.map((game) => [game.id, game] as const))(
    '%s: 10^6 engine rounds agree with the exact figures',
    { timeout: 30_000 },
    (_, game) => {
      const { model } = game;
      const exact = exactRtp(model);
      const stake = model.payDivisor; // pay units = minor units, so no rounding
      const source = new FastSource(0x1a1e);
      const totals = { all: 0, allSquares: 0, base: 0, baseSquares: 0, triggers: 0 };
      for (let i = 0; i < ROUNDS; i++) {
        const round = spinSlot(model, stake, source);
        const total = round.totalWin / stake;
        const base = round.base.win / stake;
        totals.all += total;
        totals.allSquares += total * total;
        totals.base += base;
        totals.baseSquares += base * base;
        if (round.freeSpins.length > 0) totals.triggers += 1;
      }
      expectWithinNoise(totals.all, totals.allSquares, game.rtp);
      expectWithinNoise(totals.base, totals.baseSquares, toNumber(exact.baseGame));
      const p = toNumber(exact.triggerProbability);
      const triggerRate = totals.triggers / ROUNDS;
      expect(Math.abs(triggerRate - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / ROUNDS));
    },
  );
});
