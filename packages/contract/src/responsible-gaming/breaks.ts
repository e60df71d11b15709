/**
 * A time-out (a short break) or a self-exclusion (a long one, or for good). Both take effect at
 * once, end every session, refuse sign-in until they end and cannot be shortened; an operator
 * cannot lift a self-exclusion early either.
 */
export const TIMEOUT_DURATIONS = ['24h', '48h', '7d', '14d', '30d', '42d'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type BreakKind = 'timeout' | 'self_exclusion';

/** The refusals of a player on a break (the message keys a client branches on). */
export const BREAK_REFUSAL_CODES = [
  'rg_timeout_active',
  'rg_self_excluded',
  'rg_self_excluded_permanent',
] as const;
export type BreakRefusalCode = (typeof BREAK_REFUSAL_CODES)[number];

/** When a break taken at `from` ends; null for a permanent self-exclusion. */
export function breakEndsAt(
  duration: TimeoutDuration | SelfExclusionDuration,
  from: Date,
): Date | null {
  const at = new Date(from.getTime());
  const hours = (h: number) => new Date(from.getTime() + h * 3_600_000);
  switch (duration) {
    case '24h':
      return hours(24);
    case '48h':
      return hours(48);
    case '7d':
      return hours(7 * 24);
    case '14d':
      return hours(14 * 24);
    case '30d':
      return hours(30 * 24);
    case '42d':
      return hours(42 * 24);
    case '6m':
      at.setUTCMonth(at.getUTCMonth() + 6);
      return at;
    case '1y':
      at.setUTCFullYear(at.getUTCFullYear() + 1);
      return at;
    case '5y':
      at.setUTCFullYear(at.getUTCFullYear() + 5);
      return at;
    case 'permanent':
      return null;
  }
}

/** A break in force, as its owner (and an operator) sees it. */
export interface BreakView {
  kind: BreakKind;
  duration: TimeoutDuration | SelfExclusionDuration;
  startedAt: string;
  /** Null: permanent. */
  endsAt: string | null;
}
