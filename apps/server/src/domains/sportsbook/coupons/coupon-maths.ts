import { parseMarketKey, type Coupon, type CouponType, type LegState } from '@lale/games/sports';
import type { CouponRow, LegRow } from './coupons.repository.ts';

/** The maths package's coupon type from a stored kind and sizes. */
export function couponTypeOf(kind: CouponRow['kind'], sizes: readonly number[]): CouponType {
  return kind === 'system' ? { kind: 'system', sizes } : { kind };
}

/** A stored coupon as `@lale/games/sports` computes it (its legs at the odds taken). */
export function couponOf(row: CouponRow, legs: readonly LegRow[]): Coupon {
  return {
    type: couponTypeOf(row.kind, row.sizes),
    stakePerLine: row.stakePerLine,
    maxPayout: row.maxPayout,
    legs: legs.map((leg) => {
      const market = parseMarketKey(leg.marketKey);
      if (!market) throw new Error(`coupon ${row.id} has a malformed market ${leg.marketKey}`);
      return { eventId: leg.eventId, market, selection: leg.selection, odds: leg.odds };
    }),
  };
}

export const legStates = (legs: readonly LegRow[]): LegState[] =>
  legs.map((leg) => leg.outcome ?? 'open');
