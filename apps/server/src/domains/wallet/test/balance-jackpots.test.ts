import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher, TEST_ONLY_ARGON2 } from '../../../platform/password-hasher.ts';
import { seedDemoPlayer } from '../../../seed/demo-player.ts';
import { seedWallet } from '../../../seed/wallet.ts';
import { balanceOf } from '../balance.ts';
import { checkLedger } from '../check-ledger.ts';
import { DEMO_STARTING_BALANCE } from '../demo-grant.ts';
import { award, contribute, poolBalances } from '../jackpots/jackpots.ts';
import { createSeamlessWallet } from '../seamless/seamless-wallet.ts';
import { signedInPlayer } from '../../../../test/support/players.ts';
import { testSealedFields } from '../../../../test/support/sealed-fields.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { fund, fundedPlayer } from '../../../../test/support/wallet-fixture.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  await seedWallet(app.database.db, { demoData: false, production: false });
});
afterAll(() => app.close());

describe('finance check_balance', () => {
  it('answers 0 for a player who never had money', async () => {
    const player = await signedInPlayer(app.database);
    const { body } = await app.call('finance', 'check_balance', {}, { cookies: player.cookies });
    expect(body).toMatchObject({
      result: true,
      data: [{ balance: 0, bonusBalance: 0, currency: 'TRY' }],
    });
  });

  it('follows the ledger after a bet', async () => {
    const player = await signedInPlayer(app.database);
    await fund(app.database.db, player.uid, 20_000);
    await createSeamlessWallet().bet(app.database.db, {
      provider: 'lale',
      playerId: player.uid,
      transactionId: `cb-${player.uid}`,
      roundId: `cb-round-${player.uid}`,
      gameId: 'slot-1',
      amount: 2_000,
    });
    const { body } = await app.call('finance', 'check_balance', {}, { cookies: player.cookies });
    expect(body).toMatchObject({ result: true, data: [{ balance: 18_000 }] });
  });

  it('needs a signed-in player', async () => {
    const { body } = await app.call('finance', 'check_balance', {});
    expect(body).toMatchObject({ result: false, debug: 'anonymous_user' });
  });
});

describe('progressive jackpots', () => {
  it('shows the seeded pools to guests, in the language asked', async () => {
    const { body } = await app.call('habanero', 'getJackpots', { Lang: 'en' });
    expect(body).toMatchObject({
      result: true,
      data: [
        [
          { id: 1, name: 'Mini', amount: 1_000_00, currency: 'TRY' },
          { id: 2, name: 'Major', amount: 10_000_00, currency: 'TRY' },
          { id: 3, name: 'Grand', amount: 100_000_00, currency: 'TRY' },
        ],
      ],
    });
  });

  it('grows the pools by their share of a stake once per round, and pays a pool once', async () => {
    const db = app.database.db;
    const uid = await fundedPlayer(app.database, 0);
    const before = await poolBalances(db);
    await contribute(db, { stake: 10_000, roundId: 'jp-r1', playerId: uid });
    await contribute(db, { stake: 10_000, roundId: 'jp-r1', playerId: uid });
    const after = await poolBalances(db);
    expect(after.get('mini')! - before.get('mini')!).toBe(50);
    expect(after.get('major')! - before.get('major')!).toBe(30);
    expect(after.get('grand')! - before.get('grand')!).toBe(20);

    const [first, second] = await Promise.all([
      award(db, { pool: 'mini', playerId: uid, roundId: 'jp-r2' }),
      award(db, { pool: 'mini', playerId: uid, roundId: 'jp-r2' }),
    ]);
    expect(first).toEqual(second);
    expect(first.amount).toBe(after.get('mini'));
    expect((await balanceOf(db, uid)).cash).toBe(after.get('mini'));
    expect((await poolBalances(db)).get('mini')).toBe(1_000_00);
    expect((await checkLedger(db)).violations).toEqual([]);
  });
});

describe('demo balance', () => {
  it('gives the demo player its starting balance once, however often the seed runs', async () => {
    const db = app.database.db;
    await seedDemoPlayer(db, new PasswordHasher(TEST_ONLY_ARGON2), testSealedFields());
    await seedWallet(db, { demoData: true, production: false });
    await seedWallet(db, { demoData: true, production: false });
    const [demo] = (await db.query.users.findMany()).filter((u) => u.username === 'demo');
    expect((await balanceOf(db, demo!.id)).cash).toBe(DEMO_STARTING_BALANCE);
  });
});
