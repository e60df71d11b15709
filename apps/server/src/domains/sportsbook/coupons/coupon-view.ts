import type { CouponDetail } from '@lale/contract/methods/sportsbook';
import type { Db } from '../../../db/client.ts';
import { cashOutOffer } from './cash-out-offer.ts';
import { presentCoupon } from './coupon.presenter.ts';
import { couponsRepository as repo, type CouponRow } from './coupons.repository.ts';
import { readEvents } from './markets.reader.ts';

/**
 * A coupon as the player sees it: its legs with their events, and the cash-out offer on the
 * clock `now` (none without `now`, or once closed).
 */
export async function loadCouponDetail(
  db: Db,
  row: CouponRow,
  options: { offerAt?: Date; offer?: number | null } = {},
): Promise<CouponDetail> {
  const legs = (await repo.legsOf(db, [row.id])).get(row.id) ?? [];
  const events = await readEvents(
    db,
    legs.map((leg) => leg.eventId),
  );
  const offer =
    options.offer !== undefined
      ? options.offer
      : options.offerAt
        ? await cashOutOffer(db, row, legs, options.offerAt)
        : null;
  return presentCoupon(row, legs, events, offer);
}
