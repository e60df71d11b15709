import { z } from 'zod';
import { isoDate, limit, offset } from '../fields.ts';
import { defineMethod, emptyPayload, reply } from '../method.ts';

/** One round of the in-house studio, as the profile's game history lists it. Kuruş. */
export interface GameRound {
  id: string;
  gameName: string;
  engine: string;
  /** The engine's maths model (a slot's volatility model): the verify page needs it. */
  model: string;
  stake: number;
  win: number;
  balanceBefore: number;
  balanceAfter: number | null;
  createdAt: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Only once the seed pair has been rotated; null while it is still secret. */
  serverSeed: string | null;
  status: 'open' | 'settled' | 'refunded';
}

export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

export interface SeedRotation {
  revealed: {
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    /** The last nonce played with the revealed seed; null when none was. */
    lastNonce: number | null;
  };
  next: Fairness;
}

/** Printable ASCII, 1 to 64 characters. */
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;

/** Extras beyond SPEC §7: the studio's provably fair history and seeds for the site's pages. */
export const games = {
  list_rounds: defineMethod({
    auth: 'required',
    payload: z.object({
      limit: limit(10, 100),
      offset: offset(),
      startDate: isoDate().optional(),
      endDate: isoDate().optional(),
    }),
    reply: reply<GameRound[]>(),
    paginated: true,
  }),
  get_fairness: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<Fairness>(),
  }),
  rotate_seed: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: false,
    payload: emptyPayload,
    reply: reply<SeedRotation>(),
  }),
  set_client_seed: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: false,
    payload: z.object({
      clientSeed: z
        .string({ error: 'required_field' })
        .regex(CLIENT_SEED_PATTERN, { error: 'invalid_value' }),
    }),
    reply: reply<Fairness>(),
  }),
};
