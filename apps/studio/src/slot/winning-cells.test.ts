import { slotGame } from '@lale/games/slots/models';
import type { SlotSpinOutcome } from '@lale/games/slots/outcome-types';
import { describe, expect, it } from 'vitest';
import { winningCells } from './winning-cells.ts';

const lines = slotGame('low')!.model;
const anywhere = slotGame('scatter-pays')!.model;

function spin(partial: Partial<SlotSpinOutcome>): SlotSpinOutcome {
  return {
    stops: [],
    grid: [],
    multiplier: 1,
    wins: [],
    scatterCount: 0,
    scatterWin: 0,
    freeSpinsAwarded: 0,
    win: 0,
    ...partial,
  };
}

describe('winning cells', () => {
  it('marks a line run from reel 1 along the line’s rows', () => {
    // Line 4 (index 3) runs rows 0,1,2,1,0; a run of 3 covers reels 1–3.
    const cells = winningCells(
      lines,
      spin({
        grid: Array(15).fill('ace'),
        wins: [{ kind: 'line', line: 3, symbol: 'ace', count: 3, units: 15, win: 75 }],
      }),
    );
    expect([...cells].sort((a, b) => a - b)).toEqual([0, 4, 8]);
  });

  it('marks every cell of a symbol paid anywhere', () => {
    const grid = Array(30).fill('rose');
    grid[7] = 'kunefe';
    const cells = winningCells(
      anywhere,
      spin({ grid, wins: [{ kind: 'anywhere', symbol: 'rose', count: 29, units: 750, win: 750 }] }),
    );
    expect(cells.size).toBe(29);
    expect(cells.has(7)).toBe(false);
  });

  it('marks scatters only when they paid or awarded free spins', () => {
    const grid = Array(15).fill('ten');
    grid[1] = 'scatter';
    grid[4] = 'scatter';
    expect(winningCells(lines, spin({ grid, scatterCount: 2 })).size).toBe(0);
    expect([
      ...winningCells(
        lines,
        spin({ grid, scatterCount: 3, scatterWin: 200, freeSpinsAwarded: 10 }),
      ),
    ]).toEqual([1, 4]);
  });
});
