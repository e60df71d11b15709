import { sql } from 'drizzle-orm';
import { DEFAULT_MARGINS, impliedMargin, type MARKET_TYPES } from '@lale/games/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { FIRST_FILL_BACKFILL_MS } from '../fixtures/generate-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const DAY = 86_400_000;

/** The fixture generator on a controlled clock (manual scheduler): the calendar and its prices. */
describe('sportsbook fixtures', () => {
  const clock = new TestClock(Date.parse('2026-11-23T08:07:00Z'));
  let app: TestApp;
  const tick = () => app.scheduler.tick('sportsbook:fixtures');
  const count = async () =>
    Number(
      rowsOf<{ n: string }>(
        await app.database.db.execute(sql`select count(*) as n from sport_events`),
      )[0]!.n,
    );

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    // The operator's margin for one type, before the calendar is filled.
    await app.database.db
      .execute(sql`insert into sport_margins (market_type, basis_points, updated_at)
      values ('tennis.match_winner', 1200, now())`);
    await tick();
  }, 120_000);
  afterAll(() => app.close());

  it('fills the next 7 days, every league, kick-offs on quarter hours', async () => {
    const rows = rowsOf<{ league_id: number; sport: string; starts_at: string }>(
      await app.database.db.execute(sql`select league_id, sport, starts_at from sport_events`),
    );
    expect(rows.length).toBeGreaterThan(500);
    const times = rows.map((row) => Date.parse(row.starts_at));
    // A new site's first fill also has the matches that kicked off in the last 100 minutes.
    expect(Math.min(...times)).toBeGreaterThan(clock.ms - FIRST_FILL_BACKFILL_MS);
    const inPlayNow = rows.filter(
      (r) => r.sport === 'football' && Date.parse(r.starts_at) <= clock.ms,
    ).length;
    expect(inPlayNow).toBeGreaterThanOrEqual(2);
    expect(Math.max(...times)).toBeLessThanOrEqual(clock.ms + 7 * DAY);
    expect(Math.max(...times)).toBeGreaterThan(clock.ms + 6.5 * DAY);
    for (const t of times) expect(t % (15 * 60_000)).toBe(0);
    const leagues = new Set(rows.map((row) => Number(row.league_id)));
    for (const id of [101, 102, 103, 104, 105, 106, 107, 108, 201, 202, 203, 301, 302, 401, 402])
      expect(leagues.has(id), `league ${id}`).toBe(true);
    // Every hour of a full day has football in play (a match lasts 105 minutes).
    const football = rows.filter((r) => r.sport === 'football').map((r) => Date.parse(r.starts_at));
    const dayStart = Math.ceil(clock.ms / DAY) * DAY;
    for (let hour = 0; hour < 24; hour++) {
      const at = dayStart + hour * 3_600_000;
      const inPlay = football.filter((t) => t <= at && at < t + 105 * 60_000).length;
      expect(inPlay, `hour ${hour}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('puts every team in at most one event a day, with rotating pairings', async () => {
    const rows = rowsOf<{ team: number; day: string; n: string }>(
      await app.database.db.execute(sql`
        select team, day, count(*) as n from (
          select home_team_id as team, date_trunc('day', starts_at at time zone 'UTC') as day from sport_events
          union all
          select away_team_id, date_trunc('day', starts_at at time zone 'UTC') from sport_events) t
        group by team, day having count(*) > 1`),
    );
    expect(rows).toEqual([]);
    const pairs = rowsOf<{ n: string }>(
      await app.database.db.execute(sql`
        select count(*) as n from sport_events where league_id = 101
        group by least(home_team_id, away_team_id), greatest(home_team_id, away_team_id)
        having count(*) > 1`),
    );
    expect(pairs).toEqual([]);
  });

  it('adds nothing when run again', async () => {
    const before = await count();
    await tick();
    await app.anotherScheduler().tick('sportsbook:fixtures');
    expect(await count()).toBe(before);
  });

  it('prices every market with the configured margin', async () => {
    const markets = rowsOf<{ type: string; odds: Record<string, number | null> }>(
      await app.database.db.execute(sql`
        select m.type, m.odds from sport_markets m
        join (select id from (select id, row_number() over (partition by sport order by id) as r
          from sport_events) x where r <= 3) e
        on e.id = m.event_id`),
    );
    expect(markets.length).toBeGreaterThan(50);
    expect(markets.filter((m) => m.type === 'tennis.match_winner').length).toBeGreaterThan(0);
    for (const market of markets) {
      const type = market.type as keyof typeof MARKET_TYPES;
      const odds = Object.values(market.odds);
      if (odds.some((o) => o === null)) continue;
      const coverage = type === 'football.double_chance' ? 2 : 1;
      const margin = (type === 'tennis.match_winner' ? 1200 : DEFAULT_MARGINS[type]) / 10_000;
      const implied = impliedMargin(odds as number[], coverage);
      const rounding = (odds as number[]).reduce((s, o) => s + 100 / (o * (o + 1)), 0) / coverage;
      expect(implied, market.type).toBeGreaterThanOrEqual(margin - 1e-9);
      expect(implied, market.type).toBeLessThanOrEqual(margin + rounding + 1e-9);
    }
  });

  it('prices a strong home side as the favourite', async () => {
    const [row] = rowsOf<{ odds: Record<string, number> }>(
      await app.database.db.execute(sql`
        select m.odds from sport_events e join sport_teams h on h.id = e.home_team_id
        join sport_teams a on a.id = e.away_team_id
        join sport_markets m on m.event_id = e.id and m.type = 'football.match_result'
        where e.league_id = 101 and h.name in ('Galatasaray', 'Fenerbahçe')
          and (a.ratings->>'strength')::int < 50
        limit 1`),
    );
    expect(row!.odds.home).toBeLessThan(160);
    expect(row!.odds.away).toBeGreaterThan(500);
  });
});
