import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { Json } from './sports-events.ts';

/** The sportsbook's public reads: the tree, lists and filters, one event, results. */
describe('sportsbook events over RPC', () => {
  // 21:30 in Istanbul: "today" ends two and a half hours later.
  const clock = new TestClock(Date.parse('2026-11-23T18:30:00Z'));
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { SPORTS_MAX_STAKE: '500000' } });
    await app.scheduler.tick('sportsbook:fixtures');
    clock.advance(60 * 60_000);
    await app.scheduler.tick('sportsbook:live');
  }, 120_000);
  afterAll(() => app.close());

  const list = async (data: Json) => {
    const { body } = await app.call('sportsbook', 'list_events', data);
    expect(body.result).toBe(true);
    return body as unknown as { data: Json[]; pagination: Json };
  };

  it('gives the sports tree with counts, names in the caller language and the limits', async () => {
    const tr = (await app.call('sportsbook', 'get_sports', {})).body.data as Json;
    const en = (await app.call('sportsbook', 'get_sports', { Lang: 'en' })).body.data as Json;
    expect(tr.sports.map((s: Json) => s.sport)).toEqual([
      'football',
      'basketball',
      'tennis',
      'volleyball',
    ]);
    expect(tr.limits).toEqual({
      minStake: 100,
      maxStake: 500_000,
      maxPayout: 50_000_000,
      maxLegs: 20,
    });
    const football = tr.sports[0];
    expect(football.eventCount).toBeGreaterThan(100);
    expect(football.liveCount).toBeGreaterThan(0);
    const names = (tree: Json) => tree.sports[0].leagues.map((l: Json) => l.name);
    expect(names(tr)).toContain('Premier Lig');
    expect(names(tr)).toContain('Şampiyonlar Ligi');
    expect(names(en)).toContain('Premier League');
    expect(names(en)).toContain('Champions League');
    const superLig = football.leagues.find((l: Json) => l.id === 101);
    expect(superLig).toMatchObject({ countryCode: 'TR', countryName: 'Türkiye', top: true });
    expect(superLig.eventCount).toBeGreaterThan(0);
    expect(en.sports[0].leagues.find((l: Json) => l.id === 103).countryName).toBe('England');
  });

  it('lists live events first, then by start, with the main market', async () => {
    const { data, pagination } = await list({ limit: 50 });
    expect(pagination.total).toBeGreaterThan(50);
    const live = data.filter((e) => e.state === 'live');
    expect(live.length).toBeGreaterThan(0);
    expect(data.slice(0, live.length).every((e) => e.state === 'live')).toBe(true);
    const rest = data.slice(live.length).map((e) => Date.parse(e.startsAt));
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    const football = data.find((e) => e.sport === 'football' && e.state === 'scheduled')!;
    expect(football.mainMarket.key).toBe('football.match_result');
    expect(football.mainMarket.selections.map((s: Json) => s.key)).toEqual([
      'home',
      'draw',
      'away',
    ]);
    expect(football.marketCount).toBeGreaterThan(20);
    const tennis = (await list({ sport: 'tennis', when: 'upcoming', limit: 1 })).data[0]!;
    expect(tennis.mainMarket.key).toBe('tennis.match_winner');
  });

  it('filters by sport, league and when', async () => {
    const live = await list({ when: 'live', limit: 200 });
    expect(live.data.every((e) => e.state === 'live')).toBe(true);
    const upcoming = await list({ when: 'upcoming', sport: 'basketball', limit: 200 });
    expect(upcoming.data.every((e) => e.state === 'scheduled' && e.sport === 'basketball')).toBe(
      true,
    );
    const league = await list({ leagueId: 103, limit: 200, Lang: 'en' });
    expect(league.data.every((e) => e.leagueId === 103 && e.leagueName === 'Premier League')).toBe(
      true,
    );
    const today = await list({ when: 'today', limit: 200 });
    const endOfDay = Date.parse('2026-11-23T21:00:00Z');
    expect(today.data.length).toBeGreaterThan(0);
    for (const e of today.data)
      expect(e.state === 'live' || Date.parse(e.startsAt) < endOfDay).toBe(true);
    const page2 = await list({ limit: 10, offset: 10 });
    const page1 = await list({ limit: 20 });
    expect(page2.data.map((e) => e.id)).toEqual(page1.data.slice(10).map((e) => e.id));
  });

  it('shows an event with every market, main first, and its seed hash only', async () => {
    const id = (await list({ sport: 'football', when: 'upcoming', limit: 1 })).data[0]!.id;
    const { body } = await app.call('sportsbook', 'get_event', { eventId: id, Lang: 'en' });
    const event = body.data as Json;
    expect(event.markets[0].key).toBe('football.match_result');
    expect(event.markets[1].key).toBe('football.double_chance');
    const keys = event.markets.map((m: Json) => m.key);
    expect(keys).toContain('football.total_goals@2.5');
    expect(keys).toContain('football.correct_score');
    expect(keys.indexOf('football.total_goals@2.5')).toBeLessThan(
      keys.indexOf('football.asian_handicap@-0.5'),
    );
    expect(event.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(event.serverSeed).toBeNull();
    expect(event.resultText).toBeNull();
    expect(event.maxStake).toBeNull();
    expect(event.incidents).toEqual([]);
    expect(event.suspended).toBe(false);
    for (const market of event.markets) {
      expect(market.state).toBe('open');
      for (const s of market.selections)
        expect(s.odds === null || (Number.isInteger(s.odds) && s.odds >= 101)).toBe(true);
    }
    const secret = rowsOf<{ server_seed: string }>(
      await app.database.db.execute(sql`select server_seed from sport_events where id = ${id}`),
    )[0]!.server_seed;
    expect(JSON.stringify(body)).not.toContain(secret);
  });

  it('refuses invalid input and unknown events', async () => {
    const missing = await app.call('sportsbook', 'get_event', { eventId: '999999999' });
    expect(missing.body.result).toBe(false);
    for (const eventId of ['abc', '0', '-1', "1' or 1=1", '1'.repeat(30), '']) {
      const { status, body } = await app.call('sportsbook', 'get_event', { eventId });
      expect(status).toBe(200);
      expect(body.result, eventId).toBe(false);
    }
    for (const data of [
      { sport: 'cricket' },
      { when: 'yesterday' },
      { leagueId: -3 },
      { limit: 100_000 },
      { offset: -1 },
    ]) {
      const { body } = await app.call('sportsbook', 'list_events', data as Json);
      expect(body.result, JSON.stringify(data)).toBe(false);
    }
  });

  it('lists finished events as results, newest first', async () => {
    clock.advance(3 * 60 * 60_000);
    await app.scheduler.tick('sportsbook:live');
    const { body } = await app.call('sportsbook', 'list_results', { sport: 'football', limit: 5 });
    const results = body.data as Json[];
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.state).toBe('finished');
      expect(r.resultText).toMatch(/^\d+-\d+$/);
      expect(r.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(r.markets.every((m: Json) => m.state === 'settled')).toBe(true);
    }
    const none = await app.call('sportsbook', 'list_results', { leagueId: 2_000_000 });
    expect(none.body.data).toEqual([]);
  });
});
