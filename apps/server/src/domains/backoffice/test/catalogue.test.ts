import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  addOperator,
  backofficePost,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { findGame, fund, launchToken, studioRequest } from '../../../../test/support/studio.ts';

let app: TestApp;
let content: OperatorClient;
let finance: OperatorClient;
let player: SignedInPlayer;

beforeAll(async () => {
  app = await createTestApp();
  await addOperator(app, 'icerik', 'content');
  await addOperator(app, 'finans', 'finance');
  [content, finance] = await Promise.all([
    operatorClient(app, 'icerik', 'Operator1'),
    operatorClient(app, 'finans', 'Operator1'),
  ]);
  player = await signedInPlayer(app.database);
  await fund(app.database, player.uid, 1_000_000);
});
afterAll(() => app.close());

async function lobbyIds(payload: Record<string, unknown> = {}): Promise<number[]> {
  const { body } = await app.call('casino', 'games_list', { limit: 48, ...payload });
  return gamesOf(body).map((game) => game.gameID);
}

async function gameOf(id: number) {
  const [row] = rowsOf<{ en: string; category_id: number }>(
    await app.database.db.execute(sql`
      select g.name ->> 'en' as en, m.category_id from games g
      join game_category_games m on m.game_id = g.id where g.id = ${id} limit 1`),
  );
  return row!;
}

interface ListedGame {
  gameID: number;
  flags?: string[];
}
/** The games of a games_list reply (the test reads only what it asserts). */
const gamesOf = (body: unknown): ListedGame[] => (body as { data: ListedGame[] }).data;
const debugOf = (body: unknown): string | undefined => (body as { debug?: string }).debug;

const launch = (gameID: number, Lang = 'tr') =>
  app.call('casino', 'init_game', { gameID, Lang }, { cookies: player.cookies });

describe('a game switched off in the catalogue', () => {
  it('vanishes from the lobby, its category and search at once, and its launch is refused', async () => {
    const [id] = await lobbyIds();
    const game = await gameOf(id!);
    expect(await lobbyIds({ categoryID: game.category_id })).toContain(id);
    expect(await lobbyIds({ searchGameName: game.en })).toContain(id);

    const off = await content.post('/catalogue/games', { id, enabled: false });
    expect(off.body).toMatchObject({ result: true });
    expect(await lobbyIds()).not.toContain(id);
    expect(await lobbyIds({ categoryID: game.category_id })).not.toContain(id);
    expect(await lobbyIds({ searchGameName: game.en })).not.toContain(id);
    expect((await launch(id!, 'en')).body).toMatchObject({
      result: false,
      debug: 'game_not_found',
      message: 'This game was not found or cannot be played right now',
    });

    await content.post('/catalogue/games', { id, enabled: true });
    expect(await lobbyIds()).toContain(id);
    expect((await launch(id!)).body.result).toBe(true);
  });
});

