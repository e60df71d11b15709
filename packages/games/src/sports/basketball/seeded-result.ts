import type { RandomSource } from '../../fair/random-source.ts';
import { discreteNormalQuantile } from '../core/discrete.ts';
import { openUniform52, seedStream, type DrawSeeds } from '../core/draws.ts';
import { scoreText } from '../core/score.ts';
import type { BasketballResult } from './markets.ts';
import type { BasketballModel } from './model.ts';

/** A drawn game: final points with overtime (what basketball markets settle on), and overtimes. */
export interface BasketballMatch extends BasketballResult {
  /** Overtimes played: 0, or 1 and more after a regulation tie (tied overtimes repeat). */
  overtimes: number;
}

/** Far beyond any real game (ten tied overtimes in a row is under 10⁻⁹ at the defaults). */
const MAX_OVERTIMES = 100;
const HALF_WORD = 2 ** 31;

/**
 * A whole game drawn from the model, in this order (each normal from two words as a 52-bit
 * uniform inside (0, 1), through the inverse normal CDF, rounded and held within the pricing
 * pmf's ends as `discreteNormal` does):
 *
 * 1. the regulation margin, N(expected margin, margin sd);
 * 2. the regulation total, N(expected total, total sd);
 * 3. after a regulation tie, each overtime's margin, N(margin · share, margin sd · √share),
 *    until one is not level; then one overtime's points, N(total · share, total sd · √share),
 *    added to the total (the pricing model adds one overtime's points too);
 * 4. if the total and the margin differ in parity (the model prices them apart, so nothing
 *    ties them), one word moves the total by one: down below 2³¹, up otherwise. Its mean is
 *    unchanged and the margin exact; the total's variance grows by about half a point².
 *
 * Home = (total + margin) / 2, away = (total − margin) / 2; a total under the margin's size
 * (only for a model with a total within a few sd of 0) is raised to it, a side scoring 0.
 */
export function drawBasketballMatch(model: BasketballModel, source: RandomSource): BasketballMatch {
  const { expectedMargin, expectedTotal, marginSd, totalSd, overtimeShare } = model;
  let margin = discreteNormalQuantile(expectedMargin, marginSd, openUniform52(source));
  let total = discreteNormalQuantile(expectedTotal, totalSd, openUniform52(source));
  let overtimes = 0;
  if (margin === 0) {
    const scale = Math.sqrt(overtimeShare);
    while (margin === 0) {
      if (overtimes === MAX_OVERTIMES) throw new RangeError('the model cannot break a tie');
      overtimes += 1;
      const u = openUniform52(source);
      margin = discreteNormalQuantile(expectedMargin * overtimeShare, marginSd * scale, u);
    }
    const u = openUniform52(source);
    total += discreteNormalQuantile(expectedTotal * overtimeShare, totalSd * scale, u);
  }
  if ((total - margin) % 2 !== 0) total += source.nextUint32() < HALF_WORD ? -1 : 1;
  total = Math.max(total, Math.abs(margin));
  return { home: (total + margin) / 2, away: (total - margin) / 2, overtimes };
}

/** The game of committed seeds: the provably fair stream of (server seed, client seed, nonce). */
export function basketballResultFromSeed(
  model: BasketballModel,
  seeds: DrawSeeds,
): BasketballMatch {
  return drawBasketballMatch(model, seedStream(seeds));
}

/** Final points as shown, "89-84" (overtime included; `overtimes` says how many were played). */
export function basketballResultText(result: BasketballResult): string {
  return scoreText(result);
}
