import type { Db } from '../../../db/client.ts';
import { seedPairs } from './seed-pairs.repository.ts';

/** What a round draws from: the player's active pair and the nonce its next round takes. */
export interface KnownPair {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

/**
 * The players' active seed pairs as this process last saw them, so that a round can draw before
 * its one statement without reading the pair first. Only a guess: `studio_play_round` plays the
 * round only if the pair (id, server seed hash, client seed, nonce) is still this one, and
 * otherwise answers the pair as it is. Kept per database (a test worker opens several) and for
 * the players seen last.
 */
const MAX_PLAYERS = 10_000;
const known = new WeakMap<Db, Map<number, KnownPair>>();

function tableOf(db: Db): Map<number, KnownPair> {
  let table = known.get(db);
  if (!table) known.set(db, (table = new Map()));
  return table;
}

export const knownPairs = {
  /** The player's pair as last seen, else read (and created on first use). */
  async of(db: Db, userId: number, now: Date): Promise<KnownPair> {
    return tableOf(db).get(userId) ?? this.read(db, userId, now);
  },

  /** Reads the player's active pair, creating it on first use, without locking it. */
  async read(db: Db, userId: number, now: Date): Promise<KnownPair> {
    const pair = await seedPairs.active(db, userId, now);
    return this.remember(db, userId, pair);
  },

  remember(db: Db, userId: number, pair: KnownPair): KnownPair {
    const table = tableOf(db);
    const seen: KnownPair = {
      id: pair.id,
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nextNonce: pair.nextNonce,
    };
    // Re-inserted so that the map's order is the order last seen; the oldest goes first.
    table.delete(userId);
    table.set(userId, seen);
    if (table.size > MAX_PLAYERS) table.delete(table.keys().next().value!);
    return seen;
  },

  forget(db: Db, userId: number): void {
    known.get(db)?.delete(userId);
  },
};
