import { parseLiraToKurus } from '@lale/contract/validators/amount';
import {
  MONEY_LIMIT_MAX,
  MONEY_LIMIT_MIN,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  type LimitKind,
} from '@lale/contract/responsible-gaming/limits';

/** What a limit's field accepts: kuruş for money (typed in lira), whole minutes for a session. */
export function boundsOf(kind: LimitKind): { min: number; max: number } {
  return kind === 'session'
    ? { min: SESSION_LIMIT_MIN_MINUTES, max: SESSION_LIMIT_MAX_MINUTES }
    : { min: MONEY_LIMIT_MIN, max: MONEY_LIMIT_MAX };
}

/** The typed value as the API's amount, or null when it is none or out of bounds. */
export function limitAmountOf(kind: LimitKind, text: string): number | null {
  const value = kind === 'session' ? minutesOf(text) : parseLiraToKurus(text);
  const { min, max } = boundsOf(kind);
  return value !== null && value >= min && value <= max ? value : null;
}

function minutesOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : null;
}

/** An amount as the player would type it back: 1250,50 lira or 90 minutes. */
export function limitText(kind: LimitKind, amount: number): string {
  if (kind === 'session') return String(amount);
  const lira = Math.floor(amount / 100);
  const rest = amount % 100;
  return rest === 0 ? String(lira) : `${lira},${String(rest).padStart(2, '0')}`;
}
