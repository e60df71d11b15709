import { CASINO_CATEGORY } from '@lale/contract/constants';
import type { PayloadInput } from '@lale/contract/registry';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function list(data: PayloadInput<'casino', 'games_list'> & { Lang?: string }) {
  const { body } = await app.call('casino', 'games_list', data);
  if (!body.result) throw new Error(`${body.debug}: ${JSON.stringify(body.data)}`);
  return { games: body.data, total: body.pagination!.total, pagination: body.pagination! };
}

describe('casino games_list', () => {
  it('answers 48 games by default, ordered by the lobby order, with pagination', async () => {
    const first = await list({});
    expect(first.games).toHaveLength(48);
    expect(first.pagination).toEqual({ limit: 48, offset: 0, total: first.total });
    const second = await list({ offset: 48 });
    const firstIds = new Set(first.games.map((g) => g.gameID));
    expect(second.games.some((g) => firstIds.has(g.gameID))).toBe(false);
    const last = await list({ offset: first.total - 3 });
    expect(last.games).toHaveLength(3);
    expect((await list({ offset: first.total + 10 })).games).toEqual([]);
  });

  it('shapes every game for the grid, never a database row', async () => {
    const [game] = (await list({ limit: 1 })).games;
    expect(Object.keys(game!).sort()).toEqual(
      [
        'gameID',
        'name',
        'providerID',
        'providerName',
        'type',
        'thumbnail',
        'rtp',
        'volatility',
        'minBet',
        'maxBet',
        'flags',
        'isFavorite',
      ].sort(),
    );
    expect(game!.thumbnail).toBe(`/media/thumbs/${game!.gameID}.svg`);
    expect(game!.rtp).toBeGreaterThan(9000);
    expect(game!.minBet).toBeLessThanOrEqual(game!.maxBet);
    expect(game!.isFavorite).toBe(false);
  });

  it('names games in the caller language', async () => {
    const tr = await list({ limit: 5 });
    const en = await list({ limit: 5, Lang: 'en' });
    expect(tr.games.map((g) => g.gameID)).toEqual(en.games.map((g) => g.gameID));
    expect(tr.games.map((g) => g.name)).not.toEqual(en.games.map((g) => g.name));
  });

  it("lists a category in the operator's order with its total", async () => {
    const { games, total } = await list({
      categoryID: CASINO_CATEGORY.popularOfTheDay,
      limit: 100,
    });
    const expected = rowsOf<{ game_id: number }>(
      await app.database.db.execute(sql`
        select game_id from game_category_games
        where category_id = ${CASINO_CATEGORY.popularOfTheDay} order by position`),
    ).map((r) => r.game_id);
    expect(games.map((g) => g.gameID)).toEqual(expected);
    expect(total).toBe(expected.length);
    expect((await list({ categoryID: 999_999 })).total).toBe(0);
  });

  it('filters by provider and by type', async () => {
    const byProvider = await list({ providerID: 2, limit: 250 });
    expect(byProvider.total).toBeGreaterThan(10);
    expect(byProvider.games.every((g) => g.providerID === 2)).toBe(true);
    const tables = await list({ type: 'table', limit: 250 });
    expect(tables.total).toBeGreaterThan(0);
    expect(tables.games.every((g) => g.type === 'table')).toBe(true);
    expect((await list({ type: 'megaways' })).total).toBe(0);
    const both = await list({
      providerID: 2,
      type: 'slot',
      categoryID: CASINO_CATEGORY.mostPopular,
    });
    expect(both.games.every((g) => g.providerID === 2 && g.type === 'slot')).toBe(true);
  });

  it('finds names whatever the Turkish case and dots', async () => {
    const upper = await list({ searchGameName: 'SEKER', limit: 250 });
    expect(upper.total).toBeGreaterThan(0);
    expect(upper.games.every((g) => /şeker/i.test(g.name))).toBe(true);
    const exact = await list({ searchGameName: 'Şeker', limit: 250 });
    expect(exact.total).toBe(upper.total);
    const istanbul = await list({ searchGameName: 'istanbul', limit: 250 });
    expect(istanbul.games.some((g) => g.name.includes('İstanbul'))).toBe(true);
    expect((await list({ searchGameName: 'İSTANBUL' })).total).toBe(istanbul.total);
    const english = await list({ searchGameName: 'sugar', limit: 250 });
    expect(english.total).toBe(upper.total);
  });

  it('finds part of a word', async () => {
    const part = await list({ searchGameName: 'ldız', limit: 250 });
    expect(part.total).toBeGreaterThan(0);
    expect(part.games.every((g) => /yıldız/i.test(g.name))).toBe(true);
  });

  it('refuses searches under 3 characters in both languages', async () => {
    const tr = await app.call('casino', 'games_list', { searchGameName: 'şe' });
    const en = await app.call('casino', 'games_list', { searchGameName: ' ab ', Lang: 'en' });
    expect(tr.body).toMatchObject({ result: false, code: 400, debug: 'search_min_length' });
    expect(tr.body.message).toBe('Arama yapmak için lütfen en az 3 karakter giriniz.');
    expect(en.body.message).toBe('Please enter at least 3 characters to search.');
    // Three combining marks pass the length check and fold to nothing.
    const marks = await app.call('casino', 'games_list', { searchGameName: '\u0301\u0301\u0301' });
    expect(marks.body).toMatchObject({ result: false, debug: 'search_min_length' });
  });

  it('treats SQL and LIKE wildcards in a search as plain text', async () => {
    for (const searchGameName of ["' or 1=1 --", '%%%', '___', "seker'; drop table games; --"]) {
      const { total } = await list({ searchGameName });
      expect(total, searchGameName).toBe(0);
    }
    expect((await list({})).total).toBeGreaterThan(2_000);
  });

  it('refuses hostile values with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: -1 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 1e12 }, 'limit'],
      [{ offset: -48 }, 'offset'],
      [{ offset: 9e15 }, 'offset'],
      [{ categoryID: '94abc' }, 'categoryID'],
      [{ categoryID: '94; drop table games' }, 'categoryID'],
      [{ providerID: -3 }, 'providerID'],
      [{ providerID: 1.5 }, 'providerID'],
      [{ type: "slot' or '1'='1" }, 'type'],
      [{ type: 'x'.repeat(41) }, 'type'],
      [{ searchGameName: 'a'.repeat(5_000) }, 'searchGameName'],
      [{ favorites: 'yes' }, 'favorites'],
    ];
    for (const [data, field] of cases) {
      const { body } = await app.call('casino', 'games_list', data as never);
      expect(body, JSON.stringify(data)).toMatchObject({ result: false, code: 400 });
      if (!body.result) expect(Object.keys(body.data?.fields ?? {})).toContain(field);
    }
  });

  it('accepts ids as numeric strings, as older clients send them', async () => {
    const { total } = await list({ categoryID: String(CASINO_CATEGORY.jackpot) as never });
    expect(total).toBeGreaterThan(0);
  });

  it('reads a page in two statements, never one per game, then serves repeats from memory', async () => {
    const execute = vi.spyOn(app.database.db, 'execute');
    try {
      await list({ providerID: 5, offset: 7, limit: 40 });
      expect(execute).toHaveBeenCalledTimes(2); // the page and its total
      await list({ providerID: 5, offset: 7, limit: 40 });
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('asks a guest to sign in for a favourites list', async () => {
    const { body } = await app.call('casino', 'games_list', { favorites: true });
    expect(body).toMatchObject({ result: false, code: 401, debug: 'anonymous_user' });
  });
});
