import { z } from 'zod';
import type { CrashSnapshot } from './live/crash-payloads.ts';
import { roundsQuery } from './studio/requests.ts';

/**
 * The crash games' routes of the studio API (`/games/api/v1/crash/...`, bearer game session
 * as for every studio game). Rounds are shared: their public events come over the live
 * channel on `game:<room>`; these routes carry the player's own bets.
 */

const hundredths = () => z.number({ error: 'invalid_request' }).int({ error: 'invalid_request' });
const requestId = () => z.uuid({ error: 'invalid_request' });

export const crashBetRequest = z.object({
  /** 0 or 1: a player may hold two bets in one round. */
  slot: z.union([z.literal(0), z.literal(1)], { error: 'invalid_request' }),
  /** Kuruş. */
  stake: z.number({ error: 'invalid_request' }).int({ error: 'invalid_request' }).positive(),
  /** Cash out automatically at this multiplier (hundredths, ≥ 101); null for by hand only. */
  autoCashoutHundredths: hundredths().nullable().default(null),
  requestId: requestId(),
});
export type CrashBetRequest = z.input<typeof crashBetRequest>;

export const crashCashoutRequest = z.object({
  slot: z.union([z.literal(0), z.literal(1)], { error: 'invalid_request' }),
  /** 'half' only where the game offers it (Spaceman). */
  portion: z.enum(['all', 'half'], { error: 'invalid_request' }).default('all'),
  /**
   * The multiplier the page showed at the click (hundredths). Paid as long as the server's own
   * has reached it, else the server's own (never more); null or absent: the server's own.
   */
  shownHundredths: hundredths().positive({ error: 'invalid_request' }).nullable().default(null),
  /** A retry with the same id answers the first cash-out and pays nothing more. */
  requestId: requestId(),
});
export type CrashCashoutRequest = z.input<typeof crashCashoutRequest>;

export type CrashBetStatus = 'open' | 'cashed_out' | 'partly_cashed_out' | 'lost' | 'refunded';

/** One of the player's own bets, in full. */
export interface CrashOwnBet {
  betId: string;
  roundId: string;
  roundNumber: number;
  slot: 0 | 1;
  stake: number;
  autoCashoutHundredths: number | null;
  /** Stake still riding (after a half cash-out, the other half). */
  riding: number;
  cashouts: { portion: number; atHundredths: number; payout: number }[];
  payout: number;
  status: CrashBetStatus;
  /** Null while the round runs. */
  crashPointHundredths: number | null;
  /** The round's revealed hash and the one before it (null while it runs): to verify it. */
  gameHash: string | null;
  previousHash: string | null;
  createdAt: string;
}

/** The rules a crash page shows, and what anyone needs to re-check a round. */
export interface CrashRules {
  room: string;
  topic: string;
  model: 'zeplin' | 'spaceman';
  rtpBasisPoints: number;
  maxMultiplierHundredths: number;
  bettingPhaseMs: number;
  betsPerRound: number;
  halfCashout: boolean;
  minBet: number;
  maxBet: number;
  maxRoundPayout: number;
  /** The public salt of this room's hash chain and the chain's commitment. */
  salt: string;
  commitment: string;
}

/** GET /crash/state: the rules, the round as the live topic would show it, the own bets. */
export interface CrashStateReply {
  rules: CrashRules;
  snapshot: CrashSnapshot;
  serverTime: number;
  ownBets: CrashOwnBet[];
  balance: number;
}

/** POST /crash/bet and /crash/cashout. */
export interface CrashBetReply {
  bet: CrashOwnBet;
  balance: number;
}

/** GET /crash/history?limit=: the player's own settled bets, newest first. */
export interface CrashHistoryReply {
  bets: CrashOwnBet[];
}

/** The crash routes of the studio's route table (`studio/routes.ts`). */
export const crashRoutes = {
  '/crash/state': { method: 'GET' },
  '/crash/bet': { method: 'POST', body: crashBetRequest },
  '/crash/cashout': { method: 'POST', body: crashCashoutRequest },
  '/crash/history': { method: 'GET', query: roundsQuery },
} as const;

export interface CrashReplies {
  '/crash/state': CrashStateReply;
  '/crash/bet': CrashBetReply;
  '/crash/cashout': CrashBetReply;
  '/crash/history': CrashHistoryReply;
}
