import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorLogin } from '../operator-sessions.ts';
import {
  protectionFrom,
  testDataKeys,
} from '../../../platform/field-encryption/data-protection.ts';
import { PasswordHasher, TEST_ONLY_ARGON2 } from '../../../platform/password-hasher.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  addOperator,
  operatorClient,
  operatorCode,
  TEST_TOTP_SECRET,
  type OperatorClient,
} from '../../../../test/support/backoffice-client.ts';

/** Not the demo admin's published secret: codes of this one work once. */
const OWN_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const STEP_MS = 30_000;

let app: TestApp;
let admin: OperatorClient;
beforeAll(async () => {
  app = await createTestApp();
  admin = await operatorClient(app);
});
afterAll(() => app.close());

const login = (username: string, password: string, code?: string, lang = 'en') =>
  app.server.inject({
    method: 'POST',
    url: `/backoffice/api/v1/login?Lang=${lang}`,
    headers: { panel: 'backoffice', 'content-type': 'application/json' },
    payload: JSON.stringify(code ? { username, password, code } : { username, password }),
  });

const cookieOf = (response: Awaited<ReturnType<typeof login>>) =>
  response.cookies.find((c) => c.name === 'lale_op')?.value;

describe('an authenticator code works once', () => {
  it('refuses the same code again, and a code of an earlier step, with a message saying so', async () => {
    await addOperator(app, 'tek-kod', 'finance', 'Operator1', { totpSecret: OWN_SECRET });
    const code = operatorCode(OWN_SECRET, app.now());
    expect((await login('tek-kod', 'Operator1', code)).json()).toMatchObject({ result: true });
    const replay = await login('tek-kod', 'Operator1', code);
    expect(replay.json()).toMatchObject({
      result: false,
      debug: 'operator_code_used',
      message: 'This code has already been used: wait for the next code in your authenticator app',
    });
    expect(cookieOf(replay)).toBeUndefined();
    const turkish = await login('tek-kod', 'Operator1', code, 'tr');
    expect(turkish.json().message).toBe(
      'Bu kod zaten kullanıldı: doğrulama uygulamanızda yeni kodu bekleyin',
    );
    const earlier = operatorCode(OWN_SECRET, new Date(app.now().getTime() - STEP_MS));
    expect((await login('tek-kod', 'Operator1', earlier)).json().debug).toBe('operator_code_used');
    // The next step's code (within the window) is still good once.
    const next = operatorCode(OWN_SECRET, new Date(app.now().getTime() + STEP_MS));
    expect((await login('tek-kod', 'Operator1', next)).json()).toMatchObject({ result: true });
    const audit = (await admin.get('/audit?action=login&limit=10')).body.data.items as {
      result: string;
      detail: { username?: string; reason?: string } | null;
    }[];
    expect(
      audit.filter((row) => row.detail?.username === 'tek-kod' && row.result === 'failure'),
    ).toHaveLength(3);
  });

  it('lets only one of two sign-ins sent at once with the same code through', async () => {
    await addOperator(app, 'ayni-anda', 'risk', 'Operator1', { totpSecret: OWN_SECRET });
    const code = operatorCode(OWN_SECRET, app.now());
    const replies = await Promise.all([
      login('ayni-anda', 'Operator1', code),
      login('ayni-anda', 'Operator1', code),
      login('ayni-anda', 'Operator1', code),
    ]);
    const bodies = replies.map((reply) => reply.json());
    expect(bodies.filter((body) => body.result === true)).toHaveLength(1);
    expect(bodies.filter((body) => body.debug === 'operator_code_used')).toHaveLength(2);
    expect(replies.filter((reply) => cookieOf(reply) !== undefined)).toHaveLength(1);
  });

  it("keeps only the demo admin's published secret reusable, and only where it is allowed (never in production)", async () => {
    await addOperator(app, 'demo-gibi', 'risk', 'Operator1');
    const deps = {
      hasher: new PasswordHasher(TEST_ONLY_ARGON2),
      cipher: protectionFrom(testDataKeys()).cipher,
    };
    const input = {
      username: 'demo-gibi',
      password: 'Operator1',
      code: operatorCode(TEST_TOTP_SECRET, app.now()),
      ip: '127.0.0.1',
      userAgent: 'test',
    };
    const asOutsideProduction = { ...deps, reusableTotpSecret: TEST_TOTP_SECRET };
    for (let i = 0; i < 2; i += 1)
      expect(
        (await operatorLogin(app.database.db, asOutsideProduction, input, app.now())).kind,
      ).toBe('signed_in');
    // Production passes no reusable secret: the same secret's code works once.
    expect((await operatorLogin(app.database.db, deps, input, app.now())).kind).toBe('signed_in');
    expect((await operatorLogin(app.database.db, deps, input, app.now())).kind).toBe('code_used');
  });

  it('counts the code that enrols an authenticator as used', async () => {
    await addOperator(app, 'kurulum', 'support', 'Operator1', { totpSecret: null });
    const secret = (await login('kurulum', 'Operator1')).json().data.secret as string;
    const code = operatorCode(secret, app.now());
    expect((await login('kurulum', 'Operator1', code)).json()).toMatchObject({ result: true });
    expect((await login('kurulum', 'Operator1', code)).json().debug).toBe('operator_code_used');
  });
});

