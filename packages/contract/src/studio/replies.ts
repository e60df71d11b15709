import type { BlackjackPublicView } from '@lale/games/blackjack/public-view';
import type { StudioAction } from './requests.ts';

/** `live`: a live table's room (`live-tables/`), whatever game the table plays. */
export type StudioEngine =
  | 'slot'
  | 'roulette'
  | 'blackjack'
  | 'crash'
  | 'live'
  | 'video-poker'
  | 'bet-on-games'
  | 'bingo'
  | 'dice';
export type StudioLaunchKind = 'casino' | 'livecasino' | 'virtual';

export interface StudioGame {
  kind: StudioLaunchKind;
  id: number;
  engine: StudioEngine;
  /** Slot model id (low, medium, high, scatter-pays); the engine's model for table games. */
  model: string;
  name: string;
  provider: string;
  minBet: number;
  maxBet: number;
}

export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the next round. */
  nonce: number;
}

export interface Rotation {
  revealed: {
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    /** Null when no round was played with the revealed seed. */
    lastNonce: number | null;
  };
  next: Fairness;
}

export interface RoundJackpot {
  pool: string;
  amount: number;
}

/** A played round; `outcome` is the engine's own (see API.md), `win` excludes the jackpot. */
export interface StudioRound {
  id: string;
  nonce: number;
  stake: number;
  win: number;
  balanceBefore: number;
  balanceAfter: number | null;
  status: 'open' | 'settled' | 'refunded';
  serverSeedHash: string;
  clientSeed: string;
  createdAt: string;
  outcome: unknown;
  jackpot: RoundJackpot | null;
}

/** packages/games' public view of a hand, its legal actions in wire names. */
export type StudioHand = Omit<BlackjackPublicView, 'legalActions'> & {
  legalActions: (StudioAction | 'deal')[];
};

export interface SessionReply {
  sessionToken: string;
  game: StudioGame;
  lang: 'tr' | 'en';
  balance: number;
  fairness: Fairness;
}
export interface BalanceReply {
  balance: number;
}
export interface RoundReply {
  round: StudioRound;
  balance: number;
}
export interface HandReply {
  hand: StudioHand;
  balance: number;
  round: StudioRound;
}
export interface CurrentHandReply {
  hand: StudioHand | null;
  balance: number;
}
export interface RoundsReply {
  rounds: StudioRound[];
}
