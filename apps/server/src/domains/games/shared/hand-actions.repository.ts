import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { studioHandActions } from '../../../db/schema.ts';

/**
 * The first reply to each decision of a game in progress (a blackjack move, a video poker
 * draw), by the player's request id: a retry answers it again instead of acting twice.
 */
export const handActions = {
  async reply(db: Db, userId: number, requestId: string): Promise<unknown> {
    const [row] = await db
      .select({ reply: studioHandActions.reply })
      .from(studioHandActions)
      .where(and(eq(studioHandActions.userId, userId), eq(studioHandActions.requestId, requestId)))
      .limit(1);
    return row?.reply ?? null;
  },

  async record(db: Db, row: typeof studioHandActions.$inferInsert): Promise<void> {
    await db.insert(studioHandActions).values(row);
  },
};
