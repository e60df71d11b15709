import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { studioRounds } from '../../../db/schema.ts';

export type RoundRow = typeof studioRounds.$inferSelect;
export type NewRound = typeof studioRounds.$inferInsert;

export const rounds = {
  async insert(db: Db, round: NewRound): Promise<RoundRow> {
    const [row] = await db.insert(studioRounds).values(round).returning();
    return row!;
  },

  async byRequest(db: Db, userId: number, requestId: string): Promise<RoundRow | null> {
    const [row] = await db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.userId, userId), eq(studioRounds.requestId, requestId)))
      .limit(1);
    return row ?? null;
  },

  async byId(db: Db, id: string): Promise<RoundRow | null> {
    const [row] = await db.select().from(studioRounds).where(eq(studioRounds.id, id)).limit(1);
    return row ?? null;
  },

  async settle(
    db: Db,
    id: string,
    values: Pick<RoundRow, 'win' | 'balanceAfter' | 'outcome' | 'status' | 'settledAt'> &
      Partial<Pick<RoundRow, 'stake'>>,
  ): Promise<RoundRow> {
    const [row] = await db
      .update(studioRounds)
      .set(values)
      .where(eq(studioRounds.id, id))
      .returning();
    return row!;
  },

  /** The player's last rounds in one game, newest first: the in-game recall. */
  recent(db: Db, userId: number, gameKey: string, limit: number): Promise<RoundRow[]> {
    return db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.userId, userId), eq(studioRounds.gameKey, gameKey)))
      .orderBy(desc(studioRounds.createdAt), desc(studioRounds.id))
      .limit(limit);
  },
};
