import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE, playerCash } from '../../wallet/accounts.ts';
import { balanceOf } from '../../wallet/balance.ts';
import { transfer } from '../../wallet/ledger.ts';
import { operatorClient, type OperatorClient } from '../../../../test/support/backoffice-client.ts';
import { bankAccountForm } from '../../../../test/support/cashier-fixtures.ts';
import { loginAs, registerPlayer, withSession } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * What the break's confirmation tells the player about their money (issue 38): the balance
 * stays, a withdrawal asked for before is still paid, a bet placed before still pays its win;
 * only signing in (and so a new withdrawal) waits for the end.
 */
let app: TestApp;
let admin: OperatorClient;
beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
});
afterAll(() => app.close());

const TL = 100;
let key = 0;
const move = (uid: number, kind: 'deposit' | 'bet' | 'win', amount: number) =>
  transfer(app.database.db, {
    debit: kind === 'bet' ? playerCash(uid) : HOUSE,
    credit: kind === 'bet' ? HOUSE : playerCash(uid),
    amount,
    kind,
    idempotencyKey: `rg-break-money:${uid}:${++key}`,
  });

describe('money during a break', () => {
  it('keeps the balance, pays a withdrawal asked before and the win of a bet placed before', async () => {
    const player = await registerPlayer(app);
    const sid = await loginAs(app, player);
    await move(player.uid, 'deposit', 1_000 * TL);
    await move(player.uid, 'bet', 50 * TL);
    const account = await app.call(
      'finance',
      'save_bank_account',
      bankAccountForm(),
      withSession(sid),
    );
    if (!account.body.result) throw new Error(JSON.stringify(account.body));
    const withdrawal = await app.call(
      'prepayServices',
      'processTransaction',
      {
        Type: 2,
        methodID: 201,
        amount: 300 * TL,
        bankAccountID: account.body.data.bankAccountID,
        identityValidityDate: '2031-01-01',
        requestKey: randomUUID().replaceAll('-', ''),
      } as never,
      withSession(sid),
    );
    if (!withdrawal.body.result) throw new Error(JSON.stringify(withdrawal.body));

    const taken = await app.call(
      'responsible_gaming',
      'take_break',
      { kind: 'timeout', duration: '24h', current_password: player.password },
      withSession(sid),
    );
    expect(taken.body).toMatchObject({ result: true });

    const paid = await admin.post('/decide', {
      requestId: withdrawal.body.data.id,
      decision: 'confirm',
    });
    expect(paid.body).toMatchObject({ result: true, data: { status: 'confirmed' } });
    await move(player.uid, 'win', 120 * TL);
    expect(await balanceOf(app.database.db, player.uid)).toMatchObject({
      cash: (1_000 - 50 - 300 + 120) * TL,
    });
    // A new withdrawal waits: the player cannot sign in until the break ends.
    const login = await app.call('user', 'login', {
      username: player.username,
      password: player.password,
    });
    expect(login.body).toMatchObject({ result: false, debug: 'rg_timeout_active' });
  });
});
