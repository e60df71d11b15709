import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../db/client.ts';
import { settleCouponsForEvent } from '../coupons/settle-coupons.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { fund } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { place, type Leg, type PlaceInput } from '../../../../test/support/coupons.ts';
import {
  createFootballEvent,
  setOdds,
  settleMarket,
  type TestEvent,
} from '../../../../test/support/sports-fixtures.ts';

const MR = 'football.match_result';

describe('sportsbook coupons: bet history (betframe getCoupons)', () => {
  let app: TestApp;
  let player: SignedInPlayer;
  const ids: Record<string, number> = {};

  const leg = (event: TestEvent, odds: number): Leg => ({
    eventId: event.id,
    market: MR,
    selection: 'home',
    odds,
  });
  const history = (data: Record<string, unknown>) =>
    app.call('betframe', 'getCoupons', data, { cookies: player.cookies });

  async function placed(
    name: string,
    input: Partial<PlaceInput> & Pick<PlaceInput, 'legs'>,
    createdAt: string,
  ) {
    const { body } = await place(app, player, input);
    if (!body.result) throw new Error(body.debug);
    ids[name] = body.data.coupon.id;
    await app.database.db.execute(
      sql`update sport_coupons set created_at = ${createdAt} where id = ${body.data.coupon.id}`,
    );
  }

  beforeAll(async () => {
    app = await createTestApp();
    player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 10_000_000);
    const events: TestEvent[] = [];
    for (let i = 0; i < 3; i++) {
      const event = await createFootballEvent(app.database.db);
      await setOdds(app.database.db, event.id, MR, 'home', [200, 150, 300][i]!);
      events.push(event);
    }
    const [a, b, c] = events as [TestEvent, TestEvent, TestEvent];
    // 2026-03-01 23:30 in Istanbul is 20:30 UTC: a Turkish day is not a UTC day.
    await placed('single', { legs: [leg(a, 200)], stakePerLine: 1_000 }, '2026-03-01T20:30:00Z');
    await placed(
      'combination',
      { kind: 'combination', legs: [leg(a, 200), leg(b, 150)], stakePerLine: 1_000 },
      '2026-03-01T21:30:00Z',
    );
    await placed(
      'system',
      {
        kind: 'system',
        sizes: [2],
        legs: [leg(a, 200), leg(b, 150), leg(c, 300)],
        stakePerLine: 100,
      },
      '2026-03-03T09:00:00Z',
    );
    await placed('open', { legs: [leg(c, 300)], stakePerLine: 500 }, '2026-03-04T09:00:00Z');
    await settleMarket(app.database.db, a.id, MR, { home: 'win', draw: 'lose', away: 'lose' });
    await settleMarket(app.database.db, b.id, MR, { home: 'lose', draw: 'win', away: 'lose' });
    const wallet = createSeamlessWallet();
    for (const event of [a, b])
      await withTransaction(app.database.db, (tx) =>
        settleCouponsForEvent(tx, event.id, { wallet, now: new Date() }),
      );
  });
  afterAll(() => app.close());

  it('lists the coupons newest first with SPEC §3 columns, in English and Turkish', async () => {
    const { body } = await history({ Lang: 'en' });
    expect(body).toMatchObject({ result: true, pagination: { limit: 10, offset: 0, total: 4 } });
    if (!body.result) return;
    expect(body.data.map((c) => c.id)).toEqual([ids.open, ids.system, ids.combination, ids.single]);
    expect(body.data[3]).toEqual({
      id: ids.single,
      betType: 'Single',
      rate: 2,
      totalInvestment: 1_000,
      totalPayment: 2_000,
      possibleEarnings: 2_000,
      status: 'win',
      outcome: 'won',
      date: '2026-03-01T20:30:00.000Z',
      legCount: 1,
    });
    expect(body.data[2]).toMatchObject({
      betType: 'Combination',
      rate: 3,
      totalInvestment: 1_000,
      totalPayment: 0,
      possibleEarnings: 3_000,
      status: 'lost',
      outcome: 'lost',
      legCount: 2,
    });
    expect(body.data[1]).toMatchObject({
      betType: 'System 2/3',
      totalInvestment: 300,
      possibleEarnings: 300 + 600 + 450,
      status: 'open',
      legCount: 3,
    });
    expect(body.data[0]).toMatchObject({
      betType: 'Single',
      rate: 3,
      status: 'open',
      totalPayment: 0,
    });
    const tr = await history({ Lang: 'tr' });
    if (!tr.body.result) throw new Error(tr.body.debug);
    expect(tr.body.data.map((c) => c.betType)).toEqual(['Tekli', 'Sistem 2/3', 'Kombine', 'Tekli']);
  });

  it('filters by status', async () => {
    const by = async (status: string) => {
      const { body } = await history({ status });
      if (!body.result) throw new Error(body.debug);
      return body.data.map((c) => c.id);
    };
    expect(await by('open')).toEqual([ids.open, ids.system]);
    expect(await by('closed')).toEqual([ids.combination, ids.single]);
    expect(await by('win')).toEqual([ids.single]);
    expect(await by('lost')).toEqual([ids.combination]);
    const bad = await history({ status: 'maybe', Lang: 'tr' });
    expect(bad.body).toMatchObject({ result: false, code: 400 });
  });

  it('takes bare dates as whole Turkish days, and instants as they are', async () => {
    const day = await history({ startDate: '2026-03-01', endDate: '2026-03-01' });
    if (!day.body.result) throw new Error(day.body.debug);
    // 21:30 UTC on 1 March is already 2 March in Istanbul.
    expect(day.body.data.map((c) => c.id)).toEqual([ids.single]);
    const next = await history({ startDate: '2026-03-02', endDate: '2026-03-03' });
    if (!next.body.result) throw new Error(next.body.debug);
    expect(next.body.data.map((c) => c.id)).toEqual([ids.system, ids.combination]);
    const instants = await history({
      startDate: '2026-03-03T08:00:00Z',
      endDate: '2026-03-05T00:00:00Z',
    });
    if (!instants.body.result) throw new Error(instants.body.debug);
    expect(instants.body.data.map((c) => c.id)).toEqual([ids.open, ids.system]);
  });

  it('survives dates at the ends of what a client can send', async () => {
    const { body } = await history({ startDate: '-271821-04-20', endDate: '+275760-09-13' });
    expect(body).toMatchObject({ result: true, pagination: { total: 4 } });
  });

  it('pages with the total, and says so when there is nothing', async () => {
    const first = await history({ limit: 3, offset: 0 });
    const second = await history({ limit: 3, offset: 3 });
    if (!first.body.result || !second.body.result) throw new Error('refused');
    expect(first.body.data).toHaveLength(3);
    expect(second.body.data.map((c) => c.id)).toEqual([ids.single]);
    expect(second.body.pagination).toEqual({ limit: 3, offset: 3, total: 4 });
    const none = await history({ startDate: '2025-01-01', endDate: '2025-01-02', Lang: 'tr' });
    expect(none.body).toMatchObject({
      result: true,
      data: [],
      message: 'Kayıt Bulunamadı',
      pagination: { total: 0 },
    });
  });

  it("shows only the player's own coupons and needs a session", async () => {
    const other = await signedInPlayer(app.database);
    const { body } = await app.call('betframe', 'getCoupons', {}, { cookies: other.cookies });
    expect(body).toMatchObject({ result: true, data: [], pagination: { total: 0 } });
    const anonymous = await app.call('betframe', 'getCoupons', {});
    expect(anonymous.body).toMatchObject({ result: false, code: 401 });
  });

  it("labels the coupon's movements in the account history", async () => {
    const { body } = await app.call(
      'finance',
      'list_transactions',
      { Lang: 'tr' },
      { cookies: player.cookies },
    );
    if (!body.result) throw new Error(body.debug);
    const bets = body.data.filter((row) => row.movementType === 'Bahis');
    expect(bets.length).toBeGreaterThan(0);
    expect(bets[0]).toMatchObject({ method: 'Spor Bahisleri', operationType: 'Oyun' });
    expect(
      body.data.some((row) => row.movementType === 'Kazanç' && row.method === 'Spor Bahisleri'),
    ).toBe(true);
  });
});
