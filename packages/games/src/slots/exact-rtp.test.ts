import { describe, expect, it } from 'vitest';
import { compiledModel, type CompiledStrips } from './compile-model.ts';
import { evaluateSpin } from './evaluate-spin.ts';
import { exactRtp } from './exact-rtp.ts';
import type { SlotModel } from './model-types.ts';
import { SLOT_GAMES } from './models.ts';
import { rational, toFractionString, toNumber } from './rational.ts';
import { toyAnywhereModel, toyLinesModel } from './test-models.ts';

/** Plays every stop combination through the engine itself: sums of units, awards and triggers. */
function enumerate(model: SlotModel, strips: CompiledStrips, inFreeSpins: boolean) {
  const compiled = compiledModel(model);
  const stake = model.payDivisor; // so that minor units equal pay units, with no rounding
  const totals = { combinations: 0, units: 0, awarded: 0, triggers: 0 };
  const stops = new Array<number>(model.reels).fill(0);
  for (;;) {
    const spin = evaluateSpin(compiled, strips, [...stops], stake, 1, inFreeSpins);
    totals.combinations += 1;
    totals.units += spin.win;
    totals.awarded += spin.freeSpinsAwarded;
    if (spin.freeSpinsAwarded > 0) totals.triggers += 1;
    let reel = model.reels - 1;
    while (
      reel >= 0 &&
      (stops[reel] = ((stops[reel] as number) + 1) % (strips.lengths[reel] as number)) === 0
    )
      reel--;
    if (reel < 0) return totals;
  }
}

describe.each([toyLinesModel, toyAnywhereModel])('exact RTP of $id', (model) => {
  const compiled = compiledModel(model);

  it('matches the engine over every base-game stop combination', () => {
    const totals = enumerate(model, compiled.base, false);
    const exact = exactRtp(model);
    expect(exact.baseGame).toEqual(rational(totals.units, totals.combinations * model.payDivisor));
    expect(exact.triggerProbability).toEqual(rational(totals.triggers, totals.combinations));
  });

  it('combines the free-spin reels in closed form', () => {
    const base = enumerate(model, compiled.base, false);
    const free = enumerate(model, compiled.free, true);
    const retriggerRate = free.awarded / free.combinations;
    const spinsPlayed = base.awarded / base.combinations / (1 - retriggerRate);
    const freeValue = (spinsPlayed * model.freeSpins.multiplier * free.units) / free.combinations;
    const expected = (base.units / base.combinations + freeValue) / model.payDivisor;
    expect(toNumber(exactRtp(model).rtp)).toBeCloseTo(expected, 12);
  });
});

describe('slot catalogue', () => {
  it.each(SLOT_GAMES.map((game) => [game.id, game] as const))(
    '%s has its published exact RTP, between 94% and 97%',
    (_, game) => {
      const exact = exactRtp(game.model);
      expect(toFractionString(exact.rtp)).toBe(game.rtpFraction);
      expect(game.rtp).toBeCloseTo(toNumber(exact.rtp), 12);
      expect(game.rtp).toBeGreaterThanOrEqual(0.94);
      expect(game.rtp).toBeLessThanOrEqual(0.97);
    },
  );

  it('has three line games of rising volatility and a pay-anywhere game', () => {
    expect(SLOT_GAMES.map((game) => [game.id, game.evaluation, game.volatility])).toEqual([
      ['low', 'lines', 'low'],
      ['medium', 'lines', 'medium'],
      ['high', 'lines', 'high'],
      ['scatter-pays', 'anywhere', 'medium'],
    ]);
    const scatterPays = SLOT_GAMES[3];
    expect([scatterPays?.reels, scatterPays?.rows]).toEqual([6, 5]);
    expect(SLOT_GAMES[0]?.lines).toBe(20);
  });

  it('shows pays as multiples of the stake', () => {
    const tulip = SLOT_GAMES[0]?.paytable.find((entry) => entry.symbol === 'tulip');
    expect(tulip?.pays).toEqual([
      { count: 2, stakeMultiple: 0.25 },
      { count: 3, stakeMultiple: 2 },
      { count: 4, stakeMultiple: 6.25 },
      { count: 5, stakeMultiple: 20 },
    ]);
  });
});
