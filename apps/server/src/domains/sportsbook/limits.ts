import type { CouponLimits } from '@lale/contract/methods/sportsbook';
import { MAX_LEGS } from '@lale/games/sports';
import type { Config } from '../../platform/config.ts';

/**
 * A coupon's limits (kuruş), from the configuration: SPORTS_MIN_STAKE (default 100, 1 TL),
 * SPORTS_MAX_STAKE (1,000,000, 10,000 TL) on the total stake, SPORTS_MAX_PAYOUT (50,000,000,
 * 500,000 TL) and at most 20 legs. get_sports shows them; the coupons take them from here.
 */
export function couponLimits(
  config: Pick<Config, 'sportsMinStake' | 'sportsMaxStake' | 'sportsMaxPayout'>,
): CouponLimits {
  return {
    minStake: config.sportsMinStake,
    maxStake: config.sportsMaxStake,
    maxPayout: config.sportsMaxPayout,
    maxLegs: MAX_LEGS,
  };
}
