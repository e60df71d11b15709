import type { LiveTableGame, LiveTableKind } from '@lale/contract/live-tables/kinds';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import type { RandomSource } from '@lale/games/fair';
import type { LiveTableTiming } from '@lale/contract/live-tables/room';
import type { StakeRow } from '../stakes.repository.ts';

/** The decision a round waits for (the room adds its deadline). */
export type PendingTurn =
  { kind: 'insurance' } | { kind: 'seat'; seat: number; stakeId: string } | { kind: 'call' };

/** The round after a step of play: the engine's state (secret parts included) and the view. */
export interface PlayedRound {
  state: unknown;
  result: LiveTableResult;
  /** What the table waits for now; null when the result can be paid. */
  turn: PendingTurn | null;
}

/**
 * One game as a room plays it: the deal when bets close, time-outs of decisions, and the
 * payout of every stake at the result. Pure: stakes come in, numbers come out.
 */
export interface TablePlay {
  game: LiveTableGame;
  /** Draws the round from its fair stream when the bets close. */
  deal(source: RandomSource, stakes: StakeRow[]): PlayedRound;
  /** How long the draw is shown (a money wheel spins once per multiplier too). */
  drawMs(result: LiveTableResult, timing: LiveTableTiming): number;
  /** The decision window ran out: unanswered is stand, declined or fold. */
  timeout(state: unknown, stakes: StakeRow[]): PlayedRound;
  /** The final view and each open stake's return (stake included), by stake id. */
  finish(
    state: unknown,
    stakes: StakeRow[],
  ): { result: LiveTableResult; returns: Map<string, number> };
}

export type TablePlays = Record<LiveTableKind, TablePlay>;

/** A game without decisions: the draw is the whole round. */
export function noDecisions(): never {
  throw new Error('this game has no decisions to time out');
}
