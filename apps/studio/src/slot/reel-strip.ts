import type { SlotModel } from '@lale/games/slots/model-types';

/**
 * The column of symbols one reel scrolls through, top to bottom: the symbol above the result,
 * the result's window (exactly the server's grid), the strip's symbols that follow it, then the
 * window shown before the spin. The reel moves down from the old window to the new one, so the
 * animation can only ever come to rest on what the server drew.
 */
export interface ReelColumn {
  symbols: string[];
  /** Index in `symbols` of the result window's top cell (the resting place). */
  restAt: number;
  /** Index in `symbols` of the previous window's top cell (where the spin starts). */
  startAt: number;
}

const symbolOf = (model: SlotModel) => {
  const byCode = new Map(model.symbols.map((symbol) => [symbol.code, symbol.id]));
  return (code: string) => byCode.get(code) ?? code;
};

/** The symbol at `index` of a strip, wrapping around in both directions. */
export function stripSymbol(model: SlotModel, strip: string, index: number): string {
  const length = strip.length;
  return symbolOf(model)(strip[((index % length) + length) % length] as string);
}

export function reelColumn(options: {
  model: SlotModel;
  strip: string;
  stop: number;
  reel: number;
  grid: readonly string[];
  previous: readonly string[];
  /** Symbols scrolled past between the two windows. */
  travel: number;
}): ReelColumn {
  const { model, strip, stop, reel, grid, previous, travel } = options;
  const rows = model.rows;
  const window = (cells: readonly string[]) =>
    Array.from({ length: rows }, (_, row) => cells[reel * rows + row] ?? '');
  const between = Array.from({ length: travel }, (_, index) =>
    stripSymbol(model, strip, stop + rows + index),
  );
  return {
    symbols: [
      stripSymbol(model, strip, stop - 1),
      ...window(grid),
      ...between,
      ...window(previous),
    ],
    restAt: 1,
    startAt: 1 + rows + travel,
  };
}

/** A resting reel: the symbol above and the window, nothing to scroll. */
export function restingColumn(model: SlotModel, grid: readonly string[], reel: number): ReelColumn {
  const rows = model.rows;
  return {
    symbols: [
      grid[reel * rows + rows - 1] ?? '',
      ...Array.from({ length: rows }, (_, row) => grid[reel * rows + row] ?? ''),
    ],
    restAt: 1,
    startAt: 1,
  };
}

/** translateY, as a percentage of the column's own height, that shows the window from `top`. */
export function columnOffset(column: ReelColumn, top: number): number {
  return -(top / column.symbols.length) * 100;
}
