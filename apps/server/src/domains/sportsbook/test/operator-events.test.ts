import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { fund } from '../../../../test/support/studio.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { place } from '../../../../test/support/coupons.ts';
import {
  createFootballEvent,
  updateEvent,
  updateMarket,
  type TestEvent,
} from '../../../../test/support/sports-fixtures.ts';
import type { Json } from './sports-events.ts';

const MR = 'football.match_result';
const TOTAL = 'football.total_goals@2.5';

/**
 * GET /sportsbook/events and /sportsbook/events/:id/markets: the back office's events by
 * state with who suspended them (an operator or the system), maximum stake and open risk, and
 * every market with its stored odds, for every operator.
 */
describe('sportsbook operator: events and markets lists', () => {
  let app: TestApp;
  let admin: OperatorClient;
  let viewer: OperatorClient;
  let player: SignedInPlayer;
  const ev: Record<string, TestEvent> = {};
  const teams: Record<string, { home: string; away: string }> = {};

  const list = async (who: OperatorClient, query: string) => {
    const { status, body } = await who.get(`/sportsbook/events?${query}`);
    expect(status).toBe(200);
    if (!body.result) throw new Error(JSON.stringify(body));
    return body.data as { items: Json[]; total: number };
  };
  const row = async (tab: string, id: string) =>
    (await list(viewer, `state=${tab}&limit=200`)).items.find((item) => item.id === id);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await operatorClient(app);
    await addOperator(app, 'izleyici', 'risk');
    viewer = await operatorClient(app, 'izleyici', 'Operator1');
    player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 10_000_000);
    const db = app.database.db;
    const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    ev.plain = await createFootballEvent(db, { startsAt: soon(2), maxStake: 250_000 });
    ev.operator = await createFootballEvent(db, { startsAt: soon(3) });
    ev.goal = await createFootballEvent(db, { startsAt: soon(-0.5), state: 'live' });
    ev.basket = await createFootballEvent(db, { startsAt: soon(-0.25), state: 'live' });
    ev.finished = await createFootballEvent(db, { startsAt: soon(-3) });
    ev.void = await createFootballEvent(db, { startsAt: soon(-4) });
    for (const [name, event] of Object.entries(ev))
      teams[name] = rowsOf<{ home: string; away: string }>(
        await db.execute(sql`select h.name as home, a.name as away
          from sport_events e join sport_teams h on h.id = e.home_team_id
          join sport_teams a on a.id = e.away_team_id where e.id = ${event.id}`),
      )[0]!;
    // Risk: a single and a combination on the plain event (the combination also on another).
    const leg = (event: TestEvent, market = MR, selection = 'home') => ({
      eventId: event.id,
      market,
      selection,
      odds: event.odds[market]![selection]!,
    });
    for (const input of [
      { legs: [leg(ev.plain!)], stakePerLine: 1_500 },
      {
        kind: 'combination' as const,
        legs: [leg(ev.plain!, TOTAL, 'over'), leg(ev.operator!)],
        stakePerLine: 2_000,
      },
    ]) {
      const { body } = await place(app, player, input);
      if (!body.result) throw new Error(JSON.stringify(body));
    }
    // The operator stops one event and one market of another; the system stops two in play.
    expect(
      (
        await admin.post('/sportsbook/events/suspend', {
          eventId: ev.operator!.id,
          suspended: true,
          reason: 'suspicious betting',
        })
      ).body.result,
    ).toBe(true);
    expect(
      (
        await admin.post('/sportsbook/markets/suspend', {
          eventId: ev.plain!.id,
          marketKey: TOTAL,
          suspended: true,
          reason: 'line check',
        })
      ).body.result,
    ).toBe(true);
    await updateEvent(db, ev.goal!.id, { suspendedUntil: new Date(Date.now() + 3_600_000) });
    await db.execute(
      sql`update sport_events set live = ${JSON.stringify({
        period: '2H',
        minute: 61,
        home: 2,
        away: 1,
        at: Date.now(),
      })}::jsonb where id = ${ev.goal!.id}`,
    );
    await db.execute(sql`update sport_events set sport = 'basketball' where id = ${ev.basket!.id}`);
    await updateEvent(db, ev.finished!.id, { state: 'finished' });
    await db.execute(sql`update sport_events set result_text = '3-0', finished_at = now()
      where id = ${ev.finished!.id}`);
    await updateEvent(db, ev.void!.id, { state: 'void' });
    await updateMarket(db, ev.void!.id, MR, { state: 'void' });
  }, 120_000);
  afterAll(() => app.close());

  it('lists each state in its own tab, void included, for a viewer', async () => {
    const tabs: Record<string, string[]> = {};
    for (const tab of ['upcoming', 'live', 'finished', 'void']) {
      const { items, total } = await list(viewer, `state=${tab}&limit=200`);
      tabs[tab] = items.map((item) => item.id);
      expect(total).toBe(items.length);
    }
    expect(tabs.upcoming).toEqual(expect.arrayContaining([ev.plain!.id, ev.operator!.id]));
    expect(tabs.live).toEqual(expect.arrayContaining([ev.goal!.id, ev.basket!.id]));
    expect(tabs.finished).toContain(ev.finished!.id);
    expect(tabs.void).toEqual([ev.void!.id]);
    expect(tabs.upcoming).not.toContain(ev.void!.id);
    // Upcoming by kick-off.
    expect(tabs.upcoming!.indexOf(ev.plain!.id)).toBeLessThan(
      tabs.upcoming!.indexOf(ev.operator!.id),
    );
  });

  it("tells an operator's suspension from the system's", async () => {
    expect(await row('upcoming', ev.plain!.id)).toMatchObject({
      operatorSuspended: false,
      suspendedBySystem: null,
    });
    expect(await row('upcoming', ev.operator!.id)).toMatchObject({
      operatorSuspended: true,
      suspendedBySystem: null,
    });
    expect(await row('live', ev.goal!.id)).toMatchObject({
      sport: 'football',
      operatorSuspended: false,
      suspendedBySystem: 'after_goal',
      score: '2-1',
    });
    expect(await row('live', ev.basket!.id)).toMatchObject({
      sport: 'basketball',
      operatorSuspended: false,
      suspendedBySystem: 'in_play_closed',
    });
    expect(await row('finished', ev.finished!.id)).toMatchObject({
      suspendedBySystem: null,
      score: '3-0',
    });
    // The goal's pause over, the system no longer holds the match.
    await updateEvent(app.database.db, ev.goal!.id, { suspendedUntil: new Date(Date.now() - 1) });
    expect((await row('live', ev.goal!.id))!.suspendedBySystem).toBeNull();
    await updateEvent(app.database.db, ev.goal!.id, {
      suspendedUntil: new Date(Date.now() + 3_600_000),
    });
  });

  it('gives the maximum stake, market counts and the open risk per event', async () => {
    const plain = await row('upcoming', ev.plain!.id);
    expect(plain).toMatchObject({
      id: ev.plain!.id,
      home: teams.plain!.home,
      away: teams.plain!.away,
      maxStake: 250_000,
      marketCount: 5,
      openMarketCount: 4,
      openCoupons: 2,
      openStake: 3_500,
      state: 'scheduled',
      score: null,
    });
    expect(plain!.openPayout).toBeGreaterThan(3_500);
    expect(Number.isNaN(Date.parse(plain!.startsAt))).toBe(false);
    expect(await row('upcoming', ev.operator!.id)).toMatchObject({
      maxStake: null,
      openCoupons: 1,
      openStake: 2_000,
    });
    expect(await row('live', ev.basket!.id)).toMatchObject({ openCoupons: 0, openStake: 0 });
  });

  it("names the league in the operator's language", async () => {
    const tr = await viewer.get('/sportsbook/events?state=upcoming&limit=200&Lang=tr');
    const en = await viewer.get('/sportsbook/events?state=upcoming&limit=200&Lang=en');
    const of = (body: Json) => body.data.items.find((i: Json) => i.id === ev.plain!.id);
    expect(of(tr.body).leagueName).toBe('Test Ligi');
    expect(of(en.body).leagueName).toBe('Test League');
  });

  it('searches teams and league by every word, and pages with the total', async () => {
    const home = teams.plain!.home;
    const found = await list(viewer, `state=upcoming&search=${encodeURIComponent(home)}`);
    expect(found.items.map((i) => i.id)).toEqual([ev.plain!.id]);
    const folded = await list(
      viewer,
      `state=upcoming&search=${encodeURIComponent(`TEST ${home.toUpperCase()}`)}`,
    );
    expect(folded.items.map((i) => i.id)).toEqual([ev.plain!.id]);
    expect((await list(viewer, 'state=upcoming&search=zzz%25_nothing')).total).toBe(0);
    const all = await list(viewer, 'state=upcoming&search=test+ligi');
    expect(all.total).toBeGreaterThanOrEqual(2);
    const first = await list(viewer, 'state=upcoming&search=test+ligi&limit=1');
    const second = await list(viewer, 'state=upcoming&search=test+ligi&limit=1&offset=1');
    expect(first.total).toBe(all.total);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    const past = await list(viewer, 'state=upcoming&search=test+ligi&limit=1&offset=500');
    expect(past).toEqual({ items: [], total: all.total });
  });

  it('refuses a bad filter and answers nobody signed out', async () => {
    expect((await viewer.get('/sportsbook/events?state=tomorrow')).body.result).toBe(false);
    expect((await viewer.get('/sportsbook/events?limit=5000')).body.result).toBe(false);
    const response = await app.server.inject({
      method: 'GET',
      url: '/backoffice/api/v1/sportsbook/events',
      headers: { panel: 'backoffice' },
    });
    expect(response.json()).toMatchObject({ result: false });
  });

  it("lists an event's every market with its stored odds, suspended or not", async () => {
    const { status, body } = await viewer.get(`/sportsbook/events/${ev.plain!.id}/markets`);
    expect(status).toBe(200);
    expect(body.result).toBe(true);
    expect(body.data.event).toMatchObject({ id: ev.plain!.id, openCoupons: 2 });
    const markets = body.data.markets as Json[];
    expect(markets).toHaveLength(5);
    const total = markets.find((m) => m.key === TOTAL)!;
    expect(total).toMatchObject({ state: 'open', operatorSuspended: true, offered: false });
    expect(total.selections).toEqual([
      { key: 'over', odds: ev.plain!.odds[TOTAL]!.over },
      { key: 'under', odds: ev.plain!.odds[TOTAL]!.under },
    ]);
    const mr = markets.find((m) => m.key === MR)!;
    expect(mr).toMatchObject({ state: 'open', operatorSuspended: false, offered: true });
    expect(mr.selections.map((s: Json) => s.odds)).toEqual(
      ['home', 'draw', 'away'].map((k) => ev.plain!.odds[MR]![k]),
    );
  });

  it('shows the odds of an event the operator or the system stopped, none offered', async () => {
    for (const id of [ev.operator!.id, ev.goal!.id, ev.basket!.id]) {
      const { body } = await viewer.get(`/sportsbook/events/${id}/markets`);
      const markets = body.data.markets as Json[];
      expect(markets.length).toBeGreaterThan(0);
      expect(markets.every((m) => m.offered === false)).toBe(true);
      expect(markets.every((m) => m.operatorSuspended === false)).toBe(true);
      expect(markets[0]!.selections.every((s: Json) => typeof s.odds === 'number')).toBe(true);
    }
    const voided = await viewer.get(`/sportsbook/events/${ev.void!.id}/markets`);
    expect(voided.body.data.event.state).toBe('void');
    expect(voided.body.data.markets.find((m: Json) => m.key === MR).state).toBe('void');
  });

  it('refuses an unknown or malformed event', async () => {
    expect((await viewer.get('/sportsbook/events/999999999/markets')).body).toMatchObject({
      result: false,
    });
    expect((await viewer.get('/sportsbook/events/abc/markets')).body.result).toBe(false);
  });
});
