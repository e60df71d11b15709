import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let player: SignedInPlayer;
let rid20: SignedInPlayer;
// 12:00 UTC is 15:00 in Turkey.
let clock = new Date('2026-11-21T12:00:00Z');
beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  player = await signedInPlayer(app.database, { now: clock });
  rid20 = await signedInPlayer(app.database, { now: clock, rid: 20 });
});
afterAll(() => app.close());

describe('livecasino category_list', () => {
  it('lists the live shelves, 150 at most, in both languages', async () => {
    const tr = await app.call('livecasino', 'category_list');
    const en = await app.call('livecasino', 'category_list', { Lang: 'en' });
    if (!tr.body.result || !en.body.result) throw new Error('category_list failed');
    expect(tr.body.data.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['roulette', 'blackjack', 'baccarat', 'game-shows', 'poker']),
    );
    expect(tr.body.data.find((c) => c.slug === 'roulette')?.name).toBe('Rulet');
    expect(en.body.data.find((c) => c.slug === 'game-shows')?.name).toBe('Game Shows');
    const total = tr.body.data.reduce((sum, c) => sum + c.items, 0);
    const tables = await app.call('livecasino', 'game_table_list', { limit: 1 });
    expect(tables.body.result && tables.body.pagination?.total).toBe(total);
    const tooMany = await app.call('livecasino', 'category_list', { limit: 251 });
    expect(tooMany.body).toMatchObject({ result: false, code: 400 });
  });
});

describe('livecasino provider_list', () => {
  it('needs a session and lists live providers with table counts', async () => {
    expect((await app.call('livecasino', 'provider_list')).body).toMatchObject({
      result: false,
      debug: 'anonymous_user',
    });
    const { body } = await app.call('livecasino', 'provider_list', {}, { cookies: player.cookies });
    if (!body.result) throw new Error(body.debug);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data.every((p) => p.items > 0)).toBe(true);
  });

  it('honours status, and applies status 2 for rid 20 (SPEC §6)', async () => {
    const statusOf = async (ids: number[]) =>
      rowsOf<{ live_status: number }>(
        await app.database.db.execute(
          sql`select live_status from providers where id in ${sql.raw(`(${ids.join(',')})`)}`,
        ),
      ).map((r) => r.live_status);
    const all = await app.call('livecasino', 'provider_list', {}, { cookies: player.cookies });
    const two = await app.call(
      'livecasino',
      'provider_list',
      { status: 2 },
      { cookies: player.cookies },
    );
    const forRid20 = await app.call('livecasino', 'provider_list', {}, { cookies: rid20.cookies });
    if (!all.body.result || !two.body.result || !forRid20.body.result) throw new Error('failed');
    expect(two.body.data.length).toBeLessThan(all.body.data.length);
    expect(new Set(await statusOf(two.body.data.map((p) => p.providerID)))).toEqual(new Set([2]));
    expect(forRid20.body.data).toEqual(two.body.data);
    const bad = await app.call('livecasino', 'provider_list', { status: '2 or 1=1' } as never, {
      cookies: player.cookies,
    });
    expect(bad.body).toMatchObject({ result: false, code: 400 });
  });
});

