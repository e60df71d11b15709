import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { balanceOf } from '../../wallet/balance.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { identityNumber } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  addOperator,
  operatorClient,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';
import { bankAccountForm } from '../../../../test/support/cashier-fixtures.ts';

let app: TestApp;
let admin: OperatorClient;
let ayse: SignedInPlayer;
let mehmet: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
  ayse = await signedInPlayer(app.database);
  mehmet = await signedInPlayer(app.database);
});
afterAll(() => app.close());

const as = (player: SignedInPlayer) => ({ cookies: player.cookies });
const available = async (player: SignedInPlayer) =>
  (await balanceOf(app.database.db, player.uid)).available;
const TL = 100;
const newRequestKey = () => randomUUID().replaceAll('-', '');

async function bankDeposit(player: SignedInPlayer, amount: number, extra = {}) {
  const { body } = await app.call(
    'finance',
    'save_bank_transfer',
    {
      methodID: 101,
      amount,
      account: 'TR12 0001',
      sender_identity_number: identityNumber(123),
      requestKey: newRequestKey(),
      ...extra,
    },
    as(player),
  );
  return body;
}

async function funded(player: SignedInPlayer, amount: number) {
  const body = await bankDeposit(player, amount);
  if (!body.result) throw new Error(JSON.stringify(body));
  const decided = await admin.post('/decide', { requestId: body.data.id, decision: 'confirm' });
  if (!decided.body.result) throw new Error(JSON.stringify(decided.body));
}

async function withdraw(
  player: SignedInPlayer,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const { body } = await app.call(
    'prepayServices',
    'processTransaction',
    {
      Type: 2,
      methodID: 201,
      amount,
      identityValidityDate: '2031-01-01',
      requestKey: newRequestKey(),
      ...extra,
    } as never,
    as(player),
  );
  return body;
}

async function ownAccount(player: SignedInPlayer): Promise<number> {
  const { body } = await app.call('finance', 'save_bank_account', bankAccountForm(), as(player));
  if (!body.result) throw new Error(JSON.stringify(body));
  return body.data.bankAccountID;
}

async function expectLedgerSound() {
  expect((await checkLedger(app.database.db)).violations).toEqual([]);
}

