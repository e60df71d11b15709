import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../../db/schema.ts';
import {
  HOUR,
  MINUTE,
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

describe('sessions', () => {
  it('without a cookie, a method that needs a session answers anonymous_user', async () => {
    const { body } = await app.call('system', 'ping');
    expect(body).toMatchObject({ result: false, code: 401, debug: 'anonymous_user' });
  });

  it('refuses a guessed or malformed session id as expired, and clears the cookie', async () => {
    const guessed = await ping(randomBytes(32).toString('base64url'));
    expect(guessed.body).toMatchObject({
      result: false,
      code: 401,
      debug: 'session_expired',
      message: 'Session expired',
    });
    expect(sessionCookieOf(guessed.response)).toMatchObject({ value: '' });
    expect((await ping("' or 1=1 --")).body).toMatchObject({ debug: 'session_expired' });
  });

  it('ignores a session id sent in the body instead of the cookie', async () => {
    const sid = await loginAs(app, player);
    const response = await app.server.inject({
      method: 'POST',
      url: '/endpoint/v1',
      headers: { 'content-type': 'application/json', panel: 'frontend' },
      payload: {
        api: { class: 'system', method: 'ping' },
        data: {},
        user: { sid, uid: player.uid },
      },
    });
    expect(response.json()).toMatchObject({ debug: 'anonymous_user' });
  });

  it('ping answers pong and the server time, and keeps the session alive', async () => {
    const sid = await loginAs(app, player);
    for (let i = 0; i < 3; i++) {
      clock.advance(59 * MINUTE);
      const { body } = await ping(sid);
      expect(body).toMatchObject({
        result: true,
        data: { pong: true, serverTime: clock.now().toISOString() },
      });
    }
  });

  it('ends a session idle for more than an hour', async () => {
    const sid = await loginAs(app, player);
    clock.advance(HOUR + 1);
    expect((await ping(sid)).body).toMatchObject({ result: false, debug: 'session_expired' });
  });

  it('ends any session 24 hours after it began, however active', async () => {
    const sid = await loginAs(app, player);
    for (let step = 1; step <= 28; step++) {
      clock.advance(50 * MINUTE);
      expect((await ping(sid)).body.result, `after ${step * 50} min`).toBe(true);
    }
    clock.advance(30 * MINUTE);
    expect((await ping(sid)).body.result, 'after 23 h 50 min').toBe(true);
    clock.advance(11 * MINUTE);
    expect((await ping(sid)).body).toMatchObject({ result: false, debug: 'session_expired' });
  });

  it('logout revokes the session on the server and clears the cookie', async () => {
    const sid = await loginAs(app, player);
    const { body, response } = await app.call('user', 'logout', { Lang: 'en' }, withSession(sid));
    expect(body).toMatchObject({ result: true, message: 'Logged out' });
    expect(sessionCookieOf(response)).toMatchObject({ value: '' });
    expect((await ping(sid)).body).toMatchObject({ debug: 'session_expired' });
    const [row] = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, player.uid))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(row!.revokedAt).toBeInstanceOf(Date);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, player.uid))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ event: 'logout', result: 'success' });
  });

  it('ends the sessions of an account that is made inactive', async () => {
    const other = await registerPlayer(app);
    const sid = await loginAs(app, other);
    await app.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, other.uid));
    expect((await ping(sid)).body).toMatchObject({ debug: 'session_expired' });
  });
});
