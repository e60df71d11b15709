import { spinSlot } from '@lale/games/slots/spin';
import { slotGame, SLOT_GAMES } from '@lale/games/slots/models';
import { describe, expect, it } from 'vitest';
import { columnOffset, reelColumn, restingColumn, stripSymbol } from './reel-strip.ts';

const low = slotGame('low')!.model;

describe('a reel column', () => {
  it('comes to rest on exactly the window the server drew, for every game and reel', () => {
    for (const { model } of SLOT_GAMES) {
      for (let stop = 0; stop < 60; stop += 7) {
        const stops = Array.from({ length: model.reels }, (_, reel) => stop + reel * 3);
        const grid = stops.flatMap((at, reel) =>
          Array.from({ length: model.rows }, (_, row) =>
            stripSymbol(model, model.baseStrips[reel]!, at + row),
          ),
        );
        const previous = Array(grid.length).fill('ten');
        for (let reel = 0; reel < model.reels; reel++) {
          const column = reelColumn({
            model,
            strip: model.baseStrips[reel]!,
            stop: stops[reel]!,
            reel,
            grid,
            previous,
            travel: 12,
          });
          const window = column.symbols.slice(column.restAt, column.restAt + model.rows);
          expect(window).toEqual(grid.slice(reel * model.rows, (reel + 1) * model.rows));
          const before = column.symbols.slice(column.startAt, column.startAt + model.rows);
          expect(before).toEqual(previous.slice(reel * model.rows, (reel + 1) * model.rows));
        }
      }
    }
  });

  it('scrolls through the strip’s own symbols below the result, wrapping around its end', () => {
    const strip = low.baseStrips[0]!;
    const stop = strip.length - 2;
    const column = reelColumn({
      model: low,
      strip,
      stop,
      reel: 0,
      grid: Array(15).fill('ace'),
      previous: Array(15).fill('ten'),
      travel: 4,
    });
    const between = column.symbols.slice(1 + low.rows, 1 + low.rows + 4);
    expect(between).toEqual([1, 2, 3, 4].map((step) => stripSymbol(low, strip, stop + 2 + step)));
    expect(column.symbols[0]).toBe(stripSymbol(low, strip, stop - 1));
  });

  it('matches the grid a real seeded spin produced from its stops', () => {
    let seed = 7;
    const source = { nextUint32: () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) };
    const outcome = spinSlot(low, 100, source).base;
    for (let reel = 0; reel < low.reels; reel++) {
      const column = reelColumn({
        model: low,
        strip: low.baseStrips[reel]!,
        stop: outcome.stops[reel]!,
        reel,
        grid: outcome.grid,
        previous: outcome.grid,
        travel: 3,
      });
      const fromStrip = [0, 1, 2].map((row) =>
        stripSymbol(low, low.baseStrips[reel]!, outcome.stops[reel]! + row),
      );
      expect(column.symbols.slice(1, 4)).toEqual(fromStrip);
    }
  });

  it('offsets the column so the window from a given cell fills the reel', () => {
    const resting = restingColumn(low, Array(15).fill('ace'), 0);
    expect(resting.symbols).toHaveLength(4);
    expect(columnOffset(resting, resting.restAt)).toBe(-25);
  });
});