describe('bank deposits', () => {
  it('is a New request until an operator confirms it; then the ledger credits the player', async () => {
    const body = await bankDeposit(ayse, 500 * TL);
    expect(body).toMatchObject({ result: true, data: { status: 'New', amount: 500 * TL } });
    expect(await available(ayse)).toBe(0);
    if (!body.result) return;
    const decided = await admin.post('/decide', { requestId: body.data.id, decision: 'confirm' });
    expect(decided.body).toMatchObject({
      result: true,
      data: { status: 'confirmed', replayed: false },
    });
    expect(await available(ayse)).toBe(500 * TL);
    await expectLedgerSound();
  });

  it('a cancelled deposit credits nothing and cannot be confirmed afterwards', async () => {
    const body = await bankDeposit(mehmet, 200 * TL);
    if (!body.result) throw new Error(JSON.stringify(body));
    await admin.post('/decide', {
      requestId: body.data.id,
      decision: 'reject',
      note: 'no money arrived',
    });
    const late = await admin.post('/decide', { requestId: body.data.id, decision: 'confirm' });
    expect(late.body).toMatchObject({
      result: false,
      code: 409,
      debug: 'request_already_decided_by',
      data: { status: 'canceled', decidedVia: 'operator' },
    });
    expect(await available(mehmet)).toBe(0);
  });

  it('concurrent approvals of one deposit move the money once', async () => {
    const player = await signedInPlayer(app.database);
    const body = await bankDeposit(player, 1_000 * TL);
    if (!body.result) throw new Error(JSON.stringify(body));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.post('/decide', { requestId: body.data.id, decision: 'confirm' }),
      ),
    );
    // The issue "Hostile input and abuse": a repeated decision tells it was already decided.
    expect(results.filter((r) => r.body.result === true)).toHaveLength(1);
    expect(results.filter((r) => r.body.debug === 'request_already_decided_by')).toHaveLength(4);
    expect(await available(player)).toBe(1_000 * TL);
    await expectLedgerSound();
  });

  it('refuses an amount outside the method range, with SPEC §5 message, and records nothing', async () => {
    const before = await requestCount();
    for (const amount of [99 * TL, 50_001 * TL]) {
      const body = await bankDeposit(ayse, amount, { Lang: 'en' });
      expect(body).toMatchObject({
        result: false,
        code: 400,
        message: 'The amount you entered is not within the minimum and maximum range',
      });
    }
    expect(await requestCount()).toBe(before);
  });

  it("checks the method's own fields: identity numbers and phones of a mobile bank transfer", async () => {
    const { body } = await app.call(
      'finance',
      'save_cep_bank_transfer',
      {
        methodID: 103,
        amount: 100 * TL,
        sender_phone: '+905321112233',
        receiver_phone: 'call me',
        sender_identity_number: '12345678901',
        receiver_identity_number: identityNumber(77),
        requestKey: newRequestKey(),
      },
      as(ayse),
    );
    expect(body).toMatchObject({
      result: false,
      data: {
        fields: {
          sender_identity_number: 'Kimlik numarası hatalı',
          receiver_phone: 'Telefon numarası hatalı',
        },
      },
    });
    const wrongType = await app.call(
      'finance',
      'save_cep_bank_transfer',
      { methodID: 101, amount: 100 * TL, requestKey: newRequestKey() },
      as(ayse),
    );
    expect(wrongType.body).toMatchObject({ result: false, debug: 'payment_method_undefined' });
  });

  it('refuses hostile amounts and keys, and records nothing', async () => {
    const before = await requestCount();
    for (const extra of [
      { amount: -500 },
      { amount: 100.5 },
      { amount: '1e400' },
      { amount: '500; drop table cashier_requests' },
      { amount: 2 ** 60 },
      { methodID: 'x' },
      { requestKey: "'; --" },
      { requestKey: 'k'.repeat(200) },
    ]) {
      const body = await bankDeposit(ayse, 500 * TL, extra);
      expect(body.result, JSON.stringify(extra)).toBe(false);
    }
    expect(await requestCount()).toBe(before);
  });

  it('a retried form (same requestKey) makes one request', async () => {
    const key = 'form-key-0001';
    const first = await bankDeposit(ayse, 300 * TL, { requestKey: key });
    const again = await bankDeposit(ayse, 300 * TL, { requestKey: key });
    expect(first.result && again.result && again.data.id === first.data.id).toBe(true);
    const other = await bankDeposit(ayse, 400 * TL, { requestKey: key });
    expect(other).toMatchObject({ result: false, code: 409 });
  });
});

