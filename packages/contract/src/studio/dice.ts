import { z } from 'zod';

const uuid = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);

/** The one shared dice room's live topic (`game:dice`). */
export const DICE_ROOM = 'dice';

/**
 * One bet on the round taking bets (`roundId`, so a late bet never lands on the next round):
 * `pick` is under, seven, over, doubles or total-2 … total-12 (@lale/games/dice).
 */
export const diceBetBody = z.object({
  roundId: uuid,
  pick: z.string().min(1).max(12),
  stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  requestId: uuid,
});
export type DiceBetBody = z.input<typeof diceBetBody>;

/**
 * A round as the player sees it; times are epoch milliseconds. Bets are taken until
 * `closesAt`, the dice are shown rolling until `settlesAt`, then the bets are paid. `dice` is
 * null while bets are taken; `serverSeed` is given at the result, to check against
 * `serverSeedHash` (published at opening) and recompute the dice (`rollDice`).
 */
export interface DiceRoundView {
  id: string;
  number: number;
  phase: 'betting' | 'rolling' | 'settled';
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  /** The round's nonce: its number. */
  nonce: number;
  openedAt: number;
  closesAt: number;
  settlesAt: number;
  /** When the next round opens (after the result is shown). */
  nextAt: number;
  dice: [number, number] | null;
}

export interface DiceBetView {
  id: string;
  roundId: string;
  roundNumber: number;
  pick: string;
  stake: number;
  /** The part of the stake the wallet took from cash and from bonus money. */
  cash: number;
  bonus: number;
  /** Hundredths, the stake included. */
  odds: number;
  status: 'open' | 'won' | 'lost';
  /** What was paid, the stake included (0 while open or lost). */
  payout: number;
  createdAt: number;
}

export interface DiceStateReply {
  round: DiceRoundView;
  serverTime: number;
  /** The player's bets on this round. */
  ownBets: DiceBetView[];
  /** The last settled rounds, newest first. */
  lastRounds: DiceRoundView[];
  balance: number;
  limits: { minBet: number; maxBet: number };
}

export interface DiceBetReply {
  bet: DiceBetView;
  balance: number;
}

export interface DiceHistoryReply {
  bets: DiceBetView[];
}

/** The live events of the room: each carries the round as it now stands. */
export type DiceEvent =
  | { type: 'dice.betting'; round: DiceRoundView }
  | { type: 'dice.rolling'; round: DiceRoundView }
  | { type: 'dice.settled'; round: DiceRoundView }
  | { type: 'dice.snapshot'; round: DiceRoundView };

export const diceRoutes = {
  '/dice/state': { method: 'GET' },
  '/dice/bet': { method: 'POST', body: diceBetBody },
  '/dice/history': {
    method: 'GET',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  },
} as const;

export interface DiceReplies {
  '/dice/state': DiceStateReply;
  '/dice/bet': DiceBetReply;
  '/dice/history': DiceHistoryReply;
}