describe('maintenance', () => {
  it('keeps the game listed and marked, refuses its launch in both languages, ends its open game pages', async () => {
    const slot = await findGame(app.database, 'slot', 'high');
    const token = await launchToken(app, player, slot.id, 'tr');
    const opened = await studioRequest(app, 'POST', '/session', null, { token });
    const sessionToken = opened.body.sessionToken as string;
    expect((await studioRequest(app, 'GET', '/balance', sessionToken)).status).toBe(200);

    const on = await content.post('/catalogue/games', { id: slot.id, maintenance: true });
    expect(on.body.result).toBe(true);
    const [owner] = rowsOf<{ provider_id: number }>(
      await app.database.db.execute(sql`select provider_id from games where id = ${slot.id}`),
    );
    const { body } = await app.call('casino', 'games_list', {
      limit: 100,
      providerID: owner!.provider_id,
    });
    expect(gamesOf(body).find((game) => game.gameID === slot.id)?.flags).toContain('maintenance');
    expect((await launch(slot.id)).body).toMatchObject({
      result: false,
      debug: 'catalogue_under_maintenance',
      message: 'Bu oyun bakımda; lütfen daha sonra tekrar deneyin',
    });
    expect((await launch(slot.id, 'en')).body.message).toBe(
      'This game is under maintenance; please try again later',
    );
    expect((await studioRequest(app, 'GET', '/balance', sessionToken)).status).toBe(401);

    await content.post('/catalogue/games', { id: slot.id, maintenance: false });
    expect((await launch(slot.id)).body.result).toBe(true);
  });

  it("a provider's maintenance marks all its games", async () => {
    const [id] = await lobbyIds();
    const [row] = rowsOf<{ provider_id: number }>(
      await app.database.db.execute(sql`select provider_id from games where id = ${id!}`),
    );
    await content.post('/catalogue/providers', { id: row!.provider_id, maintenance: true });
    const { body } = await app.call('casino', 'games_list', {
      limit: 48,
      providerID: row!.provider_id,
    });
    expect(gamesOf(body).length).toBeGreaterThan(0);
    for (const game of gamesOf(body)) expect(game.flags).toContain('maintenance');
    expect(debugOf((await launch(id!)).body)).toBe('catalogue_under_maintenance');
    await content.post('/catalogue/providers', { id: row!.provider_id, maintenance: false });
    expect((await launch(id!)).body.result).toBe(true);
  });
});

interface ListedTable {
  tableID: number;
  maintenance: boolean;
}
const tablesOf = (body: unknown): ListedTable[] => (body as { data: ListedTable[] }).data;

describe('a live table under maintenance', () => {
  /** A table that never closes, so that only maintenance can refuse it. */
  async function alwaysOpenTable(): Promise<{ id: number; provider_id: number }> {
    const [row] = rowsOf<{ id: number; provider_id: number }>(
      await app.database.db.execute(sql`
        select id, provider_id from live_tables
        where opens_minute = closes_minute and enabled order by id limit 1`),
    );
    return row!;
  }
  const launchTable = (tableID: number, Lang = 'tr') =>
    app.call('livecasino', 'init_game', { tableID, Lang }, { cookies: player.cookies });
  async function listed(tableID: number, providerID: number): Promise<ListedTable | undefined> {
    const { body } = await app.call('livecasino', 'game_table_list', { limit: 100, providerID });
    return tablesOf(body).find((table) => table.tableID === tableID);
  }

  it('stays listed and marked, its launch is refused in both languages, its open page ends', async () => {
    const table = await alwaysOpenTable();
    expect((await listed(table.id, table.provider_id))?.maintenance).toBe(false);
    const opened = await launchTable(table.id);
    const { url } = opened.body.data as { url: string };
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const session = await studioRequest(app, 'POST', '/session', null, { token });
    const sessionToken = session.body.sessionToken as string;
    expect((await studioRequest(app, 'GET', '/balance', sessionToken)).status).toBe(200);

    expect(
      (await content.post('/catalogue/tables', { id: table.id, maintenance: true })).body,
    ).toMatchObject({ result: true });
    expect((await listed(table.id, table.provider_id))?.maintenance).toBe(true);
    expect((await launchTable(table.id)).body).toMatchObject({
      result: false,
      debug: 'catalogue_under_maintenance',
      message: 'Bu oyun bakımda; lütfen daha sonra tekrar deneyin',
    });
    expect((await launchTable(table.id, 'en')).body.message).toBe(
      'This game is under maintenance; please try again later',
    );
    expect((await studioRequest(app, 'GET', '/balance', sessionToken)).status).toBe(401);

    await content.post('/catalogue/tables', { id: table.id, maintenance: false });
    expect((await listed(table.id, table.provider_id))?.maintenance).toBe(false);
    expect((await launchTable(table.id)).body.result).toBe(true);
  });

  it("its provider's maintenance marks it too", async () => {
    const table = await alwaysOpenTable();
    await content.post('/catalogue/providers', { id: table.provider_id, maintenance: true });
    expect((await listed(table.id, table.provider_id))?.maintenance).toBe(true);
    expect(debugOf((await launchTable(table.id)).body)).toBe('catalogue_under_maintenance');
    await content.post('/catalogue/providers', { id: table.provider_id, maintenance: false });
    expect((await listed(table.id, table.provider_id))?.maintenance).toBe(false);
  });
});