describe('a password handed out by another operator', () => {
  it('must be replaced, by the players’ rules, before any other call is answered', async () => {
    const created = await admin.post('/operators/create', {
      username: 'yeni_kasa',
      role: 'finance',
      ipAllowList: [],
    });
    const { temporaryPassword } = created.body.data as { temporaryPassword: string };
    const secret = (await login('yeni_kasa', temporaryPassword)).json().data.secret as string;
    const first = await login('yeni_kasa', temporaryPassword, operatorCode(secret, app.now()));
    expect(first.json()).toMatchObject({ result: true, data: { mustChangePassword: true } });
    const cookies = { lale_op: cookieOf(first)! };
    const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      app.server
        .inject({
          method,
          url: `/backoffice/api/v1${path}?Lang=en`,
          headers: { panel: 'backoffice', 'content-type': 'application/json' },
          cookies,
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        })
        .then((reply) => reply.json());

    for (const path of ['/requests', '/finance/settings', '/reports/revenue'])
      expect(await call('GET', path), path).toMatchObject({
        result: false,
        debug: 'operator_password_change_required',
        message: 'Change the temporary password you were given before going on',
      });
    expect(await call('POST', '/decide', { requestId: 1, decision: 'confirm' })).toMatchObject({
      debug: 'operator_password_change_required',
    });
    expect(await call('GET', '/me')).toMatchObject({ data: { mustChangePassword: true } });

    const weak = await call('POST', '/password', {
      currentPassword: temporaryPassword,
      newPassword: 'kasa',
    });
    expect(weak).toMatchObject({
      result: false,
      debug: 'password_min_length',
      data: { fields: { newPassword: 'Password must be at least 6 characters' } },
    });
    expect(
      (
        await call('POST', '/password', {
          currentPassword: temporaryPassword,
          newPassword: 'kasa2026',
        })
      ).debug,
    ).toBe('password_uppercase');
    expect(
      await call('POST', '/password', { currentPassword: 'Yanlis123', newPassword: 'Kasa2026x' }),
    ).toMatchObject({ result: false, debug: 'current_password_incorrect' });
    expect(
      await call('POST', '/password', {
        currentPassword: temporaryPassword,
        newPassword: temporaryPassword,
      }),
    ).toMatchObject({ result: false, debug: 'operator_password_unchanged' });
    expect((await call('GET', '/requests')).debug).toBe('operator_password_change_required');

    const done = await call('POST', '/password', {
      currentPassword: temporaryPassword,
      newPassword: 'Kasa2026x',
    });
    expect(done).toMatchObject({ result: true, data: { mustChangePassword: false } });
    expect((await call('GET', '/requests')).result).toBe(true);
    // The temporary password no longer opens the account; the new one does.
    const next = new Date(app.now().getTime() + STEP_MS);
    expect(
      (await login('yeni_kasa', temporaryPassword, operatorCode(secret, next))).json(),
    ).toMatchObject({ debug: 'operator_login_failed' });
    expect(
      (await login('yeni_kasa', 'Kasa2026x', operatorCode(secret, next))).json(),
    ).toMatchObject({ result: true, data: { mustChangePassword: false } });
    const audit = JSON.stringify((await admin.get('/audit?action=operators.change_password')).body);
    expect(audit).toContain('operators.change_password');
    expect(audit).not.toContain('Kasa2026x');
    expect(audit).not.toContain(temporaryPassword);
  });

  it('is required again after an admin resets the password', async () => {
    const id = await addOperator(app, 'unutkan', 'content', 'Operator1');
    const reset = await admin.post('/operators/reset-password', { operatorId: id });
    const { temporaryPassword } = reset.body.data as { temporaryPassword: string };
    const client = await operatorClient(app, 'unutkan', temporaryPassword);
    expect((await client.get('/me')).body.data.mustChangePassword).toBe(true);
    expect((await client.get('/cms/sliders')).body.debug).toBe('operator_password_change_required');
  });
});

