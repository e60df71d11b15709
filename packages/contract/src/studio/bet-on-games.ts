import { z } from 'zod';

const uuid = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);

/** Most picks on one slip. */
export const BET_ON_GAMES_MAX_PICKS = 20;

/** A slip of picks on the draw taking bets (`drawId`, so a late slip never lands on the next). */
export const betOnGamesBetBody = z.object({
  drawId: uuid,
  picks: z
    .array(
      z.object({
        type: z.string().min(1).max(20),
        selection: z.string().min(1).max(10),
        stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      }),
    )
    .min(1)
    .max(BET_ON_GAMES_MAX_PICKS),
  requestId: uuid,
});
export type BetOnGamesBetBody = z.input<typeof betOnGamesBetBody>;

/** Items revealed one after another once a draw starts: the 7 balls, then the card. */
export const BET_ON_GAMES_REVEALS = 8;

/**
 * A draw as the player sees it; times are epoch milliseconds. `balls` and `card` are what has
 * been revealed so far (a ball every `revealMs` from `drawsAt`, the card last); `serverSeed`
 * is given once betting is over, to check against `serverSeedHash` (published at opening).
 */
export interface BetOnGamesDrawView {
  id: string;
  number: number;
  phase: 'betting' | 'drawing' | 'settled';
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  /** The draw's nonce: its number. */
  nonce: number;
  openedAt: number;
  closesAt: number;
  drawsAt: number;
  settlesAt: number;
  revealMs: number;
  balls: number[];
  card: number | null;
}

export interface BetOnGamesBetView {
  id: string;
  drawId: string;
  drawNumber: number;
  type: string;
  selection: string;
  stake: number;
  /** Hundredths, the stake included. */
  odds: number;
  status: 'open' | 'won' | 'lost';
  /** What was paid, the stake included (0 while open or lost). */
  payout: number;
  createdAt: number;
}

export interface BetOnGamesStateReply {
  draw: BetOnGamesDrawView;
  serverTime: number;
  /** The player's bets on this draw. */
  ownBets: BetOnGamesBetView[];
  /** The last settled draws, newest first. */
  lastDraws: BetOnGamesDrawView[];
  balance: number;
  limits: { minBet: number; maxBet: number };
}

export interface BetOnGamesBetReply {
  bets: BetOnGamesBetView[];
  balance: number;
}

export interface BetOnGamesHistoryReply {
  bets: BetOnGamesBetView[];
}

export const betOnGamesRoutes = {
  '/bet-on-games/state': { method: 'GET' },
  '/bet-on-games/bet': { method: 'POST', body: betOnGamesBetBody },
  '/bet-on-games/history': {
    method: 'GET',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  },
} as const;

export interface BetOnGamesReplies {
  '/bet-on-games/state': BetOnGamesStateReply;
  '/bet-on-games/bet': BetOnGamesBetReply;
  '/bet-on-games/history': BetOnGamesHistoryReply;
}
