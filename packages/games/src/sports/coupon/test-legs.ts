import type { MarketSpec } from '../core/market-spec.ts';
import type { CouponLeg } from './coupon.ts';

const RESULT: MarketSpec = { type: 'football.match_result' };

/** A home-win leg on its own event at `odds` (hundredths), for coupon tests. */
export function leg(
  eventId: string,
  odds: number,
  market: MarketSpec = RESULT,
  selection = 'home',
): CouponLeg {
  return { eventId, market, selection, odds };
}
