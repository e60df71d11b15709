import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema.ts';
import {
  HOUR,
  TestClock,
  mailedToken,
  newRegistration,
  outbox,
  registerPlayer,
  someAddress,
} from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const clock = new TestClock();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

const register = (form: object, lang = 'en') =>
  app.call('user', 'register', { ...newRegistration(), ...form, Lang: lang } as never, {
    remoteAddress: someAddress(),
  });

describe('user register', () => {
  it('creates the account, mails a confirmation link and audits it', async () => {
    const form = newRegistration();
    const { body } = await app.call('user', 'register', { ...form, Lang: 'en' });
    expect(body).toMatchObject({
      result: true,
      message: 'Registration completed. Click the link in your email to confirm your account.',
      data: { uid: expect.any(Number) },
    });
    const [mail] = (await outbox(app)).filter((m) => m.recipient === form.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Lale: confirm your email address' });
    expect(mail!.body).toMatch(
      /http:\/\/localhost:3000\/register-account-confirm\?token=[\w-]{43}/,
    );
    if (!body.result) return;
    const [row] = await app.database.db.select().from(users).where(eq(users.id, body.data.uid));
    expect(row).toMatchObject({
      username: form.username,
      emailVerifiedAt: null,
      twoFactor: 'none',
      smsOptIn: true,
      emailOptIn: false,
      language: 'en',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(form.password);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, body.data.uid));
    expect(audit).toMatchObject([{ event: 'register', result: 'success' }]);
  });

  it('mails in Turkish to a player who registers in Turkish', async () => {
    const form = newRegistration();
    await app.call('user', 'register', form);
    const [mail] = (await outbox(app)).filter((m) => m.recipient === form.email);
    expect(mail!.subject).toBe('Lale: e-posta adresinizi onaylayın');
  });

  it.each([
    [{ birthdate: clockDateYearsAgo(17) }, 'birthdate', 'You must be 18 or older'],
    [{ birthdate: '2001-02-30' }, 'birthdate', 'Invalid value'],
    [{ identity_number: '12345678951' }, 'identity_number', 'Identity number incorrect'],
    [
      { password: 'Password1', password_confirm: 'Password1' },
      'password',
      'This password is too common and easy to guess; please choose another',
    ],
    [
      { password: 'abc', password_confirm: 'abc' },
      'password',
      'Password must be at least 6 characters',
    ],
    [
      { password: 'Lale-Pass9', password_confirm: 'Lale-Pass8' },
      'password_confirm',
      "Passwords don't match",
    ],
    [{ email_confirm: 'other@example.com' }, 'email_confirm', "Email addresses don't match"],
    [{ email: 'not-an-email', email_confirm: 'not-an-email' }, 'email', 'Invalid value'],
    [{ currency: 'EUR' }, 'currency', 'Invalid value'],
    [{ phone: '12ab' }, 'phone', 'Invalid value'],
    [{ username: 'a b' }, 'username', 'Invalid value'],
    [{ accept_rules: false }, 'accept_rules', 'Required field'],
    [{ firstname: '  ' }, 'firstname', 'Required field'],
    [{ city: undefined }, 'city', 'Required field'],
  ])('refuses %j with a message on %s', async (change, field, message) => {
    const { body } = await register(change);
    expect(body).toMatchObject({
      result: false,
      code: 400,
      data: { fields: { [field]: message } },
    });
  });

  it('refuses a common password in Turkish too, whatever its case', async () => {
    const { body } = await register(
      { password: 'GALATASARAY1905', password_confirm: 'GALATASARAY1905' },
      'tr',
    );
    expect(body).toMatchObject({
      result: false,
      data: {
        fields: {
          password: 'Bu şifre çok yaygın ve kolay tahmin edilir, lütfen başka bir şifre seçin',
        },
      },
    });
  });

  it('checks the age on the server clock, from the 18th birthday on', async () => {
    const { body } = await register({ birthdate: clockDateYearsAgo(18) });
    expect(body.result).toBe(true);
  });

  it('names each value already taken with its own message', async () => {
    const first = await registerPlayer(app);
    const cases = [
      [{ username: first.username.toUpperCase() }, 'username', 'This username is already taken'],
      [
        { email: first.email.toUpperCase(), email_confirm: first.email },
        'email',
        'This email address is already registered',
      ],
      [
        { identity_number: first.identityNumber },
        'identity_number',
        'An account with this identity number already exists',
      ],
    ] as const;
    for (const [change, field, message] of cases) {
      const { body } = await register(change);
      expect(body).toMatchObject({
        result: false,
        code: 409,
        message,
        data: { fields: { [field]: message } },
      });
    }
    const tr = await register({ username: first.username }, 'tr');
    expect(tr.body.message).toBe('Bu kullanıcı adı zaten kullanılıyor');
  });

  it('slows down mass registration from one address', async () => {
    const address = someAddress();
    const outcomes = [];
    for (let i = 0; i < 11; i++)
      outcomes.push(
        (await app.call('user', 'register', newRegistration(), { remoteAddress: address })).status,
      );
    expect(outcomes.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(outcomes[10]).toBe(429);
  });
});

describe('user confirm_email', () => {
  it('confirms the address once; the same link again is refused', async () => {
    const player = await registerPlayer(app);
    const token = await mailedToken(app, player.email, '/register-account-confirm');
    const first = await app.call('user', 'confirm_email', { token, Lang: 'en' });
    expect(first.body).toMatchObject({ result: true, message: 'Your email address is confirmed' });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, player.uid));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    const again = await app.call('user', 'confirm_email', { token, Lang: 'en' });
    expect(again.body).toMatchObject({
      result: false,
      debug: 'link_invalid',
      message: 'This link is invalid or has expired',
    });
  });

  it('refuses a link after 24 hours, and a made-up one', async () => {
    const player = await registerPlayer(app);
    const token = await mailedToken(app, player.email, '/register-account-confirm');
    clock.advance(24 * HOUR + 1);
    expect((await app.call('user', 'confirm_email', { token })).body).toMatchObject({
      result: false,
      debug: 'link_invalid',
    });
    expect((await app.call('user', 'confirm_email', { token: 'x'.repeat(43) })).body).toMatchObject(
      { result: false, debug: 'link_invalid' },
    );
  });
});

function clockDateYearsAgo(years: number): string {
  const now = clock.now();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}
