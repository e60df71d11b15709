import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../../db/schema.ts';
import {
  TestClock,
  loginAs,
  registerPlayer,
  sessionCookieOf,
  withSession,
  type Player,
} from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const clock = new TestClock();
let app: TestApp;
let player: Player;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  player = await registerPlayer(app);
});
afterAll(() => app.close());

const ping = (sid: string) => app.call('system', 'ping', { Lang: 'en' }, withSession(sid));

describe('user login', () => {
  it('answers LoginData and sets the session only as an HttpOnly, SameSite cookie', async () => {
    const { body, response } = await app.call('user', 'login', {
      username: player.username,
      password: player.password,
      Lang: 'en',
    });
    expect(body).toMatchObject({
      result: true,
      message: 'Logged in',
      data: {
        uid: player.uid,
        uip: '127.0.0.1',
        gtm: expect.any(String),
        language: 'en',
        username: player.username,
        // The header shows the player's initials at once, before the profile loads.
        firstname: 'Ayşe',
        lastname: 'Yılmaz',
        lastlogin: null,
        rid: 1,
        twoFactor: null,
        challenge: null,
      },
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 });
    expect(cookie!.secure).toBeFalsy();
    expect(cookie!.value).toMatch(/^[\w-]{43}$/);
    expect(response.body).not.toContain(cookie!.value);
    const stored = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, player.uid));
    expect(stored.map((row) => row.tokenHash)).not.toContain(cookie!.value);
  });

  it('accepts the email in any case as the username, and reports the previous login', async () => {
    const { body } = await app.call('user', 'login', {
      username: player.email.toUpperCase(),
      password: player.password,
    });
    expect(body.result && body.data.lastlogin).toBe(clock.now().toISOString());
  });

  it('gives an unknown user and a wrong password the very same reply', async () => {
    const unknown = await app.call('user', 'login', {
      username: 'nobody-here',
      password: 'Whatever1',
    });
    const wrong = await app.call('user', 'login', {
      username: player.username,
      password: 'Wrong-pass1',
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({
      result: false,
      code: 401,
      debug: 'login_failed',
      message: 'Giriş Başarısız',
    });
    expect(sessionCookieOf(wrong.response)).toBeUndefined();
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, player.uid))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ event: 'login', result: 'failure', ip: '127.0.0.1' });
  });

  it('says inactive only to someone who knows the password', async () => {
    const other = await registerPlayer(app);
    await app.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, other.uid));
    const right = await app.call('user', 'login', {
      username: other.username,
      password: other.password,
    });
    expect(right.body).toMatchObject({
      result: false,
      debug: 'inactive_account',
      message: 'İnaktif hesap',
    });
    const wrong = await app.call('user', 'login', {
      username: other.username,
      password: 'Nope-1234',
    });
    expect(wrong.body).toMatchObject({ debug: 'login_failed' });
  });

  it('slows down password guessing on an account, then lets the owner back in', async () => {
    const target = await registerPlayer(app);
    for (let i = 0; i < 5; i++)
      await app.call('user', 'login', { username: target.username, password: `Guess-${i}x` });
    const limited = await app.call('user', 'login', {
      username: target.username,
      password: target.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ result: false, code: 429, debug: 'rate_limited' });
    // Growing delays, never a lock (accounts-login-throttle.test.ts): the first is a second.
    expect(limited.response.headers['retry-after']).toBe('1');
    clock.advance(1_000);
    expect(
      (await app.call('user', 'login', { username: target.username, password: target.password }))
        .body.result,
    ).toBe(true);
  });

  it('issues a new session id at every login and ends the one the browser had', async () => {
    const first = await loginAs(app, player);
    const { response } = await app.call(
      'user',
      'login',
      { username: player.username, password: player.password },
      withSession(first),
    );
    const second = sessionCookieOf(response)!.value;
    expect(second).not.toBe(first);
    expect((await ping(first)).body).toMatchObject({ result: false, debug: 'session_expired' });
    expect((await ping(second)).body.result).toBe(true);
  });
});

describe('a session cookie in production', () => {
  it('is Secure', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const someone = await registerPlayer(production);
      const { response } = await production.call('user', 'login', {
        username: someone.username,
        password: someone.password,
      });
      expect(sessionCookieOf(response)).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await production.close();
    }
  });
});
