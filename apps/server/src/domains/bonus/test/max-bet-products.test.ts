import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { translate } from '@lale/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { issueProviderSession } from '../../wallet/seamless/provider-sessions.ts';
import { seedWallet } from '../../../seed/wallet.ts';
import { openGame } from '../../../../test/support/studio.ts';
import { providerCall } from '../../../../test/support/limits-support.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { accounts, deposit } from '../../../../test/support/bonus-fixture.ts';

const TL = 100;
/** The seeded welcome bonus's maximum bet while it wagers. */
const MAX_BET = 100 * TL;

/** A wagering bonus's maximum bet, refused as the player's message on every bet path. */
describe("a wagering bonus's maximum bet on each product's path", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedWallet(app.database.db, { demoData: false, production: false });
  });
  afterAll(() => app.close());

  async function wageringPlayer(): Promise<SignedInPlayer> {
    const player = await signedInPlayer(app.database);
    await app.database.db.execute(
      sql`update users set promotion_code = 'HOSGELDIN' where id = ${player.uid}`,
    );
    await deposit(app.database.db, player.uid, 1_000 * TL);
    return player;
  }

  it('an in-house slot spin over it answers the bonus refusal in tr and en, nothing taken', async () => {
    const player = await wageringPlayer();
    const [slot] = rowsOf<{ id: number }>(
      await app.database.db.execute(sql`select id from games
        where engine_id = 'slot' and enabled and max_bet > ${MAX_BET} order by id limit 1`),
    );
    const before = await accounts(app.database.db, player.uid);
    for (const lang of ['tr', 'en'] as const) {
      const game = await openGame(app, player, Number(slot!.id), lang);
      const over = await game.post('/slot/spin', { bet: MAX_BET + 1, requestId: randomUUID() });
      expect(over.status).toBe(403);
      expect(over.body.error).toMatchObject({ code: 'bonus_max_bet', data: { maxBet: MAX_BET } });
      expect(over.body.error.message).toBe(translate('bonus_max_bet', lang, { maxBet: MAX_BET }));
    }
    expect(await accounts(app.database.db, player.uid)).toEqual(before);
  });

  it("an outside studio's bet over it is refused with a wallet code and the message, never a fault", async () => {
    const player = await wageringPlayer();
    const token = await issueProviderSession(app.database.db, {
      provider: 'acme-studio',
      userId: player.uid,
      gameId: 'acme-fruits',
      now: new Date(),
    });
    const before = await accounts(app.database.db, player.uid);
    const over = await providerCall(app, 'bet', {
      token,
      playerId: player.uid,
      gameId: 'acme-fruits',
      roundId: randomUUID(),
      transactionId: randomUUID(),
      amount: MAX_BET + 1,
    });
    expect(over.status).toBe(200);
    expect(over.body).toMatchObject({
      status: 'ERROR',
      code: 'BONUS_RULE',
      message: translate('bonus_max_bet', 'en', { maxBet: MAX_BET }),
    });
    expect(await accounts(app.database.db, player.uid)).toEqual(before);
  });
});
