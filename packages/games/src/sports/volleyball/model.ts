import type { Weighted } from '../core/discrete.ts';
import type { Score } from '../core/score.ts';

export interface VolleyballModelInput {
  /** The home side's chance of winning one of the first four sets. */
  setWin: number;
  /** Its chance in the fifth set, played to 15 (by default the same). */
  decidingSetWin?: number;
}

export interface VolleyballModel {
  /** The set chances it was built from, which a seeded result draws set by set. */
  setWin: number;
  decidingSetWin: number;
  /** Final scores in sets (3-0 … 0-3) with their probabilities. */
  outcomes: Weighted<Score>[];
}

function assertChance(p: number, name: string): void {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`${name} must be in [0, 1]`);
}

/**
 * Best of five, independent sets: 3-0 = p³, 3-1 = 3p³q (the loss in one of the first three),
 * 3-2 = 6p²q²·p₅ (two losses among the first four), and the mirror images.
 */
export function volleyballModel(input: VolleyballModelInput): VolleyballModel {
  const p = input.setWin;
  const p5 = input.decidingSetWin ?? p;
  assertChance(p, 'setWin');
  assertChance(p5, 'decidingSetWin');
  const q = 1 - p;
  const twoAll = 6 * p * p * q * q;
  const outcomes = [
    { value: { home: 3, away: 0 }, probability: p ** 3 },
    { value: { home: 3, away: 1 }, probability: 3 * p ** 3 * q },
    { value: { home: 3, away: 2 }, probability: twoAll * p5 },
    { value: { home: 2, away: 3 }, probability: twoAll * (1 - p5) },
    { value: { home: 1, away: 3 }, probability: 3 * q ** 3 * p },
    { value: { home: 0, away: 3 }, probability: q ** 3 },
  ];
  return { setWin: p, decidingSetWin: p5, outcomes };
}

/**
 * A set's chance from the chance of winning a rally (taken as the same on either serve):
 * first to `target` (25, or 15 in the fifth set), ahead by two. Winning target-k for k up to
 * target−2, or reaching (target−1)-all and then winning two rallies in a row before losing two.
 */
export function setWinFromRallies(rally: number, target = 25): number {
  assertChance(rally, 'rally');
  const q = 1 - rally;
  let win = 0;
  let coefficient = 1;
  for (let k = 0; k <= target - 2; k++) {
    if (k > 0) coefficient = (coefficient * (target - 1 + k)) / k;
    win += coefficient * rally ** target * q ** k;
  }
  const deuce = coefficient * ((2 * target - 2) / (target - 1));
  const level = deuce * rally ** (target - 1) * q ** (target - 1);
  const denominator = rally * rally + q * q;
  return win + (denominator > 0 ? (level * rally * rally) / denominator : 0);
}
