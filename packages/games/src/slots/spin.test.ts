import { describe, expect, it } from 'vitest';
import { hmacStream } from '../fair/hmac-stream.ts';
import { FastSource } from '../simulation/fast-source.ts';
import type { SlotModel } from './model-types.ts';
import { highVolatilityModel } from './models/high.ts';
import { lokumPaysModel } from './models/lokum-pays.ts';
import { mediumVolatilityModel } from './models/medium.ts';
import type { SlotRound } from './outcome-types.ts';
import { spinSlot } from './spin.ts';
import { MAX_SLOT_STAKE } from './validate-model.ts';

function roundWithFreeSpins(model: SlotModel, stake: number): SlotRound {
  const source = new FastSource(99);
  for (;;) {
    const round = spinSlot(model, stake, source);
    if (round.freeSpins.length > 0) return round;
  }
}

const symbolIdOf = (model: SlotModel, code: string) =>
  model.symbols.find((symbol) => symbol.code === code)?.id;

describe('spinSlot', () => {
  it('is a pure function of model, stake and the fair stream', () => {
    const play = () => spinSlot(mediumVolatilityModel, 200, hmacStream('server', 'client', 5));
    expect(play()).toEqual(play());
    expect(spinSlot(mediumVolatilityModel, 200, hmacStream('server', 'client', 6))).not.toEqual(
      play(),
    );
  });

  it('draws one unbiased stop per reel, reel 1 first, and shows the strip from there', () => {
    const model = lokumPaysModel;
    const round = spinSlot(model, 100, hmacStream('server', 'client', 11));
    const reference = hmacStream('server', 'client', 11);
    const expectedStops = model.baseStrips.map((strip) => reference.nextInt(strip.length));
    expect(round.base.stops).toEqual(expectedStops);
    model.baseStrips.forEach((strip, reel) => {
      for (let row = 0; row < model.rows; row++) {
        const code = strip[((expectedStops[reel] as number) + row) % strip.length] as string;
        expect(round.base.grid[reel * model.rows + row]).toBe(symbolIdOf(model, code));
      }
    });
  });

  it('plays every awarded free spin, retriggers included, inside the round', () => {
    const round = roundWithFreeSpins(highVolatilityModel, 20);
    const awarded =
      round.base.freeSpinsAwarded +
      round.freeSpins.reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);
    expect(round.freeSpins).toHaveLength(awarded);
    expect(round.base.scatterCount).toBeGreaterThanOrEqual(3);
    expect(round.totalWin).toBe(
      round.base.win + round.freeSpins.reduce((sum, spin) => sum + spin.win, 0),
    );
    for (const spin of round.freeSpins) {
      expect(spin.multiplier).toBe(5);
      for (const win of spin.wins) expect(win.units % 5).toBe(0);
    }
  });

  it('floors each win to whole minor units and adds the floored wins', () => {
    const stake = 7; // not a multiple of the 20 lines, so line wins have fractions
    const round = roundWithFreeSpins(mediumVolatilityModel, stake);
    const spins = [round.base, ...round.freeSpins];
    for (const spin of spins) {
      for (const win of spin.wins) expect(win.win).toBe(Math.floor((stake * win.units) / 20));
      expect(spin.win).toBe(spin.wins.reduce((sum, win) => sum + win.win, spin.scatterWin));
    }
    expect(round.totalWin).toBe(spins.reduce((sum, spin) => sum + spin.win, 0));
  });

  it('reports line wins with their line, symbol and run length', () => {
    const source = new FastSource(3);
    let round = spinSlot(mediumVolatilityModel, 20, source);
    while (round.base.wins.length === 0) round = spinSlot(mediumVolatilityModel, 20, source);
    const win = round.base.wins[0];
    if (win?.kind !== 'line') throw new Error('expected a line win');
    const rows = mediumVolatilityModel.paylines[win.line] ?? [];
    const onLine = rows.map((row, reel) => round.base.grid[reel * 3 + row]);
    const run = onLine.slice(0, win.count);
    expect(run.every((symbol) => symbol === win.symbol || symbol === 'wild')).toBe(true);
    expect(win.win).toBe(win.units); // stake 20 = one minor unit per line bet
  });

  it('refuses a stake that is not a positive integer up to the cap', () => {
    for (const stake of [0, -20, 2.5, MAX_SLOT_STAKE + 1]) {
      expect(() => spinSlot(mediumVolatilityModel, stake, new FastSource(1))).toThrow(RangeError);
    }
  });
});
