import type { RpcSuccess } from '@lale/contract/envelope';
import type { FinanceTransaction } from '@lale/contract/methods/finance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forfeitOnWithdrawal } from '../api.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  deposit,
  gameOfType,
  pauseAll,
  playRound,
  testDefinition,
} from '../../../../test/support/bonus-fixture.ts';

let app: TestApp;
let player: SignedInPlayer;

beforeAll(async () => {
  app = await createTestApp();
  await pauseAll(app.database.db);
  // 100% of each deposit, wagered once, cash staked first.
  await testDefinition(app.database, { wageringMultiple: 1, stakeOrder: 'cash_first' });
  player = await signedInPlayer(app.database);
});
afterAll(() => app.close());

async function bonusHistory(Lang: 'tr' | 'en') {
  const { body } = await app.call('finance', 'list_transactions', { Lang } as never, {
    cookies: player.cookies,
  });
  return (body as RpcSuccess<FinanceTransaction[]>).data
    .filter((row) => row.transaction_category_id === 3)
    .map((row) => [row.method, row.amount]);
}

describe('the bonus history', () => {
  it('names each row for what happened to the bonus: granted, turned into cash, ended', async () => {
    const slot = await gameOfType(app.database.db, 'slot');
    await deposit(app.database.db, player.uid, 10_000);
    // One lost spin of the deposited cash meets the requirement: the whole bonus turns to cash.
    expect(await playRound(app.database.db, player.uid, slot, 10_000)).toBeNull();
    await deposit(app.database.db, player.uid, 5_000);
    await forfeitOnWithdrawal(app.database.db, player.uid, { accepted: true });

    expect(await bonusHistory('tr')).toEqual([
      ['Bonus sona erdi', -5_000],
      ['Bonus verildi', 5_000],
      ['Bonus nakde döndü', 10_000],
      ['Bonus verildi', 10_000],
    ]);
    expect((await bonusHistory('en')).map(([method]) => method)).toEqual([
      'Bonus ended',
      'Bonus granted',
      'Bonus turned into cash',
      'Bonus granted',
    ]);
  });
});
