import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTransaction } from '../../../db/client.ts';
import { settleCouponsForEvent } from '../coupons/settle-coupons.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { fund } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { balance, newKey, place, type Leg } from '../../../../test/support/coupons.ts';
import {
  createFootballEvent,
  setOdds,
  settleMarket,
  updateMarket,
  type TestEvent,
} from '../../../../test/support/sports-fixtures.ts';

const MR = 'football.match_result';
const HOME_WINS = { home: 'win', draw: 'lose', away: 'lose' };

describe('sportsbook coupons: cash-out', () => {
  let app: TestApp;
  let player: SignedInPlayer;
  const wallet = createSeamlessWallet();

  beforeAll(async () => {
    app = await createTestApp();
    player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 10_000_000);
  });
  afterAll(() => app.close());

  const leg = (event: TestEvent, selection = 'home'): Leg => ({
    eventId: event.id,
    market: MR,
    selection,
    odds: event.odds[MR]![selection]!,
  });
  async function single(event: TestEvent, stakePerLine = 10_000): Promise<number> {
    const { body } = await place(app, player, { legs: [leg(event)], stakePerLine });
    if (!body.result) throw new Error(body.debug);
    return body.data.coupon.id;
  }
  const getCoupon = (couponId: number, Lang = 'en') =>
    app.call('sportsbook', 'get_coupon', { couponId, Lang }, { cookies: player.cookies });
  const cashOut = (couponId: number, offer: number, requestKey = newKey(), Lang = 'en') =>
    app.call(
      'sportsbook',
      'cash_out',
      { couponId, offer, requestKey, Lang },
      { cookies: player.cookies },
    );
  async function offerOf(couponId: number): Promise<number | null> {
    const { body } = await getCoupon(couponId);
    if (!body.result) throw new Error(body.debug);
    return body.data.cashOutOffer;
  }
  const winsOf = async (couponId: number) =>
    rowsOf<{ n: number }>(
      await app.database.db.execute(sql`select count(*)::int as n from wallet_transactions
        where round_id = ${`coupon:${couponId}`} and kind = 'win'`),
    )[0]!.n;

  it('offers less than the fair value at the current odds and pays the accepted offer once', async () => {
    const event = await createFootballEvent(app.database.db);
    const id = await single(event);
    const offer = (await offerOf(id))!;
    // Fair value at unchanged odds is about the stake less the market's margin; less 5% more.
    expect(offer).toBeGreaterThan(8_000);
    expect(offer).toBeLessThan(10_000);
    const before = await balance(app, player.uid);
    const requestKey = newKey();
    const { body } = await cashOut(id, offer, requestKey, 'tr');
    expect(body).toMatchObject({ result: true, message: 'Kuponunuz nakde çevrildi' });
    if (!body.result) return;
    expect(body.data.coupon).toMatchObject({
      outcome: 'cashed_out',
      payout: offer,
      cashOutOffer: null,
    });
    expect(body.data.balance).toBe(before + offer);
    const again = await cashOut(id, offer, requestKey);
    expect(again.body).toMatchObject({ result: true, data: { balance: before + offer } });
    expect(await balance(app, player.uid)).toBe(before + offer);
    const other = await cashOut(id, offer);
    expect(other.body).toMatchObject({
      result: false,
      debug: 'cash_out_unavailable',
      data: { offer: null },
    });
    expect(await winsOf(id)).toBe(1);
    // Settling the event afterwards pays nothing more.
    await settleMarket(app.database.db, event.id, MR, HOME_WINS);
    await withTransaction(app.database.db, (tx) =>
      settleCouponsForEvent(tx, event.id, { wallet, now: new Date() }),
    );
    expect(await balance(app, player.uid)).toBe(before + offer);
  });

  it('refuses a changed offer with the new one, and no offer while a market is suspended', async () => {
    const event = await createFootballEvent(app.database.db);
    const id = await single(event);
    const offer = (await offerOf(id))!;
    await setOdds(app.database.db, event.id, MR, 'home', event.odds[MR]!.home! - 20);
    const newOffer = (await offerOf(id))!;
    expect(newOffer).toBeGreaterThan(offer);
    const before = await balance(app, player.uid);
    const { body } = await cashOut(id, offer, newKey(), 'tr');
    expect(body).toMatchObject({
      result: false,
      debug: 'cash_out_offer_changed',
      message: 'Nakit çıkış teklifi değişti, lütfen yeni teklifi kontrol edin',
      data: { offer: newOffer },
    });
    await updateMarket(app.database.db, event.id, MR, { state: 'suspended' });
    expect(await offerOf(id)).toBeNull();
    const suspended = await cashOut(id, newOffer);
    expect(suspended.body).toMatchObject({
      result: false,
      debug: 'cash_out_unavailable',
      data: { offer: null },
    });
    expect(await balance(app, player.uid)).toBe(before);
  });

  it("does not show or cash out another player's coupon", async () => {
    const event = await createFootballEvent(app.database.db);
    const id = await single(event);
    const stranger = await signedInPlayer(app.database);
    const seen = await app.call(
      'sportsbook',
      'get_coupon',
      { couponId: id },
      { cookies: stranger.cookies },
    );
    expect(seen.body).toMatchObject({ result: false, code: 404 });
    const taken = await app.call(
      'sportsbook',
      'cash_out',
      { couponId: id, offer: 100, requestKey: newKey() },
      { cookies: stranger.cookies },
    );
    expect(taken.body).toMatchObject({ result: false, code: 404 });
  });

  it('a double-clicked cash-out pays once, whatever the request keys', async () => {
    const event = await createFootballEvent(app.database.db);
    const id = await single(event);
    const offer = (await offerOf(id))!;
    const before = await balance(app, player.uid);
    const key = newKey();
    const same = await Promise.all([cashOut(id, offer, key), cashOut(id, offer, key)]);
    expect(same.map(({ body }) => body.result)).toEqual([true, true]);
    const other = await Promise.all([cashOut(id, offer), cashOut(id, offer)]);
    expect(other.map(({ body }) => body.result)).toEqual([false, false]);
    expect(await winsOf(id)).toBe(1);
    expect(await balance(app, player.uid)).toBe(before + offer);
  });

  it('settlement and cash-out of one coupon at the same time pay exactly once', async () => {
    for (let round = 0; round < 6; round++) {
      const event = await createFootballEvent(app.database.db);
      const id = await single(event, 5_000);
      const offer = (await offerOf(id))!;
      const before = await balance(app, player.uid);
      const [, cashed] = await Promise.all([
        withTransaction(app.database.db, async (tx) => {
          await settleMarket(tx, event.id, MR, HOME_WINS);
          return settleCouponsForEvent(tx, event.id, { wallet, now: new Date() });
        }),
        cashOut(id, offer),
      ]);
      const [row] = rowsOf<{ outcome: string; payout: string | number }>(
        await app.database.db.execute(
          sql`select outcome, payout from sport_coupons where id = ${id}`,
        ),
      );
      const paid = Number(row!.payout);
      expect(['won', 'cashed_out']).toContain(row!.outcome);
      expect(cashed.body.result).toBe(row!.outcome === 'cashed_out');
      expect(paid).toBe(
        row!.outcome === 'cashed_out' ? offer : Math.floor((5_000 * leg(event).odds) / 100),
      );
      expect(await winsOf(id)).toBe(1);
      expect(await balance(app, player.uid)).toBe(before + paid);
    }
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
