import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTransaction } from '../../../db/client.ts';
import { settleCouponsForEvent, settleOpenCoupons } from '../coupons/settle-coupons.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { createSeamlessWallet } from '../../wallet/api.ts';
import { fund } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { balance, place, type Leg, type PlaceInput } from '../../../../test/support/coupons.ts';
import {
  createFootballEvent,
  setOdds,
  settleMarket,
  updateEvent,
  voidMarket,
  type TestEvent,
} from '../../../../test/support/sports-fixtures.ts';

const MR = 'football.match_result';
const AH = 'football.asian_handicap@-0.25';
const HOME_WINS = { home: 'win', draw: 'lose', away: 'lose' };
const AWAY_WINS = { home: 'lose', draw: 'lose', away: 'win' };

/** Coupons against worked examples: the events are settled by hand, as the events side will. */
describe('sportsbook coupons: settlement', () => {
  let app: TestApp;
  let player: SignedInPlayer;
  const wallet = createSeamlessWallet();

  beforeAll(async () => {
    app = await createTestApp();
    player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 10_000_000);
  });
  afterAll(() => app.close());

  /** An event whose home odds (and Asian home odds) are exactly `odds`. */
  async function eventAt(odds: number): Promise<TestEvent> {
    const event = await createFootballEvent(app.database.db);
    await setOdds(app.database.db, event.id, MR, 'home', odds);
    await setOdds(app.database.db, event.id, AH, 'home', odds);
    return event;
  }
  const leg = (event: TestEvent, odds: number, market = MR): Leg => ({
    eventId: event.id,
    market,
    selection: 'home',
    odds,
  });
  async function placed(input: Partial<PlaceInput> & Pick<PlaceInput, 'legs'>): Promise<number> {
    const { body } = await place(app, player, input);
    if (!body.result) throw new Error(body.debug);
    return body.data.coupon.id;
  }
  const settle = (eventId: string) =>
    withTransaction(app.database.db, (tx) =>
      settleCouponsForEvent(tx, eventId, { wallet, now: new Date() }),
    );
  const coupon = async (id: number) =>
    rowsOf<{ outcome: string; payout: string | number; settled_at: unknown }>(
      await app.database.db.execute(sql`select * from sport_coupons where id = ${id}`),
    )[0]!;
  const wins = async (id: number) =>
    rowsOf<{ n: number; amount: number }>(
      await app.database.db
        .execute(sql`select count(*)::int as n, coalesce(sum(amount), 0)::int as amount
        from wallet_transactions where round_id = ${`coupon:${id}`} and kind = 'win'`),
    )[0]!;

  it('pays a won single at its odds, once', async () => {
    const event = await eventAt(185);
    const id = await placed({ legs: [leg(event, 185)], stakePerLine: 1_000 });
    const before = await balance(app, player.uid);
    await settleMarket(app.database.db, event.id, MR, HOME_WINS);
    expect(await settle(event.id)).toBe(1);
    expect(await coupon(id)).toMatchObject({ outcome: 'won' });
    expect(Number((await coupon(id)).payout)).toBe(1_850);
    expect(await balance(app, player.uid)).toBe(before + 1_850);
    expect(await settle(event.id)).toBe(0);
    expect(await balance(app, player.uid)).toBe(before + 1_850);
    expect(await wins(id)).toEqual({ n: 1, amount: 1_850 });
  });

  it('counts a void leg as 1.00 in a combination', async () => {
    const [a, b, c] = [await eventAt(185), await eventAt(210), await eventAt(150)];
    const id = await placed({
      kind: 'combination',
      legs: [leg(a, 185), leg(b, 210), leg(c, 150)],
      stakePerLine: 1_000,
    });
    const before = await balance(app, player.uid);
    await settleMarket(app.database.db, a.id, MR, HOME_WINS);
    expect(await settle(a.id)).toBe(0);
    await voidMarket(app.database.db, b.id, MR);
    expect(await settle(b.id)).toBe(0);
    expect((await coupon(id)).outcome).toBe('open');
    await settleMarket(app.database.db, c.id, MR, HOME_WINS);
    expect(await settle(c.id)).toBe(1);
    // 1,000 × 1.85 × 1.00 × 1.50
    expect(Number((await coupon(id)).payout)).toBe(2_775);
    expect(await balance(app, player.uid)).toBe(before + 2_775);
  });

  it('pays a half win and a half loss on a quarter Asian line', async () => {
    const [a, b] = [await eventAt(190), await eventAt(190)];
    const win = await placed({ legs: [leg(a, 190, AH)], stakePerLine: 1_000 });
    const loss = await placed({ legs: [leg(b, 190, AH)], stakePerLine: 1_000 });
    await settleMarket(app.database.db, a.id, AH, { home: 'half_win', away: 'half_lose' });
    await settleMarket(app.database.db, b.id, AH, { home: 'half_lose', away: 'half_win' });
    await settle(a.id);
    await settle(b.id);
    // Half the stake at 1.90 and half back: 1,000 × (1.90 + 1) / 2; a half loss returns half.
    expect(await coupon(win)).toMatchObject({ outcome: 'won' });
    expect(Number((await coupon(win)).payout)).toBe(1_450);
    expect(await coupon(loss)).toMatchObject({ outcome: 'won' });
    expect(Number((await coupon(loss)).payout)).toBe(500);
  });

  it('closes a combination as lost at its first lost leg and closes the wallet round', async () => {
    const [a, b] = [await eventAt(185), await eventAt(210)];
    const id = await placed({ kind: 'combination', legs: [leg(a, 185), leg(b, 210)] });
    const before = await balance(app, player.uid);
    await settleMarket(app.database.db, a.id, MR, AWAY_WINS);
    expect(await settle(a.id)).toBe(1);
    expect(await coupon(id)).toMatchObject({ outcome: 'lost' });
    expect(Number((await coupon(id)).payout)).toBe(0);
    expect(await wins(id)).toEqual({ n: 1, amount: 0 });
    expect(await balance(app, player.uid)).toBe(before);
    const [round] = rowsOf<{ status: string }>(
      await app.database.db.execute(
        sql`select status from wallet_rounds where round_id = ${`coupon:${id}`}`,
      ),
    );
    expect(round!.status).toBe('closed');
    // The other event settling later changes nothing.
    await settleMarket(app.database.db, b.id, MR, HOME_WINS);
    expect(await settle(b.id)).toBe(0);
  });

  it('pays a system 2/3 with one lost leg from its winning line', async () => {
    const [a, b, c] = [await eventAt(185), await eventAt(210), await eventAt(150)];
    const id = await placed({
      kind: 'system',
      sizes: [2],
      legs: [leg(a, 185), leg(b, 210), leg(c, 150)],
      stakePerLine: 1_000,
    });
    await settleMarket(app.database.db, a.id, MR, HOME_WINS);
    await settleMarket(app.database.db, b.id, MR, AWAY_WINS);
    await settle(a.id);
    expect(await settle(b.id)).toBe(0);
    await settleMarket(app.database.db, c.id, MR, HOME_WINS);
    expect(await settle(c.id)).toBe(1);
    // Lines AB and BC lost; AC = 1,000 × 1.85 × 1.50.
    expect(Number((await coupon(id)).payout)).toBe(2_775);
    expect((await coupon(id)).outcome).toBe('won');
  });

  it('gives the stake back when every leg is void (a void event)', async () => {
    const [a, b] = [await eventAt(185), await eventAt(210)];
    const id = await placed({ kind: 'single', legs: [leg(a, 185), leg(b, 210)] });
    const before = await balance(app, player.uid);
    await updateEvent(app.database.db, a.id, { state: 'void' });
    expect(await settle(a.id)).toBe(0);
    await updateEvent(app.database.db, b.id, { state: 'void' });
    expect(await settle(b.id)).toBe(1);
    expect(await coupon(id)).toMatchObject({ outcome: 'void' });
    expect(Number((await coupon(id)).payout)).toBe(2_000);
    expect(await balance(app, player.uid)).toBe(before + 2_000);
  });

  it('leaves a coupon open while a market is not settled or its outcome is unreadable', async () => {
    const event = await eventAt(185);
    const id = await placed({ legs: [leg(event, 185)] });
    await updateEvent(app.database.db, event.id, { state: 'finished' });
    expect(await settle(event.id)).toBe(0);
    await settleMarket(app.database.db, event.id, MR, { draw: 'win' });
    expect(await settle(event.id)).toBe(0);
    expect((await coupon(id)).outcome).toBe('open');
    await settleMarket(app.database.db, event.id, MR, { home: 'maybe' });
    expect(await settle(event.id)).toBe(0);
    expect((await coupon(id)).outcome).toBe('open');
  });

  it('the sweep settles what the per-event call missed, and only once', async () => {
    const event = await eventAt(185);
    const id = await placed({ legs: [leg(event, 185)], stakePerLine: 2_000 });
    const before = await balance(app, player.uid);
    await settleMarket(app.database.db, event.id, MR, HOME_WINS);
    await updateEvent(app.database.db, event.id, { state: 'finished' });
    const deps = { wallet, now: () => new Date() };
    expect(await settleOpenCoupons(app.database.db, deps)).toBeGreaterThanOrEqual(1);
    expect(await coupon(id)).toMatchObject({ outcome: 'won' });
    expect(await balance(app, player.uid)).toBe(before + 3_700);
    expect(await settleOpenCoupons(app.database.db, deps)).toBe(0);
    expect(await settle(event.id)).toBe(0);
    expect(await balance(app, player.uid)).toBe(before + 3_700);
  });

  it('keeps the ledger summing to zero', async () => {
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