describe('withdrawals', () => {
  it('holds the amount at once, pays it on approval', async () => {
    const player = await signedInPlayer(app.database);
    await funded(player, 1_000 * TL);
    const accountId = await ownAccount(player);
    const body = await withdraw(player, 400 * TL, { bankAccountID: accountId, note: 'kira' });
    expect(body).toMatchObject({
      result: true,
      data: { status: 'New', previousBalance: 1_000 * TL, lastBalance: 600 * TL },
    });
    expect(await available(player)).toBe(600 * TL);
    if (!body.result) return;
    const approved = await admin.post('/decide', { requestId: body.data.id, decision: 'confirm' });
    expect(approved.body.result).toBe(true);
    expect(await balanceOf(app.database.db, player.uid)).toMatchObject({
      cash: 600 * TL,
      available: 600 * TL,
    });
    await expectLedgerSound();
  });

  it('gives the money back when rejected; rejecting twice moves it once', async () => {
    const player = await signedInPlayer(app.database);
    await funded(player, 1_000 * TL);
    const body = await withdraw(player, 250 * TL, { bankAccountID: await ownAccount(player) });
    if (!body.result) throw new Error(JSON.stringify(body));
    const [first, second] = await Promise.all([
      admin.post('/decide', { requestId: body.data.id, decision: 'reject' }),
      admin.post('/decide', { requestId: body.data.id, decision: 'reject' }),
    ]);
    // The issue "Hostile input and abuse": the second reject is refused, not answered success.
    expect([first.body.result, second.body.result].sort()).toEqual([false, true]);
    expect(await balanceOf(app.database.db, player.uid)).toMatchObject({
      cash: 1_000 * TL,
      available: 1_000 * TL,
    });
    const approveAfter = await admin.post('/decide', {
      requestId: body.data.id,
      decision: 'confirm',
    });
    expect(approveAfter.body).toMatchObject({
      result: false,
      code: 409,
      debug: 'request_already_decided_by',
    });
    await expectLedgerSound();
  });

  it('fifteen operators confirming one withdrawal at once: one succeeds, the rest learn who decided', async () => {
    const operators = await Promise.all(
      Array.from({ length: 15 }, async (_, index) => {
        const name = `kasa${index}_${Date.now() % 100_000}`;
        await addOperator(app, name, 'finance');
        return operatorClient(app, name, 'Operator1');
      }),
    );
    const player = await signedInPlayer(app.database);
    await funded(player, 1_000 * TL);
    const body = await withdraw(player, 300 * TL, { bankAccountID: await ownAccount(player) });
    if (!body.result) throw new Error(JSON.stringify(body));
    const results = await Promise.all(
      operators.map((operator) =>
        operator.post('/decide?Lang=en', { requestId: body.data.id, decision: 'confirm' }),
      ),
    );
    const winners = results.filter((r) => r.body.result === true);
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => r.body.result === false);
    expect(losers).toHaveLength(14);
    for (const loser of losers)
      expect(loser.body).toMatchObject({
        code: 409,
        debug: 'request_already_decided_by',
        message: 'This request was already decided by someone else',
        data: {
          status: 'confirmed',
          decidedBy: winners[0]!.body.data.decidedBy,
          decidedVia: 'operator',
          decidedAt: winners[0]!.body.data.decidedAt,
        },
      });
    expect(await balanceOf(app.database.db, player.uid)).toMatchObject({
      cash: 700 * TL,
      available: 700 * TL,
    });
    await expectLedgerSound();
  });

  it('refuses a withdrawal above the available balance and records nothing', async () => {
    const player = await signedInPlayer(app.database);
    await funded(player, 200 * TL);
    const accountId = await ownAccount(player);
    const before = await requestCount();
    const body = await withdraw(player, 201 * TL, { bankAccountID: accountId });
    expect(body).toMatchObject({ result: false, debug: 'insufficient_funds' });
    expect(await requestCount()).toBe(before);
    // Held money is not available twice.
    expect((await withdraw(player, 150 * TL, { bankAccountID: accountId })).result).toBe(true);
    expect((await withdraw(player, 150 * TL, { bankAccountID: accountId })).result).toBe(false);
    await expectLedgerSound();
  });

  it('concurrent withdrawals never hold more than the balance', async () => {
    const player = await signedInPlayer(app.database);
    await funded(player, 1_000 * TL);
    const accountId = await ownAccount(player);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => withdraw(player, 400 * TL, { bankAccountID: accountId })),
    );
    expect(results.filter((body) => body.result)).toHaveLength(2);
    expect(await available(player)).toBe(200 * TL);
    await expectLedgerSound();
  });

  it("refuses another player's bank account", async () => {
    const player = await signedInPlayer(app.database);
    await funded(player, 500 * TL);
    const theirs = await ownAccount(mehmet);
    const body = await withdraw(player, 100 * TL, { bankAccountID: theirs, Lang: 'en' });
    expect(body).toMatchObject({
      result: false,
      data: { fields: { bankAccountID: 'Please select a valid account' } },
    });
    expect(await available(player)).toBe(500 * TL);
  });

  it('asks for the SPEC §5 fields: account, identity validity date, amount in range', async () => {
    const player = await signedInPlayer(app.database);
    await funded(player, 500 * TL);
    const accountId = await ownAccount(player);
    expect(await withdraw(player, 100 * TL, {})).toMatchObject({
      result: false,
      data: { fields: { bankAccountID: 'Lütfen bir hesap seçiniz' } },
    });
    expect(
      await withdraw(player, 100 * TL, {
        bankAccountID: accountId,
        identityValidityDate: undefined,
      }),
    ).toMatchObject({
      result: false,
      data: { fields: { identityValidityDate: 'Lütfen kimlik son geçerlilik tarihini giriniz' } },
    });
    expect(
      await withdraw(player, 100 * TL, {
        bankAccountID: accountId,
        identityValidityDate: '2001-01-01',
      }),
    ).toMatchObject({ result: false, debug: 'identity_expired' });
    expect(await withdraw(player, 99 * TL, { bankAccountID: accountId })).toMatchObject({
      result: false,
      debug: 'amount_out_of_range',
    });
    expect(
      await withdraw(player, 100 * TL, { bankAccountID: accountId, methodID: 101 }),
    ).toMatchObject({
      result: false,
      debug: 'payment_method_undefined',
    });
    expect(await available(player)).toBe(500 * TL);
  });
});

async function requestCount(): Promise<number> {
  const result = await app.database.db.execute(
    sql`select count(*)::int as n from cashier_requests`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}
