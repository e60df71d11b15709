import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher, TEST_ONLY_ARGON2 } from '../../../platform/password-hasher.ts';
import { siteSettings, users } from '../../../db/schema.ts';
import { DEMO_SEED_KEY, seedDemoPlayer } from '../../../seed/demo-player.ts';
import { registerPlayer, type Player } from '../../../../test/support/accounts.ts';
import { testSealedFields } from '../../../../test/support/sealed-fields.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/** This file runs argon2id at production cost, as the server does outside tests. */
let app: TestApp;
let player: Player;
beforeAll(async () => {
  app = await createTestApp({ unsafeFastPasswordHashingForTests: false });
  player = await registerPlayer(app);
});
afterAll(() => app.close());

const storedHash = async (uid: number) =>
  (await app.database.db.select().from(users).where(eq(users.id, uid)))[0]!.passwordHash;

describe('password hashing', () => {
  it('stores argon2id with 19 MiB, 2 passes and 1 lane, visible in the PHC string', async () => {
    expect(await storedHash(player.uid)).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
  });

  it('takes as long for an unknown user as for a wrong password', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      await app.call('user', 'login', { username, password: 'Wrong-pass1' });
      return performance.now() - start;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    const verify: number[] = [];
    const hash = await storedHash(player.uid);
    const hasher = new PasswordHasher();
    // Three failures an account, below those that slow it down (every one is checked).
    const accounts = [player, await registerPlayer(app), await registerPlayer(app)];
    // Interleaved, so that load from elsewhere on the machine falls on both alike.
    for (let i = 0; i < 9; i++) {
      unknown.push(await time(`no-such-player-${i}`));
      wrong.push(await time(accounts[i % 3]!.username));
      const start = performance.now();
      await hasher.verify(hash, 'Wrong-pass1');
      verify.push(performance.now() - start);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[4]!;
    // Without the dummy verification an unknown user would answer in a fraction of a wrong
    // password's time (one hash verification is most of it).
    expect(median(wrong)).toBeGreaterThan(0.5 * median(verify));
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.5);
    expect(median(unknown) / median(wrong)).toBeLessThan(2);
  });

  it('upgrades a hash made with weaker parameters at the next login', async () => {
    const weak = await new PasswordHasher(TEST_ONLY_ARGON2).hash(player.password);
    await app.database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, player.uid));
    const { body } = await app.call('user', 'login', {
      username: player.username,
      password: player.password,
    });
    expect(body.result).toBe(true);
    expect(await storedHash(player.uid)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('the demo player', () => {
  it('is seeded once, also into a database seeded before, and can sign in', async () => {
    const db = app.database.db;
    expect(await seedDemoPlayer(db, new PasswordHasher(), testSealedFields())).toBe(true);
    expect(await seedDemoPlayer(db, new PasswordHasher(), testSealedFields())).toBe(false);
    expect(
      await db.select().from(siteSettings).where(eq(siteSettings.key, DEMO_SEED_KEY)),
    ).toHaveLength(1);
    const { body, response } = await app.call('user', 'login', {
      username: 'demo',
      password: 'Demo1234',
    });
    expect(body).toMatchObject({ result: true, data: { username: 'demo', twoFactor: null } });
    const sid = response.cookies.find((c) => c.name === 'lale_sid')!.value;
    const profile = await app.call('user', 'get_user_profile', {}, { cookies: { lale_sid: sid } });
    expect(profile.body).toMatchObject({
      data: { email: 'demo@lale.example', emailVerified: true, twoFactor: 'none' },
    });
  });
});
