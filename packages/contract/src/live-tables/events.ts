import type { LiveTableSnapshot, LiveTableTurn } from './room.ts';
import type { LiveBaccaratRoads, LiveHotAndCold, LiveTableResult } from './results.ts';

/**
 * The events of a table topic (`table:<tableId>`), after its snapshot. Each carries the
 * round's id so a client that missed one can tell and resubscribe for a snapshot.
 */

/** A betting window opens: the countdown runs to `bettingEndsAt`. */
export interface LiveTableBettingEvent {
  type: 'table.betting';
  roundId: string;
  roundNumber: number;
  serverSeedHash: string;
  clientSeed: string;
  openedAt: number;
  bettingEndsAt: number;
  players: number;
}

/** 'No more bets': bets are refused from now on; the draw starts at `drawAt`. */
export interface LiveTableClosedEvent {
  type: 'table.closed';
  roundId: string;
  drawAt: number;
}

/**
 * The draw starts: the wheel spins to `result` (its stops), the cards are dealt (blackjack:
 * up cards and the dealer's up card; hold'em: the player's cards and the flop).
 */
export interface LiveTableDrawEvent {
  type: 'table.draw';
  roundId: string;
  result: LiveTableResult;
  phaseEndsAt: number;
}

/** A decision is awaited (or the table moved on after one): the cards as they are now. */
export interface LiveTableDecisionEvent {
  type: 'table.decision';
  roundId: string;
  result: LiveTableResult;
  turn: LiveTableTurn;
}

/** The round's result, paid: the seed revealed, who won what (masked). */
export interface LiveTableResultEvent {
  type: 'table.result';
  roundId: string;
  roundNumber: number;
  result: LiveTableResult;
  serverSeed: string;
  winners: { player: string; win: number }[];
  totalStaked: number;
  totalPaid: number;
  nextRoundAt: number;
  /**
   * Roulette: hot and cold numbers with this result counted; baccarat: the roads with this
   * coup. Optional: a page without them keeps the snapshot's (roads it can extend itself).
   */
  hotAndCold?: LiveHotAndCold | null;
  roads?: LiveBaccaratRoads | null;
}

/** A round that could not be played (its leader was gone too long): every bet returned. */
export interface LiveTableCancelledEvent {
  type: 'table.cancelled';
  roundId: string;
  serverSeed: string;
}

/** A player's stake on the table changed (new chips, cleared bets). */
export interface LiveTableBetEvent {
  type: 'table.bet';
  roundId: string;
  player: string;
  total: number;
}

/** A blackjack seat taken, or a bet behind it. */
export interface LiveTableSeatEvent {
  type: 'table.seat';
  roundId: string;
  seat: number;
  player: string;
  amount: number;
  behind: boolean;
}

/** Nobody watches: no new round until someone does. */
export interface LiveTableIdleEvent {
  type: 'table.idle';
}

export interface LiveChatMessage {
  id: string;
  player: string;
  /** Plain text, words of the filter starred out. Show as text, never as HTML. */
  text: string;
  at: number;
}

export interface LiveTableChatEvent extends LiveChatMessage {
  type: 'table.chat';
}

export type LiveTableEvent =
  | LiveTableBettingEvent
  | LiveTableClosedEvent
  | LiveTableDrawEvent
  | LiveTableDecisionEvent
  | LiveTableResultEvent
  | LiveTableCancelledEvent
  | LiveTableBetEvent
  | LiveTableSeatEvent
  | LiveTableIdleEvent
  | LiveTableChatEvent;

export type { LiveTableSnapshot };
