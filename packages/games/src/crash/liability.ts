import { MIN_CRASH_POINT } from './crash-point.ts';
import { cashoutPayout } from './settle.ts';

export interface LiabilityInput {
  /** The stake still riding of every open bet (after its cash-outs so far), in kuruş. */
  ridingStakes: readonly number[];
  /** What this round has already paid out (cash-outs so far), in kuruş. */
  paidOut: number;
  /** The round's cap on total payouts, in kuruş. */
  maxRoundPayout: number;
  maxMultiplierHundredths: number;
}

/** What the round would pay in total if everything riding cashed out at `atHundredths`. */
export function roundLiability(
  ridingStakes: readonly number[],
  paidOut: number,
  atHundredths: number,
): number {
  return ridingStakes.reduce((sum, stake) => sum + cashoutPayout(stake, atHundredths), paidOut);
}

/**
 * The multiplier (hundredths) at which the server cashes out every bet still riding, so the
 * round never pays more than `maxRoundPayout`: the largest m with roundLiability(m) within the
 * cap, or null when even the game's cap multiplier stays within it. Returns 100 (hand the
 * stakes back at once) if nothing above 1.00x fits. Recompute after each cash-out: a cash-out
 * below the forced multiplier only lowers the liability. Forcing a cash-out keeps the RTP,
 * since every target returns the same 1 − edge.
 */
export function forcedCashoutMultiplier(input: LiabilityInput): number | null {
  const { ridingStakes, paidOut, maxRoundPayout, maxMultiplierHundredths: max } = input;
  const within = (m: number) => roundLiability(ridingStakes, paidOut, m) <= maxRoundPayout;
  if (within(max)) return null;
  let low = MIN_CRASH_POINT;
  if (!within(low)) return low;
  let high = max; // invariant: within(low) && !within(high)
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (within(middle)) low = middle;
    else high = middle;
  }
  return low;
}
