import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import {
  addOperator,
  operatorClient,
  operatorCode,
  TEST_TOTP_SECRET,
} from '../../../../test/support/backoffice-client.ts';

const SLOWED = { result: false, code: 429, debug: 'rate_limited' };
const FAILED = { result: false, debug: 'operator_login_failed' };
const OFFICE = '203.0.113.10';

/**
 * Issue 41: back-office sign-in is slowed, never locked, on the players' model: failures grow
 * the wait per name and per address, the operator's known device keeps its own allowance, and
 * an admin can lift a name's slowdown (audited).
 */
describe('operator sign-in throttling', () => {
  const clock = new TestClock(Date.now());
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  const login = (
    username: string,
    password: string,
    from: { ip: string; device?: string | undefined },
  ) => {
    // A right password comes with a fresh authenticator step (a code is accepted once).
    if (password === 'Operator1') clock.advance(31_000);
    return app.server.inject({
      method: 'POST',
      url: '/backoffice/api/v1/login',
      headers: { panel: 'backoffice', 'content-type': 'application/json' },
      payload: { username, password, code: operatorCode(TEST_TOTP_SECRET, app.now()) },
      remoteAddress: from.ip,
      cookies: from.device ? { lale_opdev: from.device } : {},
    });
  };
  /** Failures from ever new addresses, each after the wait asked, until the wait passes two minutes. */
  async function slowDown(username: string, firstAddress: number) {
    for (let address = firstAddress; ; address++) {
      const reply = await login(username, 'wrong', { ip: `198.51.100.${address}` });
      if (reply.json().code !== 429) {
        expect(reply.json()).toMatchObject(FAILED);
        continue;
      }
      const wait = Number(reply.headers['retry-after']);
      if (wait >= 120) return;
      clock.advance(wait * 1000);
    }
  }
  const deviceOf = (reply: Awaited<ReturnType<typeof login>>) =>
    reply.cookies.find((c) => c.name === 'lale_opdev')?.value;

  it("an attacker's failures slow the name for unknown devices, with growing waits; the known device signs in", async () => {
    await addOperator(app, 'finans_ofis', 'finance', 'Operator1');
    const first = await login('finans_ofis', 'Operator1', { ip: OFFICE });
    expect(first.json()).toMatchObject({ result: true });
    const device = deviceOf(first);
    expect(device).toBeTruthy();

    const attacker = (n: number) => ({ ip: `198.51.100.${n}` });
    for (let i = 0; i < 5; i++)
      expect((await login('finans_ofis', 'wrong', attacker(i))).json()).toMatchObject(FAILED);
    const slowed = await login('finans_ofis', 'wrong', attacker(10));
    expect(slowed.json()).toMatchObject(SLOWED);
    expect(slowed.statusCode).toBe(429);
    const firstWait = Number(slowed.headers['retry-after']);
    clock.advance(firstWait * 1000);
    expect((await login('finans_ofis', 'wrong', attacker(11))).json()).toMatchObject(FAILED);
    const longer = await login('finans_ofis', 'wrong', attacker(12));
    expect(longer.json()).toMatchObject(SLOWED);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(firstWait);

    await slowDown('finans_ofis', 20);
    // The operator's own browser is not slowed by any of it; a new browser is.
    expect((await login('finans_ofis', 'Operator1', { ip: OFFICE, device })).json()).toMatchObject({
      result: true,
    });
    expect((await login('finans_ofis', 'Operator1', { ip: OFFICE })).json()).toMatchObject(SLOWED);
  });

  it('one address failing across many names is slowed', async () => {
    const ip = '192.0.2.77';
    let reply = await login('yok_0', 'wrong', { ip });
    for (let i = 1; i < 40 && reply.json().code !== 429; i++)
      reply = await login(`yok_${i}`, 'wrong', { ip });
    expect(reply.json()).toMatchObject(SLOWED);
  });

  it("an admin lifts a name's slowdown, audited; the operator then signs in from a new browser", async () => {
    const id = await addOperator(app, 'destek_ofis', 'support', 'Operator1');
    await slowDown('destek_ofis', 100);
    expect((await login('destek_ofis', 'Operator1', { ip: OFFICE })).json()).toMatchObject(SLOWED);
    const admin = await operatorClient(app);
    const support = await addOperator(app, 'destek_iki', 'support', 'Operator1');
    const notAdmin = await operatorClient(app, 'destek_iki', 'Operator1');
    expect((await notAdmin.post('/operators/unlock', { operatorId: id })).body).toMatchObject({
      result: false,
      code: 403,
    });
    for (const Lang of ['tr', 'en']) {
      const lifted = await admin.post(`/operators/unlock?Lang=${Lang}`, { operatorId: id });
      expect(lifted.body).toMatchObject({ result: true });
    }
    expect((await login('destek_ofis', 'Operator1', { ip: OFFICE })).json()).toMatchObject({
      result: true,
    });
    const audit = await admin.get(`/audit?action=operators.unlock`);
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'operators.unlock',
      result: 'success',
    });
    expect(support).toBeGreaterThan(0);
  });
});
