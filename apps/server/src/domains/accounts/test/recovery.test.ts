import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, auditLog } from '../../../db/schema.ts';
import {
  HOUR,
  TestClock,
  loginAs,
  mailedToken,
  outbox,
  registerPlayer,
  someAddress,
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

const forgot = (email: string) =>
  app.call('user', 'forgot', { email, Lang: 'en' }, { remoteAddress: someAddress() });
const reset = (token: string, password = 'Fresh-Pass7') =>
  app.call('user', 'pass_reset', { token, password, password_confirm: password, Lang: 'en' });

describe('user forgot', () => {
  it('answers an unknown address exactly as a known one, and mails only the known', async () => {
    const before = (await outbox(app)).length;
    const known = await forgot(player.email.toUpperCase());
    const unknown = await forgot('nobody@example.com');
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toMatchObject({
      result: true,
      data: null,
      message:
        'Password reset instructions have been sent to your email. Please check your email to verify.',
    });
    const mails = (await outbox(app)).slice(0, (await outbox(app)).length - before);
    expect(mails.map((mail) => mail.recipient)).toEqual([player.email]);
    expect(mails[0]!.body).toMatch(/\/account_reset\?token=[\w-]{43}/);
    const [stored] = await app.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'reset_password'));
    expect(mails[0]!.body).not.toContain(stored!.tokenHash);
  });

  it('limits requests per address, the same way for unknown addresses', async () => {
    const statuses = async (email: string) => {
      const out = [];
      for (let i = 0; i < 4; i++) out.push((await forgot(email)).status);
      return out;
    };
    const known = await registerPlayer(app);
    expect(await statuses(known.email)).toEqual([200, 200, 200, 429]);
    expect(await statuses('ghost@example.com')).toEqual([200, 200, 200, 429]);
  });
});

describe('user pass_reset', () => {
  it('sets the password, ends every session and burns the link', async () => {
    const sid = await loginAs(app, player);
    clock.advance(HOUR);
    await forgot(player.email);
    const token = await mailedToken(app, player.email, '/account_reset');
    const { body } = await reset(token);
    expect(body).toMatchObject({
      result: true,
      message: 'Your password has been reset; please log in',
    });
    expect((await app.call('system', 'ping', {}, withSession(sid))).body).toMatchObject({
      debug: 'session_expired',
    });
    expect(
      (await app.call('user', 'login', { username: player.username, password: player.password }))
        .body,
    ).toMatchObject({ debug: 'login_failed' });
    expect(
      (await app.call('user', 'login', { username: player.username, password: 'Fresh-Pass7' })).body
        .result,
    ).toBe(true);
    player.password = 'Fresh-Pass7';

    const stolen = await reset(token, 'Attacker-Pass1');
    expect(stolen.body).toMatchObject({
      result: false,
      debug: 'link_invalid',
      message: 'This link is invalid or has expired',
    });
    expect(
      (await app.call('user', 'login', { username: player.username, password: 'Attacker-Pass1' }))
        .body.result,
    ).toBe(false);
    const events = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'password_reset'));
    expect(events.map((row) => row.result).sort()).toEqual(['failure', 'success']);
    const notices = (await outbox(app)).filter((mail) => mail.recipient === player.email);
    expect(notices[0]!.body).toContain('şifreniz sıfırlandı');
  });

  it('refuses a link older than an hour, and an earlier link once a newer one was sent', async () => {
    await forgot(player.email);
    const older = await mailedToken(app, player.email, '/account_reset');
    clock.advance(1000);
    await forgot(player.email);
    const newer = await mailedToken(app, player.email, '/account_reset');
    expect((await reset(older)).body).toMatchObject({ debug: 'link_invalid' });
    clock.advance(HOUR + 1);
    expect((await reset(newer)).body).toMatchObject({ debug: 'link_invalid' });
  });

  it('applies the password rules', async () => {
    const { body } = await reset('x'.repeat(43), 'qwerty123');
    expect(body).toMatchObject({
      result: false,
      data: { fields: { password: expect.any(String) } },
    });
  });
});
