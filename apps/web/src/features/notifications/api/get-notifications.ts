import { HISTORY_WINDOW_DAYS, PAGE_SIZE } from '@lale/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { callData } from '../../../shared/rpc/call.ts';
import { isNotification } from '../lib/notification-filter.ts';

/** SPEC §9: 250 rows, newest first, the last 90 days; only notification rows are kept. */
export const transactionNoticesQuery = (today: string) =>
  queryOptions({
    queryKey: ['user', 'notifications', 'transactions', today],
    queryFn: async ({ signal }) => {
      const rows = await callData(
        'finance',
        'list_transactions',
        {
          limit: PAGE_SIZE.notifications,
          offset: 0,
          startDate: dayjs(today)
            .subtract(HISTORY_WINDOW_DAYS.notifications, 'day')
            .format('YYYY-MM-DD'),
          endDate: today,
          OrderDir: 'DESC',
          OrderPar: 'date',
        },
        { signal },
      );
      return rows.filter(isNotification);
    },
  });

export function useTransactionNotices() {
  return useQuery(transactionNoticesQuery(dayjs().format('YYYY-MM-DD')));
}
