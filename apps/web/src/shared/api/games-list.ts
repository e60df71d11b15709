import type { PayloadInput } from '@lale/contract/registry';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, callData } from '../rpc/call.ts';
import { firstItems, gridPage } from './list-payloads.ts';
import { nextOffset, toListPage } from './paging.ts';

export type GamesFilter = Omit<PayloadInput<'casino', 'games_list'>, 'offset'>;

/** One page of slot games (casino games_list), e.g. a home row of one category. */
export const gamesListQuery = (filter: GamesFilter) =>
  queryOptions({
    queryKey: ['casino', 'games_list', filter],
    queryFn: ({ signal }) => callData('casino', 'games_list', firstItems(filter), { signal }),
  });

/** The lobby grid: pages of 48 (SPEC §9) with the pagination the server returns. */
export const gamesPagesQuery = (filter: GamesFilter) =>
  infiniteQueryOptions({
    queryKey: ['casino', 'games_list', 'pages', filter],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const reply = await call('casino', 'games_list', gridPage(filter, pageParam), { signal });
      return toListPage(reply, pageParam);
    },
    getNextPageParam: nextOffset,
  });
