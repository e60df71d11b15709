import { and, eq, sql } from 'drizzle-orm';
import { generateServerSeed, hashServerSeed } from '@lale/games/fair';
import { fixesServerSeeds, newServerSeed } from './test-server-seed.ts';
import type { Db } from '../../../db/client.ts';
import { studioSeedPairs, users } from '../../../db/schema.ts';

export type SeedPair = typeof studioSeedPairs.$inferSelect;

/** A player's first client seed, until they choose one. */
const defaultClientSeed = () => generateServerSeed().slice(0, 16);

export const seedPairs = {
  /** The player's active pair, created on first use (two racing creators keep one). */
  async active(db: Db, userId: number, now: Date, forUpdate = false): Promise<SeedPair> {
    for (;;) {
      const query = db
        .select()
        .from(studioSeedPairs)
        .where(and(eq(studioSeedPairs.userId, userId), eq(studioSeedPairs.active, true)));
      const [row] = await (forUpdate ? query.for('update') : query);
      if (row) return row;
      await this.insert(db, userId, defaultClientSeed(), now);
    }
  },

  async insert(db: Db, userId: number, clientSeed: string, now: Date): Promise<void> {
    // Only a test server that fixes seeds asks whose pair this is.
    const username = fixesServerSeeds()
      ? ((await db.select({ username: users.username }).from(users).where(eq(users.id, userId)))[0]
          ?.username ?? null)
      : null;
    const serverSeed = newServerSeed(username);
    await db
      .insert(studioSeedPairs)
      .values({
        userId,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed,
        createdAt: now,
      })
      .onConflictDoNothing({
        target: studioSeedPairs.userId,
        where: sql`${studioSeedPairs.active}`,
      });
  },

  /** Takes the pair's next nonce; the caller holds the row lock from `active(..., true)`. */
  async takeNonce(db: Db, pair: SeedPair): Promise<number> {
    await db
      .update(studioSeedPairs)
      .set({ nextNonce: pair.nextNonce + 1 })
      .where(eq(studioSeedPairs.id, pair.id));
    return pair.nextNonce;
  },

  async setClientSeed(db: Db, pair: SeedPair, clientSeed: string): Promise<SeedPair> {
    const [row] = await db
      .update(studioSeedPairs)
      .set({ clientSeed })
      .where(eq(studioSeedPairs.id, pair.id))
      .returning();
    return row!;
  },

  async reveal(db: Db, pair: SeedPair, now: Date): Promise<void> {
    await db
      .update(studioSeedPairs)
      .set({ active: false, revealedAt: now })
      .where(eq(studioSeedPairs.id, pair.id));
  },
};
