import {
  BACKOFFICE_API,
  sportsbookEventsQuery,
  type SportsbookMarginView,
  type SportsbookOperatorEvent,
  type SportsbookOperatorMarkets,
} from '@lale/contract/backoffice';
import { ALL_MARKET_TYPES, DEFAULT_MARGINS, marketTypeInfo } from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowsOf } from '../../../db/client.ts';
import type { SportsbookOperator } from '../../sportsbook/api.ts';
import { auditedAction, permitted, type AuditedActionDeps } from './audited-action.ts';
import { backofficeLang } from './backoffice-transport.ts';
import { operatorRoute } from './operator-route.ts';

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

const suspendEvent = z.object({ eventId, suspended: z.boolean(), reason: reason.optional() });
const suspendMarket = z.object({
  eventId,
  marketKey: z
    .string({ error: 'invalid_value' })
    .max(64, { error: 'value_too_long' })
    .regex(/^[a-z_]+\.[a-z_]+(@-?[0-9]+(\.[0-9]+)?)?$/, { error: 'invalid_value' }),
  suspended: z.boolean(),
  reason: reason.optional(),
});
const margin = z.object({
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
const maxStake = z.object({
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
const settle = z.object({ eventId, result, reason });
const voidEvent = z.object({ eventId, reason });

/**
 * The sportsbook under /backoffice/api/v1/sportsbook (`panel: backoffice`, the operator's
 * cookie): its lists (GET: margins, events, an event's markets) for every operator, and its
 * controls (POST, JSON) for roles that may trade (roles.ts `canTrade`): every
 * call, allowed or refused, is written to the operator audit with its input and reason.
 */
export function registerSportsbookOperatorRoutes(
  app: FastifyInstance,
  deps: AuditedActionDeps & { sportsbook: SportsbookOperator },
): void {
  const { db, sportsbook } = deps;
  const trader = permitted(deps, 'sportsbook.trade');

  const action = <S extends z.ZodType>(
    path: string,
    name: `sportsbook.${string}`,
    body: S,
    run: (input: z.output<S>) => Promise<unknown>,
  ) =>
    auditedAction(app, deps, {
      url: `${BACKOFFICE_API}/sportsbook${path}`,
      action: name,
      body,
      permission: 'sportsbook.trade',
      auditResult: true,
      run,
    });

  // Roles that trade read what they trade: the margins table.
  operatorRoute(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/sportsbook/margins`,
    guard: trader,
    handler: async (): Promise<{ items: SportsbookMarginView[] }> => {
      const rows = rowsOf<{ market_type: string; basis_points: number; updated_at: Date | string }>(
        await db.execute(sql`select market_type, basis_points, updated_at from sport_margins`),
      );
      const saved = new Map(rows.map((row) => [row.market_type, row]));
      return {
        items: ALL_MARKET_TYPES.map((type) => {
          const row = saved.get(type);
          return {
            marketType: type,
            sport: marketTypeInfo(type).sport,
            basisPoints: row ? Number(row.basis_points) : DEFAULT_MARGINS[type],
            defaultBasisPoints: DEFAULT_MARGINS[type],
            updatedAt: row ? new Date(row.updated_at).toISOString() : null,
          };
        }),
      };
    },
  });

  // The events as traders see them: the public RPC cannot tell an operator's suspension from
  // the system's, nor shows the maximum stake or the risk.
  operatorRoute(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/sportsbook/events`,
    guard: trader,
    query: sportsbookEventsQuery,
    handler: ({ query, request }): Promise<{ items: SportsbookOperatorEvent[]; total: number }> =>
      sportsbook.listEvents(db, query, backofficeLang(request)),
  });

  operatorRoute(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/sportsbook/events/:eventId/markets`,
    guard: trader,
    params: z.object({ eventId }),
    handler: ({ params, request }): Promise<SportsbookOperatorMarkets> =>
      sportsbook.eventMarkets(db, params.eventId, backofficeLang(request)),
  });

  action('/events/suspend', 'sportsbook.suspend_event', suspendEvent, (input) =>
    sportsbook.suspendEvent(db, input.eventId, input.suspended),
  );
  action('/markets/suspend', 'sportsbook.suspend_market', suspendMarket, (input) =>
    sportsbook.suspendMarket(db, input.eventId, input.marketKey, input.suspended),
  );
  action('/margins', 'sportsbook.set_margin', margin, (input) =>
    sportsbook.setMargin(db, input.marketType, input.basisPoints),
  );
  action('/events/max-stake', 'sportsbook.set_max_stake', maxStake, (input) =>
    sportsbook.setMaxStake(db, input.eventId, input.maxStake),
  );
  action('/events/settle', 'sportsbook.settle_event', settle, (input) =>
    sportsbook.settleByHand(db, input.eventId, { result: input.result }),
  );
  action('/events/void', 'sportsbook.void_event', voidEvent, (input) =>
    sportsbook.settleByHand(db, input.eventId, 'void'),
  );
}
