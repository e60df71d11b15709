import type { LiveTableGame, LiveTableKind } from './kinds.ts';
import type { LiveChatMessage } from './events.ts';
import type { LiveTableLimits, LiveTableSnapshot, LiveTableTiming } from './room.ts';
import type { LiveTableResult } from './results.ts';

/** What the player has on a round, by game (their chips as sent, the blackjack seat and bets behind). */
export type LiveOwnBets =
  | {
      game: 'roulette';
      bets: { type: string; selection: number[] | number | null; amount: number }[];
    }
  | { game: 'baccarat'; bets: { type: string; amount: number }[] }
  | { game: 'money-wheel'; bets: { number: number; amount: number }[] }
  | {
      game: 'casino-holdem';
      bet: { ante: number; bonus: number } | null;
      decision: 'call' | 'fold' | null;
    }
  | {
      game: 'blackjack';
      seat: { seat: number; amount: number } | null;
      behind: { seat: number; amount: number }[];
      insurance: boolean | null;
    };

export type LiveStakeStatus = 'open' | 'settled' | 'refunded';

/** The player's own part of one round. */
export interface LiveOwnStake {
  roundId: string;
  roundNumber: number;
  bets: LiveOwnBets;
  /** Everything the wallet has taken for this round (doubles, splits, insurance, a call). */
  staked: number;
  /** Paid at the result (stake included); null until then. */
  win: number | null;
  status: LiveStakeStatus;
}

/** The table's rules as the page shows them. */
export interface LiveTableRules {
  tableId: number;
  kind: LiveTableKind;
  game: LiveTableGame;
  /** The live channel topic to follow: `table:<tableId>`. */
  topic: string;
  dealer: string | null;
  limits: LiveTableLimits;
  timing: LiveTableTiming;
  /** Blackjack seats (7); 0 elsewhere. */
  seats: number;
}

/** GET /live/state */
export interface LiveStateReply {
  table: LiveTableRules;
  snapshot: LiveTableSnapshot;
  /** The player's stake in the current round, if any. */
  own: LiveOwnStake | null;
  balance: number;
  serverTime: number;
}

/** Every bet, seat, insurance, action and decision answers the player's stake and balance. */
export interface LiveStakeReply {
  own: LiveOwnStake;
  balance: number;
}

/** POST /live/bets/clear */
export interface LiveClearReply {
  own: LiveOwnStake | null;
  balance: number;
}

/** POST /live/chat: the message as it went out (filtered). */
export interface LiveChatReply {
  message: LiveChatMessage;
}

/** One of the player's past rounds at the table, with what proves it. */
export interface LiveOwnRound extends LiveOwnStake {
  result: LiveTableResult | null;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the round's stream: its round number. */
  nonce: number;
  serverSeed: string | null;
  createdAt: string;
}

/** GET /live/history?limit= */
export interface LiveHistoryReply {
  rounds: LiveOwnRound[];
}
