import { PAGE_SIZE } from '@lale/contract/constants';
import type { PayloadInput } from '@lale/contract/registry';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, callData } from '../rpc/call.ts';
import { RpcError } from '../rpc/rpc-error.ts';

export type GamesFilter = Omit<PayloadInput<'casino', 'games_list'>, 'offset'>;

/** One page of slot games (casino games_list), e.g. a home row of one category. */
export const gamesListQuery = (filter: GamesFilter) =>
  queryOptions({
    queryKey: ['casino', 'games_list', filter],
    queryFn: ({ signal }) => callData('casino', 'games_list', { ...filter, offset: 0 }, { signal }),
  });

/** The lobby grid: pages of 48 (SPEC §9) with the pagination the server returns. */
export const gamesPagesQuery = (filter: GamesFilter) =>
  infiniteQueryOptions({
    queryKey: ['casino', 'games_list', 'pages', filter],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const reply = await call(
        'casino',
        'games_list',
        { limit: PAGE_SIZE.games, ...filter, offset: pageParam },
        { signal },
      );
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
