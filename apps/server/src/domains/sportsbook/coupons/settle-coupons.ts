import { settleCoupon } from '@lale/games/sports';
import { withTransaction, type Db } from '../../../db/client.ts';
import { lockPayees, seamlessWins, type SeamlessWallet } from '../../wallet/api.ts';
import { couponWin, payCoupon } from './coupon-money.ts';
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
 * coupons closed. A batch of a few statements whatever the number of coupons: the coupons
 * locked at once in id order (a cash-out holds its coupon, then its player's accounts), then
 * their players' accounts and house shards in account-id order (two events with players in
 * common settled at once would otherwise pay them in different orders, each holding an account
 * the other waits for); their legs, events and markets read; the legs decided and the coupons
 * settled here as `settleOneCoupon` does; the outcomes, the rounds' wins and the closed coupons
 * written in one statement each.
 */
export async function settleCouponsForEvent(
  tx: Db,
  eventId: string,
  deps: SettleDeps,
): Promise<number> {
  const coupons = await repo.lockOpenOnEvent(tx, eventId);
  if (coupons.length === 0) return 0;
  await lockPayees(
    tx,
    coupons.map((c) => c.userId),
  );
  const legsOf = await repo.legsOf(
    tx,
    coupons.map((c) => c.id),
  );
  const undecided = [...legsOf.values()].flat().filter((leg) => leg.outcome === null);
  const events = await readEvents(
    tx,
    undecided.map((leg) => leg.eventId),
  );
  const markets = await readMarkets(tx, undecided);
  for (const leg of undecided)
    leg.outcome = decidedOutcome(
      events.get(leg.eventId),
      markets.get(marketKeyOf(leg.eventId, leg.marketKey)),
      leg.selection,
    );
  const ends = coupons.flatMap((coupon) => {
    const settlement = settleCoupon(
      couponOf(coupon, legsOf.get(coupon.id) ?? []),
      legStates(legsOf.get(coupon.id) ?? []),
    );
    // A void coupon's payout is its stake: every line pays its stake at 1.00.
    return settlement.status === 'open'
      ? []
      : [{ coupon, outcome: settlement.status, payout: settlement.payout ?? 0 }];
  });
  await repo.setLegOutcomes(
    tx,
    undecided.filter((leg) => leg.outcome !== null),
  );
  await seamlessWins(
    tx,
    ends.map((end) => couponWin(end.coupon, end.payout)),
  );
  await repo.closeSettled(
    tx,
    ends.map((end) => ({ id: end.coupon.id, outcome: end.outcome, payout: end.payout })),
    deps.now,
  );
  return ends.length;
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
