import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let ayse: SignedInPlayer;
let mehmet: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  ayse = await signedInPlayer(app.database);
  mehmet = await signedInPlayer(app.database);
});
afterAll(() => app.close());

type FavoriteInput = { mode: 'insert' | 'delete'; type: 'casino' | 'livecasino'; id: number };
const favorite = (player: SignedInPlayer, data: FavoriteInput & { Lang?: string }) =>
  app.call('user', 'favorites', data, { cookies: player.cookies });

describe('user favorites', () => {
  it('needs a session', async () => {
    const { body } = await app.call('user', 'favorites', { mode: 'insert', type: 'casino', id: 1 });
    expect(body).toMatchObject({ result: false, debug: 'anonymous_user' });
  });

  it('adds games and answers the whole list, newest first, with the SPEC §8 toast', async () => {
    await favorite(ayse, { mode: 'insert', type: 'casino', id: 11 });
    const { body } = await favorite(ayse, { mode: 'insert', type: 'casino', id: 12 });
    expect(body).toMatchObject({ result: true, data: [12, 11] });
    expect(body.message).toBe('Favorilere Başarıyla Eklendi');
  });

  it('adding twice is harmless', async () => {
    const { body } = await favorite(ayse, { mode: 'insert', type: 'casino', id: 11, Lang: 'en' });
    expect(body).toMatchObject({ result: true, data: [12, 11] });
    expect(body.message).toBe('Successfully added to favourites');
  });

  it('removes, and removing again changes nothing', async () => {
    const first = await favorite(ayse, { mode: 'delete', type: 'casino', id: 12 });
    const again = await favorite(ayse, { mode: 'delete', type: 'casino', id: 12 });
    expect(first.body).toMatchObject({
      result: true,
      data: [11],
      message: 'Favorilere Başarıyla Kaldırıldı',
    });
    expect(again.body).toMatchObject({ result: true, data: [11] });
  });

  it('keeps games and live tables apart', async () => {
    const { body } = await favorite(ayse, { mode: 'insert', type: 'livecasino', id: 3 });
    expect(body).toMatchObject({ result: true, data: [3] });
  });

  it('refuses an id that does not exist', async () => {
    for (const [type, id] of [
      ['casino', 999_999],
      ['livecasino', 99_999],
    ] as const) {
      const { body } = await favorite(ayse, { mode: 'insert', type, id });
      expect(body).toMatchObject({ result: false, code: 404, debug: 'game_not_found' });
    }
  });

  it('refuses a disabled game', async () => {
    await app.database.db.execute(sql`update games set enabled = false where id = 20`);
    const { body } = await favorite(ayse, { mode: 'insert', type: 'casino', id: 20 });
    expect(body).toMatchObject({ result: false, debug: 'game_not_found' });
    await app.database.db.execute(sql`update games set enabled = true where id = 20`);
  });

  it('refuses hostile input', async () => {
    for (const data of [
      { mode: 'upsert', type: 'casino', id: 1 },
      { mode: 'insert', type: 'sports', id: 1 },
      { mode: 'insert', type: 'casino', id: '1 or 1=1' },
      { mode: 'insert', type: 'casino', id: -1 },
      { mode: 'insert', type: 'casino', id: 2 ** 40 },
      { mode: 'insert', type: 'casino' },
    ]) {
      const { body } = await app.call('user', 'favorites', data as never, {
        cookies: ayse.cookies,
      });
      expect(body, JSON.stringify(data)).toMatchObject({ result: false, code: 400 });
    }
  });

  it("one player's favourites are invisible to another", async () => {
    const { body } = await favorite(mehmet, { mode: 'insert', type: 'casino', id: 30 });
    expect(body).toMatchObject({ result: true, data: [30] });
    const theirs = await app.call(
      'casino',
      'games_list',
      { favorites: true, limit: 100 },
      { cookies: mehmet.cookies },
    );
    expect(theirs.body.result && theirs.body.data.map((g) => g.gameID)).toEqual([30]);
    const mine = await app.call(
      'casino',
      'games_list',
      { favorites: 1, limit: 100 },
      { cookies: ayse.cookies },
    );
    expect(mine.body.result && mine.body.data.map((g) => g.gameID)).toEqual([11]);
    expect(mine.body.result && mine.body.data.every((g) => g.isFavorite)).toBe(true);
    expect(mine.body.result && mine.body.pagination?.total).toBe(1);
  });

  it('marks isFavorite in lists for the signed-in player only', async () => {
    const [row] = rowsOf<{ provider_id: number }>(
      await app.database.db.execute(sql`select provider_id from games where id = 11`),
    );
    const data = { providerID: row!.provider_id, limit: 250 };
    const signedIn = await app.call('casino', 'games_list', data, { cookies: ayse.cookies });
    const guest = await app.call('casino', 'games_list', data);
    const marked = (reply: typeof guest) =>
      reply.body.result
        ? reply.body.data.filter((g) => g.isFavorite).map((g) => g.gameID)
        : reply.body.debug;
    expect(marked(signedIn)).toEqual([11]);
    expect(marked(guest)).toEqual([]);
    const tables = await app.call(
      'livecasino',
      'game_table_list',
      { favorites: '1' },
      { cookies: ayse.cookies },
    );
    expect(tables.body.result && tables.body.data.map((t) => [t.tableID, t.isFavorite])).toEqual([
      [3, true],
    ]);
    const other = await app.call('livecasino', 'game_table_list', {}, { cookies: mehmet.cookies });
    expect(other.body.result && other.body.data.some((t) => t.isFavorite)).toBe(false);
  });
});
