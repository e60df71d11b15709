import { z } from 'zod';
import {
  sportsbookEventsQuery,
  type SportsbookMarginView,
  type SportsbookOperatorEvent,
  type SportsbookOperatorMarkets,
} from '../backoffice.ts';
import { defineRoute, reply } from './route.ts';

const eventId = z
  .string({ error: 'invalid_value' })
  .regex(/^[1-9][0-9]{0,17}$/, { error: 'invalid_value' });
const reason = z
  .string({ error: 'invalid_value' })
  .trim()
  .min(3, { error: 'invalid_value' })
  .max(500, { error: 'value_too_long' });
const count = z
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .min(0, { error: 'invalid_value' })
  .max(1000, { error: 'invalid_value' });
const score = z.object({ home: count, away: count }, { error: 'invalid_value' });
/** An event's result as the maths package reads it (`EventResult` of @lale/games/sports). */
const result = z.discriminatedUnion(
  'sport',
  [
    z.object({
      sport: z.literal('football'),
      fullTime: score,
      halfTime: score,
      firstGoal: z.enum(['home', 'away', 'none'], { error: 'invalid_value' }),
    }),
    z.object({ sport: z.literal('basketball'), home: count, away: count }),
    z.object({ sport: z.literal('tennis'), sets: score, games: score }),
    z.object({ sport: z.literal('volleyball'), home: count, away: count }),
  ],
  { error: 'invalid_value' },
);

export const sportsbookEventParams = z.object({ eventId });
export const suspendEventPayload = z.object({
  eventId,
  suspended: z.boolean(),
  reason: reason.optional(),
});
export const suspendMarketPayload = z.object({
  eventId,
  marketKey: z
    .string({ error: 'invalid_value' })
    .max(64, { error: 'value_too_long' })
    .regex(/^[a-z_]+\.[a-z_]+(@-?[0-9]+(\.[0-9]+)?)?$/, { error: 'invalid_value' }),
  suspended: z.boolean(),
  reason: reason.optional(),
});
export const marginPayload = z.object({
  marketType: z
    .string({ error: 'invalid_value' })
    .max(64, { error: 'value_too_long' })
    .regex(/^[a-z_]+\.[a-z_]+$/, { error: 'invalid_value' }),
  basisPoints: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .max(5000, { error: 'invalid_value' }),
  reason: reason.optional(),
});
export const maxStakePayload = z.object({
  eventId,
  /** Kuruş; null: the site's limit. */
  maxStake: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'invalid_value' })
    .nullable(),
  reason: reason.optional(),
});
export const settlePayload = z.object({ eventId, result, reason });
export const voidEventPayload = z.object({ eventId, reason });

/** An event ended by hand (a result, or void) and its coupons settled. */
export interface SportsbookSettled {
  eventId: string;
  state: 'finished' | 'void';
  /** Markets settled. */
  settled: number;
  /** Markets whose settlement failed: they stay open, with their coupons, for a human. */
  failed: string[];
  couponsClosed: number;
}

/** A trading control (sportsbook.trade), audited with its input and what it did. */
const control =
  <R>() =>
  <P extends `/sportsbook/${string}`, B extends z.ZodType>(path: P, body: B) =>
    defineRoute({ method: 'POST', path, access: 'sportsbook.trade', body, reply: reply<R>() });

/**
 * The sportsbook's trading desk (sportsbook.trade): margins, events with who suspended them,
 * their maximum stake and open risk, an event's markets with their stored odds; and controls.
 */
export const sportsbookRoutes = {
  'sportsbook.margins': defineRoute({
    method: 'GET',
    path: '/sportsbook/margins',
    access: 'sportsbook.trade',
    reply: reply<{ items: SportsbookMarginView[] }>(),
  }),
  'sportsbook.events': defineRoute({
    method: 'GET',
    path: '/sportsbook/events',
    access: 'sportsbook.trade',
    query: sportsbookEventsQuery,
    reply: reply<{ items: SportsbookOperatorEvent[]; total: number }>(),
  }),
  'sportsbook.markets': defineRoute({
    method: 'GET',
    path: '/sportsbook/events/:eventId/markets',
    access: 'sportsbook.trade',
    params: sportsbookEventParams,
    reply: reply<SportsbookOperatorMarkets>(),
  }),
  'sportsbook.suspendEvent': control<{ eventId: string; suspended: boolean; version: number }>()(
    '/sportsbook/events/suspend',
    suspendEventPayload,
  ),
  'sportsbook.suspendMarket': control<{
    eventId: string;
    marketKey: string;
    suspended: boolean;
    version: number;
  }>()('/sportsbook/markets/suspend', suspendMarketPayload),
  'sportsbook.setMargin': control<{ marketType: string; basisPoints: number; repriced: number }>()(
    '/sportsbook/margins',
    marginPayload,
  ),
  'sportsbook.setMaxStake': control<{
    eventId: string;
    maxStake: number | null;
    version: number;
  }>()('/sportsbook/events/max-stake', maxStakePayload),
  'sportsbook.settle': control<SportsbookSettled>()('/sportsbook/events/settle', settlePayload),
  'sportsbook.void': control<SportsbookSettled>()('/sportsbook/events/void', voidEventPayload),
};
