import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema.ts';
import {
  TestClock,
  loginAs,
  mailedToken,
  outbox,
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

describe('user pass_change', () => {
  it('needs the current password', async () => {
    const sid = await loginAs(app, player);
    const { body } = await app.call(
      'user',
      'pass_change',
      {
        current_password: 'Not-it-1',
        password: 'Next-Pass5',
        password_confirm: 'Next-Pass5',
        Lang: 'en',
      },
      withSession(sid),
    );
    expect(body).toMatchObject({
      result: false,
      data: { fields: { current_password: 'Your current password is incorrect' } },
    });
  });

  it('changes the password and ends the other sessions when asked', async () => {
    const other = await loginAs(app, player);
    const kept = await loginAs(app, player);
    const { body } = await app.call(
      'user',
      'pass_change',
      {
        current_password: player.password,
        password: 'Next-Pass5',
        password_confirm: 'Next-Pass5',
        end_other_sessions: true,
        Lang: 'en',
      },
      withSession(kept),
    );
    expect(body).toMatchObject({ result: true, message: 'Your password has been changed' });
    player.password = 'Next-Pass5';
    expect((await ping(other)).body).toMatchObject({ debug: 'session_expired' });
    expect((await ping(kept)).body.result).toBe(true);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'password_change'));
    expect(audit).toMatchObject({ userId: player.uid, result: 'success' });
  });

  it('keeps the other sessions unless asked', async () => {
    const other = await loginAs(app, player);
    const current = await loginAs(app, player);
    await app.call(
      'user',
      'pass_change',
      {
        current_password: player.password,
        password: 'Third-Pass4',
        password_confirm: 'Third-Pass4',
      },
      withSession(current),
    );
    player.password = 'Third-Pass4';
    expect((await ping(other)).body.result).toBe(true);
  });
});

describe('change of username and of email', () => {
  it('changes the username with the current password; a taken one is refused', async () => {
    const sid = await loginAs(app, player);
    const taken = await registerPlayer(app);
    const refused = await app.call(
      'user',
      'change_username',
      { username: taken.username, current_password: player.password, Lang: 'en' },
      withSession(sid),
    );
    expect(refused.body).toMatchObject({
      debug: 'username_taken',
      data: { fields: { username: 'This username is already taken' } },
    });
    const wrong = await app.call(
      'user',
      'change_username',
      { username: 'brand_new_1', current_password: 'Nope-1234' },
      withSession(sid),
    );
    expect(wrong.body).toMatchObject({ debug: 'current_password_incorrect' });
    const ok = await app.call(
      'user',
      'change_username',
      { username: `renamed_${player.uid}`, current_password: player.password, Lang: 'en' },
      withSession(sid),
    );
    expect(ok.body).toMatchObject({
      result: true,
      data: { username: `renamed_${player.uid}` },
      message: 'Your username has been changed',
    });
    player.username = `renamed_${player.uid}`;
    expect(
      (await app.call('user', 'login', { username: player.username, password: player.password }))
        .body.result,
    ).toBe(true);
  });

  it('changes the email only once the link mailed to the new address is followed', async () => {
    const sid = await loginAs(app, player);
    const next = `moved${player.uid}@example.com`;
    const { body } = await app.call(
      'user',
      'change_email',
      { email: next, email_confirm: next, current_password: player.password, Lang: 'en' },
      withSession(sid),
    );
    expect(body).toMatchObject({
      result: true,
      message: 'We have sent a confirmation link to your new email address',
    });
    let [row] = await app.database.db.select().from(users).where(eq(users.id, player.uid));
    expect(row!.email).toBe(player.email);
    const notice = (await outbox(app)).find((mail) => mail.recipient === player.email);
    expect(notice!.body).toContain('e-posta adresinizin değiştirilmesi istendi');
    const token = await mailedToken(app, next, '/register-account-confirm');
    expect((await app.call('user', 'confirm_email', { token })).body.result).toBe(true);
    [row] = await app.database.db.select().from(users).where(eq(users.id, player.uid));
    expect(row).toMatchObject({ email: next, emailVerifiedAt: expect.any(Date) });
  });

  it('refuses an email another account holds', async () => {
    const sid = await loginAs(app, player);
    const other = await registerPlayer(app);
    const { body } = await app.call(
      'user',
      'change_email',
      { email: other.email, email_confirm: other.email, current_password: player.password },
      withSession(sid),
    );
    expect(body).toMatchObject({ result: false, debug: 'email_taken' });
  });

  it('slows down guessing of the current password', async () => {
    const victim = await registerPlayer(app);
    const sid = await loginAs(app, victim);
    for (let i = 0; i < 5; i++)
      await app.call(
        'user',
        'change_username',
        { username: `x_${i}_${victim.uid}`, current_password: `Guess-${i}a` },
        withSession(sid),
      );
    const limited = await app.call(
      'user',
      'change_username',
      { username: `y_${victim.uid}`, current_password: victim.password },
      withSession(sid),
    );
    expect(limited.status).toBe(429);
  });
});
