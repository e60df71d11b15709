import type { Weighted } from '../core/discrete.ts';
import type { FootballModel } from './model.ts';
import type { MatchResult, Score, Side } from '../core/score.ts';
import { gridAt, gridOutcomes, type ScoreGrid } from './score-grid.ts';
import { binomial, elapsedShare, type FootballState } from './state.ts';

export interface HalfTimeFullTime {
  half: MatchResult;
  full: MatchResult;
}

export type FirstGoal = Side | 'none';

export interface HalfTimeDistributions {
  /** Half-time scores, while the first half is still to finish. */
  halfTime: Weighted<Score>[] | null;
  halfTimeFullTime: Weighted<HalfTimeFullTime>[];
}

const RESULTS: readonly MatchResult[] = ['home', 'draw', 'away'];

/** Index in RESULTS of a goal difference. */
const resultIndex = (difference: number) => (difference > 0 ? 0 : difference === 0 ? 1 : 2);

/** rows[n][k] = P(k of n goals fall in the rest of the first half). */
function binomialRows(max: number, r: number): Float64Array[] {
  return Array.from({ length: max + 1 }, (_, n) =>
    Float64Array.from({ length: n + 1 }, (_, k) => binomial(n, k, r)),
  );
}

function pairs(weights: Float64Array): Weighted<HalfTimeFullTime>[] {
  return RESULTS.flatMap((half, i) =>
    RESULTS.map((full, j) => ({
      value: { half, full },
      probability: weights[i * 3 + j] as number,
    })),
  );
}

/**
 * Half-time markets from the final-score distribution: each goal still to come falls in what
 * is left of the first half with chance r = (s − F) / (1 − F), independently (binomial
 * thinning). For plain Poisson goals that is the usual model of independent Poisson halves
 * with λ·s and λ·(1 − s); with Dixon–Coles it keeps every market consistent with full time.
 */
export function halfTimeDistributions(
  model: FootballModel,
  state: FootballState,
  grid: ScoreGrid,
): HalfTimeDistributions {
  const resultPairs = new Float64Array(9);
  const index = (half: Score, full: Score) =>
    resultIndex(half.home - half.away) * 3 + resultIndex(full.home - full.away);
  if (state.halfTime) {
    for (const { value, probability } of gridOutcomes(grid))
      resultPairs[index(state.halfTime, value)]! += probability;
    return { halfTime: null, halfTimeFullTime: pairs(resultPairs) };
  }
  const f = elapsedShare(model, state.second);
  const r = (model.firstHalfShare - f) / (1 - f);
  const { home: x, away: y } = state.score;
  const halfGrid = new Float64Array(grid.p.length);
  const split = binomialRows(Math.max(grid.maxHome - x, grid.maxAway - y), r);
  for (let h = x; h <= grid.maxHome; h++) {
    const homeSplit = split[h - x] as Float64Array;
    for (let a = y; a <= grid.maxAway; a++) {
      const p = gridAt(grid, h, a);
      if (p === 0) continue;
      const awaySplit = split[a - y] as Float64Array;
      const fullIndex = resultIndex(h - a);
      for (let i = 0; i <= h - x; i++) {
        const pi = p * (homeSplit[i] as number);
        const row = (x + i) * (grid.maxAway + 1);
        for (let j = 0; j <= a - y; j++) {
          const weight = pi * (awaySplit[j] as number);
          halfGrid[row + y + j]! += weight;
          resultPairs[resultIndex(x + i - y - j) * 3 + fullIndex]! += weight;
        }
      }
    }
  }
  const halfTime = gridOutcomes({ ...grid, p: halfGrid });
  return { halfTime, halfTimeFullTime: pairs(resultPairs) };
}

/**
 * First goal while the match is goalless: given a final score, the goals' times are
 * independent and identically distributed, so the first is the home side's with chance h/(h + a).
 */
export function firstGoalDistribution(grid: ScoreGrid): Weighted<FirstGoal>[] {
  const weights = { home: 0, none: 0, away: 0 };
  for (const { value, probability } of gridOutcomes(grid)) {
    const goals = value.home + value.away;
    if (goals === 0) weights.none += probability;
    else {
      weights.home += (probability * value.home) / goals;
      weights.away += (probability * value.away) / goals;
    }
  }
  return (['home', 'none', 'away'] as const).map((value) => ({
    value,
    probability: weights[value],
  }));
}
