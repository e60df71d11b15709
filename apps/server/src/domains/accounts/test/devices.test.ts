import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TestClock,
  loginAs,
  registerPlayer,
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

const ping = (sid: string) => app.call('system', 'ping', {}, withSession(sid));

describe('user get_user_profile', () => {
  it('answers the profile, never a secret', async () => {
    const sid = await loginAs(app, player);
    const { body, response } = await app.call('user', 'get_user_profile', {}, withSession(sid));
    expect(body).toMatchObject({
      result: true,
      data: {
        uid: player.uid,
        username: player.username,
        email: player.email,
        firstname: 'Ayşe',
        birthdate: '1990-05-17',
        emailVerified: false,
        twoFactor: 'none',
        currency: 'TRY',
      },
    });
    expect(response.body).not.toMatch(/argon2|password|identity/i);
  });
});

describe('sessions of the player', () => {
  it('lists live sessions, marks the current one, and ends another by its public id', async () => {
    const phone = await loginAs(app, player);
    const laptop = await loginAs(app, player);
    const { body } = await app.call('user', 'list_sessions', {}, withSession(laptop));
    if (!body.result) throw new Error(JSON.stringify(body));
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    const current = body.data.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(JSON.stringify(body.data)).not.toContain(phone);
    const other = body.data.find((s) => !s.current)!;
    expect(other).toMatchObject({
      ip: '127.0.0.1',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });

    const ended = await app.call(
      'user',
      'end_session',
      { sessionId: other.id, Lang: 'en' },
      withSession(laptop),
    );
    expect(ended.body).toMatchObject({ result: true, message: 'The session has been ended' });
    const after = await app.call('user', 'list_sessions', {}, withSession(laptop));
    expect(after.body.result && after.body.data.map((s) => s.id)).not.toContain(other.id);
    expect(
      (await app.call('user', 'end_session', { sessionId: other.id }, withSession(laptop))).body,
    ).toMatchObject({ debug: 'not_found' });
    expect((await ping(laptop)).body.result).toBe(true);
  });

  it('cannot end the session of another player', async () => {
    const stranger = await registerPlayer(app);
    const theirs = await loginAs(app, stranger);
    const mine = await loginAs(app, player);
    const list = await app.call('user', 'list_sessions', {}, withSession(theirs));
    const theirId = list.body.result ? list.body.data[0]!.id : '';
    expect(
      (await app.call('user', 'end_session', { sessionId: theirId }, withSession(mine))).body,
    ).toMatchObject({ debug: 'not_found' });
    expect((await ping(theirs)).body.result).toBe(true);
  });
});
