import { hashServerSeed } from '@lale/games/fair';
import { racingModel, racingResultFromSeed } from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { entryOf } from '../racing/race-card.ts';
import { fund, type Json } from '../../../../test/support/studio.ts';
import { TestClock } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { balance, place } from '../../../../test/support/coupons.ts';

const INTERVAL = 60_000;
const SHOW = 20_000;

/**
 * Virtual horse and greyhound racing on a controlled clock: the race card with its seed hash
 * before betting, a forecast and a win bet, betting closed at the off, the order revealed with
 * the show and the bets paid by the order drawn from the committed seeds.
 */
describe('virtual racing', () => {
  const clock = new TestClock(Date.parse('2026-11-23T08:00:10Z'));
  let app: TestApp;
  let player: SignedInPlayer;
  /** The settled race of the betting test, for the bet history's and get_event's views of it. */
  let settled: { race: Json; fav: Json; forecastKey: string; win: number; forecast: number };

  const board = async (product: 'horse_racing' | 'greyhound_racing', lang = 'en') =>
    (await app.call('racing', 'list_races', { product, Lang: lang })).body.data as Json;

  beforeAll(async () => {
    app = await createTestApp({
      now: clock.now,
      schedules: {
        mode: 'manual',
        virtualTiming: { racing: { intervalMs: INTERVAL, showMs: SHOW, roundsAhead: 2 } },
      },
    });
    player = await signedInPlayer(app.database, { now: clock.now() });
    await fund(app.database, player.uid, 100_000);
    await app.scheduler.tick('virtuals:horse_racing');
    await app.scheduler.tick('virtuals:greyhound_racing');
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('shows the next races with runners, form, odds and the seed hash, nothing of the result', async () => {
    const horses = await board('horse_racing');
    expect(horses.races).toHaveLength(2);
    const race = horses.races[0];
    expect(race.runners.length).toBeGreaterThanOrEqual(8);
    expect(race.runners.length).toBeLessThanOrEqual(12);
    expect(race.placesPaid).toBe(3);
    for (const runner of race.runners) {
      expect(runner.name).not.toMatch(/^#/);
      expect(runner.form).toHaveLength(5);
      expect(runner.winOdds).toBeGreaterThan(100);
    }
    expect(race.open).toBe(true);
    expect(race.order).toBeNull();
    expect(race.animation).toBeNull();
    expect(race.serverSeed).toBeNull();
    const stored = rowsOf<{ server_seed: string }>(
      await app.database.db.execute(
        sql`select server_seed from sport_events where id = ${race.eventId}`,
      ),
    );
    expect(race.serverSeedHash).toBe(hashServerSeed(stored[0]!.server_seed));

    const dogs = await board('greyhound_racing', 'tr');
    expect(dogs.races[0].runners).toHaveLength(6);
    expect(dogs.races[0].placesPaid).toBe(2);
    expect(dogs.races[0].venue).toBe('Lale Tazı Pisti');
  });

  it('takes win and forecast bets, closes at the off, runs the race and pays by the seeded order', async () => {
    const race = (await board('horse_racing')).races[0];
    const before = await balance(app, player.uid);
    const fav = [...race.runners].sort((a: Json, b: Json) => a.winOdds - b.winOdds)[0];
    const win = await place(app, player, {
      legs: [
        {
          eventId: race.eventId,
          market: 'racing.win',
          selection: String(fav.number),
          odds: fav.winOdds,
        },
      ],
    });
    expect(win.body.result).toBe(true);
    const forecastKey = Object.keys(race.forecastOdds)[0]!;
    const forecast = await place(app, player, {
      legs: [
        {
          eventId: race.eventId,
          market: 'racing.forecast',
          selection: forecastKey,
          odds: race.forecastOdds[forecastKey],
        },
      ],
    });
    expect(forecast.body.result).toBe(true);
    expect(await balance(app, player.uid)).toBe(before - 2_000);

    clock.advance(Date.parse(race.startsAt) - clock.ms + 100);
    await app.scheduler.tick('virtuals:horse_racing');
    const running = (await board('horse_racing')).races[0];
    expect(running.state).toBe('playing');
    expect(running.open).toBe(false);
    expect(running.animation.frames[0].every((d: number) => d === 0)).toBe(true);
    const late = await place(app, player, {
      legs: [
        {
          eventId: race.eventId,
          market: 'racing.win',
          selection: String(fav.number),
          odds: fav.winOdds,
        },
      ],
    });
    expect(late.body.result).toBe(false);

    const row = rowsOf<{ server_seed: string; client_seed: string; model: Record<string, number> }>(
      await app.database.db.execute(
        sql`select server_seed, client_seed, model from sport_events where id = ${race.eventId}`,
      ),
    )[0]!;
    const { order } = racingResultFromSeed(
      racingModel('horse_racing', entryOf(row.model).strengths),
      { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: 0 },
    );
    expect(running.order).toEqual(order);

    clock.advance(SHOW + 1_000);
    await app.scheduler.tick('virtuals:horse_racing');
    const results = (await app.call('racing', 'list_results', { product: 'horse_racing' })).body;
    const done = (results.data as Json)[0];
    expect(done.eventId).toBe(race.eventId);
    expect(done.serverSeed).toBe(row.server_seed);
    expect(done.order).toEqual(order);
    const [a, b] = forecastKey.split('-').map(Number);
    const paid =
      (order[0] === fav.number ? Math.floor((1_000 * fav.winOdds) / 100) : 0) +
      (order[0] === a && order[1] === b
        ? Math.floor((1_000 * race.forecastOdds[forecastKey]) / 100)
        : 0);
    expect(await balance(app, player.uid)).toBe(before - 2_000 + paid);
    await app.scheduler.tick('virtuals:horse_racing');
    expect(await balance(app, player.uid)).toBe(before - 2_000 + paid);
    settled = {
      race,
      fav,
      forecastKey,
      win: (win.body.data as Json).coupon.id,
      forecast: (forecast.body.data as Json).coupon.id,
    };
  });

  it("names the race and its runners in the bet history, never the first two runners' 'teams'", async () => {
    const { race, fav, forecastKey } = settled;
    const coupon = async (id: number, Lang: string) =>
      (
        await app.call(
          'sportsbook',
          'get_coupon',
          { couponId: id, Lang },
          { cookies: player.cookies },
        )
      ).body.data as Json;
    const name = (n: number) => race.runners[n - 1].name as string;
    const raceNo = race.raceNo as number;

    const tr = (await coupon(settled.win, 'tr')).legs[0];
    expect(tr.eventName).toBe(`Lale Park Hipodromu - ${raceNo}. Koşu`);
    expect(tr.selectionName).toBe(`${fav.number} · ${name(fav.number)}`);
    expect(tr.outcome).not.toBeNull();
    const en = (await coupon(settled.forecast, 'en')).legs[0];
    expect(en.eventName).toBe(`Lale Park Racecourse - Race ${raceNo}`);
    const [a, b] = forecastKey.split('-').map(Number) as [number, number];
    expect(en.selectionName).toBe(`${forecastKey} · ${name(a)}, ${name(b)}`);

    const history = await app.call(
      'betframe',
      'getCoupons',
      { Lang: 'tr' },
      { cookies: player.cookies },
    );
    const rows = history.body.data as Json[];
    expect(rows.map((row) => row.id)).toEqual(
      expect.arrayContaining([settled.win, settled.forecast]),
    );
    expect(rows.find((row) => row.id === settled.win)).toMatchObject({
      betType: 'Tekli',
      legCount: 1,
    });
  });

  it('get_event names a race by its venue and number and lists only the selections it priced', async () => {
    const { race } = settled;
    const event = (await app.call('sportsbook', 'get_event', { eventId: race.eventId, Lang: 'tr' }))
      .body.data as Json;
    expect(event.home).toBe('Lale Park Hipodromu');
    expect(event.away).toBe(`${race.raceNo}. Koşu`);
    const n = race.runners.length as number;
    const tricast = event.markets.find((m: Json) => m.type === 'racing.tricast');
    const priced = Object.values(race.tricastOdds as Record<string, number | null>).filter(
      (odds) => typeof odds === 'number',
    );
    expect(tricast.selections).toHaveLength(priced.length);
    expect(tricast.selections.length).toBeLessThanOrEqual(n * (n - 1) * (n - 2));
    const win = event.markets.find((m: Json) => m.type === 'racing.win');
    expect(win.selections.map((s: Json) => s.key)).toEqual(
      race.runners.map((r: Json) => String(r.number)),
    );
  });
});
