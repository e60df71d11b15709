import type { CouponLimits } from '@lale/contract/methods/sportsbook';
import { page, type ClassHandlers } from '../../../rpc/handler.ts';
import { refusals } from '../../../platform/refusal.ts';
import { sportsTree } from '../catalogue/sports-tree.ts';
import { eventDetail, eventDetails, eventSummaries } from '../events/event-views.ts';
import { eventsRepository as events, type EventFilter } from '../events/events.repository.ts';
import type { SportsClock } from '../sports-clock.ts';

/** Turkey keeps UTC+3 all year: "today" is the Europe/Istanbul day. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export function istanbulDay(at: Date): { from: Date; to: Date } {
  const start =
    Math.floor((at.getTime() + ISTANBUL_OFFSET_MS) / DAY_MS) * DAY_MS - ISTANBUL_OFFSET_MS;
  return { from: new Date(start), to: new Date(start + DAY_MS) };
}

function whenFilter(when: 'live' | 'today' | 'upcoming' | 'all', sportsNow: Date): EventFilter {
  switch (when) {
    case 'live':
      return { states: ['live'] };
    case 'today': {
      const day = istanbulDay(sportsNow);
      return {
        states: ['scheduled'],
        startsFrom: day.from,
        startsBefore: day.to,
        orLive: true,
      };
    }
    case 'upcoming':
      return { states: ['scheduled'] };
    case 'all':
      return { states: ['scheduled', 'live'] };
  }
}

export interface SportsbookHandlerDeps {
  clock: SportsClock;
  limits: CouponLimits;
}

/** The sportsbook's public reads: the sports tree, events, one event, results. */
export function sportsbookHandlers(deps: SportsbookHandlerDeps): {
  sportsbook: ClassHandlers<'sportsbook'>;
} {
  return {
    sportsbook: {
      get_sports: { handle: async (_p, ctx) => sportsTree(ctx.db, ctx.lang, deps.limits) },
      list_events: {
        handle: async (p, ctx) => {
          const sportsNow = deps.clock.now();
          const { rows, total } = await events.page(
            ctx.db,
            { sport: p.sport, leagueId: p.leagueId, ...whenFilter(p.when, sportsNow) },
            'live-first',
            { limit: p.limit, offset: p.offset },
          );
          return page(await eventSummaries(ctx.db, rows, ctx.lang, sportsNow), {
            limit: p.limit,
            offset: p.offset,
            total,
          });
        },
      },
      get_event: {
        handle: async (p, ctx) => {
          const detail = await eventDetail(ctx.db, p.eventId, ctx.lang, deps.clock.now());
          if (!detail) throw refusals.notFound();
          return detail;
        },
      },
      list_results: {
        handle: async (p, ctx) => {
          const { rows, total } = await events.page(
            ctx.db,
            { sport: p.sport, leagueId: p.leagueId, states: ['finished'] },
            'newest-finished',
            { limit: p.limit, offset: p.offset },
          );
          return page(await eventDetails(ctx.db, rows, ctx.lang, deps.clock.now()), {
            limit: p.limit,
            offset: p.offset,
            total,
          });
        },
      },
    },
  };
}
