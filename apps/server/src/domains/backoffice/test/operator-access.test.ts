import { PERMISSIONS } from '@lale/contract/backoffice-permissions';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let player: SignedInPlayer;
beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
  player = await signedInPlayer(app.database);
});
afterAll(() => app.close());

const login = (username: string, password: string, code?: string, remoteAddress?: string) =>
  app.server.inject({
    method: 'POST',
    url: '/backoffice/api/v1/login',
    headers: { panel: 'backoffice', 'content-type': 'application/json' },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: JSON.stringify(code ? { username, password, code } : { username, password }),
  });

describe('operator sign-in with an authenticator', () => {
  it('asks for the code after a right password, opens no session without it, and refuses a wrong one', async () => {
    await addOperator(app, 'kod-soran', 'finance', 'Operator1');
    const first = await login('kod-soran', 'Operator1');
    expect(first.json()).toMatchObject({ result: false, debug: 'operator_totp_required' });
    expect(first.cookies.some((c) => c.name === 'lale_op')).toBe(false);
    const wrong = await login('kod-soran', 'Operator1', '000000');
    expect(wrong.json()).toMatchObject({ result: false, debug: 'wrong_code' });
    expect(wrong.cookies.some((c) => c.name === 'lale_op')).toBe(false);
    const right = await login('kod-soran', 'Operator1', operatorCode(TEST_TOTP_SECRET, app.now()));
    expect(right.json()).toMatchObject({ result: true, data: { role: 'finance' } });
  });

  it('enrols at the first sign-in: the secret and QR come back, a code of it signs in, and the next sign-in asks again', async () => {
    await addOperator(app, 'yeni-operator', 'support', 'Operator1', { totpSecret: null });
    const first = await login('yeni-operator', 'Operator1');
    const body = first.json();
    expect(body).toMatchObject({ result: false, debug: 'operator_totp_enrolment' });
    expect(body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(body.data.otpauthUrl).toContain('yeni-operator');
    // Reloading the sign-in shows the same secret until it is enrolled.
    expect((await login('yeni-operator', 'Operator1')).json().data.secret).toBe(body.data.secret);
    const code = TOTP.generate({
      secret: Secret.fromBase32(body.data.secret),
      timestamp: app.now().getTime(),
    });
    expect((await login('yeni-operator', 'Operator1', code)).json()).toMatchObject({
      result: true,
    });
    expect((await login('yeni-operator', 'Operator1')).json()).toMatchObject({
      debug: 'operator_totp_required',
    });
  });

  it('rate-limits wrong codes by name: after five, even the right code waits', async () => {
    await addOperator(app, 'tahminci', 'risk', 'Operator1');
    for (let i = 0; i < 5; i += 1)
      expect((await login('tahminci', 'Operator1', '000000')).json().debug).toBe('wrong_code');
    const blocked = await login('tahminci', 'Operator1', operatorCode(TEST_TOTP_SECRET, app.now()));
    expect(blocked.json()).toMatchObject({ result: false, debug: 'rate_limited' });
  });

  it('keeps an operator with an address list to its addresses, at sign-in and on every call', async () => {
    const id = await addOperator(app, 'ofisten', 'risk', 'Operator1', {
      ipAllowList: ['203.0.113.0/24'],
    });
    const code = () => operatorCode(TEST_TOTP_SECRET, app.now());
    const outside = await login('ofisten', 'Operator1', code(), '198.51.100.7');
    expect(outside.json()).toMatchObject({ result: false, debug: 'operator_address_refused' });
    const inside = await login('ofisten', 'Operator1', code(), '203.0.113.9');
    expect(inside.json()).toMatchObject({ result: true });
    const cookie = inside.cookies.find((c) => c.name === 'lale_op')!.value;
    const me = (remoteAddress: string) =>
      app.server.inject({
        method: 'GET',
        url: '/backoffice/api/v1/me',
        headers: { panel: 'backoffice' },
        cookies: { lale_op: cookie },
        remoteAddress,
      });
    expect((await me('203.0.113.50')).json()).toMatchObject({ result: true });
    expect((await me('192.0.2.1')).json()).toMatchObject({ debug: 'operator_address_refused' });
    const audit = await admin.get(`/audit?operatorId=${id}&action=access.`);
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'access.address_refused',
      result: 'failure',
      ip: '192.0.2.1',
    });
  });
});

