import {
  DEFAULT_MARGINS,
  impliedMargin,
  parseMarketKey,
  settleSelection,
} from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { eventRow, marketRows, type Json } from './sports-events.ts';

/** The back office's sportsbook controls: suspensions, margins, maximum stake, results, void. */
describe('sportsbook operator controls', () => {
  const clock = new TestClock(Date.parse('2026-11-23T08:07:00Z'));
  let app: TestApp;
  let admin: OperatorClient;
  let cashier: OperatorClient;
  let football: string[];
  let basketball: string;

  const show = async (eventId: string) =>
    (await app.call('sportsbook', 'get_event', { eventId })).body.data as Json;
  const audit = async () =>
    rowsOf<{ action: string; result: string; detail: Json }>(
      await app.database.db.execute(sql`select action, result, detail from operator_audit
        where action like 'sportsbook.%' order by id`),
    );

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await app.scheduler.tick('sportsbook:fixtures');
    admin = await operatorClient(app);
    await addOperator(app, 'kasiyer', 'finance');
    cashier = await operatorClient(app, 'kasiyer', 'Operator1');
    football = rowsOf<{ id: string }>(
      await app.database.db.execute(sql`select id::text as id from sport_events
        where sport = 'football' order by starts_at desc, id limit 4`),
    ).map((row) => row.id);
    basketball = rowsOf<{ id: string }>(
      await app.database.db.execute(sql`select id::text as id from sport_events
        where sport = 'basketball' order by starts_at desc, id limit 1`),
    )[0]!.id;
  }, 120_000);
  afterAll(() => app.close());

  it('suspends an event: nothing is offered until it is reopened', async () => {
    const id = football[0]!;
    const version = (await show(id)).version;
    const done = await admin.post('/sportsbook/events/suspend', {
      eventId: id,
      suspended: true,
      reason: 'suspicious betting',
    });
    expect(done.body.result).toBe(true);
    let event = await show(id);
    expect(event.suspended).toBe(true);
    expect(event.version).toBeGreaterThan(version);
    for (const market of event.markets) {
      expect(market.state).toBe('suspended');
      for (const s of market.selections) expect(s.odds).toBeNull();
    }
    await admin.post('/sportsbook/events/suspend', { eventId: id, suspended: false });
    event = await show(id);
    expect(event.suspended).toBe(false);
    expect(event.markets[0].selections.every((s: Json) => s.odds !== null)).toBe(true);
  });

  it('suspends one market', async () => {
    const id = football[1]!;
    const done = await admin.post('/sportsbook/markets/suspend', {
      eventId: id,
      marketKey: 'football.total_goals@2.5',
      suspended: true,
    });
    expect(done.body.result).toBe(true);
    const event = await show(id);
    const total = event.markets.find((m: Json) => m.key === 'football.total_goals@2.5');
    expect(total.state).toBe('suspended');
    expect(total.selections.every((s: Json) => s.odds === null)).toBe(true);
    expect(event.markets[0].state).toBe('open');
    const missing = await admin.post('/sportsbook/markets/suspend', {
      eventId: id,
      marketKey: 'football.total_goals@9.5',
      suspended: true,
    });
    expect(missing.body.result).toBe(false);
  });

  it('sets an event maximum stake', async () => {
    const id = football[1]!;
    expect(
      (await admin.post('/sportsbook/events/max-stake', { eventId: id, maxStake: 50_000 })).body
        .result,
    ).toBe(true);
    expect((await show(id)).maxStake).toBe(50_000);
    await admin.post('/sportsbook/events/max-stake', { eventId: id, maxStake: null });
    expect((await show(id)).maxStake).toBeNull();
  });

  it('re-prices the open pre-match markets of a type when its margin changes', async () => {
    const id = football[2]!;
    const before = await marketRows(app.database.db, id);
    const oneXTwo = (rows: typeof before) =>
      Object.values(rows.find((m) => m.market_key === 'football.match_result')!.odds) as number[];
    expect(impliedMargin(oneXTwo(before))).toBeLessThan(
      DEFAULT_MARGINS['football.match_result'] / 10_000 + 0.01,
    );
    const done = await admin.post('/sportsbook/margins', {
      marketType: 'football.match_result',
      basisPoints: 1500,
      reason: 'weekend',
    });
    expect(done.body.result).toBe(true);
    expect(done.body.data.repriced).toBeGreaterThan(100);
    const after = await marketRows(app.database.db, id);
    const implied = impliedMargin(oneXTwo(after));
    const rounding = oneXTwo(after).reduce((s, o) => s + 100 / (o * (o + 1)), 0);
    expect(implied).toBeGreaterThanOrEqual(0.15 - 1e-9);
    expect(implied).toBeLessThanOrEqual(0.15 + rounding + 1e-9);
    // Other types keep their prices.
    const other = (rows: typeof before) =>
      rows.find((m) => m.market_key === 'football.total_goals@2.5')!.odds;
    expect(other(after)).toEqual(other(before));
    for (const bad of [
      { marketType: 'football.nonsense', basisPoints: 500 },
      { marketType: 'football.match_result', basisPoints: 5001 },
      { marketType: 'football.match_result', basisPoints: -1 },
    ])
      expect((await admin.post('/sportsbook/margins', bad)).body.result).toBe(false);
  });

  it('voids an event: every market void, its seed shown, and only once', async () => {
    const id = football[3]!;
    expect((await admin.post('/sportsbook/events/void', { eventId: id })).body.result).toBe(false);
    const done = await admin.post('/sportsbook/events/void', {
      eventId: id,
      reason: 'match abandoned',
    });
    expect(done.body.result).toBe(true);
    const row = await eventRow(app.database.db, id);
    expect(row.state).toBe('void');
    for (const market of await marketRows(app.database.db, id)) {
      expect(market.state).toBe('void');
      expect(Object.values(market.outcomes!).every((o) => o === 'void')).toBe(true);
    }
    const event = await show(id);
    expect(event.state).toBe('void');
    expect(event.markets.every((m: Json) => m.selections.every((s: Json) => s.odds === null))).toBe(
      true,
    );
    const again = await admin.post('/sportsbook/events/void', { eventId: id, reason: 'twice' });
    expect(again.body.result).toBe(false);
  });

  it('settles an event by hand with a checked result', async () => {
    const wrongSport = await admin.post('/sportsbook/events/settle', {
      eventId: basketball,
      result: {
        sport: 'football',
        fullTime: { home: 1, away: 0 },
        halfTime: { home: 0, away: 0 },
        firstGoal: 'home',
      },
      reason: 'feed down',
    });
    expect(wrongSport.body.result).toBe(false);
    const impossible = await admin.post('/sportsbook/events/settle', {
      eventId: basketball,
      result: { sport: 'basketball', home: 80, away: 80 },
      reason: 'feed down',
    });
    expect(impossible.body.result).toBe(false);
    const result = { sport: 'basketball' as const, home: 88, away: 80 };
    const done = await admin.post('/sportsbook/events/settle', {
      eventId: basketball,
      result,
      reason: 'result from the official site',
    });
    expect(done.body.result).toBe(true);
    const row = await eventRow(app.database.db, basketball);
    expect(row.state).toBe('finished');
    expect(row.result_text).toBe('88-80');
    for (const market of await marketRows(app.database.db, basketball)) {
      expect(market.state).toBe('settled');
      const spec = parseMarketKey(market.market_key)!;
      for (const s of Object.keys(market.odds))
        expect(market.outcomes![s]).toBe(settleSelection(spec, s, result));
    }
  });

  it('refuses an operator who may not trade, and audits every call', async () => {
    const refused = await cashier.post('/sportsbook/events/suspend', {
      eventId: football[0],
      suspended: true,
    });
    expect(refused.body.result).toBe(false);
    expect((await show(football[0]!)).suspended).toBe(false);
    const rows = await audit();
    const actions = rows.map((r) => `${r.action}:${r.result}`);
    for (const expected of [
      'sportsbook.suspend_event:success',
      'sportsbook.suspend_market:success',
      'sportsbook.suspend_market:failure',
      'sportsbook.set_max_stake:success',
      'sportsbook.set_margin:success',
      'sportsbook.void_event:success',
      'sportsbook.void_event:failure',
      'sportsbook.settle_event:success',
      'sportsbook.settle_event:failure',
    ])
      expect(actions).toContain(expected);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ action: 'sportsbook.suspend_event', result: 'failure' });
    expect(last.detail.reason).toBe('not_authorized');
    const voided = rows.find(
      (r) => r.action === 'sportsbook.void_event' && r.result === 'success',
    )!;
    expect(voided.detail.input.reason).toBe('match abandoned');
  });

  it('voids a match in play, and the live engine leaves it void', async () => {
    const id = rowsOf<{ id: string }>(
      await app.database.db.execute(sql`select id::text as id from sport_events
        where sport = 'football' and state = 'scheduled' order by starts_at, id limit 1`),
    )[0]!.id;
    const start = Date.parse((await eventRow(app.database.db, id)).starts_at);
    clock.advance(start + 60_000 - clock.ms);
    await app.scheduler.tick('sportsbook:live');
    expect((await eventRow(app.database.db, id)).state).toBe('live');
    const done = await admin.post('/sportsbook/events/void', {
      eventId: id,
      reason: 'floodlights',
    });
    expect(done.body.result).toBe(true);
    clock.advance(30 * 60_000);
    await app.scheduler.tick('sportsbook:live');
    clock.advance(90 * 60_000);
    await app.scheduler.tick('sportsbook:live');
    const row = await eventRow(app.database.db, id);
    expect(row.state).toBe('void');
    expect(row.result).toBeNull();
    expect((await marketRows(app.database.db, id)).every((m) => m.state === 'void')).toBe(true);
  });

  it('needs an operator session', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/backoffice/api/v1/sportsbook/events/void',
      headers: { 'content-type': 'application/json', panel: 'backoffice' },
      payload: JSON.stringify({ eventId: football[0], reason: 'no session' }),
    });
    expect(response.json().result).toBe(false);
    expect((await eventRow(app.database.db, football[0]!)).state).toBe('scheduled');
  });
});
