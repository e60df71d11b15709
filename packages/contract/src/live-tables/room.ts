import type { LiveTableGame, LiveTableKind, LiveTablePhase } from './kinds.ts';
import type {
  LiveBaccaratRoads,
  LiveHotAndCold,
  LiveRecentResult,
  LiveTableResult,
} from './results.ts';

/**
 * A live table's room as the live channel shows it on `table:<tableId>`. Times are server
 * epoch milliseconds (clients count down from `phaseEndsAt` against `serverTime`, never their
 * own clock); amounts kuruş; players masked (`maskPlayerName`).
 */

/** The round now: its seed's SHA-256 is shown from the betting window on, the seed at the end. */
export interface LiveRoundHeader {
  roundId: string;
  roundNumber: number;
  serverSeedHash: string;
  clientSeed: string;
  /** Revealed once the round is over (result or cancelled), null before. */
  serverSeed: string | null;
  openedAt: number;
  bettingEndsAt: number;
}

/** Whose decision the table waits for in the `decision` phase. */
export type LiveTableTurn =
  | { kind: 'insurance'; endsAt: number }
  | { kind: 'seat'; seat: number; player: string; endsAt: number }
  | { kind: 'call'; endsAt: number };

/** What a player has on the table this round (their own stays in the own-stake reply). */
export interface LivePublicBet {
  player: string;
  total: number;
}

/** A blackjack seat taken for this round. */
export interface LiveSeatHolder {
  seat: number;
  player: string;
  amount: number;
  /** Bets behind it (masked players and their stakes). */
  behind: LivePublicBet[];
}

export interface LiveTableLimits {
  minBet: number;
  maxBet: number;
}

/** The phases' lengths in ms, from `@lale/games` (shorter in tests and demos). */
export interface LiveTableTiming {
  bettingMs: number;
  noMoreBetsMs: number;
  drawMs: number;
  resultMs: number;
  decisionMs: number | null;
}

/** The whole state of a table topic, sent on subscribe (and by GET /live/state). */
export interface LiveTableSnapshot {
  type: 'table.snapshot';
  tableId: number;
  kind: LiveTableKind;
  game: LiveTableGame;
  /** The dealer persona's name; null at the automatic wheel. */
  dealer: string | null;
  limits: LiveTableLimits;
  /** Watchers of the table's topic across every server process. */
  players: number;
  phase: LiveTablePhase;
  /** When the phase ends (the countdown); null while idle. */
  phaseEndsAt: number | null;
  serverTime: number;
  /** Null while idle before a first round. */
  round: LiveRoundHeader | null;
  /** The current round's result once drawn (blackjack and hold'em: the cards so far). */
  result: LiveTableResult | null;
  turn: LiveTableTurn | null;
  bets: LivePublicBet[];
  /** Blackjack: the seats taken this round; empty elsewhere. */
  seats: LiveSeatHolder[];
  /** The last results, newest first (20). */
  recent: LiveRecentResult[];
  /** Roulette tables: hot and cold numbers over the last 500 spins. */
  hotAndCold: LiveHotAndCold | null;
  /** Baccarat tables: the roads over the last 60 coups. */
  roads: LiveBaccaratRoads | null;
}
