import type { StudioRound as RoundRecord } from '@lale/contract/studio/replies';
import type { HandView } from './wire.ts';

/** A settled hand's view as the round record keeps it. */
export const settledView = (round: RoundRecord): HandView | null =>
  (round.outcome as { hand?: HandView } | null)?.hand ?? null;

/**
 * The bet Repeat puts back after a reload: the opening bet of the newest settled hand in the
 * player's rounds (newest first), before any double or split grew it; none when nothing was settled.
 */
export function lastSettledBet(rounds: readonly RoundRecord[]): number | null {
  for (const round of rounds) {
    if (round.status !== 'settled') continue;
    const bet = settledView(round)?.baseBet;
    if (bet !== undefined && bet > 0) return bet;
  }
  return null;
}
