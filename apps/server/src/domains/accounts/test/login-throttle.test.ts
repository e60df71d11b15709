import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../../db/schema.ts';
import { RedisRateLimiter } from '../../../platform/limits/redis-rate-limiter.ts';
import { sha256 } from '../../../platform/secrets.ts';
import {
  HOUR,
  MINUTE,
  TestClock,
  mailedToken,
  outbox,
  registerPlayer,
  someAddress,
} from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * Sign-in is slowed, never locked (issue 21). `attacker` and `owner` are the server processes
 * each side reaches: one app in memory, or two apps sharing the database and Redis.
 */
interface Stage {
  clock: TestClock;
  attacker: TestApp;
  owner: TestApp;
}

type Reply = Awaited<ReturnType<TestApp['call']>>;

const login = (
  app: TestApp,
  username: string,
  password: string,
  from: { ip: string; device?: string },
) =>
  app.call(
    'user',
    'login',
    { username, password, Lang: 'en' },
    { remoteAddress: from.ip, cookies: from.device ? { lale_dev: from.device } : undefined },
  );
const deviceCookieOf = (reply: Reply) =>
  reply.response.cookies.find((cookie) => cookie.name === 'lale_dev');
const retryAfter = (reply: Reply) => Number(reply.response.headers['retry-after']);
const unlock = (app: TestApp, token: string, lang: 'tr' | 'en', ip = someAddress()) =>
  app.call('user', 'unlock_account', { token, Lang: lang }, { remoteAddress: ip });

const SLOWED = { result: false, code: 429, debug: 'rate_limited' };
const FAILED = { result: false, code: 401, debug: 'login_failed' };

