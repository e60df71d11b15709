/**
 * Responsible-gaming limits as the player sets them under /profile and the wallet enforces them
 * (issue 17; UKGC RTS 12 and 13). Money limits are kuruş over a calendar period in Turkey's
 * time (a day from 00:00, a week from Monday 00:00, a month from the 1st, Europe/Istanbul); the
 * session limit is minutes per signed-in session.
 */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'session'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const MONEY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type MoneyLimitPeriod = (typeof MONEY_LIMIT_PERIODS)[number];
/** A session limit's period is the session itself. */
export type LimitPeriod = MoneyLimitPeriod | 'session';

/** The time zone whose midnight, Monday and 1st start a period. */
export const LIMIT_TIME_ZONE = 'Europe/Istanbul';

/** An increase or a removal waits this long, then needs the player's confirmation. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** Bounds of what a player may set: kuruş for money, minutes for a session. */
export const MONEY_LIMIT_MIN = 100;
export const MONEY_LIMIT_MAX = 100_000_000_00;
export const SESSION_LIMIT_MIN_MINUTES = 5;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

/** Reality-check intervals the player may choose, minutes; 0 turns the checks off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60, 90, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** A change of a limit waiting out its cooling-off period. */
export interface PendingLimitChange {
  /** The new value; null removes the limit. */
  amount: number | null;
  requestedAt: string;
  /** From then on the player may confirm it; before, it cannot take effect. */
  effectiveAt: string;
  /** True once effectiveAt has passed: the player's confirmation applies it. */
  confirmable: boolean;
}

/** One limit in force, as its owner sees it. */
export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  /** Kuruş for deposit, loss and wager limits; minutes for the session limit. */
  amount: number;
  /** How much of it the current period has used (kuruş, or minutes of this session). */
  used: number;
  /** When the current period ends and `used` starts again from zero; null for a session. */
  resetsAt: string | null;
  pending: PendingLimitChange | null;
  setAt: string;
}

/**
 * Facts of a refusal for a limit (the refusal's `data.limit`): which limit, what it allows and
 * when it resets, so that the message can say so.
 */
export interface LimitRefusalFacts {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number;
  used: number;
  resetsAt: string | null;
}

/**
 * What the player may still deposit now (issue 38): the tightest deposit limit's room, less
 * the deposit requests still open (they reserve it). The deposit form offers no more.
 */
export interface DepositRoom {
  /** Kuruş; 0 when the limit is used up. */
  remaining: number;
  /** The limit that leaves the least room: its period, amount and when it resets. */
  limit: LimitRefusalFacts;
}
