import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { translate } from '@lale/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { signBody, simulatorSecret } from '../../cashier/payment-provider.ts';
import { balanceOf } from '../../wallet/balance.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { operatorClient, type OperatorClient } from '../../../../test/support/backoffice-client.ts';
import { identityNumber } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let admin: OperatorClient;
let secret: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
  secret = await simulatorSecret(app.database.db);
});
afterAll(() => app.close());

const TL = 100;
const LIMIT = 1_000 * TL;

const available = async (player: SignedInPlayer) =>
  (await balanceOf(app.database.db, player.uid)).available;

async function limitedPlayer(amount = LIMIT): Promise<SignedInPlayer> {
  const player = await signedInPlayer(app.database);
  await setDepositLimit(player, amount);
  return player;
}

async function setDepositLimit(player: SignedInPlayer, amount: number) {
  const { body } = await app.call(
    'responsible_gaming',
    'set_limit',
    { kind: 'deposit', period: 'day', amount },
    { cookies: player.cookies },
  );
  expect(body).toMatchObject({ result: true, data: { amount, pending: null } });
}

async function bankDeposit(player: SignedInPlayer, amount: number, Lang = 'tr') {
  const { body } = await app.call(
    'finance',
    'save_bank_transfer',
    {
      requestKey: randomUUID().replaceAll('-', ''),
      methodID: 101,
      amount,
      account: 'TR12 0001',
      sender_identity_number: identityNumber(123),
      Lang,
    },
    { cookies: player.cookies },
  );
  return body;
}

async function prepaidDeposit(player: SignedInPlayer, amount: number, Lang = 'tr') {
  const { body } = await app.call(
    'prepayServices',
    'processTransaction',
    { Type: 1, methodID: 104, amount, Lang, requestKey: randomUUID().replaceAll('-', '') },
    { cookies: player.cookies },
  );
  return body;
}

async function requestsOf(player: SignedInPlayer) {
  return rowsOf<{ amount: string; status: string; decision_note: string | null }>(
    await app.database.db.execute(sql`select amount, status, decision_note from cashier_requests
      where user_id = ${player.uid} order by id`),
  );
}

function callback(body: string) {
  return app.server.inject({
    method: 'POST',
    url: '/endpoint/payments/simulated/callback',
    headers: { 'content-type': 'application/json', 'x-lale-signature': signBody(secret, body) },
    payload: body,
  });
}

async function referenceOf(id: number): Promise<string> {
  const [row] = rowsOf<{ provider_reference: string }>(
    await app.database.db.execute(
      sql`select provider_reference from cashier_requests where id = ${id}`,
    ),
  );
  return row!.provider_reference;
}

/** The refusal's limit as the message fills it in: the daily limit, used, resetting tonight. */
function expectLimitMessage(
  body: { result: boolean; message: string; data: unknown },
  lang: 'tr' | 'en',
  used: number,
) {
  expect(body.result).toBe(false);
  const data = body.data as { limit: { resetsAt: string } };
  expect(data.limit).toMatchObject({ kind: 'deposit', period: 'day', amount: LIMIT, used });
  expect(new Date(data.limit.resetsAt).getTime()).toBeGreaterThan(Date.now());
  expect(body.message).toBe(translate('rg_deposit_limit_reached', lang, data));
  expect(body.message).toContain(
    lang === 'en' ? 'daily deposit limit' : 'günlük yatırım limitinizi',
  );
}

