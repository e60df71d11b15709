import type { Weighted } from '../core/discrete.ts';
import type { RacingSport } from '../core/market-types.ts';
import { MAX_RUNNERS } from '../core/selections.ts';

export const MIN_RUNNERS = 3;

/**
 * A race's pricing model: each runner's strength and its chance of winning, softmax of the
 * strengths (the Plackett–Luce model: runner i wins with chance e^sᵢ / Σ e^sⱼ). Runner numbers
 * are 1 to n in the order given.
 */
export interface RacingModel {
  sport: RacingSport;
  strengths: readonly number[];
  win: readonly number[];
}

export function racingModel(sport: RacingSport, strengths: readonly number[]): RacingModel {
  const n = strengths.length;
  if (n < MIN_RUNNERS || n > MAX_RUNNERS) throw new RangeError(`a race has 3–12 runners, not ${n}`);
  if (!strengths.every(Number.isFinite)) throw new RangeError('strengths must be finite');
  const top = Math.max(...strengths);
  const weights = strengths.map((s) => Math.exp(s - top));
  const total = weights.reduce((a, b) => a + b, 0);
  return { sport, strengths: [...strengths], win: weights.map((w) => w / total) };
}

export function runnerCount(model: RacingModel): number {
  return model.win.length;
}

/** Places paid in a place market: the first 2 in a field of up to 7, the first 3 from 8. */
export function placesPaid(runners: number): 2 | 3 {
  return runners <= 7 ? 2 : 3;
}

/** The first three home, by runner number. */
export type TopThree = readonly [number, number, number];

/**
 * Every first-three order with its chance (Harville): P(i, j, k) = pᵢ · pⱼ/(1 − pᵢ) ·
 * pₖ/(1 − pᵢ − pⱼ), which is what the sequential Plackett–Luce draw gives. n(n − 1)(n − 2)
 * orders, at most 1,320; every racing market settles on the first three alone.
 */
export function topThreeOrders(model: RacingModel): Weighted<TopThree>[] {
  const p = model.win;
  const n = p.length;
  const orders: Weighted<TopThree>[] = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const first = p[i]! * (p[j]! / (1 - p[i]!));
      for (let k = 0; k < n; k++) {
        if (k === i || k === j) continue;
        orders.push({
          value: [i + 1, j + 1, k + 1],
          probability: first * (p[k]! / (1 - p[i]! - p[j]!)),
        });
      }
    }
  return orders;
}
