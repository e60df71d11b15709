import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWallet } from '../../../seed/wallet.ts';
import { findGame, openGame } from '../../../../test/support/studio.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { deposit } from '../../../../test/support/bonus-fixture.ts';

const TL = 100;

/** Issue 38: the game page learns, before a round, what the wagering bonus makes of a stake. */
describe("the game page's view of the wagering bonus", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedWallet(app.database.db, { demoData: false, production: false });
    // Table games count nothing toward this welcome bonus (the seed weighs them 10%).
    await app.database.db.execute(sql`update bonus_definitions
      set game_weights = '{"slot": 100}' where opt_in_code = 'HOSGELDIN'`);
  });
  afterAll(() => app.close());

  it('tells each game its share of a stake and the largest bet, and nothing without a bonus', async () => {
    const player = await signedInPlayer(app.database);
    const roulette = await findGame(app.database, 'roulette');
    const slot = await findGame(app.database, 'slot');
    expect((await (await openGame(app, player, slot.id)).get('/stake-rules')).body.bonus).toBe(
      null,
    );

    await app.database.db.execute(
      sql`update users set promotion_code = 'HOSGELDIN' where id = ${player.uid}`,
    );
    await deposit(app.database.db, player.uid, 1_000 * TL);
    const table = await openGame(app, player, roulette.id, 'tr');
    expect((await table.get('/stake-rules')).body.bonus).toEqual({
      name: '%50 Hoş Geldin Bonusu',
      contribution: 0,
      maxBet: 100 * TL,
    });
    const reels = await openGame(app, player, slot.id, 'en');
    expect((await reels.get('/stake-rules')).body.bonus).toEqual({
      name: '50% Welcome Bonus',
      contribution: 100,
      maxBet: 100 * TL,
    });
  });

  it('tells the bet slip what a coupon’s stake does for the bonus, in the player’s language', async () => {
    const player = await signedInPlayer(app.database);
    const terms = async (Lang: string) =>
      (await app.call('sportsbook', 'stake_terms', { Lang }, { cookies: player.cookies })).body;
    expect(await terms('tr')).toMatchObject({ result: true, data: { bonus: null } });

    await app.database.db.execute(
      sql`update users set promotion_code = 'HOSGELDIN' where id = ${player.uid}`,
    );
    await deposit(app.database.db, player.uid, 1_000 * TL);
    // Sports are not among this bonus's weights: a coupon counts nothing toward it.
    expect(await terms('en')).toMatchObject({
      result: true,
      data: { bonus: { name: '50% Welcome Bonus', contribution: 0, maxBet: 100 * TL } },
    });
    expect((await app.call('sportsbook', 'stake_terms', { Lang: 'tr' })).body).toMatchObject({
      result: false,
      code: 401,
    });
  });
});
