import type { HoldemBet } from './settle.ts';

/** Largest ante: a royal's 101x ante, the call's return and a 101x bonus stay safe integers. */
export const MAX_HOLDEM_ANTE = Math.floor(Number.MAX_SAFE_INTEGER / 210);

export type HoldemBetError = 'invalid-ante' | 'invalid-bonus';

export type HoldemBetValidation =
  { ok: true; bet: HoldemBet } | { ok: false; error: HoldemBetError };

/** An ante is required; the AA bonus is optional (0) and at most the ante's size limit. */
export function validateHoldemBet(bet: HoldemBet): HoldemBetValidation {
  const { ante, bonus } = bet;
  if (!Number.isSafeInteger(ante) || ante <= 0 || ante > MAX_HOLDEM_ANTE) {
    return { ok: false, error: 'invalid-ante' };
  }
  if (!Number.isSafeInteger(bonus) || bonus < 0 || bonus > MAX_HOLDEM_ANTE) {
    return { ok: false, error: 'invalid-bonus' };
  }
  return { ok: true, bet: { ante, bonus } };
}
