import type { CouponDetail } from '@lale/contract/methods/sportsbook';
import type { Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { cashOutOffer } from './cash-out-offer.ts';
import { balanceOfPlayer, payCoupon } from './coupon-money.ts';
import { loadCouponDetail } from './coupon-view.ts';
import { couponsRepository as repo } from './coupons.repository.ts';
import type { CouponDeps } from './place-coupon.service.ts';

export interface CashOutInput {
  couponId: number;
  /** The offer the player accepted, in kuruş. */
  offer: number;
  requestKey?: string | undefined;
}

/**
 * Closes an open coupon at the house's current offer, in the caller's transaction. The coupon
 * row is locked first, so a settlement of it at the same time either waits and finds it cashed
 * out, or closed it before and the cash-out is refused: the round's one win is paid once.
 * Refused with the current offer (`data.offer`) when it differs from the accepted one or there
 * is none; a retry with the same request key answers the first cash-out.
 */
export async function cashOut(
  tx: Db,
  deps: CouponDeps,
  userId: number,
  input: CashOutInput,
): Promise<{ coupon: CouponDetail; balance: number }> {
  const coupon = await repo.find(tx, input.couponId, { userId, lock: true });
  if (!coupon) throw refusals.notFound();
  if (
    coupon.outcome === 'cashed_out' &&
    input.requestKey &&
    coupon.cashOutRequestKey === input.requestKey
  ) {
    return {
      coupon: await loadCouponDetail(tx, coupon),
      balance: await balanceOfPlayer(deps.wallet, tx, userId),
    };
  }
  const now = deps.now();
  const legs = (await repo.legsOf(tx, [coupon.id])).get(coupon.id) ?? [];
  const offer = await cashOutOffer(tx, coupon, legs, deps.sportsNow());
  if (offer === null) throw refusals.failed('cash_out_unavailable', { offer: null });
  if (offer !== input.offer)
    throw refusals.conflict('cash_out_offer_changed', undefined, { offer });
  const balance = await payCoupon(deps.wallet, tx, coupon, offer);
  const closed = await repo.close(tx, coupon.id, {
    outcome: 'cashed_out',
    payout: offer,
    settledAt: now,
    cashOut: { amount: offer, requestKey: input.requestKey ?? null },
  });
  return { coupon: await loadCouponDetail(tx, closed), balance };
}
