import { PAGE_SIZE, TICKETS_EXAMPLE_FILTER } from '@lale/contract/constants';
import type { Lang } from '@lale/contract/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/**
 * lottery get_tickets: the player's new-year lottery tickets, 50 a page, with SPEC §9's filter
 * (status 1002, minimum 500 TL) and the searched ticket number. The reply carries its page.
 */
export const ticketsQuery = (ticketNumber: string, page: number, lang: Lang) =>
  queryOptions({
    queryKey: ['lottery', 'get_tickets', ticketNumber, page, lang],
    queryFn: async ({ signal }) => {
      const reply = await call(
        'lottery',
        'get_tickets',
        {
          status: TICKETS_EXAMPLE_FILTER.status,
          minAmount: TICKETS_EXAMPLE_FILTER.minAmount,
          limit: PAGE_SIZE.tickets,
          offset: (page - 1) * PAGE_SIZE.tickets,
          ...(ticketNumber ? { ticketNumber } : {}),
        },
        { signal },
      );
      if (!reply.result) throw new Error(reply.message);
      return { rows: reply.data, total: reply.pagination?.total ?? reply.data.length };
    },
    placeholderData: keepPreviousData,
  });

export function useTickets(ticketNumber: string, page: number) {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(ticketsQuery(ticketNumber, page, lang));
}

/** lottery get_draws: the draws (newest first) with the seed's hash, the seed once drawn, winners. */
export function useDraws(ticketNumber: string) {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery({
    queryKey: ['lottery', 'get_draws', ticketNumber, lang],
    queryFn: ({ signal }) =>
      callData(
        'lottery',
        'get_draws',
        { limit: 5, offset: 0, ...(ticketNumber ? { ticketNumber } : {}) },
        { signal },
      ),
  });
}
