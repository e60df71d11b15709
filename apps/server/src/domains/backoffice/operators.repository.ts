import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorSessions, operators } from '../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;

/** Operators and their sessions (stored as SHA-256 of the cookie's secret). */
export const operatorsRepository = {
  async findByUsername(db: Db, username: string): Promise<OperatorRow | undefined> {
    const [row] = await db
      .select()
      .from(operators)
      .where(sql`lower(${operators.username}) = ${username.toLowerCase()}`);
    return row;
  },

  async findById(db: Db, id: number): Promise<OperatorRow | undefined> {
    const [row] = await db.select().from(operators).where(eq(operators.id, id));
    return row;
  },

  async update(db: Db, id: number, changes: Partial<typeof operators.$inferInsert>): Promise<void> {
    await db.update(operators).set(changes).where(eq(operators.id, id));
  },

  /**
   * Records `step` as the operator's last accepted code, in one conditional update so that of
   * two sign-ins with the same code only one passes; false if that step (or a later one) was
   * accepted before: a replay. `changes` land in the same update (an enrolment's secret).
   */
  async acceptTotpStep(
    db: Db,
    id: number,
    step: number,
    changes: Partial<typeof operators.$inferInsert> = {},
  ): Promise<boolean> {
    const rows = await db
      .update(operators)
      .set({ ...changes, totpLastStep: step })
      .where(
        and(
          eq(operators.id, id),
          or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
        ),
      )
      .returning({ id: operators.id });
    return rows.length > 0;
  },

  async markLogin(db: Db, id: number, at: Date): Promise<void> {
    await db.update(operators).set({ lastLoginAt: at }).where(eq(operators.id, id));
  },

  async insertSession(db: Db, row: typeof operatorSessions.$inferInsert): Promise<void> {
    await db.insert(operatorSessions).values(row);
  },

  /** The live session's operator (active operators only); touches last seen. */
  async resolveSession(
    db: Db,
    tokenHash: string,
    now: Date,
    idleSince: Date,
  ): Promise<OperatorRow | undefined> {
    const [row] = await db
      .update(operatorSessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(operatorSessions.tokenHash, tokenHash),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, now),
          gt(operatorSessions.lastSeenAt, idleSince),
        ),
      )
      .returning({ operatorId: operatorSessions.operatorId });
    if (!row) return undefined;
    const [operator] = await db
      .select()
      .from(operators)
      .where(and(eq(operators.id, row.operatorId), eq(operators.status, 'active')));
    return operator;
  },

  /** The active operators of those of `tokenHashes` that are live sessions; reads only. */
  async liveSessionOperators(db: Db, tokenHashes: string[], now: Date, idleSince: Date) {
    if (tokenHashes.length === 0) return [];
    return db
      .select({
        tokenHash: operatorSessions.tokenHash,
        id: operators.id,
        role: operators.role,
      })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          inArray(operatorSessions.tokenHash, tokenHashes),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, now),
          gt(operatorSessions.lastSeenAt, idleSince),
          eq(operators.status, 'active'),
        ),
      );
  },

  async revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
    await db
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
  },
};