describe('the address allow-list', () => {
  it('checks each entry, keeps a bare address as a block of one, and refuses a list that locks its editor out', async () => {
    const me = (await admin.get('/me')).body.data as { id: number };
    const other = await addOperator(app, 'liste', 'risk', 'Operator1');
    for (const bad of ['203.0.113.999/24', '10.0.0.0/33', 'localhost', '2001:db8::/129'])
      expect(
        (await admin.post('/operators/ip-allow-list', { operatorId: other, ipAllowList: [bad] }))
          .body,
        bad,
      ).toMatchObject({
        result: false,
        debug: 'operator_cidr_invalid',
      });
    const saved = await admin.post('/operators/ip-allow-list', {
      operatorId: other,
      ipAllowList: ['198.51.100.7', '2001:DB8::/32'],
    });
    expect(saved.body.data.ipAllowList).toEqual(['198.51.100.7/32', '2001:db8::/32']);

    // Inject calls come from 127.0.0.1: a list without it would end the admin's own access.
    const lockout = await admin.post('/operators/ip-allow-list?Lang=en', {
      operatorId: me.id,
      ipAllowList: ['203.0.113.0/24'],
    });
    expect(lockout.body).toMatchObject({
      result: false,
      debug: 'operator_allow_list_locks_out',
      message: expect.stringContaining('127.0.0.1'),
    });
    expect((await admin.get('/me')).body.result).toBe(true);
    const own = await admin.post('/operators/ip-allow-list', {
      operatorId: me.id,
      ipAllowList: ['127.0.0.0/8'],
    });
    expect(own.body.data.ipAllowList).toEqual(['127.0.0.0/8']);
    await admin.post('/operators/ip-allow-list', { operatorId: me.id, ipAllowList: [] });
  });
});

describe('the second-approval limit', () => {
  it('takes a whole number of kuruş within bounds and writes each change to the audit', async () => {
    for (const bad of [-1, 12.5, 10_000_000_001, '5000'])
      expect(
        (await admin.post('/finance/settings?Lang=en', { secondApprovalAbove: bad })).body,
        String(bad),
      ).toMatchObject({
        result: false,
      });
    expect((await admin.get('/finance/settings')).body.data.secondApprovalAbove).toBe(1_000_000);
    const set = await admin.post('/finance/settings', { secondApprovalAbove: 2_500_000 });
    expect(set.body).toMatchObject({ result: true, data: { secondApprovalAbove: 2_500_000 } });
    expect((await admin.get('/finance/settings')).body.data.secondApprovalAbove).toBe(2_500_000);
    const audit = (await admin.get('/audit?action=finance.set_second_approval_limit')).body.data
      .items as { result: string; detail: { input: { secondApprovalAbove: unknown } } }[];
    expect(audit[0]).toMatchObject({
      result: 'success',
      detail: { input: { secondApprovalAbove: 2_500_000 } },
    });
    expect(audit.filter((row) => row.result === 'failure')).toHaveLength(0);
  });
});
