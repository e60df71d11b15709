import { marketKey, marketSpecError } from '../core/market-spec.ts';
import { isSelectionOf } from '../core/selections.ts';
import { MAX_ODDS, MIN_ODDS } from '../margin/apply-margin.ts';
import { canCombine, NO_SAME_EVENT, type CombinationPolicy } from './combinable.ts';
import type { Coupon } from './coupon.ts';
import { couponTypeError, lineCount } from './lines.ts';

/** The operator's limits per coupon, in kuruş. */
export interface CouponLimits {
  minStake: number;
  maxStake: number;
  maxPayout: number;
}

export type CouponError =
  | 'invalid-type'
  | 'no-legs'
  | 'too-many-legs'
  | 'combination-needs-two-legs'
  | 'invalid-system'
  | 'too-many-lines'
  | 'invalid-leg'
  | 'invalid-odds'
  | 'duplicate-selection'
  | 'not-combinable'
  | 'invalid-stake'
  | 'stake-below-minimum'
  | 'stake-above-maximum'
  | 'invalid-max-payout';

const isAmount = (value: number) => Number.isSafeInteger(value) && value >= 1;

/** The coupon's stake: stake per line times the number of lines, in kuruş. */
export function totalStake(coupon: Coupon): number {
  return coupon.stakePerLine * lineCount(coupon.type, coupon.legs.length);
}

/**
 * Why a coupon cannot be placed, or null. Checks the shape (legs, system sizes, lines), each
 * leg (a known market and selection, odds in hundredths between 1.01 and 1000.00), that no
 * selection is taken twice, that legs sharing a line may be combined (singles share none),
 * and the stake against the limits.
 */
export function validateCoupon(
  coupon: Coupon,
  limits: CouponLimits,
  policy: CombinationPolicy = NO_SAME_EVENT,
): CouponError | null {
  const { legs, type } = coupon;
  if (!Array.isArray(legs)) return 'no-legs';
  const typeError = couponTypeError(type, legs.length);
  if (typeError !== null) return typeError as CouponError;
  const keys = new Set<string>();
  for (const leg of legs) {
    if (typeof leg !== 'object' || leg === null) return 'invalid-leg';
    if (typeof leg.eventId !== 'string' || leg.eventId.length === 0) return 'invalid-leg';
    if (marketSpecError(leg.market) !== null || !isSelectionOf(leg.market, leg.selection)) {
      return 'invalid-leg';
    }
    if (!Number.isInteger(leg.odds) || leg.odds < MIN_ODDS || leg.odds > MAX_ODDS) {
      return 'invalid-odds';
    }
    const key = JSON.stringify([leg.eventId, marketKey(leg.market), leg.selection]);
    if (keys.has(key)) return 'duplicate-selection';
    keys.add(key);
  }
  if (type.kind !== 'single') {
    for (let i = 0; i < legs.length; i++)
      for (let j = i + 1; j < legs.length; j++)
        if (!canCombine(legs[i]!, legs[j]!, policy)) return 'not-combinable';
  }
  if (!isAmount(coupon.stakePerLine)) return 'invalid-stake';
  if (!isAmount(coupon.maxPayout) || coupon.maxPayout > limits.maxPayout)
    return 'invalid-max-payout';
  const stake = totalStake(coupon);
  if (!Number.isSafeInteger(stake)) return 'stake-above-maximum';
  if (stake < limits.minStake) return 'stake-below-minimum';
  if (stake > limits.maxStake) return 'stake-above-maximum';
  return null;
}
