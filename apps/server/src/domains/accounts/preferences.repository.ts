import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerPreferences } from '../../db/schema.ts';

export interface PlayerPreferences {
  /** The game pages' one sound switch; off (muted) until the player turns it on. */
  soundMuted: boolean;
}

const DEFAULTS: PlayerPreferences = { soundMuted: true };

/** A player's preferences, kept on the server so that they follow the player to any device. */
export const preferences = {
  async of(db: Db, userId: number): Promise<PlayerPreferences> {
    const [row] = await db
      .select({ soundMuted: playerPreferences.soundMuted })
      .from(playerPreferences)
      .where(eq(playerPreferences.userId, userId));
    return row ?? DEFAULTS;
  },

  async setSoundMuted(
    db: Db,
    userId: number,
    soundMuted: boolean,
    now: Date,
  ): Promise<PlayerPreferences> {
    await db
      .insert(playerPreferences)
      .values({ userId, soundMuted, updatedAt: now })
      .onConflictDoUpdate({
        target: playerPreferences.userId,
        set: { soundMuted, updatedAt: now },
      });
    return { soundMuted };
  },
};
