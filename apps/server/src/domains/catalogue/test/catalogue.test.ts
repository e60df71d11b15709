import { CASINO_CATEGORY } from '@lale/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, LIVE_TABLE_GAMES, SLOT_MODELS } from '../engines.ts';
import { rowsOf } from '../../../db/client.ts';
import { seedCatalogue } from '../../../seed/catalogue/seed-catalogue.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let player: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
});
afterAll(() => app.close());

const query = async <T>(statement: ReturnType<typeof sql>) =>
  rowsOf<T>(await app.database.db.execute(statement));

describe('the seeded catalogue', () => {
  it('is the size of a real site', async () => {
    const games = await app.call('casino', 'games_list', { limit: 1 });
    const tables = await app.call('livecasino', 'game_table_list', { limit: 1 });
    const providers = await app.call('casino', 'provider_list', {}, { cookies: player.cookies });
    if (!games.body.result || !tables.body.result || !providers.body.result)
      throw new Error('a list failed');
    expect(games.body.pagination?.total).toBeGreaterThanOrEqual(2_000);
    expect(tables.body.pagination?.total).toBeGreaterThanOrEqual(150);
    expect(providers.body.data.length).toBeGreaterThanOrEqual(20);
    const slots = await app.call('casino', 'games_list', { type: 'slot', limit: 1 });
    expect(slots.body.result && slots.body.pagination?.total).toBeGreaterThanOrEqual(2_000);
  });

  it('wires every game and table to an engine of the studio', async () => {
    const slotModels = Object.keys(SLOT_MODELS);
    const games = await query<{ engine_id: string; engine_model: string; n: number }>(
      sql`select engine_id, engine_model, count(*)::integer as n from games group by 1, 2`,
    );
    for (const row of games) {
      if (row.engine_id === ENGINE.slot) expect(slotModels).toContain(row.engine_model);
      else
        expect([
          ENGINE.roulette,
          ENGINE.blackjack,
          ENGINE.crash,
          ENGINE.videoPoker,
          ENGINE.betOnGames,
          ENGINE.bingo,
          ENGINE.dice,
        ]).toContain(row.engine_id);
    }
    const tables = await query<{ type: string; engine_id: string; engine_model: string }>(
      sql`select distinct type, engine_id, engine_model from live_tables`,
    );
    const variants: Record<string, string> = {
      'auto-roulette': 'roulette',
      'no-commission-baccarat': 'baccarat',
    };
    for (const row of tables) {
      expect(row.engine_id).toBe(ENGINE.live);
      expect(variants[row.engine_model] ?? row.engine_model).toBe(
        LIVE_TABLE_GAMES[row.type as keyof typeof LIVE_TABLE_GAMES],
      );
    }
  });

  it('stores a folded search name for every game and table', async () => {
    const [row] = await query<{ bad: number }>(sql`
      select count(*)::integer as bad from games
      where search_name <> lower(search_name) or search_name ~ '[şğüöçıİ]'`);
    expect(row?.bad).toBe(0);
  });

  it('uses fictional providers only, with unique names', async () => {
    const rows = await query<{ name: string }>(sql`select name from providers`);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it('seeds once: a second run changes nothing', async () => {
    expect(await seedCatalogue(app.database.db)).toBe(false);
    const [row] = await query<{ n: number }>(sql`select count(*)::integer as n from games`);
    const games = await app.call('casino', 'games_list', { limit: 1 });
    expect(games.body.result && games.body.pagination?.total).toBe(row?.n);
  });
});

describe('casino category_list', () => {
  it('lists the SPEC §9 shelves with names in both languages and item counts', async () => {
    const tr = await app.call('casino', 'category_list');
    const en = await app.call('casino', 'category_list', { Lang: 'en' });
    if (!tr.body.result || !en.body.result) throw new Error('category_list failed');
    const ids = tr.body.data.map((c) => c.CategoryID);
    expect(ids).toEqual(expect.arrayContaining(Object.values(CASINO_CATEGORY)));
    const popular = (list: typeof tr.body.data) =>
      list.find((c) => c.CategoryID === CASINO_CATEGORY.popularOfTheDay);
    expect(popular(tr.body.data)?.name).toBe('Günün Popülerleri');
    expect(popular(en.body.data)?.name).toBe('Popular Today');
    expect(popular(tr.body.data)?.items).toBeGreaterThanOrEqual(50);
    for (const category of tr.body.data) expect(category.items).toBeGreaterThan(0);
  });

  it('pages with limit and offset and refuses bad ones', async () => {
    const first = await app.call('casino', 'category_list', { limit: 2 });
    const next = await app.call('casino', 'category_list', { limit: 2, offset: 2 });
    if (!first.body.result || !next.body.result) throw new Error('category_list failed');
    expect(first.body.data).toHaveLength(2);
    expect(next.body.data[0]?.CategoryID).not.toBe(first.body.data[0]?.CategoryID);
    for (const bad of [{ limit: -1 }, { limit: 1e9 }, { offset: -5 }, { limit: '10 or 1=1' }]) {
      const { body } = await app.call('casino', 'category_list', bad as never);
      expect(body).toMatchObject({ result: false, code: 400 });
    }
  });
});

describe('casino provider_list', () => {
  it('needs a session (SPEC §6)', async () => {
    const { body } = await app.call('casino', 'provider_list');
    expect(body).toMatchObject({ result: false, debug: 'anonymous_user' });
  });

  it('lists providers with their game counts, summing to the catalogue', async () => {
    const { body } = await app.call('casino', 'provider_list', {}, { cookies: player.cookies });
    const all = await app.call('casino', 'games_list', { limit: 1 });
    if (!body.result || !all.body.result) throw new Error('provider_list failed');
    const sum = body.data.reduce((total, p) => total + p.items, 0);
    expect(sum).toBe(all.body.pagination?.total);
    for (const provider of body.data) {
      expect(provider.slug).toMatch(/^[a-z0-9-]+$/);
      expect(provider.logo).toMatch(/^\/media\/art\/provider-[a-z0-9-]+\.svg$/);
    }
    const logo = await app.server.inject({ url: body.data[0]!.logo });
    expect(logo.statusCode).toBe(200);
  });
});

describe('thumbnails', () => {
  it('answers every game and table card with a cacheable SVG', async () => {
    const games = await query<{ thumbnail: string }>(sql`select thumbnail from games`);
    const tables = await query<{ thumbnail: string }>(sql`select thumbnail from live_tables`);
    for (const { thumbnail } of [...games, ...tables]) {
      const response = await app.server.inject({ url: thumbnail });
      expect(response.statusCode, thumbnail).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body.startsWith('<svg')).toBe(true);
    }
  });

  it('draws the same picture for an id every time, and different ones for different ids', async () => {
    const first = await app.server.inject({ url: '/media/thumbs/7.svg' });
    const again = await app.server.inject({ url: '/media/thumbs/7.svg' });
    const other = await app.server.inject({ url: '/media/thumbs/8.svg' });
    expect(first.body).toBe(again.body);
    expect(first.body).not.toBe(other.body);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toBe(again.headers.etag);
    const cached = await app.server.inject({
      url: '/media/thumbs/7.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(first.body).toMatch(/viewBox="0 0 300 400"/);
    // The game's name is lettered on it, but nothing in it runs or links anywhere.
    expect(first.body).toMatch(/<text[^>]*>/);
    expect(first.body).not.toMatch(/<script|href=|\son\w+=/);
  });

  it('letters the name of the lobby’s language: an English list links English art', async () => {
    const tr = await app.call('casino', 'games_list', { limit: 3, Lang: 'tr' });
    const en = await app.call('casino', 'games_list', { limit: 3, Lang: 'en' });
    const tables = await app.call('livecasino', 'game_table_list', { limit: 1, Lang: 'en' });
    if (!tr.body.result || !en.body.result || !tables.body.result) throw new Error('a list failed');
    for (const [index, game] of en.body.data.entries()) {
      const turkish = tr.body.data[index]!;
      expect(turkish.thumbnail).toBe(`/media/thumbs/${turkish.gameID}.svg`);
      expect(game.thumbnail).toBe(`/media/thumbs/${game.gameID}.svg?lang=en`);
      const art = await app.server.inject({ url: game.thumbnail });
      const words = (art.body.match(/<tspan[^>]*>([^<]*)<\/tspan>/g) ?? [])
        .map((span) => span.replace(/<[^>]+>/g, ''))
        .join(' ');
      expect([game.name, game.name.toLocaleUpperCase('en-GB')]).toContain(words);
      const turkishArt = await app.server.inject({ url: `/media/thumbs/${game.gameID}.svg` });
      expect(art.headers.etag).not.toBe(turkishArt.headers.etag);
    }
    expect(tables.body.data[0]!.thumbnail).toMatch(/^\/media\/tables\/\d+\.svg\?lang=en$/);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const url of [
      '/media/thumbs/999999.svg',
      '/media/thumbs/0.svg',
      '/media/thumbs/7.png',
      '/media/thumbs/..%2F..%2Fetc%2Fpasswd',
      "/media/thumbs/7'or'1.svg",
      '/media/tables/99999.svg',
    ])
      expect((await app.server.inject({ url })).statusCode, url).toBe(404);
  });
});
