import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { authenticatorCode } from '../../../../test/support/rfc6238.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const clock = new TestClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

const STEP = 30_000;
const startLogin = (player: Player) => startChallengedLogin(app, player);

describe('Google Authenticator', () => {
  let player: Player;
  let secret: string;

  beforeAll(async () => {
    player = await registerPlayer(app);
  });

  it('enrols: a pending secret is shown once, and a code of it turns GA on', async () => {
    const sid = await loginAs(app, player);
    const generated = await app.call('user', 'user_generate_ga', {}, withSession(sid));
    if (!generated.body.result) throw new Error(JSON.stringify(generated.body));
    secret = generated.body.data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(generated.body.data.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Lale');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(generated.body.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await app.call('user', 'check_user_ga', {}, withSession(sid))).body).toMatchObject({
      data: { enabled: false },
    });

    const wrong = await app.call(
      'user',
      'check_ga',
      { ga_code: '000000', Lang: 'en' },
      withSession(sid),
    );
    expect(wrong.body).toMatchObject({
      result: false,
      debug: 'wrong_code',
      message: 'The code you entered is incorrect',
    });
    const code = authenticatorCode(secret, clock.ms);
    const right = await app.call(
      'user',
      'check_ga',
      { ga_code: code, Lang: 'en' },
      withSession(sid),
    );
    expect(right.body).toMatchObject({
      result: true,
      message: 'Google Authenticator is on',
      data: null,
    });
    expect((await app.call('user', 'check_user_ga', {}, withSession(sid))).body).toMatchObject({
      data: { enabled: true },
    });
    const profile = await app.call('user', 'get_user_profile', {}, withSession(sid));
    expect(profile.body).toMatchObject({ data: { twoFactor: 'ga' } });
    expect(profile.response.body).not.toContain(secret);
  });

  it('login then needs the code: a challenge, no session, until check_ga passes', async () => {
    const pending = await startLogin(player);
    expect(pending).toMatchObject({
      twoFactor: 'ga',
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      firstname: null,
      lastname: null,
    });
    expect(JSON.stringify(pending)).not.toContain(secret);
    // The enrolment used this time step: the same code is refused (accepted once).
    const replay = await app.call('user', 'check_ga', {
      ga_code: authenticatorCode(secret, clock.ms),
      challenge: pending.challenge!,
    });
    expect(replay.body).toMatchObject({ result: false, debug: 'wrong_code' });
    clock.advance(STEP);
    const { body, response } = await app.call('user', 'check_ga', {
      ga_code: authenticatorCode(secret, clock.ms),
      challenge: pending.challenge!,
      Lang: 'en',
    });
    expect(body).toMatchObject({
      result: true,
      message: 'Logged in',
      data: { uid: player.uid, username: player.username, firstname: 'Ayşe', lastname: 'Yılmaz' },
    });
    expect(response.body).not.toContain(secret);
    const sid = sessionCookieOf(response)!.value;
    expect((await app.call('system', 'ping', {}, withSession(sid))).body.result).toBe(true);
    const again = await app.call('user', 'check_ga', {
      ga_code: authenticatorCode(secret, clock.ms + STEP),
      challenge: pending.challenge!,
    });
    expect(again.body).toMatchObject({ result: false, debug: 'login_challenge_expired' });
  });

  it('accepts a code of the previous step once, not one of two steps back', async () => {
    clock.advance(4 * STEP);
    let pending = await startLogin(player);
    const old = await app.call('user', 'check_ga', {
      ga_code: authenticatorCode(secret, clock.ms - 2 * STEP),
      challenge: pending.challenge!,
    });
    expect(old.body).toMatchObject({ debug: 'wrong_code' });
    const previous = authenticatorCode(secret, clock.ms - STEP);
    expect(
      (await app.call('user', 'check_ga', { ga_code: previous, challenge: pending.challenge! }))
        .body.result,
    ).toBe(true);
    pending = await startLogin(player);
    expect(
      (await app.call('user', 'check_ga', { ga_code: previous, challenge: pending.challenge! }))
        .body,
    ).toMatchObject({ debug: 'wrong_code' });
  });

  it('lets a challenge lapse after five minutes', async () => {
    clock.advance(15 * MINUTE);
    const pending = await startLogin(player);
    clock.advance(5 * MINUTE + 1);
    const late = await app.call('user', 'check_ga', {
      ga_code: authenticatorCode(secret, clock.ms),
      challenge: pending.challenge!,
      Lang: 'en',
    });
    expect(late.body).toMatchObject({ result: false, debug: 'login_challenge_expired' });
  });
});
