import type { BaccaratWinner } from './coup.ts';

/** What a roadmap needs of a past coup (a stored `BaccaratCoup` will do). */
export interface RoadResult {
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
}

export interface BeadPlateCell<R extends RoadResult> {
  column: number;
  row: number;
  result: R;
}

export interface BeadPlateOptions {
  rows?: number;
  /** Keep only the latest whole columns that fit; the plate scrolls by a column at a time. */
  columns?: number;
}

/**
 * The bead plate: every coup, ties included, in play order, filling each column top to bottom
 * (6 rows) before the next.
 */
export function beadPlate<R extends RoadResult>(
  results: readonly R[],
  { rows = 6, columns }: BeadPlateOptions = {},
): BeadPlateCell<R>[] {
  const usedColumns = Math.ceil(results.length / rows);
  const firstColumn = columns === undefined ? 0 : Math.max(0, usedColumns - columns);
  return results.slice(firstColumn * rows).map((result, index) => ({
    column: Math.floor(index / rows),
    row: index % rows,
    result,
  }));
}

export interface BigRoadCell {
  column: number;
  row: number;
  winner: 'player' | 'banker';
  /** Ties that followed this coup, drawn as a slash (with the count) on the cell. */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** Position of the coup in the results given. */
  index: number;
}

export interface BigRoad {
  cells: BigRoadCell[];
  /** Ties before the first player or banker win; drawn on the first cell once it exists. */
  leadingTies: number;
  /** The logical columns: each run of one winner, in order (what the derived roads read). */
  streaks: { winner: 'player' | 'banker'; length: number }[];
}

/**
 * The big road: each run of banker or player wins fills a column downwards, a new winner
 * starts the next column at the top, and a tie adds to the mark on the previous cell. A run
 * that reaches the bottom row, or a cell already taken, turns right along its row (the dragon
 * tail); a new column starts one to the right of the previous column's start, further right
 * while its top cell is taken.
 */
export function bigRoad(results: readonly RoadResult[], { rows = 6 } = {}): BigRoad {
  const cells: BigRoadCell[] = [];
  const streaks: BigRoad['streaks'] = [];
  const taken = new Set<string>();
  const at = (column: number, row: number) => `${column},${row}`;
  let leadingTies = 0;
  let startColumn = -1;
  let column = 0;
  let row = 0;
  let turned = false;
  results.forEach((result, index) => {
    const last = cells[cells.length - 1];
    if (result.winner === 'tie') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      return;
    }
    const streak = streaks[streaks.length - 1];
    if (streak && streak.winner === result.winner) {
      streak.length += 1;
      if (!turned && row + 1 < rows && !taken.has(at(column, row + 1))) row += 1;
      else {
        turned = true;
        column += 1;
      }
    } else {
      streaks.push({ winner: result.winner, length: 1 });
      startColumn += 1;
      while (taken.has(at(startColumn, 0))) startColumn += 1;
      column = startColumn;
      row = 0;
      turned = false;
    }
    taken.add(at(column, row));
    cells.push({
      column,
      row,
      winner: result.winner,
      ties: 0,
      playerPair: result.playerPair,
      bankerPair: result.bankerPair,
      index,
    });
  });
  return { cells, leadingTies, streaks };
}
