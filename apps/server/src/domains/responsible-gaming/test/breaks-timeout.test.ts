import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rgBreaks, users } from '../../../db/schema.ts';
import { SessionService } from '../../accounts/sessions/session-service.ts';
import {
  HOUR,
  MINUTE,
  TestClock,
  loginAs,
  registerPlayer,
  withSession,
  type Player,
} from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const clock = new TestClock(Date.now());
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(() => app.close());

const takeBreak = (sid: string, p: Player, kind: string, duration: string) =>
  app.call(
    'responsible_gaming',
    'take_break',
    { kind, duration, current_password: p.password, Lang: 'en' } as never,
    withSession(sid),
  );

const login = (p: Player, Lang: 'tr' | 'en' = 'en') =>
  app.call('user', 'login', { username: p.username, password: p.password, Lang });

/** A session that was open when a break began elsewhere (two tabs racing): the server's own. */
async function straySession(p: Player): Promise<string> {
  const issued = await new SessionService(clock.now).issue(app.database.db, {
    userId: p.uid,
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return issued.token;
}

describe('time-out', () => {
  it('refuses sign-in until it ends, in tr and en, then sign-in works again', async () => {
    const player = await registerPlayer(app);
    const taken = await takeBreak(await loginAs(app, player), player, 'timeout', '24h');
    expect(taken.body).toMatchObject({ result: true, data: { kind: 'timeout', duration: '24h' } });
    const endsAt = new Date(clock.ms + 24 * HOUR).toISOString();

    const en = await login(player, 'en');
    expect(en.body).toMatchObject({ result: false, debug: 'rg_timeout_active', data: { endsAt } });
    expect(en.body.message).toMatch(/^You are taking a break: your account is closed until \d/);
    const tr = await login(player, 'tr');
    expect(tr.body.message).toMatch(
      /^Mola verdiniz: hesabınız \d.* tarihine kadar kullanıma kapalıdır\.$/,
    );

    clock.advance(24 * HOUR - MINUTE);
    expect((await login(player)).body).toMatchObject({ debug: 'rg_timeout_active' });
    clock.advance(MINUTE);
    expect((await login(player)).body).toMatchObject({ result: true });
  });

  it('cannot be shortened: a second break must end later, up to a permanent exclusion', async () => {
    const player = await registerPlayer(app);
    await takeBreak(await loginAs(app, player), player, 'timeout', '7d');
    const sevenDays = new Date(clock.ms + 7 * 24 * HOUR).toISOString();

    const shorter = await takeBreak(await straySession(player), player, 'timeout', '24h');
    expect(shorter.body).toMatchObject({
      result: false,
      debug: 'rg_timeout_active',
      data: { endsAt: sevenDays },
    });
    const longer = await takeBreak(await straySession(player), player, 'timeout', '30d');
    expect(longer.body).toMatchObject({ result: true, data: { duration: '30d' } });
    const forGood = await takeBreak(
      await straySession(player),
      player,
      'self_exclusion',
      'permanent',
    );
    expect(forGood.body).toMatchObject({ result: true, data: { endsAt: null } });
    const after = await takeBreak(await straySession(player), player, 'self_exclusion', '5y');
    expect(after.body).toMatchObject({
      debug: 'rg_self_excluded_permanent',
      data: { endsAt: null },
    });

    const refused = await login(player);
    expect(refused.body).toMatchObject({
      result: false,
      debug: 'rg_self_excluded_permanent',
      message: 'You have excluded yourself from play permanently: your account is closed.',
    });
    // Every break stays in the history, none was changed.
    const history = await app.database.db
      .select({ duration: rgBreaks.duration })
      .from(rgBreaks)
      .where(eq(rgBreaks.userId, player.uid));
    expect(history.map((b) => b.duration).sort()).toEqual(['30d', '7d', 'permanent']);
  });

  it('a two-factor player is stopped at the password, before any code is sent', async () => {
    const player = await registerPlayer(app);
    await takeBreak(await loginAs(app, player), player, 'timeout', '48h');
    await app.database.db.update(users).set({ twoFactor: 'sms' }).where(eq(users.id, player.uid));
    const { body } = await login(player);
    expect(body).toMatchObject({ result: false, debug: 'rg_timeout_active' });
  });
});
