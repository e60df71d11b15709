import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { createTournament } from '../api.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { fund, studioRequest, type StudioClient } from '../../../../test/support/studio.ts';

/** Issue 38: a tournament's page in the player's terms, and the game opened from it. */
let app: TestApp;
/** Two in-house slots whose smallest bet is below 1 TL and largest above it. */
let slots: { id: number; name: { tr: string; en: string }; minBet: number }[];
let other: number;

beforeAll(async () => {
  app = await createTestApp();
  slots = rowsOf<{ id: number; name: { tr: string; en: string }; min_bet: string | number }>(
    await app.database.db.execute(sql`select id, name, min_bet from games
      where engine_id = 'slot' and enabled and min_bet < 100 and max_bet >= 100
      order by sort_order, id limit 2`),
  ).map((row) => ({ id: row.id, name: row.name, minBet: Number(row.min_bet) }));
  const [row] = rowsOf<{ id: number }>(
    await app.database.db.execute(sql`select id from games where engine_id = 'slot' and enabled
      and id not in (${slots[0]!.id}, ${slots[1]!.id}) order by id limit 1`),
  );
  other = row!.id;
});
afterAll(() => app.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

async function tournament(gameIds: number[], minStake: number) {
  const { id } = await createTournament(app.database.db, {
    title: { tr: 'Bahar Turnuvası', en: 'Spring Tournament' },
    summary: { tr: 'En çok tur', en: 'Most rounds' },
    startsAt: minutes(-1),
    endsAt: minutes(60),
    scoring: 'most_rounds',
    categoryId: null,
    gameIds,
    minStake,
    prizes: [100_000],
  });
  return id;
}

async function detail(tournamentId: number, player: SignedInPlayer, Lang: 'tr' | 'en' = 'tr') {
  const { body } = await app.call(
    'tournaments',
    'get_tournament',
    { tournamentId, Lang } as never,
    { cookies: player.cookies },
  );
  if (!body.result) throw new Error(body.message);
  return body.data;
}

/** init_game as the tournament page's link asks it; returns the game page's address. */
async function launch(player: SignedInPlayer, gameID: number, tournamentId?: number) {
  const { body } = await app.call(
    'casino',
    'init_game',
    { gameID, ...(tournamentId ? { tournamentId } : {}) },
    { cookies: player.cookies },
  );
  if (!body.result) throw new Error(body.message);
  return new URL(body.data.url, 'http://x');
}

async function open(url: URL): Promise<StudioClient> {
  const opened = await studioRequest(app, 'POST', '/session', null, {
    token: url.searchParams.get('token'),
  });
  const token = opened.body.sessionToken as string;
  return {
    sessionToken: token,
    opened: opened.body,
    get: (path) => studioRequest(app, 'GET', path, token),
    post: (path, payload) => studioRequest(app, 'POST', path, token, payload),
  };
}

describe("a tournament in the player's terms", () => {
  it('names its games, starts them at its minimum, and counts what counted and what did not', async () => {
    const id = await tournament(
      slots.map((slot) => slot.id),
      100,
    );
    const player = await signedInPlayer(app.database);
    await fund(app.database, player.uid, 100_000);
    await app.call('tournaments', 'join', { tournamentId: id }, { cookies: player.cookies });

    const before = await detail(id, player, 'en');
    expect(before.games.map((game) => game.name)).toEqual(slots.map((slot) => slot.name.en));
    expect(before.gamesTotal).toBe(2);
    expect(before.rules?.minStake).toBe(100);
    expect((await detail(id, player, 'tr')).games[0]?.name).toBe(slots[0]!.name.tr);
    // First at 0 rounds: the prize table's first place is not on offer without a score.
    expect(before.me).toMatchObject({ rank: 1, rounds: 0, belowMinimum: 0, prize: 0 });
    expect(before.leaderboard[0]?.prize).toBe(0);

    // The game opened from the tournament says where to start; elsewhere it does not.
    const url = await launch(player, slots[0]!.id, id);
    expect(url.searchParams.get('minStake')).toBe('100');
    expect((await launch(player, slots[0]!.id)).searchParams.has('minStake')).toBe(false);
    expect((await launch(player, other, id)).searchParams.has('minStake')).toBe(false);

    const game = await open(url);
    const rules = await game.get('/stake-rules');
    expect(rules.body).toEqual({
      tournaments: [{ id, title: 'Bahar Turnuvası', minStake: 100 }],
      bonus: null,
    });
    for (const bet of [slots[0]!.minBet, slots[0]!.minBet, 100]) {
      const spun = await game.post('/slot/spin', { bet, requestId: randomUUID() });
      expect(spun.status).toBe(200);
    }
    const after = await detail(id, player, 'en');
    expect(after.me).toMatchObject({ rounds: 1, score: 1, belowMinimum: 2, prize: 100_000 });
    expect(after.leaderboard[0]?.prize).toBe(100_000);

    // Another game's rounds are no business of this tournament.
    const elsewhere = await open(await launch(player, other));
    expect((await elsewhere.get('/stake-rules')).body.tournaments).toEqual([]);
    await elsewhere.post('/slot/spin', { bet: 20, requestId: randomUUID() });
    expect((await detail(id, player)).me?.belowMinimum).toBe(2);
  });

  it('offers no game whose largest bet cannot reach the minimum', async () => {
    const [small] = rowsOf<{ id: number; max_bet: string | number }>(
      await app.database.db.execute(sql`select id, max_bet from games where enabled
        order by max_bet, id limit 1`),
    );
    const [large] = rowsOf<{ id: number }>(
      await app.database.db.execute(sql`select id from games where enabled
        and max_bet > ${small!.max_bet} order by id limit 1`),
    );
    const id = await tournament([small!.id, large!.id], Number(small!.max_bet) + 1);
    const seen = await detail(id, await signedInPlayer(app.database));
    expect(seen.games.map((game) => game.id)).toEqual([large!.id]);
    expect(seen.gamesTotal).toBe(1);
  });
});
