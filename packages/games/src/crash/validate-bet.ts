import type { CrashGame } from './games.ts';

/** The lowest cash-out, manual or automatic: 1.01x. */
export const MIN_CASHOUT_HUNDREDTHS = 101;

export type CrashBetError = 'invalid-amount' | 'invalid-slot' | 'invalid-auto-cashout';

export interface CrashBetRequest {
  stake: number;
  /** Which of the player's bets this is, 0 .. betsPerRound − 1. */
  slot: number;
  /** Auto cash-out target in hundredths, or null for none. */
  autoCashoutHundredths: number | null;
}

export type CrashBetValidation =
  { ok: true; bet: CrashBetRequest } | { ok: false; error: CrashBetError };

/** An auto cash-out target is a whole number of hundredths from 1.01x to the game's cap. */
export function isValidAutoCashout(game: CrashGame, hundredths: number): boolean {
  return (
    Number.isSafeInteger(hundredths) &&
    hundredths >= MIN_CASHOUT_HUNDREDTHS &&
    hundredths <= game.maxMultiplierHundredths
  );
}

/** Checks a bet against the game's limits; the server also checks the phase and the balance. */
export function validateCrashBet(game: CrashGame, request: CrashBetRequest): CrashBetValidation {
  const { stake, slot, autoCashoutHundredths } = request;
  if (!Number.isSafeInteger(stake) || stake < game.minBet || stake > game.maxBet) {
    return { ok: false, error: 'invalid-amount' };
  }
  if (!Number.isInteger(slot) || slot < 0 || slot >= game.betsPerRound) {
    return { ok: false, error: 'invalid-slot' };
  }
  if (autoCashoutHundredths !== null && !isValidAutoCashout(game, autoCashoutHundredths)) {
    return { ok: false, error: 'invalid-auto-cashout' };
  }
  return { ok: true, bet: { stake, slot, autoCashoutHundredths } };
}
