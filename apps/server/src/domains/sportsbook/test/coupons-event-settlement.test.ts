import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTransaction } from '../../../db/client.ts';
import { eventsRepository } from '../events/events.repository.ts';
import { settleEvent } from '../live/settle-event.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { fund } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { balance, place, type Leg } from '../../../../test/support/coupons.ts';
import {
  createFootballEvent,
  setOdds,
  type TestEvent,
} from '../../../../test/support/sports-fixtures.ts';

const MR = 'football.match_result';
const OU = 'football.total_goals@2.5';
const AH = 'football.asian_handicap@-0.25';

/** The coupons settled by the events side's own settlement of an event (its transaction). */
describe('sportsbook coupons: settled with their events', () => {
  let app: TestApp;
  let player: SignedInPlayer;
  const wallet = createSeamlessWallet();

  beforeAll(async () => {
    app = await createTestApp();
    player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 1_000_000);
  });
  afterAll(() => app.close());

  const leg = (event: TestEvent, market: string, selection: string, odds: number): Leg => ({
    eventId: event.id,
    market,
    selection,
    odds,
  });
  async function end(event: TestEvent, home: number, away: number): Promise<number> {
    return withTransaction(app.database.db, async (tx) => {
      const row = await eventsRepository.get(tx, event.id, true);
      const result = {
        sport: 'football' as const,
        fullTime: { home, away },
        halfTime: { home: Math.min(home, 1), away: 0 },
        firstGoal: home > 0 ? ('home' as const) : away > 0 ? ('away' as const) : ('none' as const),
      };
      const done = await settleEvent(
        tx,
        row!,
        { result, text: `${home}-${away}` },
        { wallet, now: new Date(), sportsNow: new Date() },
      );
      return done.couponsClosed;
    });
  }

  it('pays a combination and an Asian half win once both events end, and nothing twice', async () => {
    const a = await createFootballEvent(app.database.db);
    const b = await createFootballEvent(app.database.db);
    await setOdds(app.database.db, a.id, MR, 'home', 200);
    await setOdds(app.database.db, b.id, OU, 'over', 180);
    await setOdds(app.database.db, a.id, AH, 'home', 190);
    const combo = await place(app, player, {
      kind: 'combination',
      legs: [leg(a, MR, 'home', 200), leg(b, OU, 'over', 180)],
      stakePerLine: 1_000,
    });
    const asian = await place(app, player, {
      legs: [leg(a, AH, 'home', 190)],
      stakePerLine: 1_000,
    });
    if (!combo.body.result || !asian.body.result) throw new Error('not placed');
    const before = await balance(app, player.uid);
    // 1-1: the −0.25 home line is half lost (the −0.5 half loses, the 0 half is void)…
    expect(await end(a, 1, 1)).toBe(2);
    expect(await balance(app, player.uid)).toBe(before + 500);
    // …and the combination lost with the draw, before its other event ends.
    const [row] = rowsOf<{ outcome: string }>(
      await app.database.db.execute(
        sql`select outcome from sport_coupons where id = ${combo.body.data.coupon.id}`,
      ),
    );
    expect(row!.outcome).toBe('lost');
    expect(await end(b, 3, 0)).toBe(0);
    expect(await balance(app, player.uid)).toBe(before + 500);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('a won combination pays 1,000 × 2.00 × 1.80', async () => {
    const a = await createFootballEvent(app.database.db);
    const b = await createFootballEvent(app.database.db);
    await setOdds(app.database.db, a.id, MR, 'home', 200);
    await setOdds(app.database.db, b.id, OU, 'over', 180);
    const { body } = await place(app, player, {
      kind: 'combination',
      legs: [leg(a, MR, 'home', 200), leg(b, OU, 'over', 180)],
      stakePerLine: 1_000,
    });
    if (!body.result) throw new Error(body.debug);
    const before = await balance(app, player.uid);
    expect(await end(a, 2, 0)).toBe(0);
    expect(await end(b, 2, 1)).toBe(1);
    expect(await balance(app, player.uid)).toBe(before + 3_600);
    const { body: seen } = await app.call(
      'sportsbook',
      'get_coupon',
      { couponId: body.data.coupon.id },
      { cookies: player.cookies },
    );
    expect(seen).toMatchObject({
      result: true,
      data: { outcome: 'won', payout: 3_600, cashOutOffer: null },
    });
    if (seen.result)
      expect(seen.data.legs.map((l) => [l.outcome, l.score])).toEqual([
        ['win', '2-0'],
        ['win', '2-1'],
      ]);
  });
});
