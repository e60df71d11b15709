import { TICKETS_EXAMPLE_FILTER } from '@lale/contract/constants';
import type { ClassHandlers } from '../../../rpc/handler.ts';
import { page } from '../../../rpc/handler.ts';
import { presentDraw, presentTicket } from '../lottery.presenter.ts';
import { lotteryRepository as repo } from '../lottery.repository.ts';

/**
 * The player's tickets (SPEC §4 /tickets: search by number, 50 a page, SPEC §9's filter:
 * status 1002 is a ticket of a confirmed deposit, the only kind there is; minAmount in TL) and
 * the draws with their winners.
 */
export function lotteryHandlers(): { lottery: ClassHandlers<'lottery'> } {
  return {
    lottery: {
      get_tickets: {
        handle: async (p, ctx) => {
          const pagination = { limit: p.limit, offset: p.offset };
          if (p.status !== TICKETS_EXAMPLE_FILTER.status)
            return page([], { ...pagination, total: 0 });
          const { rows, total } = await repo.ticketsOf(ctx.db, ctx.session.uid, {
            ticketNumber: p.ticketNumber || undefined,
            minDeposit: p.minAmount * 100,
            ...pagination,
          });
          return page(
            rows.map((row) => presentTicket(row, ctx.lang)),
            { ...pagination, total },
          );
        },
      },
      get_draws: {
        handle: async (p, ctx) => {
          const { rows, total } = await repo.page(ctx.db, {
            limit: p.limit,
            offset: p.offset,
            ticketNumber: p.ticketNumber || undefined,
          });
          const winners = await repo.winners(
            ctx.db,
            rows.map((row) => row.id),
          );
          return page(
            rows.map((row) => presentDraw(row, winners, ctx.lang)),
            { limit: p.limit, offset: p.offset, total },
          );
        },
      },
    },
  };
}
