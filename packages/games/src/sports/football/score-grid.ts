import type { Weighted } from '../core/discrete.ts';
import type { Score } from '../core/score.ts';

/** Probabilities of final scores: p[home · (maxAway + 1) + away]; the last row/column is "or more". */
export interface ScoreGrid {
  maxHome: number;
  maxAway: number;
  p: Float64Array;
}

export function gridAt(grid: ScoreGrid, home: number, away: number): number {
  if (home > grid.maxHome || away > grid.maxAway) return 0;
  return grid.p[home * (grid.maxAway + 1) + away] as number;
}

export function gridTotal(grid: ScoreGrid): number {
  return grid.p.reduce((sum, p) => sum + p, 0);
}

/** The grid's scores with positive probability, home goals outer, away inner. */
export function gridOutcomes(grid: ScoreGrid): Weighted<Score>[] {
  const outcomes: Weighted<Score>[] = [];
  for (let home = 0; home <= grid.maxHome; home++) {
    for (let away = 0; away <= grid.maxAway; away++) {
      const probability = gridAt(grid, home, away);
      if (probability > 0) outcomes.push({ value: { home, away }, probability });
    }
  }
  return outcomes;
}
