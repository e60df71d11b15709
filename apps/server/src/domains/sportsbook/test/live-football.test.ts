import { hashServerSeed } from '@lale/games/fair';
import {
  parseMarketKey,
  settleSelection,
  timelineResult,
  type FootballTimeline,
} from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { fund } from '../../../../test/support/studio.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { connect } from '../../../../test/support/live-socket.ts';
import { place } from '../../../../test/support/coupons.ts';
import { eventRow, marketRows, timelineOf, type Json, type StoredEvent } from './sports-events.ts';

const BREAK = 15 * 60_000;

/**
 * A football match played by the live engine on a controlled clock: kick-off, goals at the
 * timeline's seconds, the suspension after a goal, half time, a leader hand-over, full time.
 */
describe('sportsbook live football', () => {
  const clock = new TestClock(Date.parse('2026-11-23T08:07:00Z'));
  let app: TestApp;
  let port: number;
  let event: StoredEvent;
  let timeline: FootballTimeline;
  let kickOff: number;
  let watcher: Awaited<ReturnType<typeof connect>>;
  let scheduler: TestApp['scheduler'];
  let player: SignedInPlayer;
  let couponId: number;

  /** The real instant at which `second` of regulation is played. */
  const at = (second: number) => kickOff + second * 1000 + (second >= 2700 ? BREAK : 0);
  const tick = () => scheduler.tick('sportsbook:live');
  const detail = async (): Promise<Json> =>
    (await app.call('sportsbook', 'get_event', { eventId: event.id })).body.data as Json;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    scheduler = app.scheduler;
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.server.address() as { port: number }).port;
    await app.scheduler.tick('sportsbook:fixtures');
    // The first football event whose match has a goal in each half, and no second goal within
    // two minutes of the first (which would suspend betting again while the test waits for the
    // first goal's suspension to end).
    const ids = rowsOf<{ id: string }>(
      await app.database.db.execute(sql`select id::text as id from sport_events
        where sport = 'football' and starts_at > ${clock.now().toISOString()}
        order by starts_at, id limit 200`),
    );
    for (const { id } of ids) {
      const candidate = await eventRow(app.database.db, id);
      const t = timelineOf(candidate);
      const [first, second] = t.goals;
      const alone = !!first && (second === undefined || second.second - first.second > 120);
      if (alone && first.second < 2600 && t.goals.some((g) => g.second > 2800)) {
        event = candidate;
        timeline = t;
        break;
      }
    }
    kickOff = Date.parse(event.starts_at);
    player = await signedInPlayer(app.database, { now: clock.now() });
    await fund(app.database, player.uid, 100_000);
    const odds = (await marketRows(app.database.db, event.id)).find(
      (m) => m.market_key === 'football.match_result',
    )!.odds.home as number;
    const placed = await place(app, player, {
      legs: [{ eventId: event.id, market: 'football.match_result', selection: 'home', odds }],
    });
    expect(placed.body.result).toBe(true);
    couponId = (placed.body.data as Json).coupon.id;
    watcher = await connect(port);
    watcher.send({ type: 'subscribe', topics: [`event:${event.id}`, 'event:live'] });
    await watcher.waitFor((m) => m.type === 'snapshot' && m.topic === `event:${event.id}`);
  }, 120_000);
  afterAll(async () => {
    await watcher?.close();
    await app.close();
  });

  it('gives a subscriber the event as a snapshot', async () => {
    const snapshot = watcher.received.find(
      (m) => m.type === 'snapshot' && m.topic === `event:${event.id}`,
    )!;
    expect(snapshot.payload.type).toBe('event.snapshot');
    expect(snapshot.payload.event.id).toBe(event.id);
    expect(snapshot.payload.event.serverSeed).toBeNull();
    // The two topics' snapshots come separately: the list's may still be on its way.
    const list = await watcher.waitFor((m) => m.type === 'snapshot' && m.topic === 'event:live');
    expect(list.payload).toEqual({ type: 'event.live-list', events: [] });
  });

  it('kicks off at the start time', async () => {
    clock.advance(kickOff - 1000 - clock.ms);
    await tick();
    expect((await eventRow(app.database.db, event.id)).state).toBe('scheduled');
    clock.advance(2000);
    await tick();
    const row = await eventRow(app.database.db, event.id);
    expect(row.state).toBe('live');
    expect(row.live).toMatchObject({ period: '1H', minute: 1, home: 0, away: 0 });
    expect(row.version).toBeGreaterThan(event.version);
    await watcher.waitFor(
      (m) => m.topic === `event:${event.id}` && m.payload?.type === 'event.update',
    );
    await watcher.waitFor((m) => m.topic === 'event:live' && m.payload?.event?.id === event.id);
    const live = (await app.call('sportsbook', 'list_events', { when: 'live' })).body
      .data as Json[];
    expect(live.map((e) => e.id)).toContain(event.id);
    // Nothing changed: nothing written or published.
    const version = row.version;
    const count = watcher.received.length;
    await tick();
    expect((await eventRow(app.database.db, event.id)).version).toBe(version);
    expect(watcher.received.length).toBe(count);
  });

  it('scores the first goal at its second, suspends betting, then reopens', async () => {
    const goal = timeline.goals[0]!;
    clock.advance(at(goal.second) - 1000 - clock.ms);
    await tick();
    let row = await eventRow(app.database.db, event.id);
    expect(row.live).toMatchObject({ home: 0, away: 0 });
    const before = row.version;
    clock.advance(2000);
    await tick();
    row = await eventRow(app.database.db, event.id);
    expect(row.live).toMatchObject({
      home: goal.side === 'home' ? 1 : 0,
      away: goal.side === 'away' ? 1 : 0,
      minute: goal.minute,
    });
    expect(row.incidents).toEqual([
      {
        minute: goal.minute,
        side: goal.side,
        kind: 'goal',
        score: { home: goal.side === 'home' ? 1 : 0, away: goal.side === 'away' ? 1 : 0 },
      },
    ]);
    expect(row.version).toBeGreaterThan(before);
    let shown = await detail();
    expect(shown.suspended).toBe(true);
    expect(shown.markets.every((m: Json) => m.selections.every((s: Json) => s.odds === null))).toBe(
      true,
    );
    await watcher.waitFor(
      (m) => m.payload?.type === 'event.incident' && m.payload.incident.minute === goal.minute,
    );
    // First goal is decided: not offered any more.
    const firstGoal = (await marketRows(app.database.db, event.id)).find(
      (m) => m.market_key === 'football.first_goal',
    )!;
    expect(firstGoal.state).toBe('suspended');
    clock.advance(61_000);
    await tick();
    shown = await detail();
    expect(shown.suspended).toBe(false);
    const main = shown.markets.find((m: Json) => m.key === 'football.match_result');
    expect(main.state).toBe('open');
    expect(main.selections.some((s: Json) => typeof s.odds === 'number')).toBe(true);
  });

  it('pauses at half time', async () => {
    clock.advance(kickOff + 2700_000 + 5 * 60_000 - clock.ms);
    await tick();
    const row = await eventRow(app.database.db, event.id);
    expect(row.live).toMatchObject({ period: 'HT', minute: 45, ...timeline.halfTime });
    expect(row.incidents.length).toBe(timeline.goals.filter((g) => g.second < 2700).length);
  });

  it('carries on under a new leader without replaying anything', async () => {
    const goal = timeline.goals.find((g) => g.second > 2800)!;
    clock.advance(at(goal.second) + 1000 - clock.ms);
    // The first leader stops; its lease runs out and another process takes over.
    await app.scheduler.stop({ release: false });
    clock.advance(6_000);
    scheduler = app.anotherScheduler();
    await tick();
    const row = await eventRow(app.database.db, event.id);
    const played = timeline.goals.filter(
      (g) => g.second * 1000 < at(g.second) && at(g.second) <= clock.ms,
    );
    expect(row.incidents.length).toBe(played.length);
    expect(row.live).toMatchObject({ period: '2H' });
    const version = row.version;
    await tick();
    expect((await eventRow(app.database.db, event.id)).version).toBe(version);
  });

  it('settles every market at full time and reveals the seed', async () => {
    clock.advance(kickOff + 90 * 60_000 + BREAK + 1000 - clock.ms);
    await tick();
    const row = await eventRow(app.database.db, event.id);
    expect(row.state).toBe('finished');
    const result = { sport: 'football' as const, ...timelineResult(timeline) };
    expect(row.result).toEqual(result);
    expect(row.result_text).toBe(`${timeline.fullTime.home}-${timeline.fullTime.away}`);
    expect(row.incidents.length).toBe(timeline.goals.length);
    const markets = await marketRows(app.database.db, event.id);
    expect(markets.length).toBeGreaterThan(20);
    for (const market of markets) {
      expect(market.state, market.market_key).toBe('settled');
      const spec = parseMarketKey(market.market_key)!;
      for (const selection of Object.keys(market.odds))
        expect(market.outcomes![selection], `${market.market_key} ${selection}`).toBe(
          settleSelection(spec, selection, result),
        );
    }
    const shown = await detail();
    expect(shown.state).toBe('finished');
    expect(shown.serverSeed).toBe(event.server_seed);
    expect(hashServerSeed(shown.serverSeed)).toBe(shown.serverSeedHash);
    expect(shown.resultText).toBe(row.result_text);
    await watcher.waitFor(
      (m) =>
        m.topic === 'event:live' &&
        m.payload?.event?.id === event.id &&
        m.payload.event.state === 'finished',
    );
    const results = (await app.call('sportsbook', 'list_results', {})).body.data as Json[];
    expect(results.map((r) => r.id)).toContain(event.id);
    // The coupon on the home side closed with the match, in the same transaction.
    // (read from its table: the player's session has long gone idle on this clock)
    const coupon = rowsOf<{ outcome: string }>(
      await app.database.db.execute(sql`select outcome from sport_coupons where id = ${couponId}`),
    )[0]!;
    const homeWon = timeline.fullTime.home > timeline.fullTime.away;
    expect(coupon.outcome).toBe(homeWon ? 'won' : 'lost');
  });
});
