import { PAGE_SIZE } from '@lale/contract/constants';
import type { PayloadInput } from '@lale/contract/registry';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, callData } from '../rpc/call.ts';
import { RpcError } from '../rpc/rpc-error.ts';

export type TablesFilter = Omit<PayloadInput<'livecasino', 'game_table_list'>, 'offset'>;

/** One page of live tables (livecasino game_table_list). */
export const liveTablesQuery = (filter: TablesFilter) =>
  queryOptions({
    queryKey: ['livecasino', 'game_table_list', filter],
    queryFn: ({ signal }) =>
      callData('livecasino', 'game_table_list', { ...filter, offset: 0 }, { signal }),
  });

export const liveTablesPagesQuery = (filter: TablesFilter) =>
  infiniteQueryOptions({
    queryKey: ['livecasino', 'game_table_list', 'pages', filter],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const payload = { limit: PAGE_SIZE.games, ...filter, offset: pageParam };
      const reply = await call('livecasino', 'game_table_list', payload, { signal });
      if (!reply.result) throw new RpcError('reply', 'process_failed', reply);
      return {
        items: reply.data,
        total: reply.pagination?.total ?? reply.data.length,
        offset: pageParam,
      };
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
