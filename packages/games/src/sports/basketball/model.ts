import { convolve, discreteNormal, type IntegerPmf } from '../core/discrete.ts';

export interface BasketballModelInput {
  /** Expected home points minus away points over regulation time. */
  expectedMargin: number;
  expectedTotal: number;
  /** Spread of the regulation margin and total (about 12 and 17 points in the top leagues). */
  marginSd?: number;
  totalSd?: number;
  /** An overtime's length as a share of regulation: 5/40 under FIBA rules, 5/48 in the NBA. */
  overtimeShare?: number;
}

export const BASKETBALL_DEFAULTS = { marginSd: 12, totalSd: 17, overtimeShare: 5 / 40 } as const;

export interface BasketballModel {
  /** Final margin, overtime included: never 0. */
  margin: IntegerPmf;
  /** Final total points, overtime included. */
  total: IntegerPmf;
  /** The normals it was built from (defaults filled in), which a seeded result draws from. */
  expectedMargin: number;
  expectedTotal: number;
  marginSd: number;
  totalSd: number;
  overtimeShare: number;
}

/** The pmf with its mass at 0 taken out, rescaled (`given`) or left short of 1. */
function withoutZero(pmf: IntegerPmf, given: boolean): IntegerPmf {
  const zero = -pmf.offset;
  const scale = given ? 1 / (1 - (pmf.mass[zero] ?? 0)) : 1;
  return { offset: pmf.offset, mass: pmf.mass.map((p, i) => (i === zero ? 0 : p * scale)) };
}

/** a·wa + b·wb over the union of their supports. */
function mix(a: IntegerPmf, wa: number, b: IntegerPmf, wb: number): IntegerPmf {
  const offset = Math.min(a.offset, b.offset);
  const end = Math.max(a.offset + a.mass.length, b.offset + b.mass.length);
  const mass = new Float64Array(end - offset);
  a.mass.forEach((p, i) => (mass[a.offset + i - offset]! += p * wa));
  b.mass.forEach((p, i) => (mass[b.offset + i - offset]! += p * wb));
  return { offset, mass };
}

/**
 * Normal approximations, rounded to whole points. A regulation tie (its chance is the rounded
 * normal's mass at 0) goes to overtime, whose margin is normal with the mean and variance
 * scaled by its length; tied overtimes repeat, so the overtime margin is taken given it is not
 * 0. The total adds one overtime's points when regulation ties (a second overtime's points,
 * about 1% of games, are left out). Margin and total are separate models, as each market
 * needs only one of them.
 */
export function basketballModel(input: BasketballModelInput): BasketballModel {
  const marginSd = input.marginSd ?? BASKETBALL_DEFAULTS.marginSd;
  const totalSd = input.totalSd ?? BASKETBALL_DEFAULTS.totalSd;
  const share = input.overtimeShare ?? BASKETBALL_DEFAULTS.overtimeShare;
  if (!(share > 0 && share < 1)) throw new RangeError('overtimeShare must be in (0, 1)');
  if (!(input.expectedTotal > 0)) throw new RangeError('expectedTotal must be > 0');
  const regulation = discreteNormal(input.expectedMargin, marginSd);
  const tie = regulation.mass[-regulation.offset] ?? 0;
  const overtime = discreteNormal(input.expectedMargin * share, marginSd * Math.sqrt(share));
  const margin = mix(withoutZero(regulation, false), 1, withoutZero(overtime, true), tie);
  const regulationTotal = discreteNormal(input.expectedTotal, totalSd);
  const overtimePoints = discreteNormal(input.expectedTotal * share, totalSd * Math.sqrt(share));
  const total = mix(regulationTotal, 1 - tie, convolve(regulationTotal, overtimePoints), tie);
  const { expectedMargin, expectedTotal } = input;
  return { margin, total, expectedMargin, expectedTotal, marginSd, totalSd, overtimeShare: share };
}
