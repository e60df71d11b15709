import { BET_ON_GAMES_MAX_PICKS } from '@lale/contract/studio/bet-on-games';

export interface SlipPick {
  type: string;
  selection: string;
  stake: number;
}

const same = (a: { type: string; selection: string }, b: { type: string; selection: string }) =>
  a.type === b.type && a.selection === b.selection;

export const inSlip = (slip: SlipPick[], pick: { type: string; selection: string }) =>
  slip.some((entry) => same(entry, pick));

/** A tap on the board: adds the pick at the chip's stake, or takes it off if already there. */
export function togglePick(
  slip: SlipPick[],
  pick: { type: string; selection: string },
  stake: number,
): SlipPick[] {
  if (inSlip(slip, pick)) return slip.filter((entry) => !same(entry, pick));
  if (slip.length >= BET_ON_GAMES_MAX_PICKS) return slip;
  return [...slip, { ...pick, stake }];
}

export const slipTotal = (slip: SlipPick[]) => slip.reduce((sum, pick) => sum + pick.stake, 0);

const CHIPS = [100, 500, 1_000, 2_500, 5_000, 10_000, 50_000, 100_000];

/** The chips a game offers: its minimum, then the usual values up to its maximum (kuruş). */
export function chipValues(minBet: number, maxBet: number): number[] {
  const within = CHIPS.filter((chip) => chip > minBet && chip <= maxBet);
  return [minBet, ...within].slice(0, 6);
}

/** `m:ss` until a moment, never negative. */
export function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
