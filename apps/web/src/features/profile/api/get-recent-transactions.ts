import { HISTORY_WINDOW_DAYS, PAGE_SIZE } from '@lale/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { callData } from '../../../shared/rpc/call.ts';

/** finance list_transactions over the recent-account window (SPEC §9: 7 days), newest first. */
export const recentTransactionsQuery = (today: string) =>
  queryOptions({
    queryKey: ['user', 'finance', 'list_transactions', 'recent', today],
    queryFn: ({ signal }) =>
      callData(
        'finance',
        'list_transactions',
        {
          limit: PAGE_SIZE.defaultPagination,
          offset: 0,
          startDate: dayjs(today)
            .subtract(HISTORY_WINDOW_DAYS.recentAccount, 'day')
            .format('YYYY-MM-DD'),
          endDate: today,
          OrderDir: 'DESC',
          OrderPar: 'date',
        },
        { signal },
      ),
  });

export function useRecentTransactions() {
  return useQuery(recentTransactionsQuery(dayjs().format('YYYY-MM-DD')));
}
