import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { studioRounds, studioSeedPairs } from '../../../db/schema.ts';
import type { RoundRow } from '../rounds/rounds.repository.ts';
import { IDLE_SWEEP_BATCH } from '../shared/idle-sweep.ts';

export const VIDEO_POKER_ENGINE = 'video-poker';

/**
 * A video poker game is an open studio round between the deal and the draw; no table of its
 * own: the deck is recomputed from the round's seeds, the state lives in the round's outcome.
 * Draw replies are kept, by request id, with blackjack's moves (shared/hand-actions.repository.ts).
 */
export const videoPokerRounds = {
  async open(db: Db, userId: number, gameKey: string, forUpdate = false): Promise<RoundRow | null> {
    const query = db
      .select()
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.userId, userId),
          eq(studioRounds.gameKey, gameKey),
          eq(studioRounds.engineId, VIDEO_POKER_ENGINE),
          eq(studioRounds.status, 'open'),
        ),
      )
      .limit(1);
    const [row] = await (forUpdate ? query.for('update') : query);
    return row ?? null;
  },

  /** Whether any video poker game of the player waits for its draw (its seed stays secret). */
  async anyOpen(db: Db, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: studioRounds.id })
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.userId, userId),
          eq(studioRounds.engineId, VIDEO_POKER_ENGINE),
          eq(studioRounds.status, 'open'),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Deals waiting for their draw since before `before`, locked for the sweep (others skip them). */
  async idleSince(db: Db, before: Date): Promise<RoundRow[]> {
    return db
      .select()
      .from(studioRounds)
      .where(
        and(
          eq(studioRounds.engineId, VIDEO_POKER_ENGINE),
          eq(studioRounds.status, 'open'),
          lt(studioRounds.createdAt, before),
        ),
      )
      .limit(IDLE_SWEEP_BATCH)
      .for('update', { skipLocked: true });
  },

  async serverSeed(db: Db, seedPairId: number): Promise<string> {
    const [row] = await db
      .select({ serverSeed: studioSeedPairs.serverSeed })
      .from(studioSeedPairs)
      .where(eq(studioSeedPairs.id, seedPairId))
      .limit(1);
    return row!.serverSeed;
  },
};
