import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_EXPIRY_SCHEDULE } from '../api.ts';
import { identityNumber } from '../../../../test/support/accounts.ts';
import { operatorClient } from '../../../../test/support/backoffice-client.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * Issue 38, item 2: the provider returns the player to a page that asks what happened to this
 * deposit (get_deposit by its reference): pending with the time it expires, paid, failed or
 * expired. The player's history and the operator's queue state the same expiry.
 */
const TL = 100;
const MINUTE = 60_000;
let clock = new Date('2026-03-10T07:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

let app: TestApp;
let player: SignedInPlayer;
let stranger: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  player = await signedInPlayer(app.database);
  stranger = await signedInPlayer(app.database);
});
afterAll(() => app.close());

const as = (who: SignedInPlayer) => ({ cookies: who.cookies });
const newKey = () => randomUUID().replaceAll('-', '');

/** A prepaid deposit; its checkout address carries the provider's reference. */
async function prepaidDeposit(amount: number) {
  const { body } = await app.call(
    'prepayServices',
    'processTransaction',
    { Type: 1, methodID: 104, amount, requestKey: newKey() },
    as(player),
  );
  if (!body.result) throw new Error(JSON.stringify(body));
  const reference = new URL(body.data.redirectUrl!, 'http://x').searchParams.get('reference')!;
  return { id: body.data.id, reference, reply: body.data };
}

/** The simulated checkout's button: the provider's signed callback, then the return. */
async function pay(reference: string, outcome: 'paid' | 'failed') {
  return app.server.inject({
    method: 'POST',
    url: '/endpoint/payments/simulated/complete',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ reference, outcome }).toString(),
  });
}

const outcome = (reference?: string, who = player, Lang = 'en') =>
  app.call('finance', 'get_deposit', { ...(reference ? { reference } : {}), Lang }, as(who));

describe('the deposit return page', () => {
  it('a waiting checkout is pending and says when it expires; the request reply says so too', async () => {
    const { reference, reply } = await prepaidDeposit(250 * TL);
    const expiresAt = new Date(clock.getTime() + 30 * MINUTE).toISOString();
    expect(reply.expiresAt).toBe(expiresAt);
    const { body } = await outcome(reference);
    expect(body).toMatchObject({
      result: true,
      data: { amount: 250 * TL, status: 'pending', expiresAt, decidedAt: null },
    });
  });

  it('returns the player to the page naming the deposit, which reads paid', async () => {
    const { reference } = await prepaidDeposit(300 * TL);
    const returned = await pay(reference, 'paid');
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(
      `/profile?cashier=deposit-done&reference=${encodeURIComponent(reference)}`,
    );
    const { body } = await outcome(reference);
    expect(body.data).toMatchObject({ amount: 300 * TL, status: 'paid', expiresAt: null });
    // Without a reference: the player's latest deposit.
    expect((await outcome()).body.data).toMatchObject({ amount: 300 * TL, status: 'paid' });
  });

  it('reads failed when the player declined at the checkout', async () => {
    const { reference } = await prepaidDeposit(120 * TL);
    await pay(reference, 'failed');
    expect((await outcome(reference, player, 'tr')).body.data).toMatchObject({
      amount: 120 * TL,
      status: 'failed',
      expiresAt: null,
    });
  });

  it("finds nothing of another player's deposit", async () => {
    const { reference } = await prepaidDeposit(110 * TL);
    expect((await outcome(reference, stranger)).body).toMatchObject({
      result: false,
      debug: 'no_records',
    });
    expect((await outcome(undefined, stranger)).body).toMatchObject({ result: false });
  });

  it('states the expiry in the history and the queue, and reads expired once it passed, also after a late payment', async () => {
    const { id, reference } = await prepaidDeposit(200 * TL);
    const expiresAt = new Date(clock.getTime() + 30 * MINUTE).toISOString();
    const bank = await app.call(
      'finance',
      'save_bank_transfer',
      {
        methodID: 101,
        amount: 150 * TL,
        account: 'TR12 0001',
        sender_identity_number: identityNumber(77),
        requestKey: newKey(),
      },
      as(player),
    );
    if (!bank.body.result) throw new Error(JSON.stringify(bank.body));
    const bankId = bank.body.data.id;
    expect(bank.body.data).not.toHaveProperty('expiresAt');

    const history = await app.call(
      'finance',
      'list_transactions',
      { searchType: 2, limit: 50, offset: 0 },
      as(player),
    );
    if (!history.body.result) throw new Error(JSON.stringify(history.body));
    const rows = history.body.data;
    expect(rows.find((r) => r.operationId === String(id))?.expiresAt).toBe(expiresAt);
    const bankRow = rows.find((r) => r.operationId === String(bankId));
    expect(bankRow?.status).toBe('New');
    expect(bankRow).not.toHaveProperty('expiresAt');
    // A decided deposit states no expiry.
    for (const row of rows.filter((r) => r.status !== 'New'))
      expect(row).not.toHaveProperty('expiresAt');

    const admin = await operatorClient(app);
    const queue = await admin.get('/requests?status=new&kind=deposit&limit=100');
    const items = queue.body.data.items as { id: number; expiresAt: string | null }[];
    expect(items.find((i) => i.id === id)?.expiresAt).toBe(expiresAt);
    expect(items.find((i) => i.id === bankId)?.expiresAt).toBeNull();

    advance(31 * MINUTE);
    await app.scheduler.tick(DEPOSIT_EXPIRY_SCHEDULE);
    expect((await outcome(reference)).body.data).toMatchObject({
      status: 'expired',
      expiresAt: null,
    });
    // Paid too late at the checkout: refused, and the player returns to read that it expired.
    const late = await pay(reference, 'paid');
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toContain('cashier=deposit-done');
    expect((await outcome(reference)).body.data).toMatchObject({ status: 'expired' });
  });
});
