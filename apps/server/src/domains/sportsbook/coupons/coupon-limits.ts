import type { CouponLimits } from '@lale/contract/methods/sportsbook';
import { MAX_LEGS } from '@lale/games/sports';

/**
 * The coupon limits at the configuration's defaults (SPORTS_MIN_STAKE 100, SPORTS_MAX_STAKE
 * 1,000,000, SPORTS_MAX_PAYOUT 50,000,000 kuruş, 20 legs), for a composition that does not yet
 * pass `couponLimits(config)` of `../limits.ts` to `couponHandlers`.
 */
export const DEFAULT_COUPON_LIMITS: CouponLimits = {
  minStake: 100,
  maxStake: 1_000_000,
  maxPayout: 50_000_000,
  maxLegs: MAX_LEGS,
};

/**
 * The house's cut of a coupon's current value when it is cashed out, in basis points (5%),
 * on top of the markets' own margins (which the offer undoes first: `chancesFromOdds`). It
 * pays for the model's error and for the information edge a player cashing out may have.
 */
export const CASH_OUT_MARGIN_BASIS_POINTS = 500;
