import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.ts';
import {
  MINUTE,
  TestClock,
  loginAs,
  registerPlayer,
  sessionCookieOf,
  startChallengedLogin,
  withSession,
  type Player,
} from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const clock = new TestClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

const startLogin = (player: Player) => startChallengedLogin(app, player);

describe('SMS codes and two_auth_type', () => {
  let player: Player;
  let sid: string;
  const latestCode = async () => {
    const sms = (await (await app.server.inject({ url: '/dev/outbox.json' })).json()) as {
      channel: string;
      recipient: string;
      body: string;
    }[];
    return sms
      .find((item) => item.channel === 'sms' && item.recipient === player.phone)!
      .body.match(/\d{6}/)![0];
  };

  beforeAll(async () => {
    player = await registerPlayer(app);
    sid = await loginAs(app, player);
  });

  it('switching to SMS needs a code texted to the phone', async () => {
    expect(
      (await app.call('user', 'two_auth_type', { mode: 'get' }, withSession(sid))).body,
    ).toMatchObject({ data: { type: 'none' } });
    const sent = await app.call('user', 'sms_send', { Lang: 'en' }, withSession(sid));
    expect(sent.body).toMatchObject({
      result: true,
      message: 'A verification code has been sent to your phone',
      data: { sentTo: expect.stringMatching(/^\+90\*+\d\d$/) },
    });
    const code = await latestCode();
    expect(
      (await app.call('user', 'two_auth_type', { mode: 'set', type: 'sms' }, withSession(sid)))
        .body,
    ).toMatchObject({ data: { fields: { code: expect.any(String) } } });
    expect(
      (
        await app.call(
          'user',
          'two_auth_type',
          { mode: 'set', type: 'sms', code: code === '000000' ? '000001' : '000000' },
          withSession(sid),
        )
      ).body,
    ).toMatchObject({ debug: 'wrong_code' });
    const set = await app.call(
      'user',
      'two_auth_type',
      { mode: 'set', type: 'sms', code, Lang: 'en' },
      withSession(sid),
    );
    expect(set.body).toMatchObject({
      result: true,
      data: { type: 'sms' },
      message: 'Your two-step verification setting has been updated',
    });
    expect(
      (
        await app.call(
          'user',
          'two_auth_type',
          { mode: 'set', type: 'sms', code },
          withSession(sid),
        )
      ).body,
    ).toMatchObject({ debug: 'wrong_code' });
  });

  it('turning GA on without an enrolled key is refused', async () => {
    const { body } = await app.call(
      'user',
      'two_auth_type',
      { mode: 'set', type: 'ga', code: '123456' },
      withSession(sid),
    );
    expect(body).toMatchObject({ result: false, debug: 'ga_not_generated' });
  });

  it('login with SMS texts a code for the challenge; sms_validate opens the session', async () => {
    clock.advance(MINUTE + 1);
    const pending = await startLogin(player);
    expect(pending.twoFactor).toBe('sms');
    const code = await latestCode();
    const { body, response } = await app.call('user', 'sms_validate', {
      code,
      challenge: pending.challenge!,
    });
    expect(body).toMatchObject({ result: true, data: { uid: player.uid } });
    sid = sessionCookieOf(response)!.value;
  });

  it('a resend is spaced a minute apart and replaces the earlier code', async () => {
    clock.advance(MINUTE + 1);
    const pending = await startLogin(player);
    const first = await latestCode();
    const tooSoon = await app.call('user', 'sms_send', { challenge: pending.challenge! });
    expect(tooSoon.status).toBe(429);
    clock.advance(MINUTE + 1);
    expect(
      (await app.call('user', 'sms_send', { challenge: pending.challenge! })).body.result,
    ).toBe(true);
    const second = await latestCode();
    if (first !== second)
      expect(
        (await app.call('user', 'sms_validate', { code: first, challenge: pending.challenge! }))
          .body,
      ).toMatchObject({ debug: 'wrong_code' });
    expect(
      (await app.call('user', 'sms_validate', { code: second, challenge: pending.challenge! })).body
        .result,
    ).toBe(true);
  });

  it('switching off needs the current password', async () => {
    const set = (extra: object) =>
      app.call(
        'user',
        'two_auth_type',
        { mode: 'set', type: 'none', Lang: 'en', ...extra },
        withSession(sid),
      );
    expect((await set({})).body).toMatchObject({
      data: { fields: { current_password: 'Required field' } },
    });
    expect((await set({ current_password: 'Wrong-123' })).body).toMatchObject({
      debug: 'current_password_incorrect',
      message: 'Your current password is incorrect',
    });
    expect((await set({ current_password: player.password })).body).toMatchObject({
      result: true,
      data: { type: 'none' },
    });
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, player.uid));
    expect(audit.filter((row) => row.event === 'two_factor_type').length).toBe(2);
  });

  it('sms_validate with a session checks a code texted by sms_send', async () => {
    clock.advance(MINUTE + 1);
    await app.call('user', 'sms_send', {}, withSession(sid));
    const code = await latestCode();
    expect((await app.call('user', 'sms_validate', { code }, withSession(sid))).body).toMatchObject(
      { result: true },
    );
    expect((await app.call('user', 'sms_validate', { code }, withSession(sid))).body).toMatchObject(
      { debug: 'wrong_code' },
    );
  });
});
