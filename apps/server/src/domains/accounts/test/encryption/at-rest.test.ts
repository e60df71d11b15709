import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MINUTE,
  TestClock,
  loginAs,
  registerPlayer,
  sessionCookieOf,
  startChallengedLogin,
  withSession,
  newRegistration,
  someAddress,
} from '../../../../../test/support/accounts.ts';
import { authenticatorCode } from '../../../../../test/support/rfc6238.ts';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app.ts';
import { storedColumns, tablesContaining } from './database-scan.ts';

const clock = new TestClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

describe('identity numbers and TOTP secrets at rest', () => {
  it('registration stores the identity number sealed and indexed, nowhere in plaintext', async () => {
    const player = await registerPlayer(app);
    const stored = await storedColumns(app.database, player.uid);
    expect(stored.identity_number).toMatch(/^enc:v1:test:/);
    expect(stored.identity_number_index).toMatch(/^[0-9a-f]{64}$/);
    expect(await tablesContaining(app.database, player.identityNumber)).toEqual([]);
  });

  it('GA setup stores the pending and the enrolled secret sealed, and login with a code works', async () => {
    const player = await registerPlayer(app);
    const sid = await loginAs(app, player);
    const generated = await app.call('user', 'user_generate_ga', {}, withSession(sid));
    if (!generated.body.result) throw new Error(JSON.stringify(generated.body));
    const secret = generated.body.data.secret;
    const pending = await storedColumns(app.database, player.uid);
    expect(pending.ga_pending_secret).toMatch(/^enc:v1:test:/);
    expect(await tablesContaining(app.database, secret)).toEqual([]);

    const confirm = await app.call(
      'user',
      'check_ga',
      { ga_code: authenticatorCode(secret, clock.ms) },
      withSession(sid),
    );
    expect(confirm.body.result).toBe(true);
    const enrolled = await storedColumns(app.database, player.uid);
    expect(enrolled.ga_secret).toMatch(/^enc:v1:test:/);
    expect(enrolled.ga_pending_secret).toBeNull();
    expect(await tablesContaining(app.database, secret)).toEqual([]);

    clock.advance(MINUTE);
    const { challenge } = await startChallengedLogin(app, player);
    const login = await app.call('user', 'check_ga', {
      challenge: challenge!,
      ga_code: authenticatorCode(secret, clock.ms),
    });
    expect(login.body).toMatchObject({ result: true, message: 'Giriş yapıldı' });
    expect(sessionCookieOf(login.response)).toBeDefined();
  });

  it('keeps identity numbers unique through the blind index', async () => {
    const first = await registerPlayer(app);
    const again = await app.call(
      'user',
      'register',
      { ...newRegistration({ identity_number: first.identityNumber }), Lang: 'en' },
      { remoteAddress: someAddress() },
    );
    expect(again.body).toMatchObject({
      result: false,
      code: 409,
      data: { fields: { identity_number: 'An account with this identity number already exists' } },
    });
  });

  it('answers "identity number taken" when two registrations race past the check', async () => {
    const form = newRegistration();
    const twin = newRegistration({ identity_number: form.identity_number });
    const [a, b] = await Promise.all([
      app.call('user', 'register', { ...form, Lang: 'en' }, { remoteAddress: someAddress() }),
      app.call('user', 'register', { ...twin, Lang: 'en' }, { remoteAddress: someAddress() }),
    ]);
    const results = [a.body, b.body];
    expect(results.filter((body) => body.result)).toHaveLength(1);
    expect(results.find((body) => !body.result)).toMatchObject({
      code: 409,
      data: { fields: { identity_number: 'An account with this identity number already exists' } },
    });
  });
});

describe('the log', () => {
  it('carries no identity number or TOTP secret, even at trace level', async () => {
    const lines: string[] = [];
    const traced = await createTestApp({
      now: clock.now,
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const player = await registerPlayer(traced);
      const sid = await loginAs(traced, player);
      const secret = (await traced.call('user', 'user_generate_ga', {}, withSession(sid))).body;
      if (!secret.result) throw new Error(JSON.stringify(secret));
      await traced.call('user', 'check_ga', { ga_code: '000000' }, withSession(sid));
      await traced.call('user', 'export_personal_data', {}, withSession(sid));
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(1000);
      expect(log).not.toContain(player.identityNumber);
      expect(log).not.toContain(secret.data.secret);
    } finally {
      await traced.close();
    }
  });
});