function throttlesLogins(stage: () => Stage): void {
  async function unlockMails(email: string) {
    const { attacker, owner } = stage();
    await outbox(owner);
    return (await outbox(attacker)).filter(
      (mail) => mail.recipient === email && mail.body.includes('/account-unlock?token='),
    );
  }

  it('gives a browser that signs in a signed device cookie: HttpOnly, SameSite Strict, a year, the API only', async () => {
    const { owner } = stage();
    const player = await registerPlayer(owner);
    const reply = await login(owner, player.username, player.password, { ip: someAddress() });
    expect(reply.body.result).toBe(true);
    expect(deviceCookieOf(reply)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/endpoint/v1',
      maxAge: 365 * 24 * 3600,
      value: expect.stringMatching(new RegExp(`^v1\\.${player.uid}\\.[\\w-]{22}\\.[\\w-]{43}$`)),
    });
  });

  it('still logs the owner in from a known device while an attacker elsewhere is slowed', async () => {
    const { attacker, owner } = stage();
    const player = await registerPlayer(owner);
    const home = someAddress();
    const elsewhere = someAddress();
    const device = deviceCookieOf(
      await login(owner, player.username, player.password, { ip: home }),
    )!.value;

    const guesses: Reply[] = [];
    for (let i = 0; i < 12; i++)
      guesses.push(await login(attacker, player.username, `Guess-${i}x`, { ip: elsewhere }));
    expect(guesses.slice(0, 5).map((r) => r.body)).toEqual(
      Array(5).fill(expect.objectContaining(FAILED)),
    );
    for (const slowed of guesses.slice(5)) {
      expect(slowed.status).toBe(429);
      expect(slowed.body).toMatchObject(SLOWED);
    }
    // Even the right password waits on a device the account has not signed in from.
    const stranger = await login(attacker, player.username, player.password, { ip: elsewhere });
    expect(stranger.body).toMatchObject(SLOWED);
    expect(retryAfter(stranger)).toBeGreaterThan(0);

    // The owner's own browser: a typo, then the password.
    const typo = await login(owner, player.username, 'Typo-pass1', { ip: home, device });
    expect(typo.body).toMatchObject(FAILED);
    const back = await login(owner, player.username, player.password, { ip: home, device });
    expect(back.body.result).toBe(true);
    expect(deviceCookieOf(back)?.value).toMatch(/^v1\./);
  });

  it("takes a forged, altered or another account's device cookie for an unknown device", async () => {
    const { attacker, owner } = stage();
    const player = await registerPlayer(owner);
    const other = await registerPlayer(owner);
    const ip = someAddress();
    const own = deviceCookieOf(await login(owner, player.username, player.password, { ip }))!.value;
    const others = deviceCookieOf(
      await login(owner, other.username, other.password, { ip }),
    )!.value;
    for (let i = 0; i < 5; i++) await login(attacker, player.username, `Guess-${i}x`, { ip });

    const mac = own.slice(-43);
    const altered = `${own.slice(0, -43)}${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const forged = `v1.${player.uid}.${'x'.repeat(22)}.${'y'.repeat(43)}`;
    const moved = others.replace(`v1.${other.uid}.`, `v1.${player.uid}.`);
    for (const device of [others, altered, forged, moved, `${own}x`])
      expect(
        (await login(attacker, player.username, player.password, { ip, device })).body,
      ).toMatchObject(SLOWED);
    expect(
      (await login(owner, player.username, player.password, { ip, device: own })).body.result,
    ).toBe(true);
  });

  it('slows an unknown device with growing delays up to a cap, and never for good', async () => {
    const { attacker, owner, clock } = stage();
    const player = await registerPlayer(owner);
    const ip = someAddress();
    for (let i = 0; i < 5; i++)
      expect((await login(attacker, player.username, `Guess-${i}x`, { ip })).body).toMatchObject(
        FAILED,
      );

    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const slowed = await login(attacker, player.username, player.password, { ip });
      expect(slowed.status).toBe(429);
      expect(slowed.body).toMatchObject({
        ...SLOWED,
        message: 'Too many requests, please wait a moment',
      });
      waits.push(retryAfter(slowed));
      clock.advance(retryAfter(slowed) * 1000 - 1);
      expect((await login(attacker, player.username, 'Early-1x', { ip })).status).toBe(429);
      clock.advance(1);
      expect((await login(attacker, player.username, `Again-${i}x`, { ip })).body).toMatchObject(
        FAILED,
      );
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);

    // At the cap, the owner on a new device waits its quarter of an hour, then gets in.
    const phone = someAddress();
    const waiting = await login(owner, player.username, player.password, { ip: phone });
    expect(retryAfter(waiting)).toBe(900);
    clock.advance(15 * MINUTE);
    expect((await login(owner, player.username, player.password, { ip: phone })).body.result).toBe(
      true,
    );
  });

  it('mails the owner once per episode a link that lifts the slowdown, and works once', async () => {
    const { attacker, owner, clock } = stage();
    const player = await registerPlayer(owner);
    const ip = someAddress();
    for (let i = 0; i < 4; i++) await login(attacker, player.username, `Guess-${i}x`, { ip });
    expect(await unlockMails(player.email)).toHaveLength(0);
    // The fifth failure starts the slowdown, and the episode; the guesses after it mail nothing.
    for (let i = 4; i < 9; i++) {
      if (i > 4) clock.advance(MINUTE);
      expect((await login(attacker, player.username, `Guess-${i}x`, { ip })).body).toMatchObject(
        FAILED,
      );
    }
    const mails = await unlockMails(player.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Lale: hesabınıza giriş denemeleri' });
    expect(mails[0]!.body).toContain('1 saat geçerli, bir kez kullanılabilir');
    const token = await mailedToken(attacker, player.email, '/account-unlock');
    expect(mails[0]!.body).toContain(`http://localhost:3000/account-unlock?token=${token}`);
    const [stored] = await owner.database.db
      .select()
      .from(accountTokens)
      .where(
        and(eq(accountTokens.userId, player.uid), eq(accountTokens.purpose, 'unlock_account')),
      );
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(HOUR);

    const phone = someAddress();
    expect(
      (await login(owner, player.username, player.password, { ip: phone })).body,
    ).toMatchObject(SLOWED);
    const unlocked = await unlock(owner, token, 'en', phone);
    expect(unlocked.body).toMatchObject({
      result: true,
      message: 'Sign-in to your account is no longer slowed down; you can log in now',
    });
    // The browser that followed the link is now one of the account's devices.
    const device = deviceCookieOf(unlocked)!.value;

    // The guesser goes on and slows new devices again (a new episode, so a new mail)...
    for (let i = 0; i < 5; i++) await login(attacker, player.username, `Later-${i}x`, { ip });
    expect((await login(attacker, player.username, player.password, { ip })).body).toMatchObject(
      SLOWED,
    );
    expect(await unlockMails(player.email)).toHaveLength(2);
    // ...but not the owner, back on the browser that unlocked.
    expect(
      (await login(owner, player.username, player.password, { ip: phone, device })).body.result,
    ).toBe(true);

    expect((await unlock(owner, token, 'en')).body).toMatchObject({
      result: false,
      debug: 'unlock_link_used',
      message:
        'This link has already been used. If sign-in is slowed down again, we will email you a new link.',
    });
    expect((await unlock(attacker, token, 'tr')).body).toMatchObject({
      result: false,
      debug: 'unlock_link_used',
      message:
        'Bu bağlantı zaten kullanıldı. Giriş yeniden yavaşlatılırsa size yeni bir bağlantı göndeririz.',
    });
  });

  it('refuses a made-up link and one past its hour', async () => {
    const { attacker, owner, clock } = stage();
    expect((await unlock(owner, 'x'.repeat(43), 'en')).body).toMatchObject({
      result: false,
      debug: 'link_invalid',
      message: 'This link is invalid or has expired',
    });
    const player = await registerPlayer(owner);
    const ip = someAddress();
    for (let i = 0; i < 5; i++) await login(attacker, player.username, `Guess-${i}x`, { ip });
    const token = await mailedToken(attacker, player.email, '/account-unlock');
    clock.advance(HOUR + 1);
    expect((await unlock(owner, token, 'tr')).body).toMatchObject({
      result: false,
      debug: 'link_invalid',
      message: 'Bu bağlantı geçersiz veya süresi dolmuş',
    });
  });
}

describe('login throttling with the in-memory limiter', () => {
  const clock = new TestClock();
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
  });
  afterAll(() => app.close());
  throttlesLogins(() => ({ clock, attacker: app, owner: app }));
});

describe.skipIf(!process.env.REDIS_URL)('login throttling across two processes (Redis)', () => {
  const clock = new TestClock();
  // Keys of this run only: test databases number their players from 1 again every time.
  const prefix = `lale:test:${randomBytes(6).toString('hex')}:`;
  let attacker: TestApp;
  let owner: TestApp;
  beforeAll(async () => {
    const limiter = () => RedisRateLimiter.connect(process.env.REDIS_URL!, clock.now, prefix);
    attacker = await createTestApp({ now: clock.now, rateLimiter: limiter() });
    owner = await createTestApp({
      now: clock.now,
      rateLimiter: limiter(),
      database: attacker.database,
    });
  });
  afterAll(async () => {
    await owner.close();
    await attacker.close();
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  throttlesLogins(() => ({ clock, attacker, owner }));
});
