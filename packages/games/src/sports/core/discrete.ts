import { inverseNormalCdf, normalCdf } from './normal.ts';

/** One outcome of a model and its probability. */
export interface Weighted<T> {
  value: T;
  probability: number;
}

/** A distribution over the integers from `offset` to `offset + mass.length − 1`. */
export interface IntegerPmf {
  offset: number;
  mass: Float64Array;
}

const SPREAD_SDS = 9;

/**
 * A normal distribution rounded to the nearest integer (k takes the mass in [k − ½, k + ½)),
 * kept within 9 standard deviations; the mass beyond goes to the two end points, so it sums
 * to 1 up to float rounding.
 */
export function discreteNormal(mean: number, sd: number): IntegerPmf {
  if (!Number.isFinite(mean) || !(sd > 0))
    throw new RangeError('a normal needs a finite mean, sd > 0');
  const low = Math.floor(mean - SPREAD_SDS * sd);
  const high = Math.ceil(mean + SPREAD_SDS * sd);
  const mass = new Float64Array(high - low + 1);
  let below = 0;
  for (let k = low; k < high; k++) {
    const upTo = normalCdf((k + 0.5 - mean) / sd);
    mass[k - low] = upTo - below;
    below = upTo;
  }
  mass[high - low] = 1 - below;
  return { offset: low, mass };
}

/**
 * The value of `discreteNormal(mean, sd)` at the uniform u in (0, 1): the normal's quantile
 * rounded as that pmf does (k for [k − ½, k + ½)) and held within its ends, which carry the
 * tails. For u uniform it has exactly that pmf, up to float rounding.
 */
export function discreteNormalQuantile(mean: number, sd: number, u: number): number {
  if (!Number.isFinite(mean) || !(sd > 0))
    throw new RangeError('a normal needs a finite mean, sd > 0');
  const low = Math.floor(mean - SPREAD_SDS * sd);
  const high = Math.ceil(mean + SPREAD_SDS * sd);
  const k = Math.floor(mean + sd * inverseNormalCdf(u) + 0.5);
  return Math.min(high, Math.max(low, k));
}

/** The distribution of the sum of two independent integer variables. */
export function convolve(a: IntegerPmf, b: IntegerPmf): IntegerPmf {
  const mass = new Float64Array(a.mass.length + b.mass.length - 1);
  for (let i = 0; i < a.mass.length; i++) {
    const pa = a.mass[i] as number;
    if (pa === 0) continue;
    for (let j = 0; j < b.mass.length; j++) mass[i + j]! += pa * (b.mass[j] as number);
  }
  return { offset: a.offset + b.offset, mass };
}

/** `pmf` as weighted integers, skipping zero mass. */
export function pmfOutcomes(pmf: IntegerPmf): Weighted<number>[] {
  const outcomes: Weighted<number>[] = [];
  pmf.mass.forEach((probability, i) => {
    if (probability > 0) outcomes.push({ value: pmf.offset + i, probability });
  });
  return outcomes;
}

export function pmfMean(pmf: IntegerPmf): number {
  return pmf.mass.reduce((sum, p, i) => sum + p * (pmf.offset + i), 0);
}
