import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTransaction } from '../../../db/client.ts';
import { settleCouponsForEvent } from '../coupons/settle-coupons.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { fund } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  balance,
  newKey,
  place,
  type Leg,
  type PlaceInput,
} from '../../../../test/support/coupons.ts';
import {
  createFootballEvent,
  settleMarket,
  type TestEvent,
} from '../../../../test/support/sports-fixtures.ts';

const MR = 'football.match_result';
const OU = 'football.total_goals@2.5';
const AWAY_WINS = { home: 'lose', draw: 'lose', away: 'win' };

/**
 * An event's maximum stake bounds what one player has staked on it over all their open coupons
 * (`sport_place_coupon`), not each coupon alone.
 */
describe('sportsbook coupons: maximum stake per event over the open coupons', () => {
  let app: TestApp;
  let player: SignedInPlayer;
  const wallet = createSeamlessWallet();

  beforeAll(async () => {
    app = await createTestApp();
    player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 10_000_000);
  });
  afterAll(() => app.close());

  const leg = (event: TestEvent, market = MR, selection = 'home'): Leg => ({
    eventId: event.id,
    market,
    selection,
    odds: event.odds[market]![selection]!,
  });
  const capped = (maxStake: number) => createFootballEvent(app.database.db, { maxStake });
  async function placed(
    input: Partial<PlaceInput> & Pick<PlaceInput, 'legs'>,
    who = player,
  ): Promise<number> {
    const { body } = await place(app, who, input);
    if (!body.result) throw new Error(body.debug);
    return body.data.coupon.id;
  }
  /** The player's coupons and legs, and the stakes the wallet took for coupons. */
  const stored = async (uid: number) =>
    rowsOf<{ coupons: number; legs: number; bets: number }>(
      await app.database.db.execute(sql`select
        (select count(*)::int from sport_coupons where user_id = ${uid}) as coupons,
        (select count(*)::int from sport_coupon_legs l join sport_coupons c on c.id = l.coupon_id
          where c.user_id = ${uid}) as legs,
        (select count(*)::int from wallet_transactions
          where user_id = ${uid} and round_id like 'coupon:%') as bets`),
    )[0]!;
  const settle = (eventId: string) =>
    withTransaction(app.database.db, (tx) =>
      settleCouponsForEvent(tx, eventId, { wallet, now: new Date() }),
    );

  it('refuses the coupon that would take the open stake on the event past its maximum', async () => {
    const event = await capped(4_500);
    const other = await createFootballEvent(app.database.db);
    // Four coupons of 1,000 each, one a combination: its whole stake counts toward the event.
    await placed({ legs: [leg(event)], stakePerLine: 1_000 });
    await placed({ legs: [leg(event, OU, 'over')], stakePerLine: 1_000 });
    await placed({ kind: 'combination', legs: [leg(event), leg(other)], stakePerLine: 1_000 });
    await placed({ legs: [leg(event, MR, 'draw')], stakePerLine: 1_000 });
    const before = await balance(app, player.uid);
    const rows = await stored(player.uid);
    const fifth = { legs: [leg(event, MR, 'away')], stakePerLine: 1_000 };
    for (const [lang, message] of [
      ['tr', 'Bir karşılaşma için en yüksek bahis tutarı aşıldı'],
      ['en', 'The maximum stake on one of the events is exceeded'],
    ] as const) {
      const { body } = await place(app, player, fifth, lang);
      expect(body).toMatchObject({
        result: false,
        debug: 'coupon_event_stake_above_maximum',
        message,
        data: { eventId: event.id, maxStake: 4_500, remaining: 500 },
      });
    }
    expect(await balance(app, player.uid)).toBe(before);
    expect(await stored(player.uid)).toEqual(rows);
    // What is left is still allowed, and then nothing more.
    await placed({ ...fifth, stakePerLine: 500 });
    expect(await balance(app, player.uid)).toBe(before - 500);
    const { body } = await place(app, player, { ...fifth, stakePerLine: 100 });
    expect(body).toMatchObject({
      result: false,
      debug: 'coupon_event_stake_above_maximum',
      data: { eventId: event.id, maxStake: 4_500, remaining: 0 },
    });
    // The other event has no maximum: the combination is not limited there.
    await placed({ legs: [leg(other)], stakePerLine: 50_000 });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it("counts a system's lines that hold the event, and a single's own stake only", async () => {
    const event = await capped(5_000);
    const [b, c] = [
      await createFootballEvent(app.database.db),
      await createFootballEvent(app.database.db),
    ];
    // A system 2/3 of 1,000 a line: the event is on two of its three lines (2,000 of 3,000).
    await placed({ kind: 'system', sizes: [2], legs: [leg(event), leg(b), leg(c)] });
    // Singles on three events: 1,000 of their 3,000 is on the event.
    await placed({ legs: [leg(event, OU, 'under'), leg(b, OU, 'over'), leg(c, OU, 'over')] });
    await placed({ legs: [leg(event, MR, 'draw')], stakePerLine: 2_000 });
    const { body } = await place(app, player, { legs: [leg(event)], stakePerLine: 100 });
    expect(body).toMatchObject({
      result: false,
      debug: 'coupon_event_stake_above_maximum',
      data: { eventId: event.id, maxStake: 5_000, remaining: 0 },
    });
  });

  it('stops counting a coupon once it is settled or cashed out', async () => {
    const event = await capped(2_000);
    const other = await createFootballEvent(app.database.db);
    await placed({ kind: 'combination', legs: [leg(event), leg(other)], stakePerLine: 1_000 });
    const single = await placed({ legs: [leg(event)], stakePerLine: 1_000 });
    const third = { legs: [leg(event, MR, 'draw')], stakePerLine: 1_000 };
    expect((await place(app, player, third)).body).toMatchObject({
      result: false,
      debug: 'coupon_event_stake_above_maximum',
      data: { remaining: 0 },
    });
    // The combination is lost on the other event: settled, it no longer counts.
    await settleMarket(app.database.db, other.id, MR, AWAY_WINS);
    expect(await settle(other.id)).toBe(1);
    await placed(third);
    expect((await place(app, player, third)).body).toMatchObject({
      result: false,
      debug: 'coupon_event_stake_above_maximum',
    });
    // Cashed out, the single no longer counts either.
    const offer = await app.call(
      'sportsbook',
      'get_coupon',
      { couponId: single, Lang: 'en' },
      { cookies: player.cookies },
    );
    if (!offer.body.result) throw new Error(offer.body.debug);
    const { body } = await app.call(
      'sportsbook',
      'cash_out',
      { couponId: single, offer: offer.body.data.cashOutOffer!, requestKey: newKey(), Lang: 'en' },
      { cookies: player.cookies },
    );
    expect(body.result).toBe(true);
    await placed(third);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('accepts exactly one of two concurrent coupons that together pass the maximum', async () => {
    for (let round = 0; round < 5; round++) {
      const event = await capped(3_000);
      const before = await balance(app, player.uid);
      const replies = await Promise.all([
        place(app, player, { legs: [leg(event)], stakePerLine: 2_000 }),
        place(app, player, { legs: [leg(event, OU, 'over')], stakePerLine: 2_000 }),
      ]);
      const bodies = replies.map((r) => r.body);
      expect(bodies.filter((b) => b.result)).toHaveLength(1);
      expect(bodies.find((b) => !b.result)).toMatchObject({
        debug: 'coupon_event_stake_above_maximum',
        data: { eventId: event.id, maxStake: 3_000, remaining: 1_000 },
      });
      expect(await balance(app, player.uid)).toBe(before - 2_000);
    }
    // Two combinations over the same two capped events, their legs in opposite orders.
    const [e1, e2] = [await capped(1_500), await capped(1_500)];
    const before = await balance(app, player.uid);
    const replies = await Promise.all([
      place(app, player, { kind: 'combination', legs: [leg(e1), leg(e2)], stakePerLine: 1_000 }),
      place(app, player, {
        kind: 'combination',
        legs: [leg(e2, OU, 'over'), leg(e1, OU, 'over')],
        stakePerLine: 1_000,
      }),
    ]);
    expect(replies.filter((r) => r.body.result)).toHaveLength(1);
    expect(replies.find((r) => !r.body.result)!.body).toMatchObject({
      debug: 'coupon_event_stake_above_maximum',
      data: { eventId: e1.id, maxStake: 1_500, remaining: 500 },
    });
    expect(await balance(app, player.uid)).toBe(before - 1_000);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it("does not count another player's coupons", async () => {
    const event = await capped(3_000);
    const other = await signedInPlayer(app.database);
    await fund(app.database, other.uid, 100_000);
    await placed({ legs: [leg(event)], stakePerLine: 3_000 }, other);
    await placed({ legs: [leg(event, OU, 'over')], stakePerLine: 3_000 });
    const { body } = await place(app, other, { legs: [leg(event, MR, 'draw')], stakePerLine: 100 });
    expect(body).toMatchObject({
      result: false,
      debug: 'coupon_event_stake_above_maximum',
      data: { remaining: 0 },
    });
  });
});
