import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema.ts';
import {
  MINUTE,
  TestClock,
  enrolGa,
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

describe('Google Authenticator: guessing, removal', () => {
  let player: Player;
  let secret: string;

  beforeAll(async () => {
    player = await registerPlayer(app);
    secret = await enrolGa(app, await loginAs(app, player), clock.ms);
    clock.advance(STEP);
  });

  it('refuses even the right code once too many were guessed, until the limit expires', async () => {
    clock.advance(15 * MINUTE);
    const pending = await startLogin(player);
    for (let i = 0; i < 5; i++) {
      const guess = String(123_450 + i);
      if (guess === authenticatorCode(secret, clock.ms)) continue;
      expect(
        (await app.call('user', 'check_ga', { ga_code: guess, challenge: pending.challenge! }))
          .body,
      ).toMatchObject({ debug: 'wrong_code' });
    }
    const limited = await app.call('user', 'check_ga', {
      ga_code: authenticatorCode(secret, clock.ms),
      challenge: pending.challenge!,
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ result: false, debug: 'rate_limited' });
    clock.advance(15 * MINUTE);
    const fresh = await startLogin(player);
    expect(
      (
        await app.call('user', 'check_ga', {
          ga_code: authenticatorCode(secret, clock.ms),
          challenge: fresh.challenge!,
        })
      ).body.result,
    ).toBe(true);
    const failures = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, player.uid));
    expect(
      failures.filter((row) => row.event === 'second_factor' && row.result === 'failure').length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('clear_generated_ga removes GA after a valid code, and login needs no code again', async () => {
    clock.advance(STEP);
    const pending = await startLogin(player);
    const { response } = await app.call('user', 'check_ga', {
      ga_code: authenticatorCode(secret, clock.ms),
      challenge: pending.challenge!,
    });
    const sid = sessionCookieOf(response)!.value;
    expect(
      (await app.call('user', 'clear_generated_ga', { gacode: '999999' }, withSession(sid))).body,
    ).toMatchObject({ debug: 'wrong_code' });
    clock.advance(STEP);
    const cleared = await app.call(
      'user',
      'clear_generated_ga',
      { gacode: authenticatorCode(secret, clock.ms), Lang: 'en' },
      withSession(sid),
    );
    expect(cleared.body).toMatchObject({
      result: true,
      message: 'Google Authenticator has been removed',
    });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, player.uid));
    expect(row).toMatchObject({ gaSecretSealed: null, twoFactor: 'none' });
    const login = await app.call('user', 'login', {
      username: player.username,
      password: player.password,
    });
    expect(login.body).toMatchObject({ result: true, data: { twoFactor: null, challenge: null } });
    expect(
      (await app.call('user', 'clear_generated_ga', { gacode: '123456' }, withSession(sid))).body,
    ).toMatchObject({ debug: 'ga_not_generated' });
  });

  it('check_ga without challenge nor session asks for a login', async () => {
    expect((await app.call('user', 'check_ga', { ga_code: '123456' })).body).toMatchObject({
      debug: 'anonymous_user',
    });
  });
});
