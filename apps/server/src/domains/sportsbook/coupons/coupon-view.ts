import type { Lang } from '@lale/contract/languages';
import type { CouponDetail } from '@lale/contract/methods/sportsbook';
import type { Db } from '../../../db/client.ts';
import { cashOutOffer } from './cash-out-offer.ts';
import { presentCoupon } from './coupon.presenter.ts';
import { couponsRepository as repo, type CouponRow } from './coupons.repository.ts';
import { readEvents } from './markets.reader.ts';
import { nameRaceLegs } from './race-leg-names.ts';

/**
 * A coupon as the player sees it: its legs with their events, and the cash-out offer on the
 * clock `now` (none without `now`, or once closed). Races are named in `lang` (Turkish unless
 * told).
 */
export async function loadCouponDetail(
  db: Db,
  row: CouponRow,
  options: { offerAt?: Date; offer?: number | null; lang?: Lang } = {},
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
  const detail = presentCoupon(row, legs, events, offer);
  return { ...detail, legs: await nameRaceLegs(db, detail.legs, options.lang ?? 'tr') };
}
