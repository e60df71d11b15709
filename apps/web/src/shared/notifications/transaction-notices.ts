import { HISTORY_WINDOW_DAYS, PAGE_SIZE, TRANSACTION } from '@lale/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { unlessPlayerLive } from '../live/player-live-flag.ts';
import { callData } from '../rpc/call.ts';
import { isNotification } from './notification-filter.ts';

/**
 * Deposits and withdrawals change state at an operator's word: the `player` topic's notices
 * refresh the list at once; without the socket it is read this often.
 */
export const NOTICES_REFRESH_MS = 15_000;

/** The start of every day's key, for invalidation. */
export const transactionNoticesRoot = ['user', 'notifications', 'transactions'] as const;

/** SPEC §9: 250 rows of the finance category, newest first, the last 90 days. */
export const transactionNoticesQuery = (today: string) =>
  queryOptions({
    queryKey: [...transactionNoticesRoot, today],
    queryFn: async ({ signal }) => {
      const rows = await callData(
        'finance',
        'list_transactions',
        {
          limit: PAGE_SIZE.notifications,
          offset: 0,
          searchType: TRANSACTION.notificationCategory,
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
    refetchInterval: unlessPlayerLive(NOTICES_REFRESH_MS),
  });

export function useTransactionNotices() {
  return useQuery(transactionNoticesQuery(dayjs().format('YYYY-MM-DD')));
}
