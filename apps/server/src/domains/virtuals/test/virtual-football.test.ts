import { hashServerSeed } from '@lale/games/fair';
import {
  eventFairMarkets,
  footballModel,
  footballTimelineFromSeed,
  timelineResult,
} from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { tableOf } from '../football/league-table.ts';
import { VIRTUAL_SEASON_ROUNDS as SEASON } from '@lale/contract/methods/virtuals';
import { fund, type Json } from '../../../../test/support/studio.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { balance, place } from '../../../../test/support/coupons.ts';

const INTERVAL = 60_000;
const SHOW = 30_000;
const SCHEDULE = 'virtuals:football';

interface StoredEvent {
  id: string;
  home_team_id: number;
  away_team_id: number;
  state: string;
  model: Record<string, number>;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  result: Json;
  virtual_round: number;
}

/**
 * Virtual football on a controlled clock, driven by ticks of its schedule: rounds created ahead
 * with their hashes, betting closed at kick-off, the show, settlement paid once (a retry and a
 * new leader), the table, the results archive, and the normal sportsbook left untouched.
 */
describe('virtual football rounds', () => {
  const clock = new TestClock(Date.parse('2026-11-23T08:00:10Z'));
  let app: TestApp;
  let player: SignedInPlayer;
  const tick = () => app.scheduler.tick(SCHEDULE);

  const roundEvents = async (roundNo: number): Promise<StoredEvent[]> =>
    rowsOf<StoredEvent>(
      await app.database.db.execute(sql`select id::text as id, home_team_id, away_team_id, state,
          model, server_seed, server_seed_hash, client_seed, result, virtual_round
        from sport_events where virtual_product = 'football' and virtual_round = ${roundNo}
        order by id`),
    );
  const rounds = async () =>
    rowsOf<{ round_no: number; starts_at: string; state: string }>(
      await app.database.db.execute(sql`select round_no, starts_at, state from virtual_rounds
        where product = 'football' order by round_no`),
    );
  const odds = async (eventId: string, key = 'football.match_result', selection = 'home') => {
    const rows = rowsOf<{ odds: Record<string, number> }>(
      await app.database.db.execute(sql`select odds from sport_markets
        where event_id = ${eventId} and market_key = ${key}`),
    );
    return rows[0]!.odds[selection]!;
  };

  beforeAll(async () => {
    app = await createTestApp({
      now: clock.now,
      schedules: {
        mode: 'manual',
        virtualTiming: { football: { intervalMs: INTERVAL, showMs: SHOW, roundsAhead: 2 } },
      },
    });
    player = await signedInPlayer(app.database, { now: clock.now() });
    await fund(app.database, player.uid, 100_000);
    await tick();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('creates the next rounds ahead, each with nine matches whose seed hashes are published before betting', async () => {
    const created = await rounds();
    expect(created.map((r) => r.round_no)).toEqual([1, 2]);
    const first = Date.parse(created[0]!.starts_at);
    // On the grid, at least half an interval away: never created already closing.
    expect(first % INTERVAL).toBe(0);
    expect(first - clock.ms).toBeGreaterThanOrEqual(INTERVAL / 2);
    expect(Date.parse(created[1]!.starts_at) - first).toBe(INTERVAL);
    const events = await roundEvents(1);
    expect(events).toHaveLength(9);
    const sides = events.flatMap((e) => [e.home_team_id, e.away_team_id]);
    expect(new Set(sides).size).toBe(18);
    for (const event of events) {
      expect(event.state).toBe('scheduled');
      expect(event.server_seed_hash).toBe(hashServerSeed(event.server_seed));
      const detail = (await app.call('sportsbook', 'get_event', { eventId: event.id })).body
        .data as Json;
      expect(detail.serverSeedHash).toBe(event.server_seed_hash);
      expect(detail.serverSeed).toBeNull();
      const types = new Set(detail.markets.map((m: Json) => m.type));
      for (const type of [
        'football.match_result',
        'football.double_chance',
        'football.total_goals',
        'football.both_teams_to_score',
        'football.correct_score',
        'football.half_time_result',
      ])
        expect(types, type).toContain(type);
      expect(detail.markets.every((m: Json) => m.state === 'open')).toBe(true);
    }
    const listed = (await app.call('virtuals', 'list_rounds', { product: 'football' })).body
      .data as Json;
    expect(listed.intervalMs).toBe(INTERVAL);
    expect(listed.showMs).toBe(SHOW);
    expect(listed.rounds.map((r: Json) => [r.roundNo, r.season, r.matchday, r.state])).toEqual([
      [1, 1, 1, 'open'],
      [2, 1, 2, 'open'],
    ]);
    expect(listed.rounds[0].events[0].mainMarket.type).toBe('football.match_result');
    // A second tick creates nothing more until time moves.
    await tick();
    expect(await rounds()).toHaveLength(2);
  });

  it('the prices of every match of the league come from probabilities that add up before the margin', async () => {
    for (const event of await roundEvents(1)) {
      const model = footballModel({
        homeGoals: event.model.homeGoals!,
        awayGoals: event.model.awayGoals!,
        rho: event.model.rho,
        firstHalfShare: event.model.firstHalfShare,
      });
      for (const market of eventFairMarkets({ sport: 'football', model })) {
        const sum = market.selections.reduce((s, x) => s + x.probability, 0);
        expect(Math.abs(sum - market.coverage), market.key).toBeLessThan(1e-9);
      }
    }
  });

  it('keeps virtual matches out of the normal sportsbook listings', async () => {
    const ids = new Set((await roundEvents(1)).map((e) => e.id));
    const all = (await app.call('sportsbook', 'list_events', { when: 'all', limit: 200 })).body
      .data as Json[];
    expect(all.some((e) => ids.has(e.id))).toBe(false);
    const league = (await app.call('sportsbook', 'list_events', { leagueId: 901 })).body
      .data as Json[];
    expect(league).toEqual([]);
    const tree = (await app.call('sportsbook', 'get_sports', {})).body.data as Json;
    const leagues = tree.sports.flatMap((s: Json) => s.leagues.map((l: Json) => l.id));
    expect(leagues).not.toContain(901);
  });

  let couponId: number;
  let stakeOdds: number;
  let target: StoredEvent;
  let before: number;

  it('takes a bet before kick-off and refuses one after', async () => {
    target = (await roundEvents(1))[0]!;
    stakeOdds = await odds(target.id);
    before = await balance(app, player.uid);
    const placed = await place(app, player, {
      legs: [
        { eventId: target.id, market: 'football.match_result', selection: 'home', odds: stakeOdds },
      ],
    });
    expect(placed.body.result).toBe(true);
    couponId = (placed.body.data as Json).coupon.id;
    expect(await balance(app, player.uid)).toBe(before - 1_000);

    const [first] = await rounds();
    clock.advance(Date.parse(first!.starts_at) - clock.ms + 100);
    await tick();
    expect((await rounds())[0]!.state).toBe('playing');
    const detail = (await app.call('sportsbook', 'get_event', { eventId: target.id })).body
      .data as Json;
    expect(detail.state).toBe('live');
    expect(detail.markets.every((m: Json) => m.state === 'suspended')).toBe(true);
    const late = await place(app, player, {
      legs: [
        { eventId: target.id, market: 'football.match_result', selection: 'home', odds: stakeOdds },
      ],
    });
    expect(late.body.result).toBe(false);
    expect(await balance(app, player.uid)).toBe(before - 1_000);
    // The live list of the real sportsbook still has none of them.
    const live = (await app.call('sportsbook', 'list_events', { when: 'live' })).body
      .data as Json[];
    expect(live.some((e) => e.id === target.id)).toBe(false);
    // A third round is created as the first kicks off.
    expect((await rounds()).map((r) => r.round_no)).toEqual([1, 2, 3]);
  });

  it('plays the show from the seeds, then settles each match and pays the coupon exactly once', async () => {
    const timeline = footballTimelineFromSeed(
      footballModel({
        homeGoals: target.model.homeGoals!,
        awayGoals: target.model.awayGoals!,
        rho: target.model.rho,
        firstHalfShare: target.model.firstHalfShare,
      }),
      { serverSeed: target.server_seed, clientSeed: target.client_seed, nonce: 0 },
    );
    clock.advance(SHOW / 4);
    await tick();
    const mid = (await app.call('sportsbook', 'get_event', { eventId: target.id })).body
      .data as Json;
    expect(mid.live.period).toBe('1H');
    const shownGoals = timeline.goals.filter((g) => g.second < 1200).length;
    expect(mid.incidents.length).toBeGreaterThanOrEqual(shownGoals);

    clock.advance(SHOW);
    await tick();
    const done = (await app.call('sportsbook', 'get_event', { eventId: target.id })).body
      .data as Json;
    expect(done.state).toBe('finished');
    expect(done.serverSeed).toBe(target.server_seed);
    const full = timeline.fullTime;
    expect(done.resultText).toBe(`${full.home}-${full.away}`);
    expect(done.incidents).toHaveLength(full.home + full.away);
    expect((await rounds())[0]!.state).toBe('finished');
    const won = full.home > full.away;
    const expected = before - 1_000 + (won ? Math.floor((1_000 * stakeOdds) / 100) : 0);
    expect(await balance(app, player.uid)).toBe(expected);
    const coupon = (
      await app.call('sportsbook', 'get_coupon', { couponId }, { cookies: player.cookies })
    ).body.data as Json;
    expect(coupon.outcome).toBe(won ? 'won' : 'lost');

    // A retry and another process taking over settle nothing again.
    await tick();
    const other = app.anotherScheduler();
    await app.scheduler.stop();
    clock.advance(6_000);
    await other.tick(SCHEDULE);
    expect(await balance(app, player.uid)).toBe(expected);
    const wins = rowsOf<{ n: string }>(
      await app.database.db.execute(sql`select count(*) as n from sport_coupons
        where id = ${couponId} and outcome <> 'open'`),
    );
    expect(Number(wins[0]!.n)).toBe(1);
    app.scheduler = other;
  });

  it('the league table after the round matches its results', async () => {
    const events = await roundEvents(1);
    const table = (await app.call('virtuals', 'get_table', { product: 'football' })).body
      .data as Json;
    expect(table.season).toBe(1);
    expect(table.matchdaysPlayed).toBe(1);
    expect(table.rows).toHaveLength(18);
    for (const event of events) {
      const { home, away } = event.result.fullTime;
      const row = (id: number) => table.rows.find((r: Json) => r.teamId === id);
      const h = row(event.home_team_id);
      const a = row(event.away_team_id);
      expect([h.played, h.goalsFor, h.goalsAgainst]).toEqual([1, home, away]);
      expect([a.played, a.goalsFor, a.goalsAgainst]).toEqual([1, away, home]);
      expect(h.points).toBe(home > away ? 3 : home === away ? 1 : 0);
      expect(a.points).toBe(away > home ? 3 : home === away ? 1 : 0);
    }
    const points = table.rows.map((r: Json) => r.points);
    expect([...points].sort((x: number, y: number) => y - x)).toEqual(points);
  });

  it('archives the round with every seed revealed and its hash', async () => {
    const reply = (await app.call('virtuals', 'list_results', { product: 'football' }))
      .body as unknown as { data: Json[]; pagination: Json };
    expect(reply.pagination.total).toBe(1);
    const [round] = reply.data as Json[];
    expect(round.roundNo).toBe(1);
    expect(round.events).toHaveLength(9);
    for (const event of round.events) {
      expect(hashServerSeed(event.serverSeed)).toBe(event.serverSeedHash);
      expect(event.resultText).toMatch(/^\d+-\d+$/);
    }
  });

  it('a whole season reproduces from its seeds: the same scores and the same final table', async () => {
    const playedRounds = async () =>
      (await rounds()).filter((r) => r.state === 'finished' && r.round_no <= SEASON).length;
    for (let i = 0; i < SEASON + 2 && (await playedRounds()) < SEASON; i++) {
      clock.advance(INTERVAL);
      await app.scheduler.tick(SCHEDULE);
      clock.advance(SHOW + 1_000);
      await app.scheduler.tick(SCHEDULE);
    }
    const finished = rowsOf<StoredEvent>(
      await app.database.db.execute(sql`select e.id::text as id, home_team_id, away_team_id,
          e.state, model, server_seed, server_seed_hash, client_seed, result, virtual_round
        from sport_events e join virtual_rounds r
          on r.product = e.virtual_product and r.round_no = e.virtual_round
        where e.virtual_product = 'football' and r.state = 'finished'
          and e.virtual_round <= ${SEASON}
        order by virtual_round, e.id`),
    );
    // 34 matchdays of 9: every club at home and away once against each of the other 17.
    expect(finished).toHaveLength(SEASON * 9);
    const redrawn = finished.map((event) => {
      const model = footballModel({
        homeGoals: event.model.homeGoals!,
        awayGoals: event.model.awayGoals!,
        rho: event.model.rho,
        firstHalfShare: event.model.firstHalfShare,
      });
      const result = timelineResult(
        footballTimelineFromSeed(model, {
          serverSeed: event.server_seed,
          clientSeed: event.client_seed,
          nonce: 0,
        }),
      );
      expect(result.fullTime).toEqual(event.result.fullTime);
      expect(result.halfTime).toEqual(event.result.halfTime);
      return {
        roundNo: event.virtual_round,
        home: event.home_team_id,
        away: event.away_team_id,
        homeGoals: result.fullTime.home,
        awayGoals: result.fullTime.away,
      };
    });
    const table = (await app.call('virtuals', 'get_table', { product: 'football', season: 1 })).body
      .data as Json;
    const teams = table.rows.map((r: Json) => ({ id: r.teamId, name: r.team }));
    expect(tableOf(teams, redrawn)).toEqual(table.rows);
    expect(table.rows.map((r: Json) => r.played)).toEqual(Array(18).fill(SEASON));
    // 34 matchdays, 306 matches, each through the scheduler and the database: about 15 s on a
    // quiet machine, several times that on a busy one, which is no failure of the season.
  }, 180_000);
});
