import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { defineMethod, emptyPayload, reply } from '../method.ts';
import {
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  type BreakView,
} from '../responsible-gaming/breaks.ts';
import {
  LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  type LimitView,
} from '../responsible-gaming/limits.ts';
import type { SessionSummary } from '../responsible-gaming/session-summary.ts';

/** The player's responsible-gaming settings as /profile shows them. */
export interface ResponsibleGamingState {
  limits: LimitView[];
  realityCheckMinutes: number;
  /** A break in force is never seen here: the player cannot be signed in during one. */
  session: SessionSummary;
}

const limitKind = z.enum(LIMIT_KINDS, { error: 'invalid_value' });
/** 'session' for the session limit; a calendar period for the money limits. */
const limitPeriod = z.enum([...MONEY_LIMIT_PERIODS, 'session'], { error: 'invalid_value' });
const limitKey = z
  .object({ kind: limitKind, period: limitPeriod })
  .refine((v) => (v.kind === 'session') === (v.period === 'session'), {
    error: 'invalid_value',
    path: ['period'],
  });

/**
 * Responsible gaming (issue 17): not in SPEC §7, which names the screen only; allowlisted in
 * registry.test.ts. Every call needs the player's own session.
 */
export const responsible_gaming = {
  get_state: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<ResponsibleGamingState>(),
  }),
  /**
   * Sets, lowers, raises or removes (`amount` null) one limit. A new or lower limit applies at
   * once; a higher one or a removal waits LIMIT_COOLING_OFF_MS, then `confirm_limit`.
   * `amount`: kuruş for money limits, minutes for the session limit.
   */
  set_limit: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: false,
    payload: limitKey.and(
      z.object({
        amount: z
          .number({ error: 'invalid_value' })
          .int({ error: 'invalid_value' })
          .positive({ error: 'invalid_value' })
          .nullable(),
      }),
    ),
    reply: reply<LimitView | null>(),
  }),
  /** Applies a raised or removed limit once its cooling-off period has passed. */
  confirm_limit: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: false,
    payload: limitKey,
    reply: reply<LimitView | null>(),
  }),
  /** Drops a pending raise or removal; the limit in force stays. */
  cancel_limit_change: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: false,
    payload: limitKey,
    reply: reply<LimitView>(),
  }),
  set_reality_check: defineMethod({
    auth: 'required',
    payload: z.object({
      minutes: z.coerce
        .number({ error: 'invalid_value' })
        .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), {
          error: 'invalid_value',
        }),
    }),
    reply: reply<null>(),
  }),
  /** This sign-in's time, stakes and result: what the reality check shows. */
  session_summary: defineMethod({
    auth: 'required',
    payload: emptyPayload,
    reply: reply<SessionSummary>(),
  }),
  /** The player's answer to a reality check, kept in the audit trail. */
  acknowledge_reality_check: defineMethod({
    auth: 'required',
    payload: z.object({
      action: z.enum(['continue', 'history', 'logout'], { error: 'invalid_value' }),
    }),
    reply: reply<null>(),
  }),
  /**
   * A time-out or self-exclusion, confirmed with the current password: takes effect at once,
   * ends every session of the player and cannot be shortened.
   */
  take_break: defineMethod({
    auth: 'required',
    transaction: true,
    movesMoney: false,
    payload: z.discriminatedUnion(
      'kind',
      [
        z.object({
          kind: z.literal('timeout'),
          duration: z.enum(TIMEOUT_DURATIONS, { error: 'invalid_value' }),
          current_password: requiredText(128),
        }),
        z.object({
          kind: z.literal('self_exclusion'),
          duration: z.enum(SELF_EXCLUSION_DURATIONS, { error: 'invalid_value' }),
          current_password: requiredText(128),
        }),
      ],
      { error: 'invalid_value' },
    ),
    reply: reply<BreakView>(),
  }),
};
