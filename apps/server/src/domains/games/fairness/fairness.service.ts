import { CLIENT_SEED_SHAPE } from '@lale/contract/studio/requests';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { studioBlackjackHands } from '../../../db/schema.ts';
import { refusals } from '../../../platform/refusal.ts';
import { seedPairs, type SeedPair } from './seed-pairs.repository.ts';
import { videoPokerRounds } from '../video-poker/open-rounds.repository.ts';

export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface Rotation {
  revealed: {
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    lastNonce: number | null;
  };
  next: Fairness;
}

export const presentFairness = (pair: SeedPair): Fairness => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nextNonce,
});

export async function currentFairness(db: Db, userId: number, now: Date): Promise<Fairness> {
  return presentFairness(await seedPairs.active(db, userId, now));
}

export async function setClientSeed(
  db: Db,
  userId: number,
  clientSeed: unknown,
  now: Date,
): Promise<Fairness> {
  if (typeof clientSeed !== 'string' || !CLIENT_SEED_SHAPE.test(clientSeed))
    throw refusals.invalid(undefined, 'invalid_client_seed');
  const pair = await seedPairs.active(db, userId, now, true);
  return presentFairness(await seedPairs.setClientSeed(db, pair, clientSeed));
}

/**
 * Reveals the active server seed and commits to a new one, keeping the client seed. Refused
 * while a blackjack hand or a video poker deal is open: its undealt cards come from the seed
 * being revealed.
 */
export async function rotateSeed(db: Db, userId: number, now: Date): Promise<Rotation> {
  const pair = await seedPairs.active(db, userId, now, true);
  const [openHand] = await db
    .select({ roundId: studioBlackjackHands.roundId })
    .from(studioBlackjackHands)
    .where(and(eq(studioBlackjackHands.userId, userId), eq(studioBlackjackHands.open, true)))
    .limit(1);
  if (openHand || (await videoPokerRounds.anyOpen(db, userId)))
    throw refusals.conflict('hand_in_progress');
  await seedPairs.reveal(db, pair, now);
  await seedPairs.insert(db, userId, pair.clientSeed, now);
  const next = await seedPairs.active(db, userId, now);
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      lastNonce: pair.nextNonce > 0 ? pair.nextNonce - 1 : null,
    },
    next: presentFairness(next),
  };
}
