import { MIN_CASHOUT_HUNDREDTHS } from './validate-bet.ts';

export interface ManualCashoutInput {
  /** `multiplierAt` of the server's clock when the request is taken. */
  reached: number;
  /** The round's forced cash-out, or null. */
  forcedCashout: number | null;
  /** The multiplier the page showed at the click, or null (the server's own). */
  shown: number | null;
  /** The bet's earlier cash-out (a half), or null. */
  previous: number | null;
}

/**
 * What a cash-out by hand is paid at: what the player saw at the click, never more than the
 * server's own multiplier now (the page's clock and the request's trip only ever make it see
 * less). The server's own is at least 1.01x, as the page offers in the first ~166 ms of a flight
 * that shows 1.00x, and never past the round's forced cash-out. A claim below 1.01x or below
 * the bet's earlier cash-out counts as that (legs are paid in flight order); a claim above the
 * server's own is paid the server's own, as is a request that claims nothing.
 */
export function manualCashoutAt(input: ManualCashoutInput): number {
  const { reached, forcedCashout, shown, previous } = input;
  const lowest = Math.max(MIN_CASHOUT_HUNDREDTHS, previous ?? 0);
  const current = Math.min(Math.max(MIN_CASHOUT_HUNDREDTHS, reached), forcedCashout ?? Infinity);
  return shown === null ? current : Math.min(current, Math.max(shown, lowest));
}
