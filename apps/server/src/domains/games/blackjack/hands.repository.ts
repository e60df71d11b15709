import { and, eq, lt } from 'drizzle-orm';
import type { BlackjackState } from '@lale/games/blackjack';
import type { Db } from '../../../db/client.ts';
import { studioBlackjackHands } from '../../../db/schema.ts';
import { IDLE_SWEEP_BATCH } from '../shared/idle-sweep.ts';

export type HandRow = Omit<typeof studioBlackjackHands.$inferSelect, 'state'> & {
  state: BlackjackState;
};

export const hands = {
  async open(db: Db, userId: number, gameKey: string, forUpdate = false): Promise<HandRow | null> {
    const query = db
      .select()
      .from(studioBlackjackHands)
      .where(
        and(
          eq(studioBlackjackHands.userId, userId),
          eq(studioBlackjackHands.gameKey, gameKey),
          eq(studioBlackjackHands.open, true),
        ),
      )
      .limit(1);
    const [row] = await (forUpdate ? query.for('update') : query);
    return (row as HandRow | undefined) ?? null;
  },

  async insert(db: Db, row: HandRow): Promise<void> {
    await db.insert(studioBlackjackHands).values(row);
  },

  async save(
    db: Db,
    roundId: string,
    values: Pick<HandRow, 'state' | 'wagered' | 'betsPlaced' | 'open' | 'updatedAt'>,
  ): Promise<void> {
    await db
      .update(studioBlackjackHands)
      .set(values)
      .where(eq(studioBlackjackHands.roundId, roundId));
  },

  /** Open hands nobody touched since `before`, locked for the sweep (others skip them). */
  async idleSince(db: Db, before: Date): Promise<HandRow[]> {
    const rows = await db
      .select()
      .from(studioBlackjackHands)
      .where(and(eq(studioBlackjackHands.open, true), lt(studioBlackjackHands.updatedAt, before)))
      .limit(IDLE_SWEEP_BATCH)
      .for('update', { skipLocked: true });
    return rows as HandRow[];
  },
};
