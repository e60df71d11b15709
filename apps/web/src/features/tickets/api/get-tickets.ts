import { PAGE_SIZE, TICKETS_EXAMPLE_FILTER } from '@lale/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';

/**
 * Lottery tickets. The contract has no tickets method yet; SPEC §9 describes the list as
 * finance rows (limit 50, status 1002, minimum amount 500), so it asks list_transactions
 * with that filter in `more`, plus the searched ticket number.
 */
export const ticketsQuery = (ticketNumber: string) =>
  queryOptions({
    queryKey: ['user', 'tickets', ticketNumber],
    queryFn: ({ signal }) =>
      callData(
        'finance',
        'list_transactions',
        {
          limit: PAGE_SIZE.tickets,
          offset: 0,
          more: {
            status: TICKETS_EXAMPLE_FILTER.status,
            minAmount: TICKETS_EXAMPLE_FILTER.minAmount,
            ...(ticketNumber ? { ticketNumber } : {}),
          },
        },
        { signal },
      ),
  });

export function useTickets(ticketNumber: string) {
  return useQuery(ticketsQuery(ticketNumber));
}
