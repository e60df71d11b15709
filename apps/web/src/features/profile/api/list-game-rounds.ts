import { PAGE_SIZE } from '@lale/contract/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextOffset, toListPage } from '../../../shared/api/paging.ts';
import { call } from '../../../shared/rpc/call.ts';

/** games list_rounds: the player's studio rounds, newest first, 10 a page with "load more". */
export const gameRoundsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['user', 'games', 'list_rounds'],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const payload = { limit: PAGE_SIZE.defaultPagination, offset: pageParam };
      return toListPage(await call('games', 'list_rounds', payload, { signal }), pageParam);
    },
    getNextPageParam: nextOffset,
  });

export function useGameRounds() {
  return useInfiniteQuery(gameRoundsQuery());
}
