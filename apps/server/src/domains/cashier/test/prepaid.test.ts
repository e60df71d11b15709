import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody, simulatorSecret } from '../payment-provider.ts';
import { balanceOf } from '../../wallet/balance.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let ayse: SignedInPlayer;
let secret: string;
beforeAll(async () => {
  app = await createTestApp();
  ayse = await signedInPlayer(app.database);
  secret = await simulatorSecret(app.database.db);
});
afterAll(() => app.close());

const TL = 100;
const available = async (player: SignedInPlayer) =>
  (await balanceOf(app.database.db, player.uid)).available;

async function prepaidDeposit(player: SignedInPlayer, amount: number, methodID = 104) {
  const { body } = await app.call(
    'prepayServices',
    'processTransaction',
    { Type: 1, methodID, amount, requestKey: randomUUID().replaceAll('-', '') },
    { cookies: player.cookies },
  );
  if (!body.result) throw new Error(JSON.stringify(body));
  return body.data;
}

async function referenceOf(id: number): Promise<string> {
  const result = await app.database.db.execute(
    sql`select provider_reference from cashier_requests where id = ${id}`,
  );
  return (result as unknown as { rows: { provider_reference: string }[] }).rows[0]!
    .provider_reference;
}

function callback(body: string, signature: string | undefined) {
  return app.server.inject({
    method: 'POST',
    url: '/endpoint/payments/simulated/callback',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-lale-signature': signature } : {}),
    },
    payload: body,
  });
}

describe('prepaid deposits', () => {
  it('answers the provider page to pay on, and credits nothing before the callback', async () => {
    const data = await prepaidDeposit(ayse, 100 * TL);
    expect(data).toMatchObject({ status: 'New', amount: 100 * TL });
    expect(data.redirectUrl).toMatch(/^\/endpoint\/payments\/simulated\/checkout\?reference=/);
    const page = await app.server.inject({ method: 'GET', url: data.redirectUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('100,00 TRY');
    expect(await available(ayse)).toBe(0);
  });

  it('a signed "paid" callback credits once; its replay changes nothing', async () => {
    const player = await signedInPlayer(app.database);
    const data = await prepaidDeposit(player, 250 * TL);
    const body = JSON.stringify({
      reference: await referenceOf(data.id),
      status: 'paid',
      amount: 250 * TL,
    });
    const first = await callback(body, signBody(secret, body));
    expect(first.json()).toMatchObject({ ok: true, status: 'confirmed', replayed: false });
    const replay = await callback(body, signBody(secret, body));
    expect(replay.json()).toMatchObject({ ok: true, status: 'confirmed', replayed: true });
    expect(await available(player)).toBe(250 * TL);
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('refuses a forged or missing signature, and a body changed after signing', async () => {
    const player = await signedInPlayer(app.database);
    const data = await prepaidDeposit(player, 100 * TL);
    const body = JSON.stringify({
      reference: await referenceOf(data.id),
      status: 'paid',
      amount: 100 * TL,
    });
    const forged = await callback(body, signBody('not-the-secret', body));
    expect(forged.statusCode).toBe(401);
    expect((await callback(body, undefined)).statusCode).toBe(401);
    expect((await callback(body, 'zz')).statusCode).toBe(401);
    const inflated = body.replace(`"amount":${100 * TL}`, `"amount":${5_000 * TL}`);
    expect((await callback(inflated, signBody(secret, body))).statusCode).toBe(401);
    expect(await available(player)).toBe(0);
  });

  it('refuses a signed callback for another amount or an unknown reference', async () => {
    const player = await signedInPlayer(app.database);
    const data = await prepaidDeposit(player, 100 * TL);
    const reference = await referenceOf(data.id);
    const wrong = JSON.stringify({ reference, status: 'paid', amount: 999 * TL });
    expect((await callback(wrong, signBody(secret, wrong))).statusCode).toBe(409);
    const unknown = JSON.stringify({ reference: 'lale-nope', status: 'paid', amount: 100 * TL });
    expect((await callback(unknown, signBody(secret, unknown))).statusCode).toBe(404);
    expect(await available(player)).toBe(0);
  });

  it('a "failed" callback cancels; a later "paid" one is refused', async () => {
    const player = await signedInPlayer(app.database);
    const data = await prepaidDeposit(player, 100 * TL);
    const reference = await referenceOf(data.id);
    const failed = JSON.stringify({ reference, status: 'failed', amount: 100 * TL });
    expect((await callback(failed, signBody(secret, failed))).json()).toMatchObject({
      status: 'canceled',
    });
    const paid = JSON.stringify({ reference, status: 'paid', amount: 100 * TL });
    expect((await callback(paid, signBody(secret, paid))).statusCode).toBe(409);
    expect(await available(player)).toBe(0);
  });

  it('the simulated checkout pays through the same signed callback', async () => {
    const player = await signedInPlayer(app.database);
    const data = await prepaidDeposit(player, 50 * TL, 105);
    const reference = await referenceOf(data.id);
    const paid = await app.server.inject({
      method: 'POST',
      url: '/endpoint/payments/simulated/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reference=${encodeURIComponent(reference)}&outcome=paid`,
    });
    expect(paid.statusCode).toBe(303);
    expect(await available(player)).toBe(50 * TL);
  });

  it('refuses amounts outside the range and bank methods through processTransaction', async () => {
    for (const [methodID, amount] of [
      [104, 19 * TL],
      [105, 2_501 * TL],
      [101, 100 * TL],
    ] as const) {
      const { body } = await app.call(
        'prepayServices',
        'processTransaction',
        { Type: 1, methodID, amount, requestKey: randomUUID().replaceAll('-', '') },
        { cookies: ayse.cookies },
      );
      expect(body.result).toBe(false);
    }
  });
});
