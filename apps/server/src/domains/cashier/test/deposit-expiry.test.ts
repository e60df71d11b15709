import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS, DEPOSIT_EXPIRY_SCHEDULE } from '../api.ts';
import { signBody, simulatorSecret } from '../payment-provider.ts';
import { balanceOf } from '../../wallet/balance.ts';
import { checkLedger } from '../../wallet/check-ledger.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { operatorClient } from '../../../../test/support/backoffice-client.ts';

const TL = 100;
const LIMIT = 1_000 * TL;
const MINUTE = 60_000;
// 10:00 in Istanbul: the whole test stays inside one day of the daily limit.
let clock = new Date('2026-03-10T07:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

let app: TestApp;
let secret: string;
let player: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  secret = await simulatorSecret(app.database.db);
  player = await signedInPlayer(app.database);
  const { body } = await app.call(
    'responsible_gaming',
    'set_limit',
    { kind: 'deposit', period: 'day', amount: LIMIT },
    { cookies: player.cookies },
  );
  expect(body.result).toBe(true);
});
afterAll(() => app.close());

async function prepaidDeposit(amount: number) {
  const { body } = await app.call(
    'prepayServices',
    'processTransaction',
    { Type: 1, methodID: 104, amount, requestKey: randomUUID().replaceAll('-', '') },
    { cookies: player.cookies },
  );
  return body as { result: boolean; debug?: string; data: { id: number } };
}

async function requestRow(id: number) {
  const [row] = rowsOf<{ status: string; provider_reference: string }>(
    await app.database.db.execute(
      sql`select status, provider_reference from cashier_requests where id = ${id}`,
    ),
  );
  return row!;
}

function notice(reference: string, status: 'paid' | 'failed', amount: number) {
  const body = JSON.stringify({ reference, status, amount });
  return app.server.inject({
    method: 'POST',
    url: '/endpoint/payments/simulated/callback',
    headers: { 'content-type': 'application/json', 'x-lale-signature': signBody(secret, body) },
    payload: body,
  });
}

describe('an unpaid deposit request expires', () => {
  let first: number;

  it('holds the limit while open, and expires once the stated time has passed', async () => {
    expect(DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS).toBe(30 * MINUTE);
    const opened = await prepaidDeposit(LIMIT);
    expect(opened.result).toBe(true);
    first = opened.data.id;
    // The open request is the reservation: no room for another.
    expect(await prepaidDeposit(100 * TL)).toMatchObject({
      result: false,
      debug: 'rg_deposit_limit_reached',
    });

    advance(29 * MINUTE);
    await app.scheduler.tick(DEPOSIT_EXPIRY_SCHEDULE);
    expect((await requestRow(first)).status).toBe('new');

    advance(2 * MINUTE);
    await app.scheduler.tick(DEPOSIT_EXPIRY_SCHEDULE);
    expect((await requestRow(first)).status).toBe('expired');
  });

  it("frees the player's headroom: a new deposit up to the limit is taken", async () => {
    const again = await prepaidDeposit(LIMIT);
    expect(again.result).toBe(true);
    expect((await requestRow(again.data.id)).status).toBe('new');
  });

  it('refuses a payment notice that arrives after expiry, moving no money; a late failure is a no-op', async () => {
    const { provider_reference: reference } = await requestRow(first);
    const paid = await notice(reference, 'paid', LIMIT);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ ok: false, error: 'deposit_request_expired' });
    const replayed = await notice(reference, 'paid', LIMIT);
    expect(replayed.json()).toEqual({ ok: false, error: 'deposit_request_expired' });
    expect((await balanceOf(app.database.db, player.uid)).available).toBe(0);
    expect((await requestRow(first)).status).toBe('expired');

    const failed = await notice(reference, 'failed', LIMIT);
    expect(failed.json()).toMatchObject({ ok: true, status: 'expired', replayed: true });
    expect((await checkLedger(app.database.db)).violations).toEqual([]);
  });

  it('shows operators the request as expired', async () => {
    const admin = await operatorClient(app);
    const { body } = await admin.get('/requests?status=expired');
    expect(body.data.items.map((i: { id: number }) => i.id)).toContain(first);
    expect(body.data.items.find((i: { id: number }) => i.id === first).status).toBe('expired');
  });
});