describe('livecasino game_table_list', () => {
  it('pages tables and filters by category, provider, type and name', async () => {
    const first = await app.call('livecasino', 'game_table_list', {});
    if (!first.body.result) throw new Error(first.body.debug);
    expect(first.body.data.length).toBe(150);
    expect(first.body.pagination).toMatchObject({ limit: 150, offset: 0 });
    const table = first.body.data[0]!;
    expect(table.thumbnail).toBe(`/media/tables/${table.tableID}.svg`);
    expect(table.openHours).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);

    const roulette = await app.call('livecasino', 'game_table_list', { type: 'roulette' });
    expect(roulette.body.result && roulette.body.data.every((t) => t.type === 'roulette')).toBe(
      true,
    );
    const vip = await app.call('livecasino', 'game_table_list', { categoryID: 206 });
    expect(vip.body.result && vip.body.data.every((t) => t.categoryID === 206)).toBe(true);
    expect(vip.body.result && vip.body.pagination!.total).toBeGreaterThan(0);
    const byProvider = await app.call('livecasino', 'game_table_list', { providerID: 23 });
    expect(byProvider.body.result && byProvider.body.data.every((t) => t.providerID === 23)).toBe(
      true,
    );
    const search = await app.call('livecasino', 'game_table_list', { searchGameName: 'BOGAZ' });
    expect(search.body.result && search.body.data.length).toBeGreaterThan(0);
    expect(search.body.result && search.body.data.every((t) => t.name.includes('Boğaz'))).toBe(
      true,
    );
    const short = await app.call('livecasino', 'game_table_list', { searchGameName: 'bo' });
    expect(short.body).toMatchObject({ result: false, debug: 'search_min_length' });
    const casinoShelf = await app.call('livecasino', 'game_table_list', { categoryID: 94 });
    expect(casinoShelf.body.result && casinoShelf.body.pagination!.total).toBe(0);
  });

  it('says which tables are open now, in Turkey time', async () => {
    const rows = rowsOf<{ id: number; opens_minute: number; closes_minute: number }>(
      await app.database.db.execute(
        sql`select id, opens_minute, closes_minute from live_tables where opens_minute <> closes_minute`,
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
    const { body } = await app.call('livecasino', 'game_table_list', { limit: 250 });
    if (!body.result) throw new Error(body.debug);
    const minute = 15 * 60;
    for (const row of rows) {
      const table = body.data.find((t) => t.tableID === row.id)!;
      const { opens_minute: o, closes_minute: c } = row;
      const open = o < c ? minute >= o && minute < c : minute >= o || minute < c;
      expect(table.isOpen, `${table.tableID} ${table.openHours}`).toBe(open);
    }
    expect(body.data.filter((t) => t.openHours === '00:00-24:00').every((t) => t.isOpen)).toBe(
      true,
    );
  });
});

describe('livecasino init_game', () => {
  it('launches an open table into its room with a one-time token', async () => {
    const [table] = rowsOf<{ id: number; engine_id: string }>(
      await app.database.db.execute(
        sql`select id, engine_id from live_tables where opens_minute = closes_minute and type = 'blackjack' limit 1`,
      ),
    );
    const { body } = await app.call(
      'livecasino',
      'init_game',
      { tableID: table!.id, isMobile: true },
      { cookies: player.cookies },
    );
    if (!body.result) throw new Error(body.debug);
    expect(body.data.url).toMatch(
      new RegExp(`^/games/live/\\?token=[\\w-]{43}&lang=tr&table=${table!.id}$`),
    );
  });

  it('refuses a closed table, an unknown one and junk', async () => {
    const [closed] = rowsOf<{ id: number }>(
      await app.database.db.execute(
        sql`select id from live_tables where opens_minute = 1080 and closes_minute = 120 limit 1`,
      ),
    );
    const shut = await app.call(
      'livecasino',
      'init_game',
      { tableID: closed!.id },
      { cookies: player.cookies },
    );
    expect(shut.body).toMatchObject({ result: false, debug: 'table_closed' });
    clock = new Date('2026-11-21T20:00:00Z'); // 23:00 in Turkey
    player = await signedInPlayer(app.database, { now: clock }); // the old session went idle
    const evening = await app.call(
      'livecasino',
      'init_game',
      { tableID: closed!.id },
      { cookies: player.cookies },
    );
    expect(evening.body.result).toBe(true);
    const unknown = await app.call(
      'livecasino',
      'init_game',
      { tableID: 99_999 },
      { cookies: player.cookies },
    );
    expect(unknown.body).toMatchObject({ result: false, code: 404, debug: 'game_not_found' });
    const junk = await app.call('livecasino', 'init_game', { tableID: '3x' } as never, {
      cookies: player.cookies,
    });
    expect(junk.body).toMatchObject({ result: false, code: 400 });
  });
});
