import { refusals, type Refusal } from '../../platform/refusal.ts';
import type { BetPolicy } from '../wallet/api.ts';

/** The SQLSTATE with which seamless_bet refuses a bet over the bonus's maximum (migration 0047). */
const MAX_BET_SQLSTATE = 'LB001';

/** The refusal a database error is when a wagering bonus's maximum bet turned the bet away. */
export function bonusRefusalOf(error: unknown): Refusal | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const { code, message } = e as Error & { code?: unknown };
    if (code === MAX_BET_SQLSTATE)
      return refusals.forbidden('bonus_max_bet', { maxBet: Number(message) });
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** True for the bonus's refusals: transports with their own codes pass the message on. */
export function isBonusRefusal(refusal: Refusal): boolean {
  return refusal.kind === 'forbidden' && String(refusal.code).startsWith('bonus_');
}

/** The bonus's terms as the wallet's port takes them (plugged in by the composition). */
export const bonusTermsPolicy: BetPolicy = {
  kind: 'bonus_terms',
  refusalOf: bonusRefusalOf,
  made: isBonusRefusal,
};
