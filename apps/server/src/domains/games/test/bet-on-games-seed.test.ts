import { CASINO_CATEGORY } from '@lale/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { seedBetOnGames } from '../../../seed/catalogue/seed-bet-on-games.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { findGame } from '../../../../test/support/studio.ts';

let app: TestApp;
let player: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
});
afterAll(() => app.close());

describe('Bet On Games in the catalogue', () => {
  it('is on the mini games shelf, once, and launches the Bet On Games page', async () => {
    const shelf = await app.call('casino', 'games_list', {
      Lang: 'tr',
      categoryID: CASINO_CATEGORY.miniGames,
      limit: 100,
    });
    const names = (shelf.body.data as { name: string }[]).map((game) => game.name);
    expect(names).toContain('Bet On Games');

    expect(await seedBetOnGames(app.database.db)).toBe(false);
    const [count] = rowsOf<{ n: number }>(
      await app.database.db.execute(
        sql`select count(*)::integer as n from games where engine_id = 'bet-on-games'`,
      ),
    );
    expect(count?.n).toBe(1);

    const game = await findGame(app.database, 'bet-on-games');
    const { body } = await app.call(
      'casino',
      'init_game',
      { gameID: game.id, Lang: 'en' },
      { cookies: player.cookies },
    );
    expect(body.result).toBe(true);
    expect(body.data?.url).toMatch(/^\/games\/bet-on-games\/\?token=.+&lang=en$/);
  });
});
