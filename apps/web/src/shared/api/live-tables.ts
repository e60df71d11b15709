import type { PayloadInput } from '@lale/contract/registry';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, callData } from '../rpc/call.ts';
import { firstItems, gridPage } from './list-payloads.ts';
import { nextOffset, toListPage } from './paging.ts';

export type TablesFilter = Omit<PayloadInput<'livecasino', 'game_table_list'>, 'offset'>;

/** One page of live tables (livecasino game_table_list). */
export const liveTablesQuery = (filter: TablesFilter) =>
  queryOptions({
    queryKey: ['livecasino', 'game_table_list', filter],
    queryFn: ({ signal }) =>
      callData('livecasino', 'game_table_list', firstItems(filter), { signal }),
  });

/** The live lobby grid, in pages of 48 like the slot lobby. */
export const liveTablesPagesQuery = (filter: TablesFilter) =>
  infiniteQueryOptions({
    queryKey: ['livecasino', 'game_table_list', 'pages', filter],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const payload = gridPage(filter, pageParam);
      const reply = await call('livecasino', 'game_table_list', payload, { signal });
      return toListPage(reply, pageParam);
    },
    getNextPageParam: nextOffset,
  });
