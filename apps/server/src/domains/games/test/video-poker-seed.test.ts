import { CASINO_CATEGORY } from '@lale/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { seedVideoPokerGames } from '../../../seed/catalogue/seed-video-poker.ts';
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

describe('the video poker games in the catalogue', () => {
  it('are listed on the board games shelf, once, and launch the video poker page', async () => {
    const shelf = await app.call('casino', 'games_list', {
      Lang: 'en',
      categoryID: CASINO_CATEGORY.boardGames,
      limit: 100,
    });
    const names = (shelf.body.data as { name: string }[]).map((game) => game.name);
    expect(names).toEqual(expect.arrayContaining(['Jacks or Better', 'Lale Video Poker']));

    expect(await seedVideoPokerGames(app.database.db)).toBe(false);
    const [count] = rowsOf<{ n: number }>(
      await app.database.db.execute(
        sql`select count(*)::integer as n from games where engine_id = 'video-poker'`,
      ),
    );
    expect(count?.n).toBe(2);

    const poker = await findGame(app.database, 'video-poker');
    const { body } = await app.call(
      'casino',
      'init_game',
      { gameID: poker.id, Lang: 'tr' },
      { cookies: player.cookies },
    );
    expect(body.result).toBe(true);
    expect(body.data?.url).toMatch(/^\/games\/video-poker\/\?token=.+&lang=tr$/);
  });
});