describe('deposit limits', () => {
  it('a bank deposit request counts the requests still open: under and at the limit pass, over it is refused before anything is created', async () => {
    const player = await limitedPlayer();
    expect(await bankDeposit(player, 600 * TL)).toMatchObject({ result: true });
    expect(await bankDeposit(player, 400 * TL)).toMatchObject({ result: true });
    const over = await bankDeposit(player, 100 * TL, 'en');
    expectLimitMessage(over, 'en', 0);
    expect(await requestsOf(player)).toHaveLength(2);

    const ids = rowsOf<{ id: number }>(
      await app.database.db.execute(
        sql`select id from cashier_requests where user_id = ${player.uid} order by id`,
      ),
    );
    for (const { id } of ids) {
      const decided = await admin.post('/decide', { requestId: id, decision: 'confirm' });
      expect(decided.body).toMatchObject({ result: true, data: { status: 'confirmed' } });
    }
    expect(await available(player)).toBe(LIMIT);
    expectLimitMessage(await bankDeposit(player, 100 * TL), 'tr', LIMIT);
  });

  it('a prepaid deposit request over the limit is refused with the message in tr and en', async () => {
    const player = await limitedPlayer();
    expect(await prepaidDeposit(player, 970 * TL)).toMatchObject({ result: true });
    expectLimitMessage(await prepaidDeposit(player, 31 * TL, 'en'), 'en', 0);
    expectLimitMessage(await prepaidDeposit(player, 31 * TL, 'tr'), 'tr', 0);
    expect(await prepaidDeposit(player, 30 * TL)).toMatchObject({ result: true });
    expect(await requestsOf(player)).toHaveLength(2);
  });

  it("an operator's approval over the limit (lowered since the request) is refused with the message and credits nothing", async () => {
    const player = await limitedPlayer();
    const request = await bankDeposit(player, 800 * TL);
    expect(request).toMatchObject({ result: true });
    await setDepositLimit(player, 500 * TL);
    const decided = await admin.post('/decide', {
      requestId: (request.data as { id: number }).id,
      decision: 'confirm',
    });
    expect(decided.body).toMatchObject({
      result: false,
      debug: 'rg_deposit_limit_reached',
      data: { limit: { kind: 'deposit', period: 'day', amount: 500 * TL } },
    });
    expect(decided.body.message).toContain('500,00');
    expect(await available(player)).toBe(0);
    expect((await requestsOf(player))[0]).toMatchObject({ status: 'new' });
  });

  it("a provider's paid callback over the limit cancels the request with the reason and credits nothing", async () => {
    const player = await limitedPlayer();
    const within = await prepaidDeposit(player, 1_000 * TL);
    expect(within).toMatchObject({ result: true });
    const withinBody = JSON.stringify({
      reference: await referenceOf((within.data as { id: number }).id),
      status: 'paid',
      amount: 1_000 * TL,
    });
    expect((await callback(withinBody)).json()).toMatchObject({ ok: true, status: 'confirmed' });
    expect(await available(player)).toBe(LIMIT);

    // A request made before the limit was lowered, paid after.
    const other = await limitedPlayer(2 * LIMIT);
    const request = await prepaidDeposit(other, 300 * TL);
    await setDepositLimit(other, 200 * TL);
    const body = JSON.stringify({
      reference: await referenceOf((request.data as { id: number }).id),
      status: 'paid',
      amount: 300 * TL,
    });
    const refused = await callback(body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ok: false, error: 'rg_deposit_limit_reached' });
    expect(await available(other)).toBe(0);
    const [row] = await requestsOf(other);
    expect(row).toMatchObject({ status: 'canceled' });
    expect(row!.decision_note).toContain('günlük yatırım limitinizi');
    expect((await callback(body)).statusCode).toBe(409);
    expect(await available(other)).toBe(0);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('six deposits at once under a 1,000 TL daily limit create only the requests that fit; a failed one frees its room', async () => {
    const player = await limitedPlayer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => prepaidDeposit(player, 300 * TL, 'en')),
    );
    const created = answers.filter((body) => body.result);
    expect(created).toHaveLength(3);
    for (const refused of answers.filter((body) => !body.result))
      expect(refused.debug).toBe('rg_deposit_limit_reached');
    expect(await requestsOf(player)).toHaveLength(3);

    // The provider reports one payment failed: its 300 TL are free again, and no more.
    const failed = JSON.stringify({
      reference: await referenceOf((created[0]!.data as { id: number }).id),
      status: 'failed',
      amount: 300 * TL,
    });
    expect((await callback(failed)).json()).toMatchObject({ status: 'canceled' });
    expect(await prepaidDeposit(player, 300 * TL)).toMatchObject({ result: true });
    expectLimitMessage(await prepaidDeposit(player, 101 * TL, 'en'), 'en', 0);
    expect(await prepaidDeposit(player, 100 * TL)).toMatchObject({ result: true });
  });

  it("the deposit form's room is the tightest limit less what is used and reserved: exactly that passes, a kuruş more does not", async () => {
    const room = async (player: SignedInPlayer) =>
      (await app.call('finance', 'get_deposit_room', {}, { cookies: player.cookies })).body;
    const unlimited = await signedInPlayer(app.database);
    expect(await room(unlimited)).toMatchObject({ result: true, data: null });

    const player = await limitedPlayer();
    const weekly = await app.call(
      'responsible_gaming',
      'set_limit',
      { kind: 'deposit', period: 'week', amount: 5_000 * TL },
      { cookies: player.cookies },
    );
    expect(weekly.body).toMatchObject({ result: true });
    expect(await room(player)).toMatchObject({
      data: { remaining: LIMIT, limit: { kind: 'deposit', period: 'day', amount: LIMIT } },
    });
    // An open request reserves its amount.
    expect(await bankDeposit(player, 250_50)).toMatchObject({ result: true });
    const left = await room(player);
    expect(left).toMatchObject({ data: { remaining: LIMIT - 250_50 } });
    expect(await bankDeposit(player, LIMIT - 250_50 + 1)).toMatchObject({
      result: false,
      debug: 'rg_deposit_limit_reached',
    });
    expect(await bankDeposit(player, LIMIT - 250_50)).toMatchObject({ result: true });
    expect(await room(player)).toMatchObject({ data: { remaining: 0 } });
  });
});
