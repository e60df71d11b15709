import type { Db } from '../../../db/client.ts';
import type { SeamlessWallet } from '../../wallet/api.ts';

/**
 * Settles every open coupon with a leg on `eventId` whose legs can now be decided from the
 * event's settled markets, in the caller's transaction; idempotent. Returns how many coupons
 * closed. (Placeholder signature: the coupons' owner fills it in.)
 */
export async function settleCouponsForEvent(
  _tx: Db,
  _eventId: string,
  _deps: { wallet: SeamlessWallet; now: Date },
): Promise<number> {
  return 0;
}
