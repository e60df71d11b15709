import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rgLimits, users } from '../../../db/schema.ts';
import { newRegistration, someAddress } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/** Deposit limits offered on the registration form are set with the account, at once. */
describe('limits chosen at registration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const register = (extra: Record<string, unknown>) => {
    const registration = newRegistration();
    return app
      .call('user', 'register', { ...registration, ...extra, Lang: 'en' } as never, {
        remoteAddress: someAddress(),
      })
      .then((reply) => ({ reply, registration }));
  };

  it('hold from the account’s first moment, each audited', async () => {
    const { reply } = await register({ deposit_limit_day: 30_000, deposit_limit_month: 200_000 });
    expect(reply.body.result).toBe(true);
    if (!reply.body.result) return;
    const uid = (reply.body.data as { uid: number }).uid;
    const limits = await app.database.db.select().from(rgLimits).where(eq(rgLimits.userId, uid));
    expect(limits.map((l) => [l.kind, l.period, Number(l.amount), l.requestedAt]).sort()).toEqual([
      ['deposit', 'day', 30_000, null],
      ['deposit', 'month', 200_000, null],
    ]);
    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, uid), eq(auditLog.event, 'rg_limit_set')));
    expect(audited).toHaveLength(2);
  });

  it('refuses an amount out of bounds with the field’s message and creates nothing', async () => {
    const { reply, registration } = await register({ deposit_limit_week: 5 });
    expect(reply.body).toMatchObject({
      result: false,
      data: { fields: { deposit_limit_week: expect.any(String) } },
    });
    const created = await app.database.db
      .select()
      .from(users)
      .where(eq(users.username, registration.username));
    expect(created).toHaveLength(0);
  });

  it('sets none when the fields are empty', async () => {
    const { reply } = await register({ deposit_limit_day: '', deposit_limit_week: '' });
    expect(reply.body.result).toBe(true);
    if (!reply.body.result) return;
    const uid = (reply.body.data as { uid: number }).uid;
    expect(
      await app.database.db.select().from(rgLimits).where(eq(rgLimits.userId, uid)),
    ).toHaveLength(0);
  });
});
