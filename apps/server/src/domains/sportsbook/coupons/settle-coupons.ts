import { settleCoupon } from '@lale/games/sports';
import { withTransaction, type Db } from '../../../db/client.ts';
import { lockPayees, type SeamlessWallet } from '../../wallet/api.ts';
import { payCoupon } from './coupon-money.ts';
import { couponOf, legStates } from './coupon-maths.ts';
import { couponsRepository as repo } from './coupons.repository.ts';
import { decidedOutcome, marketKeyOf, readEvents, readMarkets } from './markets.reader.ts';

export interface SettleDeps {
  wallet: SeamlessWallet;
  now: Date;
}

/**
 * Settles one coupon as far as its legs are decided, in the caller's transaction: locks the
 * coupon row (a cash-out of it waits, or has already closed it), records the legs' outcomes
 * from their markets and events, and once `settleCoupon` closes it pays the round's one win
 * and closes the row. True when it closed the coupon now; an already closed coupon is left as
 * it is, so a second call changes nothing and pays nothing.
 */
export async function settleOneCoupon(
  tx: Db,
  couponId: number,
  deps: SettleDeps,
): Promise<boolean> {
  const coupon = await repo.find(tx, couponId, { lock: true });
  if (!coupon || coupon.outcome !== 'open') return false;
  const legs = (await repo.legsOf(tx, [couponId])).get(couponId) ?? [];
  const undecided = legs.filter((leg) => leg.outcome === null);
  const events = await readEvents(
    tx,
    undecided.map((leg) => leg.eventId),
  );
  const markets = await readMarkets(tx, undecided);
  for (const leg of undecided) {
    const outcome = decidedOutcome(
      events.get(leg.eventId),
      markets.get(marketKeyOf(leg.eventId, leg.marketKey)),
      leg.selection,
    );
    if (outcome === null) continue;
    await repo.setLegOutcome(tx, couponId, leg.legIndex, outcome);
    leg.outcome = outcome;
  }
  const settlement = settleCoupon(couponOf(coupon, legs), legStates(legs));
  if (settlement.status === 'open') return false;
  // A void coupon's payout is its stake: every line pays its stake at 1.00.
  const payout = settlement.payout ?? 0;
  await payCoupon(deps.wallet, tx, coupon, payout);
  await repo.close(tx, couponId, { outcome: settlement.status, payout, settledAt: deps.now });
  return true;
}

/**
 * Settles every open coupon with an undecided leg on `eventId` whose legs can now be decided
 * from the event's settled markets, in the caller's transaction; idempotent. Returns how many
 * coupons closed. The coupons are locked first, all in id order (a cash-out holds its coupon,
 * then its player's accounts), then their players' accounts and house shards, all in id order:
 * two events settled at once with players in common would otherwise pay them in different
 * orders, each holding an account the other waits for.
 */
export async function settleCouponsForEvent(
  tx: Db,
  eventId: string,
  deps: SettleDeps,
): Promise<number> {
  const coupons = await repo.lockOpenOnEvent(tx, eventId);
  await lockPayees(
    tx,
    coupons.map((c) => c.userId),
  );
  let closed = 0;
  for (const { id } of coupons) if (await settleOneCoupon(tx, id, deps)) closed++;
  return closed;
}

/**
 * Recovery: settles the open coupons with an undecided leg on an event that is over, each in
 * its own transaction, `batch` at a time until none is left to decide. Returns how many closed.
 */
export async function settleOpenCoupons(
  db: Db,
  deps: { wallet: SeamlessWallet; now: () => Date },
  batch = 200,
): Promise<number> {
  let closed = 0;
  const seen = new Set<number>();
  for (;;) {
    const ids = (await repo.openWithDecidedEvents(db, batch + seen.size)).filter(
      (id) => !seen.has(id),
    );
    if (ids.length === 0) return closed;
    for (const id of ids) {
      seen.add(id);
      const done = await withTransaction(db, (tx) =>
        settleOneCoupon(tx, id, { wallet: deps.wallet, now: deps.now() }),
      );
      if (done) closed++;
    }
  }
}
