import type { LiveTableLimits } from '@lale/contract/live-tables/room';
import { checkTableLimits, type LimitError } from '@lale/games/live-table/limits';

/** One chip on a betting spot ('red', 'straight:17', 'banker', '10', …), kuruş. */
export interface Chip {
  spot: string;
  amount: number;
}

const CHIP_VALUES = [100, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 500_000];

/** The chips the rack offers: the table minimum, then the usual values up to the maximum (6). */
export function chipValues(limits: LiveTableLimits): number[] {
  const values = new Set([limits.minBet, ...CHIP_VALUES]);
  return [...values]
    .filter((value) => value >= limits.minBet && value <= limits.maxBet)
    .sort((a, b) => a - b)
    .slice(0, 6);
}

/** Each spot's total, in the order the spots were first played. */
export function totalsBySpot(chips: readonly Chip[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const chip of chips) totals.set(chip.spot, (totals.get(chip.spot) ?? 0) + chip.amount);
  return totals;
}

export function chipsTotal(chips: readonly Chip[]): number {
  return chips.reduce((sum, chip) => sum + chip.amount, 0);
}

/** One chip per spot carrying the spot's total. */
export function merged(chips: readonly Chip[]): Chip[] {
  return [...totalsBySpot(chips)].map(([spot, amount]) => ({ spot, amount }));
}

/** Whether a chip of `amount` may go on `spot` given what lies there already (per-bet limits). */
export function chipLimitError(
  chips: readonly Chip[],
  spot: string,
  amount: number,
  limits: LiveTableLimits,
): LimitError | null {
  return checkTableLimits((totalsBySpot(chips).get(spot) ?? 0) + amount, limits);
}

/**
 * Undo takes the last chip off. The server only returns every bet at once, so undo is a clear
 * followed by the other chips placed again (null: nothing to undo).
 */
export function undoPlan(placed: readonly Chip[]): { resend: Chip[] } | null {
  if (placed.length === 0) return null;
  return { resend: merged(placed.slice(0, -1)) };
}

/** Double: the same bets once more on every spot (skipping a spot it would take over the limit). */
export function doublePlan(placed: readonly Chip[], limits: LiveTableLimits): Chip[] {
  return merged(placed).filter((chip) => checkTableLimits(chip.amount * 2, limits) === null);
}

/** Repeat: the last round's bets, on a table without bets of this round yet. */
export function repeatPlan(lastRound: readonly Chip[], placed: readonly Chip[]): Chip[] {
  return placed.length === 0 ? merged(lastRound) : [];
}