describe('roles and permissions', () => {
  it('GET /me lists what the role may do', async () => {
    expect((await admin.get('/me')).body.data.permissions).toEqual([...PERMISSIONS]);
    await addOperator(app, 'icerik', 'content', 'Operator1');
    const content = await operatorClient(app, 'icerik', 'Operator1');
    expect((await content.get('/me')).body.data.permissions).toEqual([
      'content.edit',
      'catalogue.edit',
      'bonus.manage',
    ]);
  });

  it("refuses a player's session and an operator without the permission on every route of these screens", async () => {
    await addOperator(app, 'destekci', 'support', 'Operator1');
    const support = await operatorClient(app, 'destekci', 'Operator1');
    const reads = ['/operators', '/audit', '/sportsbook/margins'];
    const writes: [string, unknown][] = [
      ['/operators/create', { username: 'kotu_niyet', role: 'admin' }],
      ['/operators/role', { operatorId: 1, role: 'support' }],
      ['/operators/disable', { operatorId: 1 }],
      ['/operators/reset-totp', { operatorId: 1 }],
      ['/operators/ip-allow-list', { operatorId: 1, ipAllowList: [] }],
      ['/decide', { requestId: 1, decision: 'confirm' }],
      ['/decide/bulk', { requestIds: [1], decision: 'confirm' }],
      ['/second-approval', { requestId: 1, approve: true }],
      ['/finance/settings', { secondApprovalAbove: 1 }],
      ['/audit/verify', {}],
    ];
    for (const path of reads)
      expect((await support.get(path)).body, path).toMatchObject({ result: false, code: 403 });
    for (const [path, body] of writes) {
      expect((await support.post(path, body)).body, path).toMatchObject({ result: false });
      const asPlayer = await backofficePost(app, path, body, {
        lale_op: Object.values(player.cookies)[0]!,
      });
      expect(asPlayer.json(), path).toMatchObject({ result: false, code: 401 });
    }
    // Support reads the finance queue (finance.view) but cannot decide.
    expect((await support.get('/requests')).body.result).toBe(true);
  });

  it('refuses hostile input and changes nothing', async () => {
    const before = (await admin.get('/operators')).body.data.items.length;
    for (const body of [
      { username: "x'; drop table operators;--", role: 'admin' },
      { username: 'ok_name', role: 'superuser' },
      { username: 'ok_name', role: 'admin', ipAllowList: ['10.0.0.0/99'] },
      { username: 'a'.repeat(200), role: 'admin' },
    ])
      expect((await admin.post('/operators/create', body)).body.result).toBe(false);
    expect((await admin.get('/audit?from=yesterday')).body.result).toBe(false);
    expect((await admin.get('/operators')).body.data.items.length).toBe(before);
  });
});

describe('the operators screen', () => {
  it('creates an operator with a temporary password, who enrols at the first sign-in; changes its role, resets its authenticator and disables it, each audited', async () => {
    const created = await admin.post('/operators/create', {
      username: 'kasa_ayse',
      role: 'finance',
      ipAllowList: [],
    });
    expect(created.body).toMatchObject({
      result: true,
      data: { operator: { username: 'kasa_ayse', role: 'finance', totpEnrolled: false } },
    });
    const { operator, temporaryPassword } = created.body.data;
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{14}$/);
    const enrol = await login('kasa_ayse', temporaryPassword);
    expect(enrol.json()).toMatchObject({ debug: 'operator_totp_enrolment' });
    const secret = enrol.json().data.secret as string;
    const signed = await operatorClient(app, 'kasa_ayse', temporaryPassword, secret);
    expect((await signed.get('/me')).body.data.role).toBe('finance');

    expect(
      (await admin.post('/operators/role', { operatorId: operator.id, role: 'risk' })).body,
    ).toMatchObject({ result: true, data: { role: 'risk' } });
    // A role change ends the sessions opened under the old role.
    expect((await signed.get('/me')).body).toMatchObject({ result: false, code: 401 });
    expect(
      (await admin.post('/operators/reset-totp', { operatorId: operator.id })).body.data,
    ).toMatchObject({ totpEnrolled: false });
    expect(
      (await admin.post('/operators/disable', { operatorId: operator.id })).body.data,
    ).toMatchObject({ status: 'inactive' });
    expect((await login('kasa_ayse', temporaryPassword)).json().debug).toBe(
      'operator_login_failed',
    );
    const me = (await admin.get('/me')).body.data;
    expect((await admin.post('/operators/disable', { operatorId: me.id })).body).toMatchObject({
      result: false,
      debug: 'operator_self_change',
    });

    const audit = (await admin.get('/audit?action=operators.&limit=20')).body.data.items as {
      action: string;
      result: string;
      detail: { input: Record<string, unknown> };
    }[];
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'operators.create',
        'operators.set_role',
        'operators.reset_totp',
        'operators.disable',
      ]),
    );
    // The temporary password is told once, never kept in the audit.
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });
});