describe('order and membership', () => {
  it('moves a game up its category and puts another on it, as the lobby then shows', async () => {
    const categories = (await content.get('/catalogue/categories')).body.data.items;
    const shelf = categories.find(
      (c: { kind: string; members: number }) => c.kind === 'casino' && c.members > 3,
    );
    const before = await lobbyIds({ categoryID: shelf.id });
    const moved = await content.post('/catalogue/move', {
      categoryId: shelf.id,
      gameId: before[2],
      direction: 'up',
    });
    expect(moved.body.result).toBe(true);
    const after = await lobbyIds({ categoryID: shelf.id });
    expect(after.slice(0, 3)).toEqual([before[0], before[2], before[1]]);

    const page = (await content.get(`/catalogue/games?categoryId=${shelf.id}&limit=3`)).body.data;
    expect(page.items.map((g: { id: number }) => g.id)).toEqual(after.slice(0, 3));
    expect(page.items.map((g: { position: number }) => g.position)).toEqual([1, 2, 3]);

    const outsider = rowsOf<{ id: number }>(
      await app.database.db.execute(sql`
        select id from games where enabled and id not in
          (select game_id from game_category_games where category_id = ${shelf.id}) limit 1`),
    )[0]!.id;
    await content.post('/catalogue/membership', {
      categoryId: shelf.id,
      gameId: outsider,
      member: true,
    });
    const { body } = await app.call('casino', 'games_list', {
      limit: 1,
      offset: shelf.members,
      categoryID: shelf.id,
    });
    expect(gamesOf(body)[0]?.gameID).toBe(outsider);
  });

  it('edits the thumbnail and the RTP the lobby shows', async () => {
    const [id] = await lobbyIds();
    await content.post('/catalogue/games', {
      id,
      thumbnail: 'https://cdn.example.com/a.webp',
      rtpBp: 9550,
    });
    const { body } = await app.call('casino', 'games_list', { limit: 48 });
    expect(gamesOf(body).find((game) => game.gameID === id)).toMatchObject({
      thumbnail: 'https://cdn.example.com/a.webp',
      rtp: 9550,
    });
  });
});

describe('who may edit', () => {
  it('refuses a player session, an operator without catalogue.edit, and hostile input', async () => {
    const [id] = await lobbyIds();
    const asPlayer = await backofficePost(
      app,
      '/catalogue/games',
      { id, enabled: false },
      player.cookies,
    );
    expect(asPlayer.json()).toMatchObject({ result: false, debug: 'anonymous_user' });
    expect((await finance.post('/catalogue/games', { id, enabled: false })).body).toMatchObject({
      result: false,
      debug: 'not_authorized',
    });
    expect((await finance.get('/catalogue/games')).body.debug).toBe('not_authorized');
    for (const payload of [
      { id, thumbnail: 'javascript:alert(1)' },
      { id, thumbnail: 'https://x.example/"><script>' },
      { id, rtpBp: 100_000 },
      { id: -1, enabled: false },
      { id: '1; drop table games', enabled: false },
      { id, enabled: 'yes' },
    ])
      expect((await content.post('/catalogue/games', payload)).body.result).toBe(false);
    expect(
      (await content.post('/catalogue/games', { id: 999_999, enabled: false })).body.debug,
    ).toBe('not_found');
    expect(await lobbyIds()).toContain(id);
    const audit = rowsOf<{ result: string }>(
      await app.database.db.execute(
        sql`select result from operator_audit where action = 'catalogue.set_game'`,
      ),
    );
    expect(audit.filter((row) => row.result === 'failure').length).toBeGreaterThan(0);
  });
});
