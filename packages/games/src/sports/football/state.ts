import type { FootballModel } from './model.ts';
import { isScore, type Score } from '../core/score.ts';
import { gridAt, type ScoreGrid } from './score-grid.ts';

export const HALF_SECONDS = 45 * 60;
export const MATCH_SECONDS = 2 * HALF_SECONDS;

/**
 * Where a match stands: seconds of regulation time played (0 at kick-off, 5400 at full time;
 * stoppage time is not modelled), the score, and the half-time score once the first half is over.
 */
export interface FootballState {
  second: number;
  score: Score;
  halfTime?: Score;
}

export const KICK_OFF: FootballState = { second: 0, score: { home: 0, away: 0 } };

export function assertFootballState(state: FootballState): void {
  const { second, score, halfTime } = state;
  if (!Number.isInteger(second) || second < 0 || second > MATCH_SECONDS) {
    throw new RangeError(`second must be an integer in [0, ${MATCH_SECONDS}]`);
  }
  if (!isScore(score)) throw new RangeError('score must be two non-negative integers');
  const pastHalf = second >= HALF_SECONDS;
  if (pastHalf !== (halfTime !== undefined)) {
    throw new RangeError('halfTime is given exactly when the first half is over');
  }
  if (
    halfTime &&
    (!isScore(halfTime) || halfTime.home > score.home || halfTime.away > score.away)
  ) {
    throw new RangeError('halfTime must be a score within the current score');
  }
}

/**
 * Share of the match's goal intensity spent after `second`: goals arrive at a constant rate
 * within each half, a `firstHalfShare` of them in the first.
 */
export function elapsedShare(model: FootballModel, second: number): number {
  const s = model.firstHalfShare;
  return second <= HALF_SECONDS
    ? (s * second) / HALF_SECONDS
    : s + ((1 - s) * (second - HALF_SECONDS)) / HALF_SECONDS;
}

/** P(k of n goals fall before a point that a goal is before with chance f). */
export function binomial(n: number, k: number, f: number): number {
  let coefficient = 1;
  for (let i = 1; i <= k; i++) coefficient = (coefficient * (n - k + i)) / i;
  return coefficient * f ** k * (1 - f) ** (n - k);
}

/**
 * The final-score distribution given the state. Every goal of a final score (h, a) falls
 * before now independently with chance F, so by Bayes P(h, a | x, y by now) ∝
 * P(h, a) · Bin(x; h, F) · Bin(y; a, F). Under plain Poisson this is x + Poisson(λ(1 − F));
 * it is also exactly what the timeline of `drawFootballTimeline` implies, so live prices and
 * simulated matches agree. At kick-off it is the model's grid.
 */
export function conditionedGrid(model: FootballModel, state: FootballState): ScoreGrid {
  assertFootballState(state);
  const { grid } = model;
  const f = elapsedShare(model, state.second);
  const { home: x, away: y } = state.score;
  const p = new Float64Array(grid.p.length);
  let total = 0;
  for (let h = x; h <= grid.maxHome; h++) {
    const homeWeight = binomial(h, x, f);
    for (let a = y; a <= grid.maxAway; a++) {
      const weight = gridAt(grid, h, a) * homeWeight * binomial(a, y, f);
      p[h * (grid.maxAway + 1) + a] = weight;
      total += weight;
    }
  }
  if (!(total > 0)) throw new RangeError('the model gives this state no chance');
  for (let i = 0; i < p.length; i++) p[i]! /= total;
  return { maxHome: grid.maxHome, maxAway: grid.maxAway, p };
}
