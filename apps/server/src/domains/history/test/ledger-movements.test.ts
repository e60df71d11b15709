import type { RpcSuccess } from '@lale/contract/envelope';
import type { FinanceTransaction } from '@lale/contract/methods/finance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE, playerCash } from '../../wallet/accounts.ts';
import { transfer } from '../../wallet/ledger.ts';
import { createSeamlessWallet } from '../../wallet/seamless/seamless-wallet.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let player: SignedInPlayer;
const wallet = createSeamlessWallet();

beforeAll(async () => {
  app = await createTestApp();
  player = await signedInPlayer(app.database);
  await transfer(app.database.db, {
    debit: HOUSE,
    credit: playerCash(player.uid),
    amount: 100_000,
    kind: 'correction',
    idempotencyKey: `history-test:${player.uid}`,
  });
});
afterAll(() => app.close());

async function history(Lang = 'tr') {
  const { body } = await app.call('finance', 'list_transactions', { Lang } as never, {
    cookies: player.cookies,
  });
  return (body as RpcSuccess<FinanceTransaction[]>).data;
}

describe('the ledger writes the account history', () => {
  it('shows a bet and its win with the game, signed amounts and the balances around them', async () => {
    const round = { provider: 'lale', roundId: 'r-1', playerId: player.uid, gameId: 'casino:1' };
    await wallet.bet(app.database.db, { ...round, transactionId: 'r-1:bet', amount: 2_500 });
    await wallet.win(app.database.db, { ...round, transactionId: 'r-1:win', amount: 10_000 });
    // A replay moves nothing and writes nothing.
    await wallet.bet(app.database.db, { ...round, transactionId: 'r-1:bet', amount: 2_500 });
    const rows = await history();
    const [name] = (await app.call('casino', 'games_list', { Lang: 'tr', limit: 1 } as never)).body
      .data as { gameID: number; name: string }[];
    expect(rows.map((r) => [r.movementType, r.amount, r.previousBalance, r.lastBalance])).toEqual([
      ['Kazanç', 10_000, 97_500, 107_500],
      ['Bahis', -2_500, 100_000, 97_500],
      ['Düzeltme', 100_000, 0, 100_000],
    ]);
    expect(rows[0]!.operationType).toBe('Oyun');
    if (name?.gameID === 1) expect(rows[0]!.method).toBe(name.name);
    expect(rows[0]!.method).not.toBe('casino:1');
  });

  it('shows a rollback as a refund', async () => {
    const round = { provider: 'lale', roundId: 'r-2', playerId: player.uid, gameId: 'casino:1' };
    await wallet.bet(app.database.db, { ...round, transactionId: 'r-2:bet', amount: 1_000 });
    await wallet.rollback(app.database.db, {
      provider: 'lale',
      roundId: 'r-2',
      playerId: player.uid,
      transactionId: 'r-2:rollback',
      rollbackTransactionId: 'r-2:bet',
    });
    const [refund] = await history('en');
    expect(refund).toMatchObject({ movementType: 'Refund', amount: 1_000, status: 'Confirmed' });
  });
});
