import { add, divide, multiply, rational, subtract, type Rational } from '../slots/rational.ts';
import { segmentCount, WHEEL_NUMBERS, WHEEL_SEGMENTS, type WheelNumber } from './segments.ts';

export interface MoneyWheelOdds {
  number: WheelNumber;
  segments: number;
  /** Chance that one spin stops on it: segments / 54. */
  perSpin: Rational;
  /** Chance that the round ends on it (multipliers respin): segments / 52. */
  perRound: Rational;
  /** Pays `number` to 1 before multipliers. */
  paysToOne: number;
  /** Expected return per unit staked, multipliers included, as an exact fraction. */
  rtp: Rational;
}

const total = WHEEL_SEGMENTS.length;

/**
 * Spins are independent: number v with chance c_v / 54, each multiplier f with chance 1 / 54.
 * A round ends on v after multipliers f_1..f_k with chance (1/54)^k · c_v / 54 and then pays
 * v · f_1···f_k to 1. Summing the geometric series over k, with q = 2/54 (multiplier segments)
 * and s = Σ f / 54 = 9/54:
 *   P(round ends on v)                = (c_v / 54) / (1 − q) = c_v / 52
 *   E[multiplier · 1{round ends on v}] = (c_v / 54) / (1 − s) = c_v / 45
 * and a unit on v returns P(round ends on v) + v · E[multiplier · 1{round ends on v}]. This is
 * without a maximum win: a table cap only trims the rare stacked-multiplier wins above it.
 */
export function moneyWheelOdds(number: WheelNumber): MoneyWheelOdds {
  const multiplierSegments = WHEEL_SEGMENTS.filter((s) => s.kind === 'multiplier');
  const factorSum = multiplierSegments.reduce(
    (sum, s) => sum + (s.kind === 'multiplier' ? s.factor : 0),
    0,
  );
  const segments = segmentCount(number);
  const perSpin = rational(segments, total);
  const perRound = divide(
    perSpin,
    subtract(rational(1), rational(multiplierSegments.length, total)),
  );
  const multiplied = divide(perSpin, subtract(rational(1), rational(factorSum, total)));
  return {
    number,
    segments,
    perSpin,
    perRound,
    paysToOne: number,
    rtp: add(perRound, multiply(rational(number), multiplied)),
  };
}

/** The published table: one row per number, rarest last. */
export function moneyWheelTable(): MoneyWheelOdds[] {
  return WHEEL_NUMBERS.map(moneyWheelOdds);
}
