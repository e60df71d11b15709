import type { LegOutcome } from '../core/leg-outcome.ts';
import type { MarketSpec } from '../core/market-spec.ts';

/** One selection on a coupon, at the odds taken when it was placed (hundredths). */
export interface CouponLeg {
  eventId: string;
  market: MarketSpec;
  selection: string;
  odds: number;
}

/**
 * Singles: every leg is its own line. Combination (accumulator): one line of every leg.
 * System k/n: a line for every k of the n legs, for each k in `sizes` (2/3, 3/4, or 2-3/4).
 */
export type CouponType =
  { kind: 'single' } | { kind: 'combination' } | { kind: 'system'; sizes: readonly number[] };

export interface Coupon {
  type: CouponType;
  legs: readonly CouponLeg[];
  /** Kuruş staked on each line; the coupon's stake is this times the number of lines. */
  stakePerLine: number;
  /** The most the coupon pays in all, in kuruş, as the limit stood when it was placed. */
  maxPayout: number;
}

/** A leg still to be decided, or how it ended. */
export type LegState = 'open' | LegOutcome;
