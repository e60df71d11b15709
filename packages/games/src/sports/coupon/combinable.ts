import { marketKey } from '../core/market-spec.ts';
import type { MarketType } from '../core/market-types.ts';
import type { CouponLeg } from './coupon.ts';

/**
 * Which markets of one event may share a line. By default none: selections of one event are
 * correlated (a home win and over 2.5 go together), and the odds of a line multiply as if they
 * were independent, so the operator opts pairs in one by one.
 */
export interface CombinationPolicy {
  sameEventPairs: readonly (readonly [MarketType, MarketType])[];
}

export const NO_SAME_EVENT: CombinationPolicy = { sameEventPairs: [] };

/**
 * Two legs may be on one line when they are from different events, or from different markets
 * of one event that the policy pairs. Two selections of one market never combine: they
 * exclude or overlap each other.
 */
export function canCombine(a: CouponLeg, b: CouponLeg, policy = NO_SAME_EVENT): boolean {
  if (a.eventId !== b.eventId) return true;
  if (marketKey(a.market) === marketKey(b.market)) return false;
  return policy.sameEventPairs.some(
    ([x, y]) =>
      (x === a.market.type && y === b.market.type) || (x === b.market.type && y === a.market.type),
  );
}
