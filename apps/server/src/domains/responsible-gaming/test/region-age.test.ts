import { eq } from 'drizzle-orm';
import { NORTHERN_CYPRUS } from '@lale/contract/geo';
import { messages } from '@lale/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { newRegistration, someAddress } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Registration refuses a player under 18 by birth date. The contract's check runs on the
 * caller's clock; the server checks again on its own, so here its clock is a year behind: a
 * birth date just over 18 years ago by the real date is 17 by the server's.
 */
describe('registration: under 18 by birth date', () => {
  let app: TestApp;
  const realNow = Date.now();
  const serverNow = new Date(realNow - 365 * DAY);
  beforeAll(async () => {
    app = await createTestApp({ now: () => serverNow });
  });
  afterAll(() => app.close());

  const register = (birthdate: string, Lang: 'tr' | 'en') =>
    app.call('user', 'register', { ...newRegistration({ birthdate }), Lang } as never, {
      remoteAddress: someAddress(),
    });

  it("is refused by the server's own clock, with the message in tr and en", async () => {
    const justAdultToday = isoDay(realNow - (18 * 365 + 10) * DAY);
    for (const lang of ['tr', 'en'] as const) {
      const { body } = await register(justAdultToday, lang);
      expect(body).toMatchObject({ result: false, debug: 'underage' });
      expect(JSON.stringify(body)).toContain(messages.underage[lang]);
    }
  });

  it('accepts a birth date 18 years before the server’s day', async () => {
    const { body } = await register(isoDay(serverNow.getTime() - (18 * 365 + 10) * DAY), 'en');
    expect(body.result).toBe(true);
  });

  it('takes northern Cyprus as a declared country (the region rule reads it)', async () => {
    const { body } = await app.call(
      'user',
      'register',
      {
        ...newRegistration({
          birthdate: isoDay(serverNow.getTime() - 30 * 365 * DAY),
          country: NORTHERN_CYPRUS,
        }),
        Lang: 'en',
      } as never,
      { remoteAddress: someAddress() },
    );
    expect(body.result).toBe(true);
    if (!body.result) return;
    const [row] = await app.database.db
      .select({ country: users.country })
      .from(users)
      .where(eq(users.id, body.data.uid));
    expect(row!.country).toBe(NORTHERN_CYPRUS);
  });
});
