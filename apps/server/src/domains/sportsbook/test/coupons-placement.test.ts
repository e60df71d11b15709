import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { fund } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { balance, newKey, place, type Leg } from '../../../../test/support/coupons.ts';
import {
  createFootballEvent,
  setOdds,
  updateEvent,
  updateMarket,
  type TestEvent,
} from '../../../../test/support/sports-fixtures.ts';

const MR = 'football.match_result';
const OU = 'football.total_goals@2.5';

describe('sportsbook coupons: placing', () => {
  let app: TestApp;
  let player: SignedInPlayer;
  let events: TestEvent[];

  const leg = (event: TestEvent, market = MR, selection = 'home'): Leg => ({
    eventId: event.id,
    market,
    selection,
    odds: event.odds[market]![selection]!,
  });
  const counts = async () =>
    rowsOf<{ coupons: number; legs: number; bets: number }>(
      await app.database.db.execute(sql`select
        (select count(*)::int from sport_coupons) as coupons,
        (select count(*)::int from sport_coupon_legs) as legs,
        (select count(*)::int from wallet_transactions where round_id like 'coupon:%') as bets`),
    )[0]!;

  beforeAll(async () => {
    app = await createTestApp();
    player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 10_000_000);
    events = [];
    for (let i = 0; i < 4; i++) events.push(await createFootballEvent(app.database.db));
  });
  afterAll(() => app.close());

  it('places a single: the stake leaves the balance, the coupon shows its legs', async () => {
    const before = await balance(app, player.uid);
    const l = leg(events[0]!);
    const { body } = await place(app, player, { kind: 'single', stakePerLine: 1_000, legs: [l] });
    expect(body.result).toBe(true);
    if (!body.result) return;
    expect(body.message).toBe('Your coupon was placed');
    const c = body.data.coupon;
    expect(c).toMatchObject({ kind: 'single', lineCount: 1, totalStake: 1_000, outcome: 'open' });
    expect(c.possiblePayout).toBe(Math.floor((1_000 * l.odds) / 100));
    expect(c.totalOdds).toBe(l.odds);
    expect(c.legs[0]).toMatchObject({ eventId: l.eventId, marketKey: MR, selection: 'home' });
    expect(c.legs[0]!.eventName).toMatch(/Ev Sahibi .* - Deplasman/);
    expect(c.cashOutOffer).toBeGreaterThan(0);
    expect(body.data.balance).toBe(before - 1_000);
    expect(await balance(app, player.uid)).toBe(before - 1_000);
  });

  it('places a combination and a system 2/3 at the exact payouts', async () => {
    const legs = [leg(events[0]!), leg(events[1]!, OU, 'over'), leg(events[2]!, MR, 'away')];
    const o = legs.map((l) => BigInt(l.odds));
    const combo = await place(app, player, { kind: 'combination', stakePerLine: 500, legs });
    expect(combo.body.result).toBe(true);
    if (!combo.body.result) return;
    expect(combo.body.data.coupon).toMatchObject({ lineCount: 1, totalStake: 500 });
    expect(combo.body.data.coupon.possiblePayout).toBe(
      Number((500n * o[0]! * o[1]! * o[2]!) / 1_000_000n),
    );
    const before = await balance(app, player.uid);
    const system = await place(app, player, {
      kind: 'system',
      sizes: [2],
      stakePerLine: 1_000,
      legs,
    });
    expect(system.body.result).toBe(true);
    if (!system.body.result) return;
    const pairs = [
      [0, 1],
      [0, 2],
      [1, 2],
    ].reduce((sum, [a, b]) => sum + (1_000n * o[a!]! * o[b!]!) / 10_000n, 0n);
    expect(system.body.data.coupon).toMatchObject({
      kind: 'system',
      sizes: [2],
      lineCount: 3,
      stakePerLine: 1_000,
      totalStake: 3_000,
      possiblePayout: Number(pairs),
    });
    expect(await balance(app, player.uid)).toBe(before - 3_000);
  });

  it('refuses a suspended event or market with the selection in the reply', async () => {
    const event = await createFootballEvent(app.database.db);
    const before = await counts();
    await updateEvent(app.database.db, event.id, { suspendedUntil: new Date(Date.now() + 60_000) });
    let { body } = await place(app, player, { legs: [leg(event)] }, 'tr');
    expect(body).toMatchObject({
      result: false,
      debug: 'coupon_selection_suspended',
      message: 'Kupondaki bir seçim şu anda bahse kapalı',
      data: { changes: [{ eventId: event.id, marketKey: MR, selection: 'home', odds: null }] },
    });
    await updateEvent(app.database.db, event.id, { suspendedUntil: new Date(Date.now() - 1_000) });
    await updateMarket(app.database.db, event.id, MR, { operatorSuspended: true });
    ({ body } = await place(app, player, { legs: [leg(event)], acceptOddsChanges: 'any' }));
    expect(body).toMatchObject({ result: false, debug: 'coupon_selection_suspended' });
    await updateMarket(app.database.db, event.id, MR, {
      operatorSuspended: false,
      state: 'suspended',
    });
    ({ body } = await place(app, player, { legs: [leg(event)] }));
    expect(body).toMatchObject({ result: false, debug: 'coupon_selection_suspended' });
    await updateMarket(app.database.db, event.id, MR, { state: 'open' });
    await updateEvent(app.database.db, event.id, { operatorSuspended: true });
    ({ body } = await place(app, player, { legs: [leg(event)] }));
    expect(body).toMatchObject({ result: false, debug: 'coupon_selection_suspended' });
    await updateEvent(app.database.db, event.id, { operatorSuspended: false, state: 'finished' });
    ({ body } = await place(app, player, { legs: [leg(event)] }));
    expect(body).toMatchObject({ result: false, debug: 'coupon_selection_suspended' });
    expect(await counts()).toEqual(before);
  });

  it('takes changed odds only as the player accepts them', async () => {
    const event = await createFootballEvent(app.database.db);
    const slip = leg(event);
    const other = leg(events[3]!);
    const before = await counts();
    await setOdds(app.database.db, event.id, MR, 'home', slip.odds + 10);
    const none = await place(app, player, { legs: [slip], acceptOddsChanges: 'none' });
    expect(none.body).toMatchObject({
      result: false,
      code: 409,
      debug: 'coupon_odds_changed',
      message: 'The odds have changed; please check your coupon at the new odds',
      data: { changes: [{ eventId: event.id, selection: 'home', odds: slip.odds + 10 }] },
    });
    expect(await counts()).toEqual(before);
    const higher = await place(app, player, { legs: [slip], acceptOddsChanges: 'higher' });
    expect(higher.body.result).toBe(true);
    if (higher.body.result) expect(higher.body.data.coupon.legs[0]!.odds).toBe(slip.odds + 10);

    await setOdds(app.database.db, event.id, MR, 'home', slip.odds - 10);
    const lower = await place(app, player, {
      kind: 'combination',
      legs: [slip, other],
      acceptOddsChanges: 'higher',
    });
    expect(lower.body).toMatchObject({ result: false, debug: 'coupon_odds_changed' });
    const any = await place(app, player, { legs: [slip], acceptOddsChanges: 'any' });
    expect(any.body.result).toBe(true);
    if (any.body.result) expect(any.body.data.coupon.legs[0]!.odds).toBe(slip.odds - 10);

    await setOdds(app.database.db, event.id, MR, 'home', null);
    const gone = await place(app, player, { legs: [slip], acceptOddsChanges: 'any' });
    expect(gone.body).toMatchObject({ result: false, debug: 'coupon_selection_suspended' });
  });

  it('prices the slip again when the odds move between its read and its lock', async () => {
    const event = await createFootballEvent(app.database.db);
    const slip = leg(event);
    const db = app.database.db;
    // Each placement's insert moves the home price by 0.05 (while under `cap`), as a trader
    // committing between the placement's read and its lock would: the state it locks differs.
    await db.execute(sql`create table test_odds_cap (cap integer not null)`);
    await db.execute(
      sql.raw(`create function test_move_odds() returns trigger language plpgsql as $$
      begin
        update sport_markets set odds = jsonb_set(odds, '{home}', to_jsonb((odds ->> 'home')::int + 5))
          where event_id = ${event.id} and market_key = '${MR}'
            and (odds ->> 'home')::int < (select cap from test_odds_cap);
        return new;
      end $$`),
    );
    await db.execute(sql`create trigger test_move_odds before insert on sport_coupons
      for each row execute function test_move_odds()`);
    try {
      // Moved once: placed at the second attempt, at the new price the player accepts.
      await db.execute(sql`insert into test_odds_cap values (${slip.odds + 5})`);
      const once = await place(app, player, { legs: [slip], acceptOddsChanges: 'any' });
      expect(once.body.result).toBe(true);
      if (once.body.result) expect(once.body.data.coupon.legs[0]!.odds).toBe(slip.odds + 5);

      // Moved at every attempt: refused after the third, with the price it moved to; no money.
      await db.execute(sql`update test_odds_cap set cap = 100000`);
      const before = await counts();
      const held = await balance(app, player.uid);
      const moving = await place(app, player, {
        legs: [{ ...slip, odds: slip.odds + 5 }],
        acceptOddsChanges: 'any',
      });
      expect(moving.body).toMatchObject({
        result: false,
        debug: 'coupon_odds_changed',
        data: { changes: [{ eventId: event.id, selection: 'home', odds: slip.odds + 20 }] },
      });
      expect(await counts()).toEqual(before);
      expect(await balance(app, player.uid)).toBe(held);
    } finally {
      await db.execute(sql`drop trigger test_move_odds on sport_coupons`);
      await db.execute(sql`drop function test_move_odds()`);
      await db.execute(sql`drop table test_odds_cap`);
    }
  });

  it('prices from the legs as last placed on, yet places and refuses on what is current', async () => {
    const event = await createFootballEvent(app.database.db);
    const slip = leg(event);
    const db = app.database.db;
    // The server now knows this event from a placement; each change below is written directly,
    // as another process would, with nothing telling this one.
    expect((await place(app, player, { legs: [slip] })).body.result).toBe(true);
    const before = await counts();
    await updateEvent(db, event.id, { operatorSuspended: true });
    let { body } = await place(app, player, { legs: [slip] });
    expect(body).toMatchObject({ result: false, debug: 'coupon_selection_suspended' });
    await updateEvent(db, event.id, { operatorSuspended: false, maxStake: 500 });
    ({ body } = await place(app, player, { legs: [slip] }));
    expect(body).toMatchObject({
      result: false,
      debug: 'coupon_event_stake_above_maximum',
      data: { eventId: event.id, maxStake: 500 },
    });
    await updateEvent(db, event.id, { maxStake: null });
    await setOdds(db, event.id, MR, 'home', slip.odds + 7);
    ({ body } = await place(app, player, { legs: [slip], acceptOddsChanges: 'none' }));
    expect(body).toMatchObject({
      result: false,
      debug: 'coupon_odds_changed',
      data: { changes: [{ eventId: event.id, selection: 'home', odds: slip.odds + 7 }] },
    });
    expect(await counts()).toEqual(before);
    // Placed at the price it last saw, the slip now meets a lower one it does not accept.
    await setOdds(db, event.id, MR, 'home', slip.odds + 3);
    ({ body } = await place(app, player, {
      legs: [{ ...slip, odds: slip.odds + 7 }],
      acceptOddsChanges: 'higher',
    }));
    expect(body).toMatchObject({ result: false, debug: 'coupon_odds_changed' });
    expect(await counts()).toEqual(before);
    ({ body } = await place(app, player, { legs: [{ ...slip, odds: slip.odds + 3 }] }));
    expect(body.result).toBe(true);
    if (body.result) expect(body.data.coupon.legs[0]!.odds).toBe(slip.odds + 3);
  });

  it('refuses stakes and payouts outside the limits, and over the event maximum', async () => {
    const before = await counts();
    const l = leg(events[0]!);
    let { body } = await place(app, player, { legs: [l], stakePerLine: 99 }, 'tr');
    expect(body).toMatchObject({
      result: false,
      debug: 'coupon_stake_below_minimum',
      message: 'Kupon tutarı en düşük bahis tutarının altında',
      data: { minStake: 100 },
    });
    ({ body } = await place(app, player, { legs: [l], stakePerLine: 1_000_001 }));
    expect(body).toMatchObject({ result: false, debug: 'coupon_stake_above_maximum' });
    const longShots = [];
    for (let i = 0; i < 6; i++) {
      const e = await createFootballEvent(app.database.db);
      longShots.push(leg(e, 'football.both_teams_to_score', 'no'));
    }
    ({ body } = await place(app, player, {
      kind: 'combination',
      legs: longShots,
      stakePerLine: 1_000_000,
    }));
    expect(body).toMatchObject({ result: false, debug: 'coupon_payout_above_maximum' });
    const capped = await createFootballEvent(app.database.db, { maxStake: 5_000 });
    ({ body } = await place(app, player, {
      kind: 'single',
      legs: [leg(capped), leg(capped, OU, 'under')],
      stakePerLine: 3_000,
    }));
    expect(body).toMatchObject({
      result: false,
      debug: 'coupon_event_stake_above_maximum',
      data: { eventId: capped.id, maxStake: 5_000 },
    });
    expect(await counts()).toEqual(before);
    ({ body } = await place(app, player, { legs: [leg(capped)], stakePerLine: 5_000 }));
    expect(body.result).toBe(true);
  });

  it('refuses two selections of one event in a combination or system, allows them as singles', async () => {
    const e = events[1]!;
    const legs = [leg(e), leg(e, OU, 'over'), leg(events[2]!)];
    const before = await counts();
    for (const kind of ['combination', 'system'] as const) {
      const { body } = await place(
        app,
        player,
        { kind, legs, sizes: kind === 'system' ? [2] : [] },
        'tr',
      );
      expect(body).toMatchObject({
        result: false,
        debug: 'coupon_same_event',
        message: 'Aynı karşılaşmadan iki seçim kombine edilemez',
      });
    }
    expect(await counts()).toEqual(before);
    const singles = await place(app, player, { kind: 'single', legs });
    expect(singles.body.result).toBe(true);
  });

  it('answers a retried submission with the first coupon and moves money once', async () => {
    const requestKey = newKey();
    const input = { requestKey, kind: 'single' as const, legs: [leg(events[2]!)] };
    const before = await balance(app, player.uid);
    const first = await place(app, player, input);
    const again = await place(app, player, input);
    expect(first.body.result && again.body.result).toBe(true);
    if (!first.body.result || !again.body.result) return;
    expect(again.body.data.coupon.id).toBe(first.body.data.coupon.id);
    expect(again.body.data.balance).toBe(before - 1_000);
    expect(await balance(app, player.uid)).toBe(before - 1_000);
    const other = await place(app, player, { ...input, stakePerLine: 2_000 });
    expect(other.body).toMatchObject({ result: false, debug: 'invalid_value' });
    expect(await balance(app, player.uid)).toBe(before - 1_000);
  });

  it('refuses hostile input in every field with a localised message and writes nothing', async () => {
    const good = leg(events[0]!);
    const before = await counts();
    const cases: Record<string, unknown>[] = [
      { legs: [{ ...good, market: 'football.no_such_market' }] },
      { legs: [{ ...good, market: 'football.total_goals@2.3' }] },
      { legs: [{ ...good, market: "football.match_result'; drop table x" }] },
      { legs: [{ ...good, selection: 'nobody' }] },
      { legs: [{ ...good, selection: 'home\u0000' }] },
      { legs: [{ ...good, eventId: '0' }] },
      { legs: [{ ...good, eventId: '-1' }] },
      { legs: [{ ...good, eventId: '99999999' }] },
      { legs: [{ ...good, odds: 1.85 }] },
      { legs: [{ ...good, odds: 100 }] },
      { legs: [good], stakePerLine: -100 },
      { legs: [good], stakePerLine: 10.5 },
      { legs: [good], stakePerLine: '1000' },
      { legs: [good], stakePerLine: 0 },
      { legs: Array.from({ length: 21 }, () => good) },
      { legs: [] },
      { legs: 'home' },
      { legs: [good], kind: 'parlay' },
      { legs: [good], kind: 'system', sizes: [2] },
      { legs: [good], kind: 'single', sizes: [2] },
      { legs: [good, good] },
      { legs: [good], acceptOddsChanges: 'maybe' },
      { legs: [good], requestKey: 'bad\u0000key' },
      { legs: [good], requestKey: 'x' },
      { legs: [good, leg(events[1]!)], kind: 'combination', stakePerLine: 2 ** 60 },
    ];
    for (const input of cases) {
      const { body } = await app.call(
        'sportsbook',
        'place_coupon',
        // Hostile on purpose: the payloads the contract's types refuse.
        {
          requestKey: newKey(),
          kind: 'single',
          stakePerLine: 1_000,
          ...input,
          Lang: 'tr',
        } as never,
        { cookies: player.cookies },
      );
      if (body.result) throw new Error(`accepted: ${JSON.stringify(input)}`);
      expect(body.message, JSON.stringify(input)).toMatch(/\p{L}/u);
      expect(body.debug).not.toBe('server_error');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a coupon over the balance with the localised refusal', async () => {
    const poor = await signedInPlayer(app.database);
    await fund(app.database, poor.uid, 500);
    const { body } = await place(app, poor, { legs: [leg(events[0]!)], stakePerLine: 1_000 }, 'tr');
    expect(body).toMatchObject({
      result: false,
      debug: 'insufficient_funds',
      message: 'Yetersiz bakiye',
    });
    expect(await balance(app, poor.uid)).toBe(500);
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from sport_coupons where user_id = ${poor.uid}`,
    );
    expect(rowsOf<{ n: number }>(rows)[0]!.n).toBe(0);
  });

  it('needs a session', async () => {
    const { body } = await app.call('sportsbook', 'place_coupon', {
      requestKey: newKey(),
      kind: 'single',
      stakePerLine: 1_000,
      legs: [leg(events[0]!)],
    });
    expect(body).toMatchObject({ result: false, code: 401 });
  });

  it('two identical placements at once with one request key move money once', async () => {
    const requestKey = newKey();
    const before = await balance(app, player.uid);
    const input = { requestKey, kind: 'single' as const, legs: [leg(events[3]!)] };
    const replies = await Promise.all([
      place(app, player, input),
      place(app, player, input),
      place(app, player, input),
    ]);
    const ids = replies.map(({ body }) => (body.result ? body.data.coupon.id : body.debug));
    expect(new Set(ids).size).toBe(1);
    expect(typeof ids[0]).toBe('number');
    expect(await balance(app, player.uid)).toBe(before - 1_000);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });
});
