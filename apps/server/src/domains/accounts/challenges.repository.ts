import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginChallenges, smsCodes } from '../../db/schema.ts';

export type ChallengeRow = typeof loginChallenges.$inferSelect;
export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** Login challenges and SMS codes: both one-time, both short-lived. */
export const challengesRepository = {
  async insertChallenge(db: Db, row: typeof loginChallenges.$inferInsert): Promise<number> {
    const [created] = await db
      .insert(loginChallenges)
      .values(row)
      .returning({ id: loginChallenges.id });
    return created!.id;
  },

  async findLiveChallenge(db: Db, tokenHash: string, now: Date): Promise<ChallengeRow | undefined> {
    const [row] = await db
      .select()
      .from(loginChallenges)
      .where(
        and(
          eq(loginChallenges.tokenHash, tokenHash),
          isNull(loginChallenges.usedAt),
          gt(loginChallenges.expiresAt, now),
        ),
      );
    return row;
  },

  /** Counts a wrong code; returns the failures so far. */
  async failChallenge(db: Db, id: number): Promise<number> {
    const [row] = await db
      .update(loginChallenges)
      .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
      .where(eq(loginChallenges.id, id))
      .returning({ failed: loginChallenges.failedAttempts });
    return row?.failed ?? 0;
  },

  /** Spends the challenge; false if another call spent it first. */
  async useChallenge(db: Db, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(loginChallenges)
      .set({ usedAt: now })
      .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
      .returning({ id: loginChallenges.id });
    return rows.length > 0;
  },

  async insertSmsCode(db: Db, row: typeof smsCodes.$inferInsert): Promise<void> {
    await db.insert(smsCodes).values(row);
  },

  /** A new code replaces the earlier ones of the same purpose. */
  async retireSmsCodes(db: Db, userId: number, purpose: SmsCodeRow['purpose'], now: Date) {
    await db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(
        and(eq(smsCodes.userId, userId), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)),
      );
  },

  async findLiveSmsCode(
    db: Db,
    where: { userId: number; purpose: SmsCodeRow['purpose']; challengeId: number | null },
    now: Date,
  ): Promise<SmsCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.userId, where.userId),
          eq(smsCodes.purpose, where.purpose),
          where.challengeId === null
            ? isNull(smsCodes.challengeId)
            : eq(smsCodes.challengeId, where.challengeId),
          isNull(smsCodes.usedAt),
          gt(smsCodes.expiresAt, now),
        ),
      );
    return row;
  },

  async failSmsCode(db: Db, id: number): Promise<number> {
    const [row] = await db
      .update(smsCodes)
      .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
      .where(eq(smsCodes.id, id))
      .returning({ failed: smsCodes.failedAttempts });
    return row?.failed ?? 0;
  },

  async useSmsCode(db: Db, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    return rows.length > 0;
  },
};
