import type { SlotModel } from '@lale/games/slots/model-types';
import type { SlotSpinOutcome } from '@lale/games/slots/outcome-types';

/**
 * Grid indexes (reel * rows + row) that took part in a win: each paid line's run from the left,
 * every paid symbol for pay-anywhere, and the scatters when they paid or awarded spins.
 */
export function winningCells(model: SlotModel, spin: SlotSpinOutcome): Set<number> {
  const cells = new Set<number>();
  for (const win of spin.wins) {
    if (win.kind === 'line' && model.evaluation === 'lines') {
      const rows = model.paylines[win.line];
      if (!rows) continue;
      for (let reel = 0; reel < win.count; reel++) {
        cells.add(reel * model.rows + (rows[reel] as number));
      }
    } else if (win.kind === 'anywhere') {
      spin.grid.forEach((symbol, index) => symbol === win.symbol && cells.add(index));
    }
  }
  if (spin.scatterWin > 0 || spin.freeSpinsAwarded > 0) {
    spin.grid.forEach((symbol, index) => symbol === 'scatter' && cells.add(index));
  }
  return cells;
}

/** The line (1-based, as shown) each highlighted line win is on, for drawing them. */
export function winningLines(spin: SlotSpinOutcome): number[] {
  return spin.wins.flatMap((win) => (win.kind === 'line' ? [win.line + 1] : []));
}
