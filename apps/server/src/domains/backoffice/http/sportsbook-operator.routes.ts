import type { SportsbookMarginView } from '@lale/contract/backoffice';
import { ALL_MARKET_TYPES, DEFAULT_MARGINS, marketTypeInfo } from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../../db/client.ts';
import type { SportsbookOperator } from '../../sportsbook/api.ts';
import { auditedAction } from './audited-action.ts';
import { backofficeLang } from './backoffice-transport.ts';
import { operatorRoute, type OperatorRouteDeps } from './operator-route.ts';

/**
 * The sportsbook's routes (contract: backoffice/sportsbook.ts), for roles that trade
 * (`sportsbook.trade`): its lists (margins, events, an event's markets) and its controls, every
 * control, allowed or refused, written to the operator audit with its input and what it did.
 */
export function registerSportsbookOperatorRoutes(
  app: FastifyInstance,
  deps: OperatorRouteDeps & { sportsbook: SportsbookOperator },
): void {
  const { db, sportsbook } = deps;

  // Roles that trade read what they trade: the margins table.
  operatorRoute(app, deps, 'sportsbook.margins', {
    handler: async () => {
      const rows = rowsOf<{ market_type: string; basis_points: number; updated_at: Date | string }>(
        await db.execute(sql`select market_type, basis_points, updated_at from sport_margins`),
      );
      const saved = new Map(rows.map((row) => [row.market_type, row]));
      return {
        items: ALL_MARKET_TYPES.map((type): SportsbookMarginView => {
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
  operatorRoute(app, deps, 'sportsbook.events', {
    handler: ({ query, request }) => sportsbook.listEvents(db, query, backofficeLang(request)),
  });

  operatorRoute(app, deps, 'sportsbook.markets', {
    handler: ({ params, request }) =>
      sportsbook.eventMarkets(db, params.eventId, backofficeLang(request)),
  });

  const audited = { auditResult: true };
  auditedAction(app, deps, 'sportsbook.suspendEvent', {
    ...audited,
    action: 'sportsbook.suspend_event',
    run: (input, { tx }) => sportsbook.suspendEvent(tx, input.eventId, input.suspended),
  });
  auditedAction(app, deps, 'sportsbook.suspendMarket', {
    ...audited,
    action: 'sportsbook.suspend_market',
    run: (input, { tx }) =>
      sportsbook.suspendMarket(tx, input.eventId, input.marketKey, input.suspended),
  });
  auditedAction(app, deps, 'sportsbook.setMargin', {
    ...audited,
    action: 'sportsbook.set_margin',
    run: (input, { tx }) => sportsbook.setMargin(tx, input.marketType, input.basisPoints),
  });
  auditedAction(app, deps, 'sportsbook.setMaxStake', {
    ...audited,
    action: 'sportsbook.set_max_stake',
    run: (input, { tx }) => sportsbook.setMaxStake(tx, input.eventId, input.maxStake),
  });
  auditedAction(app, deps, 'sportsbook.settle', {
    ...audited,
    action: 'sportsbook.settle_event',
    run: (input, { tx }) => sportsbook.settleByHand(tx, input.eventId, { result: input.result }),
  });
  auditedAction(app, deps, 'sportsbook.void', {
    ...audited,
    action: 'sportsbook.void_event',
    run: (input, { tx }) => sportsbook.settleByHand(tx, input.eventId, 'void'),
  });
}
