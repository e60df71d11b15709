import { PAGE_SIZE, type DatePreset } from '@lale/contract/constants';
import { datePresetRange } from '@lale/contract/date-presets';
import { infiniteQueryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { nextOffset, toListPage } from '../../../shared/api/paging.ts';
import { call } from '../../../shared/rpc/call.ts';

export interface TransactionsFilter {
  /** finance list_categories id (searchType); 0 for every category. */
  category: number;
  preset: DatePreset;
}

/**
 * finance list_transactions, 10 a page (SPEC §9), newest first. "Load more" appends the next
 * page; a new filter is a new key, whose first page replaces the list (SPEC §4).
 */
export const transactionsPagesQuery = (
  filter: TransactionsFilter,
  today = dayjs().format('YYYY-MM-DD'),
) =>
  infiniteQueryOptions({
    queryKey: ['user', 'finance', 'list_transactions', 'pages', filter, today],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const payload = {
        limit: PAGE_SIZE.defaultPagination,
        offset: pageParam,
        ...(filter.category ? { searchType: filter.category } : {}),
        ...datePresetRange(filter.preset, today),
        OrderDir: 'DESC' as const,
        OrderPar: 'date' as const,
      };
      return toListPage(await call('finance', 'list_transactions', payload, { signal }), pageParam);
    },
    getNextPageParam: nextOffset,
  });
