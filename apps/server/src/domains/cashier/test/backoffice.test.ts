import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { identityNumber } from '../../../../test/support/accounts.ts';
import { signedInPlayer, type SignedInPlayer } from '../../../../test/support/players.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  addOperator,
  backofficePost,
  operatorClient,
  operatorCode,
  TEST_TOTP_SECRET,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';

let app: TestApp;
let admin: OperatorClient;
let ayse: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
  ayse = await signedInPlayer(app.database);
  await addOperator(app, 'izleyici', 'risk');
  await addOperator(app, 'kasiyer', 'finance');
});
afterAll(() => app.close());

async function newDeposit(amount = 10_000): Promise<number> {
  const { body } = await app.call(
    'finance',
    'save_bank_transfer',
    {
      methodID: 101,
      amount,
      account: 'A-1',
      sender_identity_number: identityNumber(5),
      requestKey: randomUUID().replaceAll('-', ''),
    },
    { cookies: ayse.cookies },
  );
  if (!body.result) throw new Error(JSON.stringify(body));
  return body.data.id;
}

describe('operator sign-in', () => {
  it('the seeded admin signs in with its own cookie, scoped to /backoffice', async () => {
    const login = await backofficePost(app, '/login', {
      username: 'admin',
      password: 'Admin1234',
      code: operatorCode(TEST_TOTP_SECRET, app.now()),
    });
    expect(login.json()).toMatchObject({
      result: true,
      data: { username: 'admin', role: 'admin', canDecide: true },
    });
    const cookie = login.cookies.find((c) => c.name === 'lale_op')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/backoffice' });
    expect(login.cookies.some((c) => c.name === 'lale_sid')).toBe(false);
    expect((await admin.get('/me')).body).toMatchObject({
      result: true,
      data: { username: 'admin' },
    });
  });

  it('refuses a wrong password and an unknown name alike, and audits the failure', async () => {
    const wrong = await backofficePost(app, '/login', { username: 'admin', password: 'nope' });
    const unknown = await backofficePost(app, '/login', { username: 'ghost', password: 'nope' });
    expect(wrong.json()).toMatchObject({
      result: false,
      code: 401,
      debug: 'operator_login_failed',
    });
    expect(unknown.json()).toMatchObject({
      result: false,
      code: 401,
      debug: 'operator_login_failed',
    });
    const result = await app.database.db.execute(
      sql`select count(*)::int as n from operator_audit where action = 'login' and result = 'failure'`,
    );
    expect(rowsOf<{ n: number }>(result)[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('refuses control characters in its body with the invalid-value message, never a fault', async () => {
    for (const username of ['ad\u0000min', 'admin\u0007', 'ad\ud800min']) {
      const response = await backofficePost(app, '/login', { username, password: 'Admin1234' });
      expect(response.statusCode).not.toBe(500);
      expect(response.json()).toMatchObject({
        result: false,
        code: 400,
        debug: 'invalid_value',
        data: { fields: { username: 'Geçersiz değer' } },
      });
    }
  });

  it("a player's session is no operator session, and calls without the panel header are refused", async () => {
    const asPlayer = await app.server.inject({
      method: 'GET',
      url: '/backoffice/api/v1/requests',
      headers: { panel: 'backoffice' },
      cookies: { ...ayse.cookies, lale_op: Object.values(ayse.cookies)[0]! },
    });
    expect(asPlayer.json()).toMatchObject({ result: false, code: 401 });
    const noPanel = await backofficePost(
      app,
      '/decide',
      { requestId: 1, decision: 'confirm' },
      admin.cookies,
      {},
    );
    expect(noPanel.statusCode).toBe(400);
  });

  it('logout ends the operator session', async () => {
    const client = await operatorClient(app, 'kasiyer', 'Operator1');
    expect((await client.post('/logout', {})).body.result).toBe(true);
    expect((await client.get('/me')).body).toMatchObject({ result: false, code: 401 });
  });
});

describe('the queue', () => {
  it('lists new requests oldest first with the player and method', async () => {
    const first = await newDeposit(10_000);
    const second = await newDeposit(20_000);
    const { body } = await admin.get('/requests?status=new&kind=deposit&Lang=en');
    expect(body.result).toBe(true);
    const ids = body.data.items.map((item: { id: number }) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(body.data.items.find((i: { id: number }) => i.id === first)).toMatchObject({
      kind: 'deposit',
      amount: 10_000,
      method: 'Bank transfer',
      status: 'new',
    });
  });

  it('a viewer sees the queue but cannot decide', async () => {
    const viewer = await operatorClient(app, 'izleyici', 'Operator1');
    expect((await viewer.get('/requests')).body.result).toBe(true);
    const id = await newDeposit();
    const decided = await viewer.post('/decide', { requestId: id, decision: 'confirm' });
    expect(decided.body).toMatchObject({ result: false, code: 403, debug: 'not_authorized' });
    const row = await app.database.db.execute(
      sql`select status from cashier_requests where id = ${id}`,
    );
    expect(rowsOf<{ status: string }>(row)[0]!.status).toBe('new');
  });

  it('records who decided and when, and audits the decision', async () => {
    const cashier = await operatorClient(app, 'kasiyer', 'Operator1');
    const id = await newDeposit();
    const decided = await cashier.post('/decide', {
      requestId: id,
      decision: 'reject',
      note: 'no transfer seen',
    });
    expect(decided.body).toMatchObject({
      result: true,
      data: { status: 'canceled', replayed: false },
    });
    const { body } = await admin.get('/requests?status=canceled');
    const item = body.data.items.find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({ decidedVia: 'operator', note: 'no transfer seen' });
    expect(item.decidedBy).toBeGreaterThan(0);
    expect(Date.parse(item.decidedAt)).not.toBeNaN();
    const audit = await app.database.db.execute(
      sql`select action, result from operator_audit where request_id = ${id}`,
    );
    expect(rowsOf(audit)).toEqual([{ action: 'reject', result: 'success' }]);
  });

  it('refuses hostile input', async () => {
    for (const payload of [
      { requestId: 'x', decision: 'confirm' },
      { requestId: 1, decision: 'approve-all' },
      { requestId: -5, decision: 'confirm' },
      {},
    ]) {
      expect((await admin.post('/decide', payload)).body).toMatchObject({
        result: false,
        code: 400,
      });
    }
    expect(
      (await admin.post('/decide', { requestId: 999_999, decision: 'confirm' })).body,
    ).toMatchObject({
      result: false,
      code: 404,
    });
    expect((await admin.get('/requests?status=everything')).body).toMatchObject({
      result: false,
      code: 400,
    });
  });
});
