import { BP, type BingoRoom } from './rooms.ts';
import { BINGO_STAGES, type BingoStage } from './stages.ts';

/** Where a game's stakes go, in kuruş: house + jackpot + the three prizes = stakes exactly. */
export interface PoolSplit {
  stakes: number;
  house: number;
  jackpot: number;
  prizes: Record<BingoStage, number>;
}

/**
 * The pool's split: the house share and the jackpot contribution are rounded down, the prize
 * fund is the rest; line and two lines are rounded down from the fund, the full house takes
 * whatever is left, so nothing is lost to rounding.
 */
export function splitPool(
  room: Pick<BingoRoom, 'houseBp' | 'jackpotBp' | 'stageBp'>,
  stakes: number,
): PoolSplit {
  if (!Number.isSafeInteger(stakes) || stakes < 0) throw new RangeError(`bad stakes ${stakes}`);
  const house = Math.floor((stakes * room.houseBp) / BP);
  const jackpot = Math.floor((stakes * room.jackpotBp) / BP);
  const fund = stakes - house - jackpot;
  const line = Math.floor((fund * room.stageBp.line) / BP);
  const twoLines = Math.floor((fund * room.stageBp['two-lines']) / BP);
  return {
    stakes,
    house,
    jackpot,
    prizes: { line, 'two-lines': twoLines, 'full-house': fund - line - twoLines },
  };
}

/**
 * A prize shared by tied tickets, given in purchase order (earliest bought first): each gets
 * ⌊prize / n⌋ and the remainder r < n goes one kuruş each to the r earliest-bought tickets.
 * The shares sum to the prize exactly.
 */
export function splitTie(prize: number, winners: number): number[] {
  if (winners <= 0) return [];
  const each = Math.floor(prize / winners);
  const remainder = prize - each * winners;
  return Array.from({ length: winners }, (_, i) => each + (i < remainder ? 1 : 0));
}

export { BINGO_STAGES };
